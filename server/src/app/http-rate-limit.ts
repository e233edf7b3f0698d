import rateLimitPlugin from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { createRateLimitedError } from './errors';

export interface RouteRateLimit {
  /** Requests per window per client address; default RATE_LIMIT_MAX. */
  max?: number;
  /** Milliseconds, or text like '1 minute'; default RATE_LIMIT_WINDOW_MS. */
  timeWindow?: number | string;
}

/**
 * Route config that limits one route, e.g. `app.post('/api/contact', { config: rateLimit({ max: 5 }) }, ...)`.
 * Combine with other route config by spreading: `{ ...rateLimit(), ...allowCrossSite() }`.
 * Over the limit the client gets 429 `request.rate_limited` with Retry-After.
 */
export function rateLimit(limit: RouteRateLimit = {}) {
  return {
    rateLimit: {
      ...(limit.max === undefined ? {} : { max: limit.max }),
      ...(limit.timeWindow === undefined ? {} : { timeWindow: limit.timeWindow }),
    },
  };
}

/** Registered with `global: false`: only routes that opt in with `rateLimit()` are limited. */
export async function registerRateLimit(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'rateLimitMax' | 'rateLimitWindowMs'> },
) {
  await app.register(rateLimitPlugin, {
    global: false,
    max: config.rateLimitMax,
    timeWindow: config.rateLimitWindowMs,
    errorResponseBuilder: (_request, context) =>
      createRateLimitedError({ retryAfterSeconds: context.ttl / 1000 }),
  });
}
