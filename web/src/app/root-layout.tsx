import { useContext, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { showFlash } from '@/lib/flash';
import { writeRetryCount } from '@/features/errors/errors.utils';
import { LiveClientContext, useReconnectOnChange } from '@/features/live/live.context';
import { useSession } from '@/features/session/session.queries';

/** After this long without a crash the boundary screen's retry count starts over. */
const HEALTHY_AFTER_MS = 10_000;

/** Root route: scroll restoration, toasts kept across a reload, live-stream session sync, retry-count reset. */
export function RootLayout() {
  const state = useSession();
  const sessionKey =
    state.status === 'loading' ? undefined : state.status === 'signed-in' ? state.session.user.id : null;
  useReconnectOnChange(useContext(LiveClientContext), sessionKey);

  // After this commit's effects: the toaster mounts in the same commit (a prerendered page renders the
  // whole tree at once) and a toast sent before it subscribes is lost.
  useEffect(() => {
    const timer = setTimeout(showFlash, 0);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => writeRetryCount(0), HEALTHY_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
