import { healthResponseSchema, readyResponseSchema } from '@roomcraft/contracts';
import type { RoutePlugin } from '../../kernel/routes';
import { checkReadiness } from './system.usecases';

export const systemRoutes: RoutePlugin = async (app, { deps }) => {
  app.get('/api/health', { schema: { response: { 200: healthResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  app.get(
    '/api/ready',
    { schema: { response: { 200: readyResponseSchema, 503: readyResponseSchema } } },
    async (_request, reply) => {
      const { isReady, checks } = await checkReadiness({
        database: deps.database,
        queue: deps.queue,
        lifecycle: deps.lifecycle,
      });
      reply.header('cache-control', 'no-store');
      return reply.code(isReady ? 200 : 503).send({ status: isReady ? 'ready' : 'not_ready', checks });
    },
  );
};
