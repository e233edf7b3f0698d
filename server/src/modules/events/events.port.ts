/**
 * A change notice: "the data behind these topics changed, refetch it". Topics follow `topicSchema` of
 * `@roomcraft/contracts/events` (`credits`, `ideation:<id>`). Never carries the data itself.
 */
export interface LiveEvent {
  topics: string[];
  /** Only this user's tabs receive it; without it every tab does (announcements, maintenance). */
  userId?: string;
}

export type LiveEventListener = (event: LiveEvent) => void;

/**
 * Carries live events from whoever changed data (a route, a job in a worker) to every process that holds
 * browser streams. The embedded default is in-process; with PostgreSQL it fans out over LISTEN/NOTIFY.
 *
 * Delivery is best effort and at most once: a tab that misses an event catches up by refetching when its
 * stream reconnects, and the client falls back to polling while the stream is down.
 */
export interface EventBus {
  /** Sends to the subscribers of every process, this one included (exactly once each). */
  publish(event: LiveEvent): Promise<void>;
  /** Registers a listener in this process; returns the function that removes it. */
  subscribe(listener: LiveEventListener): () => void;
  /** Number of listeners registered in this process (for metrics and leak checks). */
  subscriberCount(): number;
  /** Stops delivering and releases connections; publishing afterwards is an error. */
  close(): Promise<void>;
}
