import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true once the app runs in the browser (at once for a page
 * rendered in the browser from scratch): for what must start as the prerendered page showed it (ADR 025).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
