import {
  billingRoutePatterns,
  cancelSubscriptionRequestSchema,
  cancelSubscriptionResponseSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  adminServiceOrdersResponseSchema,
  serviceCheckoutRequestSchema,
  creditPackagesResponseSchema,
  freeTrialUsedResponseSchema,
  invoiceSchema,
  paymentSchema,
  purchasesResponseSchema,
  subscribeRequestSchema,
  subscriptionResponseSchema,
  subscriptionTiersResponseSchema,
  billingTopics,
} from '@roomcraft/contracts/billing';
import { publicOriginOf, rateLimit } from '../../kernel/http';
import type { RoutePlugin } from '../../kernel/routes';
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
  idParams,
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

  app.get(
    billingRoutePatterns.packages,
    { schema: { response: { 200: creditPackagesResponseSchema } } },
    async () => {
      const { packages } = await billingRepository.listPackages();
      return { packages: packages.map(toPackageDto) };
    },
  );

  app.get(
    billingRoutePatterns.tiers,
    { schema: { response: { 200: subscriptionTiersResponseSchema } } },
    async () => {
      const { tiers } = await billingRepository.listTiers();
      return { tiers: tiers.map(toTierDto) };
    },
  );

  app.post(
    billingRoutePatterns.checkout,
    {
      config: {
        ...rateLimit(),
        // Visitors get the spec's purchase sign-in message; unverified accounts the usual answer.
        ...signedIn({ signedOutError: () => createPurchaseLoginRequiredError({ isSubscription: false }) }),
      },
      schema: { body: checkoutRequestSchema, response: { 200: checkoutResponseSchema } },
    },
    async (request) => {
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
  );

  app.post(
    billingRoutePatterns.subscribe,
    {
      config: {
        ...rateLimit(),
        // Visitors get the spec's subscribe sign-in message; unverified accounts the usual answer.
        ...signedIn({ signedOutError: () => createPurchaseLoginRequiredError({ isSubscription: true }) }),
      },
      schema: { body: subscribeRequestSchema, response: { 200: checkoutResponseSchema } },
    },
    async (request) => {
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
  );

  app.post(
    billingRoutePatterns.serviceCheckout,
    {
      config: {
        ...rateLimit(),
        ...signedIn({ signedOutError: () => createPurchaseLoginRequiredError({ isSubscription: false }) }),
      },
      schema: { body: serviceCheckoutRequestSchema, response: { 200: checkoutResponseSchema } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return startServiceCheckout({
        ...checkoutDeps,
        publicUrl: publicOriginOf(request, deps.config),
        userId: viewer.userId,
        email: viewer.email,
        serviceId: request.body.serviceId,
      });
    },
  );

  app.get(
    billingRoutePatterns.adminServiceOrders,
    { config: superAdminOnly(), schema: { response: { 200: adminServiceOrdersResponseSchema } } },
    async () => {
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
  );

  app.get(
    billingRoutePatterns.payment,
    { config: signedIn(), schema: { params: idParams, response: { 200: paymentSchema } } },
    async (request) => {
      const viewer = viewerOf(request);
      return toPaymentDto(
        await getOwnPayment({ billingRepository, userId: viewer.userId, paymentId: request.params.id }),
      );
    },
  );

  app.get(
    billingRoutePatterns.purchases,
    { config: signedIn(), schema: { response: { 200: purchasesResponseSchema } } },
    async (request) => {
      const viewer = viewerOf(request);
      const { payments } = await listPurchases({ billingRepository, userId: viewer.userId });
      return { purchases: payments.map(toPaymentDto) };
    },
  );

  app.get(
    billingRoutePatterns.subscription,
    { config: signedIn(), schema: { response: { 200: subscriptionResponseSchema } } },
    async (request) => {
      const viewer = viewerOf(request);
      const now = new Date();
      const { subscriptions } = await billingRepository.listSubscriptionsForUser({ userId: viewer.userId });
      const current = currentSubscription(subscriptions, now);
      return { subscription: current ? toSubscriptionDto(current, now) : null };
    },
  );

  app.post(
    billingRoutePatterns.cancelSubscription,
    {
      config: { ...rateLimit(), ...signedIn() },
      schema: { body: cancelSubscriptionRequestSchema, response: { 200: cancelSubscriptionResponseSchema } },
    },
    async (request) => {
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
  );

  app.get(
    billingRoutePatterns.freeTrialUsed,
    { config: signedIn(), schema: { response: { 200: freeTrialUsedResponseSchema } } },
    async (request) => {
      const viewer = viewerOf(request);
      // The free-trial offer (the first-purchase bonus) is used by the first completed payment.
      return { hasUsedFreeTrial: await billingRepository.hasCompletedPayment({ userId: viewer.userId }) };
    },
  );

  app.get(
    billingRoutePatterns.invoice,
    { config: signedIn(), schema: { params: idParams, response: { 200: invoiceSchema } } },
    async (request) => {
      const viewer = viewerOf(request);
      const { invoice } = isUuid(request.params.id)
        ? await billingRepository.findInvoice({ id: request.params.id })
        : { invoice: undefined };
      if (!invoice || invoice.userId !== viewer.userId) throw createInvoiceNotFoundError();
      const { user } = await profilesRepository.findUserWithProfile({ userId: viewer.userId });
      return toInvoiceDto(invoice, { name: user?.name ?? '', email: viewer.email });
    },
  );

  registerAdminCatalogueRoutes(app, { deps, billingRepository });
  registerPlanRoutes(app, {
    deps,
    billingRepository,
    accountEventsRepository: createAccountEventsRepository({ db }),
  });
  await registerWebhookRoutes(app, { deps, billingRepository });
};
