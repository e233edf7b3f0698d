import {
  contactLimits,
  contactMessagesQuerySchema,
  contactMessagesResponseSchema,
  contactPaths,
  contactRequestSchema,
  contactResponseSchema,
} from '@roomcraft/contracts/contact';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rateLimit } from '../../kernel/http';
import type { RoutePlugin } from '../../kernel/routes';
import { getViewer, superAdminOnly } from '../accounts';
import { createContactRepository } from './contact.repository';
import { submitContactMessage, toContactMessageDto } from './contact.usecases';

/**
 * The contact form (issue 14, spec §§2, 5, 7): `POST /api/contact` for visitors and users, limited per
 * address, with a honeypot; super admins read the messages at `GET /api/admin/contact-messages`.
 */
export const contactRoutes: RoutePlugin = async (app, { deps }) => {
  const contactRepository = createContactRepository({ db: deps.database.db });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    contactPaths.submit,
    {
      config: {
        ...rateLimit({ max: contactLimits.rateLimitMax, timeWindow: contactLimits.rateLimitWindow }),
      },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team',
        body: contactRequestSchema,
        response: { 200: contactResponseSchema },
      },
    },
    async (request) => {
      const viewer = await getViewer(request);
      const userAgent = request.headers['user-agent'];
      await submitContactMessage({
        contactRepository,
        logger: deps.logger,
        submission: request.body,
        sender: {
          ipAddress: request.ip || null,
          userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
          userId: viewer?.userId ?? null,
        },
      });
      return { sent: true as const };
    },
  );

  typed.get(
    contactPaths.adminList,
    {
      config: superAdminOnly(),
      schema: {
        tags: ['contact'],
        summary: 'Contact messages, newest first (super admins)',
        querystring: contactMessagesQuerySchema,
        response: { 200: contactMessagesResponseSchema },
      },
    },
    async (request) => {
      const { messages } = await contactRepository.listNewest({ limit: request.query.limit });
      return { messages: messages.map(toContactMessageDto) };
    },
  );
};
