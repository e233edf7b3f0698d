import { z } from 'zod';

/** An id from a URL: braces make it invalid and it is never fetched (docs/spec §5). */
export const studioIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[^{}]+$/, 'Invalid id');
export const isValidStudioId = (id: string | null | undefined): id is string =>
  !!id && studioIdSchema.safeParse(id).success;

/** The `:id` of a studio endpoint (a room image, an ideation request, an idea, a floor plan). */
export const studioIdParamsSchema = z.object({ id: studioIdSchema });
