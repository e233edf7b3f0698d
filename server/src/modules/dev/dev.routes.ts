import { devMailboxQuerySchema, devMailboxResponseSchema } from '@roomcraft/contracts/dev';
import { devPublishRequestSchema } from '@roomcraft/contracts/events';
import { z } from 'zod';
import type { Config } from '../../app/config';
import type { RoutePlugin } from '../../app/routes';
import type { EmailRepository } from '../../providers/email/email.repository';
import type { EventBus } from '../events/events.port';

/** The Fastify instance route plugins receive (zod type provider). */
type RouteApp = Parameters<RoutePlugin>[0];

/**
 * Development helpers, never present in production mode:
 * - `GET /api/dev/mailbox`: recent outbox mails, newest first (read sign-in codes without an SMTP server);
 * - `POST /api/dev/events` `{ topics, userId? }`: publishes an invalidation (e2e tests, fan-out checks).
 * The caller registers this only outside production; the guard below makes a wiring slip harmless.
 */
export function registerDevRoutes(
  app: RouteApp,
  {
    config,
    emailRepository,
    bus,
  }: {
    config: Pick<Config, 'nodeEnv'>;
    emailRepository: Pick<EmailRepository, 'listRecent'>;
    bus: Pick<EventBus, 'publish'>;
  },
): void {
  // Mail bodies hold sign-in codes and anyone could publish events: never expose these in production.
  if (config.nodeEnv === 'production') return;

  app.get(
    '/api/dev/mailbox',
    { schema: { querystring: devMailboxQuerySchema, response: { 200: devMailboxResponseSchema } } },
    async (request, reply) => {
      const { mails } = await emailRepository.listRecent(request.query);
      reply.header('cache-control', 'no-store');
      return {
        mails: mails.map((mail) => ({
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          createdAt: mail.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/api/dev/events',
    { schema: { body: devPublishRequestSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { topics, userId } = request.body;
      await bus.publish(userId === undefined ? { topics } : { topics, userId });
      return reply.code(204).send(null);
    },
  );
}
