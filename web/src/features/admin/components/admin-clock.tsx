import { useEffect, useState } from 'react';
import { Clock } from 'lucide-react';

/** The admin clock: local date and time, refreshed every second. */
export function AdminClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div
      role="timer"
      aria-label="Admin clock"
      className="hidden items-center gap-2 rounded-lg border bg-card px-3 py-1.5 text-sm tabular-nums sm:flex"
    >
      <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
      <time dateTime={now.toISOString()}>
        <span className="hidden lg:inline">
          {now.toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric' })}{' '}
        </span>
        {now.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' })}
      </time>
    </div>
  );
}
