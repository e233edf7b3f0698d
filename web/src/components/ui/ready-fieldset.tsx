import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Keeps a prerendered form's controls disabled until the app has taken the page over (ADR 054): the page
 * paints before its scripts start, and a tap on 'Send' in that moment would submit the form natively,
 * its fields (a password) in the address bar. `display: contents` leaves the form's layout as it was.
 */
export function ReadyFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  );
}
