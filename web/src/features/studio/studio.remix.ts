import { z } from 'zod';
import { roomImageModeSchema } from '@roomcraft/contracts/studio';

/**
 * Remix data of docs/spec §3: handed to / as navigation state, and kept in localStorage as the pending
 * remix so a reload (or a sign-in detour) does not lose it. The studio opens `generatedImageUrl` when set,
 * else `originalImageUrl`; `imageId` is the room image the remix starts from.
 */
export const remixDataSchema = z.object({
  originalImageUrl: z.string().min(1),
  generatedImageUrl: z.string().nullable(),
  prompt: z.string(),
  imageId: z.string().nullable(),
  creationMode: roomImageModeSchema.nullable(),
  editMode: z.boolean(),
});
export type RemixData = z.infer<typeof remixDataSchema>;

export const PENDING_REMIX_KEY = 'roomcraft.pendingRemix';

export function parseRemix(value: unknown): RemixData | null {
  const parsed = remixDataSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function storePendingRemix(remix: RemixData): void {
  try {
    localStorage.setItem(PENDING_REMIX_KEY, JSON.stringify(remix));
  } catch {
    // Storage can be full or blocked; the navigation state still carries the remix.
  }
}

export function readPendingRemix(): RemixData | null {
  try {
    const raw = localStorage.getItem(PENDING_REMIX_KEY);
    return raw ? parseRemix(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function clearPendingRemix(): void {
  try {
    localStorage.removeItem(PENDING_REMIX_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** The image a remix opens in the studio. */
export const remixImageUrl = (remix: RemixData) => remix.generatedImageUrl ?? remix.originalImageUrl;
