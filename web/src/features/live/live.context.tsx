import { createContext, useEffect, useRef, type ReactNode } from 'react';
import type { LiveClient } from './live.client';

export const LiveClientContext = createContext<LiveClient | null>(null);

/** Keeps the tab's live stream open while the app is mounted. */
export function LiveProvider({ client, children }: { client: LiveClient; children: ReactNode }) {
  useEffect(() => {
    client.start();
    return () => client.stop();
  }, [client]);
  return <LiveClientContext.Provider value={client}>{children}</LiveClientContext.Provider>;
}

/**
 * Reopens the stream when the signed-in user changes (the server binds a stream to its session).
 * `key` is `undefined` while the session is loading, `null` when signed out, else the user id.
 */
export function useReconnectOnChange(client: LiveClient | null, key: string | null | undefined) {
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (key === undefined) return;
    client?.setSignedIn(key !== null);
    if (previous.current !== undefined && previous.current !== key) client?.reconnect();
    previous.current = key;
  }, [client, key]);
}
