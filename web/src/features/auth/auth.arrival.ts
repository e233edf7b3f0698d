import { browser } from '@/lib/browser';

/**
 * A full page load into the app that is already on its way (after a completed account upgrade). Kept
 * outside React: once the upgrade signs the user in, the shell may switch to the signed-in layout and
 * remount the login page at any moment (a session refetch), and the load must still happen.
 */
let pending: { to: string } | null = null;

export function scheduleArrival({ to, delayMs }: { to: string; delayMs: number }): void {
  pending = { to };
  setTimeout(() => {
    pending = null;
    browser.assign(to);
  }, delayMs);
}

/** The target of a scheduled arrival, or null. */
export function pendingArrival(): string | null {
  return pending?.to ?? null;
}
