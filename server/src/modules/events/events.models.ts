import { z } from 'zod';
import { topicSchema } from '@roomcraft/contracts/events';
import type { LiveEvent } from './events.port';

/**
 * PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay well below so a long user id or a
 * future field cannot push a notification over the edge.
 */
export const maxNotificationBytes = 7_000;

const notificationSchema = z.object({
  o: z.string().min(1),
  t: z.array(topicSchema).min(1),
  u: z.string().min(1).optional(),
});

/**
 * One event as one or more NOTIFY payloads (`{ o: origin, t: topics, u?: userId }`, short names because
 * every byte counts). An event with many topics is split: each part invalidates some of the topics, and
 * together they invalidate all of them.
 */
export function encodeNotifications({ originId, event }: { originId: string; event: LiveEvent }): string[] {
  const encode = (topics: string[]): string =>
    JSON.stringify({ o: originId, t: topics, ...(event.userId ? { u: event.userId } : {}) });
  const payloads: string[] = [];
  let batch: string[] = [];
  for (const topic of event.topics) {
    const candidate = [...batch, topic];
    if (batch.length > 0 && Buffer.byteLength(encode(candidate)) > maxNotificationBytes) {
      payloads.push(encode(batch));
      batch = [topic];
    } else {
      batch = candidate;
    }
  }
  if (batch.length > 0) payloads.push(encode(batch));
  for (const payload of payloads) {
    if (Buffer.byteLength(payload) > maxNotificationBytes) throw new Error('Live event too large to notify');
  }
  return payloads;
}

/** Parses a NOTIFY payload; `undefined` for anything we did not write (the channel is not private). */
export function decodeNotification(payload: string): { originId: string; event: LiveEvent } | undefined {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const parsed = notificationSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const { o, t, u } = parsed.data;
  return { originId: o, event: u ? { topics: t, userId: u } : { topics: t } };
}

/** One server-sent event: `event:` line, one `data:` line of JSON, blank line. */
export function formatSseEvent({ event, data }: { event: string; data: unknown }): string {
  // JSON.stringify never emits raw newlines, so one data line always holds the whole payload.
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A comment line: ignored by EventSource, but keeps proxies and load balancers from timing out. */
export const sseHeartbeat = ': heartbeat\n\n';

/** Tells EventSource how long to wait before reconnecting after the stream drops. */
export function formatSseRetry(retryMs: number): string {
  return `retry: ${Math.max(0, Math.round(retryMs))}\n\n`;
}
