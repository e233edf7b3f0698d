import { z } from 'zod';

/**
 * The schemas of the live-update wire format (events.ts), apart from it: the web app's first load needs
 * events.ts (event names, topic keys, the stream's path) but none of these, and a module a lazy chunk uses
 * (dev.ts) is bundled whole with its first user, so keeping them in events.ts put zod in every first load
 * (ADR 021, ADR 046).
 */
export const topicSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z][a-z0-9-]*(:[A-Za-z0-9_-]+)*$/, 'topic must look like "name" or "name:id"');
export type Topic = z.infer<typeof topicSchema>;

export const invalidateEventSchema = z.object({ topics: z.array(topicSchema).min(1) });
export type InvalidateEvent = z.infer<typeof invalidateEventSchema>;

export const readyEventSchema = z.object({ tabId: z.string() });

/**
 * `POST /api/dev/events`: dev-only publisher used by tests and the two-process fan-out check (absent in
 * production mode). Without `userId` every tab gets the invalidation; with it, only that user's tabs.
 */
export const devPublishRequestSchema = invalidateEventSchema.extend({ userId: z.string().min(1).optional() });
export type DevPublishRequest = z.infer<typeof devPublishRequestSchema>;
