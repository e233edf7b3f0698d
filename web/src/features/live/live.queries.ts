import { useContext, useSyncExternalStore } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { LiveClientContext } from './live.context';
import { LIVE_FALLBACK_POLL_MS, type LiveStatus } from './live.client';

const noSubscription = () => () => {};

/** 'connecting' | 'live' | 'down' for this tab's event stream ('down' when there is none). */
export function useLiveStatus(): LiveStatus {
  const client = useContext(LiveClientContext);
  return useSyncExternalStore(
    client?.subscribe ?? noSubscription,
    () => client?.getStatus() ?? 'down',
    () => 'connecting' as const,
  );
}

/** The polling interval of the fallback: 2 s while the stream is down, otherwise none. */
export function liveRefetchInterval(status: LiveStatus): number | false {
  return status === 'down' ? LIVE_FALLBACK_POLL_MS : false;
}

export function useLiveRefetchInterval(): number | false {
  return liveRefetchInterval(useLiveStatus());
}

/**
 * A query kept fresh by the event stream (its key must match the topic, see `topicToQueryKey`), polling
 * every 2 s only while the stream is down.
 */
export function useLiveQuery<TData, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey>,
): UseQueryResult<TData, Error> {
  const refetchInterval = useLiveRefetchInterval();
  return useQuery({ ...options, refetchInterval });
}
