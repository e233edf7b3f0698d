import { cn } from '@/lib/cn';

/** The Roomcraft wordmark. Decorative mark plus the name, which is the accessible text. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M8 23V14l8-6 8 6v9h-5v-6h-6v6z" className="fill-primary-foreground" />
      </svg>
      <span>Roomcraft</span>
    </span>
  );
}
