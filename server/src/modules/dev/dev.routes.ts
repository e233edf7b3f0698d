import {
  devMailboxQuerySchema,
  devMailboxResponseSchema,
  devSetRoleRequestSchema,
  devTestMailRequestSchema,
  devTestMailResponseSchema,
} from '@roomcraft/contracts/dev';
import { devPublishRequestSchema } from '@roomcraft/contracts/events';
import { z } from 'zod';
import type { Config } from '../../app/config';
import type { RoutePlugin } from '../../app/routes';
import type { EmailPort } from '../../providers/email/email.port';
import { createEmailRepository, type EmailRepository } from '../../providers/email/email.repository';
import { createProfilesRepository, type ProfilesRepository } from '../accounts/profiles/profiles.repository';
import { createNotFoundError } from '../../app/errors';
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
    email,
    profilesRepository,
  }: {
    config: Pick<Config, 'nodeEnv'>;
    profilesRepository: Pick<ProfilesRepository, 'findUserByEmail' | 'setRole'>;
    emailRepository: Pick<EmailRepository, 'listRecent'>;
    bus: Pick<EventBus, 'publish'>;
    email: EmailPort;
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

  // Sends a real mail through the email port (outbox -> `email.deliver` job -> transport), so a developer
  // can check an SMTP_URL and the dev mailbox page shows a mail arriving live.
  app.post(
    '/api/dev/mailbox/test-mail',
    { schema: { body: devTestMailRequestSchema, response: { 201: devTestMailResponseSchema } } },
    async (request, reply) => {
      const { outboxId } = await email.send({
        to: request.body.to,
        subject: 'Roomcraft test mail',
        text: `This is a test mail from Roomcraft, sent at ${new Date().toISOString()}.\n\nIf you can read it, mail delivery works.`,
      });
      return reply.code(201).send({ outboxId });
    },
  );

  app.post(
    '/api/dev/users/role',
    { schema: { body: devSetRoleRequestSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { user } = await profilesRepository.findUserByEmail({ email: request.body.email });
      if (!user) throw createNotFoundError();
      await profilesRepository.setRole({ userId: user.id, role: request.body.role });
      return reply.code(204).send(null);
    },
  );
}

/** The route module for `app/routes.ts`; `buildApp` adds it only outside production mode. */
export const devRoutes: RoutePlugin = async (app, { deps }) => {
  registerDevRoutes(app, {
    config: deps.config,
    emailRepository: createEmailRepository({ db: deps.database.db }),
    bus: deps.events,
    email: deps.email,
    profilesRepository: createProfilesRepository({ db: deps.database.db }),
  });
};
