import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// Our type scale (styles.css) adds font sizes that tailwind-merge must not mistake for text colours.
const twMerge = extendTailwindMerge({ extend: { theme: { text: ['display', 'title', 'body', 'caption'] } } });

/** Joins class names and lets later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
