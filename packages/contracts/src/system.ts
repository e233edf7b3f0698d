import { z } from 'zod';
import { defineApiRoute } from './api-routes';

/** `GET /api/health`: the process is up (liveness). Never touches the database. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * `GET /api/ready`: 200 with `ready` when the database answers and the job queue is started; 503 with
 * `not_ready` (and the failing checks) otherwise and while the process shuts down.
 */
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ database: z.boolean(), queue: z.boolean() }),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;

/** Health and readiness, for orchestrators; also served by worker processes. */
export const systemRoutes = {
  /** Anyone: the process is up (liveness). */
  health: defineApiRoute({ method: 'GET', path: '/api/health', response: healthResponseSchema }),
  /** Anyone: the database answers and the job queue is started; the same body with 503 when not ready. */
  ready: defineApiRoute({ method: 'GET', path: '/api/ready', response: readyResponseSchema }),
} as const;

/** `GET /version.json` (no-cache): the running build; the web app reloads when it changes. */
export const versionResponseSchema = z.object({ version: z.string() });
export type VersionResponse = z.infer<typeof versionResponseSchema>;
