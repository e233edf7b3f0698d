import { randomUUID } from 'node:crypto';
import { creditRoutes, creditTopic } from '@roomcraft/contracts/credits';
import { createNotFoundError } from '../../kernel/errors';
import { apiRoute, type RoutePlugin } from '../../kernel/routes';
import { createProfilesRepository, signedIn, superAdminOnly, viewerOf } from '../accounts';
import { balanceCache } from './balance-cache';
import { createCreditsAuthenticationRequiredError } from './credits.errors';
import { createCreditsRepository } from './credits.repository';
import { getCreditBalance, grantCredits } from './credits.usecases';

/** Signed in with a verified email; signed out gets the spec's 'Authentication required'. */
const creditsViewerOptions = { signedOutError: createCreditsAuthenticationRequiredError };

/** `GET /api/credits`, `GET /api/credits/history`, `POST /api/admin/users/:userId/credits`. */
export const creditsRoutes: RoutePlugin = async (app, { deps }) => {
  const repository = createCreditsRepository({ db: deps.database.db });
  const profilesRepository = createProfilesRepository({ db: deps.database.db });
  // Balances changed by another process arrive as their live event (balance-cache.ts).
  const stopForgetting = deps.events.subscribe((event) => {
    if (!event.topics.includes(creditTopic)) return;
    if (event.userId) balanceCache.forget(event.userId);
    else balanceCache.clear();
  });
  app.addHook('onClose', async () => stopForgetting());

  app.route({
    ...apiRoute(creditRoutes.balance),
    config: signedIn(creditsViewerOptions),
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      reply.header('cache-control', 'no-store');
      return balanceCache.read(viewer.userId, () =>
        getCreditBalance({
          database: deps.database,
          events: deps.events,
          logger: deps.logger,
          userId: viewer.userId,
        }),
      );
    },
  });

  app.route({
    ...apiRoute(creditRoutes.history),
    config: signedIn(creditsViewerOptions),
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      reply.header('cache-control', 'no-store');
      const { entries } = await repository.listEntries({ userId: viewer.userId, limit: request.query.limit });
      return {
        entries: entries.map((entry) => ({
          id: entry.id,
          kind: entry.kind,
          pool: entry.pool,
          delta: entry.delta,
          note: entry.note,
          createdAt: entry.createdAt.toISOString(),
        })),
      };
    },
  });

  app.route({
    ...apiRoute(creditRoutes.adminGrant),
    config: superAdminOnly(),
    handler: async (request) => {
      const admin = viewerOf(request);
      const { userId } = request.params;
      if (!(await profilesRepository.findUserWithProfile({ userId })).user) {
        throw createNotFoundError({ message: 'User not found.' });
      }
      const { amount, pool, note } = request.body;
      await grantCredits({
        database: deps.database,
        events: deps.events,
        logger: deps.logger,
        userId,
        kind: 'admin_grant',
        pool,
        amount,
        // Each admin grant is its own change (no idempotency across requests).
        reference: `admin:${randomUUID()}`,
        note: note || 'Credits from the Roomcraft team',
      });
      // The note is shown to the user; who granted it goes to the log.
      request.log.info({ adminId: admin.userId, userId, amount, pool }, 'admin granted credits');
      return {
        balance: await getCreditBalance({
          database: deps.database,
          events: deps.events,
          logger: deps.logger,
          userId,
        }),
      };
    },
  });
};
