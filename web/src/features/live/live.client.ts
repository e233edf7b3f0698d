import type { Query, QueryClient } from '@tanstack/react-query';
import { eventRoutes, sseEventNames, topicToQueryKey } from '@roomcraft/contracts/events';
import { limits, retryBackoffMs } from '@roomcraft/contracts/limits';

export type LiveStatus = 'connecting' | 'live' | 'down';

/** The part of the browser's EventSource the client uses (tests pass a fake). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface LiveClientOptions {
  queryClient: QueryClient;
  url?: string;
  createEventSource?: (url: string) => EventSourceLike;
  backoffMs?: (attempt: number) => number;
}

/** Live queries poll at this interval, only while the stream is down (architecture.md "Live queries"). */
export const LIVE_FALLBACK_POLL_MS = limits.pollingIntervalMs;

function isFirstFetch(query: Query): boolean {
  return query.state.fetchStatus === 'fetching' && query.state.data === undefined;
}

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/**
 * One server-sent-events stream to `/api/events` per tab. `invalidate` events invalidate the query keys of
 * their topics; on failure the stream is closed and reopened with back-off, and the status is 'down' until
 * it is back (live queries poll meanwhile). After an outage every query is invalidated, since events may
 * have been missed.
 */
export class LiveClient {
  private readonly queryClient: QueryClient;
  private readonly url: string;
  private readonly createEventSource: (url: string) => EventSourceLike;
  private readonly backoffMs: (attempt: number) => number;
  private source: EventSourceLike | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private status: LiveStatus = 'connecting';
  private hadOutage = false;
  private maxAttempts = Number.POSITIVE_INFINITY;
  private readonly listeners = new Set<() => void>();
  tabId: string | null = null;

  constructor({
    queryClient,
    url = eventRoutes.stream.path,
    createEventSource = (u) => new EventSource(u, { withCredentials: true }),
    backoffMs = retryBackoffMs,
  }: LiveClientOptions) {
    this.queryClient = queryClient;
    this.url = url;
    this.createEventSource = createEventSource;
    this.backoffMs = backoffMs;
  }

  getStatus = (): LiveStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Opens the stream if it is not open yet (safe to call twice). */
  start(): void {
    if (this.source || this.retryTimer) return;
    this.connect();
  }

  /** Closes the stream and cancels reconnects. */
  stop(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.source?.close();
    this.source = null;
  }

  /**
   * The stream is for signed-in tabs: a signed-out tab gives up after the spec's retry limit (its live queries
   * keep polling); signed-in tabs retry for as long as it takes. Signing in reopens it (`reconnect`).
   */
  setSignedIn(signedIn: boolean): void {
    this.maxAttempts = signedIn ? Number.POSITIVE_INFINITY : limits.retryLimit;
  }

  /** Reopens the stream now, e.g. after signing in or out (the server binds a stream to its session). */
  reconnect(): void {
    this.stop();
    this.attempt = 0;
    this.connect();
  }

  private setStatus(status: LiveStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }

  private connect(): void {
    this.retryTimer = null;
    if (this.status !== 'down') this.setStatus('connecting');
    let source: EventSourceLike;
    try {
      source = this.createEventSource(this.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.source = source;
    source.addEventListener('open', () => this.markLive());
    source.addEventListener(sseEventNames.ready, (event) => {
      const ready = parseJson(event.data);
      if (isRecord(ready) && typeof ready.tabId === 'string') this.tabId = ready.tabId;
      this.markLive();
    });
    source.addEventListener(sseEventNames.invalidate, (event) => {
      const topics = readTopics(parseJson(event.data));
      if (!topics) return;
      for (const topic of topics) void this.refresh(topicToQueryKey(topic));
    });
    source.onerror = () => {
      if (this.source !== source) return;
      source.close();
      this.source = null;
      this.scheduleReconnect();
    };
  }

  /**
   * Refetches the queries under `queryKey`. A query still on its first fetch when the event comes would
   * not fetch again: the query library joins an invalidation to a fetch in flight while the query has no
   * data, and keeps what that fetch returns, which the server may have read before the change (a
   * generation finishing while the page's first read of it waits: the page stayed at 90 %). Such a fetch
   * is cancelled first, so the invalidation fetches anew.
   */
  private async refresh(queryKey: string[]): Promise<void> {
    const firstFetch = { queryKey, predicate: (query: Query) => isFirstFetch(query) };
    if (this.queryClient.getQueryCache().findAll(firstFetch).length > 0) {
      await this.queryClient.cancelQueries(firstFetch);
    }
    await this.queryClient.invalidateQueries({ queryKey });
  }

  private markLive(): void {
    this.attempt = 0;
    this.setStatus('live');
    if (this.hadOutage) {
      this.hadOutage = false;
      void this.queryClient.invalidateQueries();
    }
  }

  private scheduleReconnect(): void {
    this.hadOutage = true;
    this.setStatus('down');
    this.attempt += 1;
    if (this.attempt > this.maxAttempts) return;
    this.retryTimer = setTimeout(() => this.connect(), this.backoffMs(this.attempt));
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const topicPattern = /^[a-z][a-z0-9-]*(:[A-Za-z0-9_-]+)*$/;

/**
 * The topics of an `invalidate` event (contracts' `invalidateEventSchema`), checked by hand so that zod
 * stays out of every page's first load (ADR 021); null when the event is malformed.
 */
export function readTopics(data: unknown): string[] | null {
  if (!isRecord(data) || !Array.isArray(data.topics) || data.topics.length === 0) return null;
  const topics = data.topics as unknown[];
  const valid = topics.every(
    (topic) => typeof topic === 'string' && topic.length <= 200 && topicPattern.test(topic),
  );
  return valid ? (topics as string[]) : null;
}
