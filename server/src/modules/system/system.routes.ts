import type { z } from 'zod';
import { systemRoutes as systemApi } from '@roomcraft/contracts/system';
import { apiRoute, type RoutePlugin } from '../../kernel/routes';
import { checkReadiness } from './system.usecases';

// Probes call this thousands of times a second under load: its one possible body is serialised once.
type HealthResponse = z.infer<typeof systemApi.health.response>;
const healthBody = JSON.stringify({ status: 'ok' } satisfies HealthResponse);

export const systemRoutes: RoutePlugin = async (app, { deps }) => {
  app.route({
    ...apiRoute(systemApi.health),
    handler: (_request, reply) => {
      reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
      // A string with a JSON content type skips the response serializer (Fastify sends it as it is).
      reply.send(healthBody as unknown as HealthResponse);
    },
  });

  const ready = apiRoute(systemApi.ready);
  app.route({
    ...ready,
    // Not ready answers the same body with 503 (a route definition declares only its success status).
    schema: { response: { ...ready.schema.response, 503: systemApi.ready.response } },
    handler: async (_request, reply) => {
      const { isReady, checks } = await checkReadiness({
        database: deps.database,
        queue: deps.queue,
        lifecycle: deps.lifecycle,
      });
      reply.header('cache-control', 'no-store');
      return reply.code(isReady ? 200 : 503).send({ status: isReady ? 'ready' : 'not_ready', checks });
    },
  });
};
