import { devRoutes as devApi } from '@roomcraft/contracts/dev';
import type { Config } from '../../kernel/config';
import { apiRoute, type RoutePlugin } from '../../kernel/routes';
import type { EmailPort } from '../../providers/email/email.port';
import { createEmailRepository, type EmailRepository } from '../../providers/email/email.repository';
import { createNotFoundError } from '../../kernel/errors';
import type { EventBus } from '../events';

/** The Fastify instance route plugins receive (zod type provider). */
type RouteApp = Parameters<RoutePlugin>[0];

const loopbackAddress = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Whether a request came from this machine. Both the socket peer and the client address Fastify derived
 * (X-Forwarded-For under TRUST_PROXY) must be loopback: a local reverse proxy makes every socket look
 * local, and a forwarded header alone is the caller's word.
 */
export function isLoopbackRequest(request: { ip: string; socket: { remoteAddress?: string } }): boolean {
  return loopbackAddress.test(request.socket.remoteAddress ?? '') && loopbackAddress.test(request.ip);
}

/**
 * Development helpers (DEV_ROUTES; never in production, which refuses to start with them on):
 * - `GET /api/dev/mailbox`: recent outbox mails, newest first (read sign-in codes without an SMTP server);
 * - `POST /api/dev/events` `{ topics, userId? }`: publishes an invalidation (e2e tests, fan-out checks);
 * - `POST /api/dev/mailbox/test-mail`: one mail through the real email port.
 * With `loopback` (the development default) a request from another machine gets 404, as if they did not
 * exist: mails hold every user's sign-in codes. Roles are never handed out over HTTP (DEV_ROLE_GRANTS).
 */
export function registerDevRoutes(
  app: RouteApp,
  {
    config,
    emailRepository,
    bus,
    email,
  }: {
    config: Pick<Config, 'nodeEnv' | 'devRoutes'>;
    emailRepository: Pick<EmailRepository, 'listRecent'>;
    bus: Pick<EventBus, 'publish'>;
    email: EmailPort;
  },
): void {
  // Mail bodies hold sign-in codes and anyone could publish events: never expose these in production.
  if (config.nodeEnv === 'production' || config.devRoutes === 'off') return;
  if (config.devRoutes === 'loopback') {
    app.addHook('onRequest', async (request) => {
      if (!isLoopbackRequest(request)) throw createNotFoundError();
    });
  }

  app.route({
    ...apiRoute(devApi.mailbox),
    handler: async (request, reply) => {
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
  });

  app.route({
    ...apiRoute(devApi.publishEvent),
    handler: async (request, reply) => {
      const { topics, userId } = request.body;
      await bus.publish(userId === undefined ? { topics } : { topics, userId });
      return reply.code(204).send(null);
    },
  });

  // Sends a real mail through the email port (outbox -> `email.deliver` job -> transport), so a developer
  // can check an SMTP_URL and the dev mailbox page shows a mail arriving live.
  app.route({
    ...apiRoute(devApi.sendTestMail),
    handler: async (request, reply) => {
      const { outboxId } = await email.send({
        to: request.body.to,
        subject: 'Roomcraft test mail',
        text: `This is a test mail from Roomcraft, sent at ${new Date().toISOString()}.\n\nIf you can read it, mail delivery works.`,
      });
      return reply.code(201).send({ outboxId });
    },
  });
}

/** The route module for `app/routes.ts`; `buildApp` adds it only outside production mode. */
export const devRoutes: RoutePlugin = async (app, { deps }) => {
  registerDevRoutes(app, {
    config: deps.config,
    emailRepository: createEmailRepository({ db: deps.database.db }),
    bus: deps.events,
    email: deps.email,
  });
};
