import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/lib/use-reduced-motion';

/** Cycles through words every `intervalMs`; stands still on the first word when motion is reduced. */
export function useRotatingWord(words: readonly string[], intervalMs: number): string {
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (reduced || words.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % words.length), intervalMs);
    return () => clearInterval(timer);
  }, [reduced, words.length, intervalMs]);
  return words[reduced ? 0 : index % words.length] ?? '';
}
