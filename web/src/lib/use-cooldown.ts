import { useCallback, useEffect, useState } from 'react';

/**
 * A count-down in whole seconds (e.g. before a code may be sent again). `start(n)` begins at n seconds;
 * `remaining` is 0 when the cool-down is over.
 */
export function useCooldown(initialSeconds = 0) {
  const [remaining, setRemaining] = useState(initialSeconds);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const start = useCallback((seconds: number) => setRemaining(Math.max(0, Math.ceil(seconds))), []);
  return { remaining, start };
}
