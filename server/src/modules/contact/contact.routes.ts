import { contactLimits, contactRoutes as contactApi } from '@roomcraft/contracts/contact';
import { rateLimit } from '../../kernel/http';
import { apiRoute, type RoutePlugin } from '../../kernel/routes';
import { getViewer, superAdminOnly } from '../accounts';
import { createContactRepository } from './contact.repository';
import { submitContactMessage, toContactMessageDto } from './contact.usecases';

/**
 * The contact form (issue 14, spec §§2, 5, 7): `POST /api/contact` for visitors and users, limited per
 * address, with a honeypot; super admins read the messages at `GET /api/admin/contact-messages`.
 */
export const contactRoutes: RoutePlugin = async (app, { deps }) => {
  const contactRepository = createContactRepository({ db: deps.database.db });
  const submit = apiRoute(contactApi.submit);
  app.route({
    ...submit,
    schema: { ...submit.schema, tags: ['contact'], summary: 'Send a message to the team' },
    config: {
      ...rateLimit({ max: contactLimits.rateLimitMax, timeWindow: contactLimits.rateLimitWindow }),
    },
    handler: async (request) => {
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
  });

  const adminList = apiRoute(contactApi.adminList);
  app.route({
    ...adminList,
    schema: {
      ...adminList.schema,
      tags: ['contact'],
      summary: 'Contact messages, newest first (super admins)',
    },
    config: superAdminOnly(),
    handler: async (request) => {
      const { messages } = await contactRepository.listNewest({ limit: request.query.limit });
      return { messages: messages.map(toContactMessageDto) };
    },
  });
};
