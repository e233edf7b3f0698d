import { z } from 'zod';
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

export const topicSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z][a-z0-9-]*(:[A-Za-z0-9_-]+)*$/, 'topic must look like "name" or "name:id"');
export type Topic = z.infer<typeof topicSchema>;

export const invalidateEventSchema = z.object({ topics: z.array(topicSchema).min(1) });
export type InvalidateEvent = z.infer<typeof invalidateEventSchema>;

export const readyEventSchema = z.object({ tabId: z.string() });

/** A topic `ideation:abc` invalidates the query key prefix `['ideation', 'abc']`. */
export function topicToQueryKey(topic: string): string[] {
  return topic.split(':');
}

/**
 * `POST /api/dev/events`: dev-only publisher used by tests and the two-process fan-out check (absent in
 * production mode). Without `userId` every tab gets the invalidation; with it, only that user's tabs.
 */
export const devPublishRequestSchema = invalidateEventSchema.extend({ userId: z.string().min(1).optional() });
export type DevPublishRequest = z.infer<typeof devPublishRequestSchema>;

/** The live-update endpoint (wire format above). */
export const eventRoutes = {
  /** Signed in and verified (401 otherwise): this tab's server-sent-events stream. */
  stream: defineApiRoute({ method: 'GET', path: '/api/events', produces: 'event-stream' }),
} as const;
