import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 250;

/**
 * A count-down in whole seconds (e.g. before a code may be sent again), measured against a deadline so a
 * busy or sleeping tab does not slow it down. `start(n)` begins at n seconds; `remaining` is 0 when over.
 */
export function useCooldown(initialSeconds = 0) {
  const [deadline, setDeadline] = useState<number | null>(() =>
    initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : null,
  );
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) setDeadline(null);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setDeadline(seconds > 0 ? time + seconds * 1000 : null);
  }, []);

  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { remaining, start };
}
