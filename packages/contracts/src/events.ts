import { defineApiRoute } from './api-routes';

/**
 * Live updates: the server keeps one server-sent-events stream per signed-in tab at `GET /api/events`
 * and sends topic invalidations; the web app invalidates the matching TanStack Query keys.
 *
 * Wire format (one SSE message per line group):
 * - `event: ready`      data `{ "tabId": "..." }` once, when the stream opens
 * - `event: invalidate` data `{ "topics": ["credits", "ideation:<id>"] }`
 * - `: heartbeat`       comment line every `EVENTS_HEARTBEAT_MS` so proxies keep the stream open
 */
export const sseEventNames = { ready: 'ready', invalidate: 'invalidate' } as const;

export * from './event-schemas';

/** A topic `ideation:abc` invalidates the query key prefix `['ideation', 'abc']`. */
export function topicToQueryKey(topic: string): string[] {
  return topic.split(':');
}

/** The live-update endpoint (wire format above). */
export const eventRoutes = {
  /** Signed in and verified (401 otherwise): this tab's server-sent-events stream. */
  stream: defineApiRoute({ method: 'GET', path: '/api/events', produces: 'event-stream' }),
} as const;
