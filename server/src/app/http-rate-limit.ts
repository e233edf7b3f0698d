import rateLimitPlugin from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../kernel/config';
import { createRateLimitedError } from '../kernel/errors';

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
