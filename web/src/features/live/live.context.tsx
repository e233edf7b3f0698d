import { createContext, useEffect, useRef, type ReactNode } from 'react';
import type { LiveClient } from './live.client';

export const LiveClientContext = createContext<LiveClient | null>(null);

/** Provides the tab's live stream; it is open while someone is signed in (see `useReconnectOnChange`). */
export function LiveProvider({ client, children }: { client: LiveClient; children: ReactNode }) {
  useEffect(() => () => client.stop(), [client]);
  return <LiveClientContext.Provider value={client}>{children}</LiveClientContext.Provider>;
}

/**
 * Opens the stream for a signed-in user and reopens it when the user changes (the server binds a stream to
 * its session); a signed-out tab has none, since the server would answer 401 (a console error on every
 * public page, ADR 021). `key` is `undefined` while the session is loading, `null` when signed out, else
 * the user id.
 */
export function useReconnectOnChange(client: LiveClient | null, key: string | null | undefined) {
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (key === undefined) return;
    client?.setSignedIn(key !== null);
    if (key === null) client?.stop();
    else if (previous.current !== undefined && previous.current !== key) client?.reconnect();
    else client?.start();
    previous.current = key;
  }, [client, key]);
}
