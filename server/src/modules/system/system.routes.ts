import { systemRoutes as systemApi } from '@roomcraft/contracts/system';
import { apiRoute, type RoutePlugin } from '../../kernel/routes';
import { checkReadiness } from './system.usecases';

export const systemRoutes: RoutePlugin = async (app, { deps }) => {
  app.route({
    ...apiRoute(systemApi.health),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
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
