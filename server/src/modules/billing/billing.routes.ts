import { billingTopics } from '@roomcraft/contracts/billing';
import { billingRoutes as routes } from '@roomcraft/contracts/billing.routes';
import { publicOriginOf, rateLimit } from '../../kernel/http';
import { apiRoute, type RoutePlugin } from '../../kernel/routes';
import { isUuid } from '../../kernel/ids';
import {
  createAccountEventsRepository,
  createProfilesRepository,
  signedIn,
  superAdminOnly,
  viewerOf,
} from '../accounts';
import { registerAdminCatalogueRoutes } from './billing.admin.routes';
import { createInvoiceNotFoundError, createPurchaseLoginRequiredError } from './billing.errors';
import {
  currentSubscription,
  toInvoiceDto,
  toPackageDto,
  toPaymentDto,
  toSubscriptionDto,
  toTierDto,
} from './billing.models';
import { createBillingRepository } from './billing.repository';
import {
  cancelSubscription,
  getOwnPayment,
  listPurchases,
  startPackageCheckout,
  startServiceCheckout,
  startSubscriptionCheckout,
} from './billing.usecases';
import { registerPlanRoutes } from './billing.plan.routes';
import { registerWebhookRoutes } from './billing.webhook.routes';

/**
 * Plans, paywall status and payments (issue 6): the catalogue, checkout and subscriptions, purchases,
 * invoices, the Stripe webhook and the built-in test checkout. The default tiers and packages are seeded at
 * start (app/startup.ts); super admins edit them under /api/admin/billing.
 */
export const billingRoutes: RoutePlugin = async (app, { deps }) => {
  const db = deps.database.db;
  const billingRepository = createBillingRepository({ db });
  const profilesRepository = createProfilesRepository({ db });
  const checkoutDeps = {
    billingRepository,
    payments: deps.payments,
    logger: deps.logger,
  };
  const publishBilling = (userId: string) =>
    deps.events.publish({
      topics: [billingTopics.billing, billingTopics.plan, billingTopics.paywallStatus],
      userId,
    });

  app.route({
    ...apiRoute(routes.packages),
    handler: async () => {
      const { packages } = await billingRepository.listPackages();
      return { packages: packages.map(toPackageDto) };
    },
  });

  app.route({
    ...apiRoute(routes.tiers),
    handler: async () => {
      const { tiers } = await billingRepository.listTiers();
      return { tiers: tiers.map(toTierDto) };
    },
  });

  app.route({
    ...apiRoute(routes.checkout),
    config: {
      ...rateLimit(),
      // Visitors get the spec's purchase sign-in message; unverified accounts the usual answer.
      ...signedIn({ signedOutError: () => createPurchaseLoginRequiredError({ isSubscription: false }) }),
    },
    handler: async (request) => {
      const viewer = viewerOf(request);
      return startPackageCheckout({
        ...checkoutDeps,
        // The checkout and its return pages on the origin the buyer uses when PUBLIC_URL is unset (issue 14).
        publicUrl: publicOriginOf(request, deps.config),
        userId: viewer.userId,
        email: viewer.email,
        packageId: request.body.packageId,
      });
    },
  });

  app.route({
    ...apiRoute(routes.subscribe),
    config: {
      ...rateLimit(),
      // Visitors get the spec's subscribe sign-in message; unverified accounts the usual answer.
      ...signedIn({ signedOutError: () => createPurchaseLoginRequiredError({ isSubscription: true }) }),
    },
    handler: async (request) => {
      const viewer = viewerOf(request);
      return startSubscriptionCheckout({
        ...checkoutDeps,
        publicUrl: publicOriginOf(request, deps.config),
        userId: viewer.userId,
        email: viewer.email,
        tierId: request.body.tierId,
        period: request.body.period,
      });
    },
  });

  app.route({
    ...apiRoute(routes.serviceCheckout),
    config: {
      ...rateLimit(),
      ...signedIn({ signedOutError: () => createPurchaseLoginRequiredError({ isSubscription: false }) }),
    },
    handler: async (request) => {
      const viewer = viewerOf(request);
      return startServiceCheckout({
        ...checkoutDeps,
        publicUrl: publicOriginOf(request, deps.config),
        userId: viewer.userId,
        email: viewer.email,
        serviceId: request.body.serviceId,
      });
    },
  });

  app.route({
    ...apiRoute(routes.adminServiceOrders),
    config: superAdminOnly(),
    handler: async () => {
      const { payments } = await billingRepository.listServiceOrders();
      const buyers = new Map<string, { email: string; name: string }>();
      for (const userId of new Set(payments.map((payment) => payment.userId))) {
        const { user } = await profilesRepository.findUserWithProfile({ userId });
        buyers.set(userId, { email: user?.email ?? '', name: user?.name ?? '' });
      }
      return {
        orders: payments.map((payment) => ({
          ...toPaymentDto(payment),
          userId: payment.userId,
          buyerEmail: buyers.get(payment.userId)?.email ?? '',
          buyerName: buyers.get(payment.userId)?.name ?? '',
        })),
      };
    },
  });

  app.route({
    ...apiRoute(routes.payment),
    config: signedIn(),
    handler: async (request) => {
      const viewer = viewerOf(request);
      return toPaymentDto(
        await getOwnPayment({ billingRepository, userId: viewer.userId, paymentId: request.params.id }),
      );
    },
  });

  app.route({
    ...apiRoute(routes.purchases),
    config: signedIn(),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { payments } = await listPurchases({ billingRepository, userId: viewer.userId });
      return { purchases: payments.map(toPaymentDto) };
    },
  });

  app.route({
    ...apiRoute(routes.subscription),
    config: signedIn(),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const now = new Date();
      const { subscriptions } = await billingRepository.listSubscriptionsForUser({ userId: viewer.userId });
      const current = currentSubscription(subscriptions, now);
      return { subscription: current ? toSubscriptionDto(current, now) : null };
    },
  });

  app.route({
    ...apiRoute(routes.cancelSubscription),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request) => {
      const viewer = viewerOf(request);
      const result = await cancelSubscription({
        billingRepository,
        payments: deps.payments,
        logger: deps.logger,
        userId: viewer.userId,
        ...request.body,
      });
      if (result.success) await publishBilling(viewer.userId);
      return result;
    },
  });

  app.route({
    ...apiRoute(routes.freeTrialUsed),
    config: signedIn(),
    handler: async (request) => {
      const viewer = viewerOf(request);
      // The free-trial offer (the first-purchase bonus) is used by the first completed payment.
      return { hasUsedFreeTrial: await billingRepository.hasCompletedPayment({ userId: viewer.userId }) };
    },
  });

  app.route({
    ...apiRoute(routes.invoice),
    config: signedIn(),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { invoice } = isUuid(request.params.id)
        ? await billingRepository.findInvoice({ id: request.params.id })
        : { invoice: undefined };
      if (!invoice || invoice.userId !== viewer.userId) throw createInvoiceNotFoundError();
      const { user } = await profilesRepository.findUserWithProfile({ userId: viewer.userId });
      return toInvoiceDto(invoice, { name: user?.name ?? '', email: viewer.email });
    },
  });

  registerAdminCatalogueRoutes(app, { deps, billingRepository });
  registerPlanRoutes(app, {
    deps,
    billingRepository,
    accountEventsRepository: createAccountEventsRepository({ db }),
  });
  await registerWebhookRoutes(app, { deps, billingRepository });
};
