import { randomUUID } from 'node:crypto';
import { billingPagePaths } from '@roomcraft/contracts/billing';
import { billingRoutes } from '@roomcraft/contracts/billing.routes';
import type { Deps } from '../../kernel/deps';
import { createNotFoundError } from '../../kernel/errors';
import { allowCrossSite, rateLimit } from '../../kernel/http';
import { apiRoute, type RoutePlugin } from '../../kernel/routes';
import { buildCheckoutSessionEvent } from '../../providers/payments/stripe-events';
import { createActivityRepository, signedIn, viewerOf } from '../accounts';
import { createPaymentNotPendingError } from './billing.errors';
import { toPaymentDto } from './billing.models';
import type { BillingRepository } from './billing.repository';
import { getOwnPayment } from './billing.usecases';
import { receivePaymentWebhook } from './billing.webhook.usecases';

type RouteApp = Parameters<RoutePlugin>[0];

/**
 * `POST /api/webhooks/stripe` (raw body, signature checked) and the test checkout's complete/cancel routes,
 * which build Stripe-shaped events, sign them locally and send them through the same handler (ADR 013).
 */
export async function registerWebhookRoutes(
  app: RouteApp,
  { deps, billingRepository }: { deps: Deps; billingRepository: BillingRepository },
) {
  const webhookDeps = {
    billingRepository,
    credits: deps,
    events: deps.events,
    payments: deps.payments,
    logger: deps.logger,
    activityRepository: createActivityRepository({ db: deps.database.db }),
  };

  // Its own context: the signature covers the exact bytes, so this route alone keeps JSON unparsed.
  await app.register(async (raw) => {
    raw.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    );
    const webhook = apiRoute(billingRoutes.stripeWebhook);
    raw.route({
      ...webhook,
      // Stripe's endpoint, not part of the public API: kept out of the OpenAPI document.
      schema: { ...webhook.schema, hide: true },
      config: allowCrossSite(),
      handler: async (request) => {
        const signature = request.headers['stripe-signature'];
        const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const { outcome } = await receivePaymentWebhook({
          ...webhookDeps,
          payload,
          signature: typeof signature === 'string' ? signature : undefined,
        });
        return { received: true as const, outcome };
      },
    });
  });

  const finishTestCheckout = async (
    paymentId: string,
    userId: string,
    type: 'checkout.session.completed' | 'checkout.session.expired',
  ) => {
    const { signTestEvent } = deps.payments;
    // With Stripe configured these routes do not exist: payments complete only through Stripe.
    if (deps.payments.kind !== 'test-checkout' || !signTestEvent) throw createNotFoundError();
    const payment = await getOwnPayment({ billingRepository, userId, paymentId });
    if (payment.status !== 'pending') throw createPaymentNotPendingError();
    const compact = payment.id.replaceAll('-', '');
    const payload = buildCheckoutSessionEvent({
      type,
      sessionId: payment.providerSessionId ?? `cs_local_${compact}`,
      mode: payment.kind === 'subscription' ? 'subscription' : 'payment',
      amountTotal: payment.amount,
      metadata: { paymentId: payment.id, userId: payment.userId, kind: payment.kind, itemId: payment.itemId },
      providerSubscriptionId: payment.kind === 'subscription' ? `sub_local_${compact}` : null,
      customerId: `cus_local_${randomUUID().replaceAll('-', '').slice(0, 16)}`,
    });
    await receivePaymentWebhook({ ...webhookDeps, payload, signature: signTestEvent(payload) });
    const { payment: updated } = await billingRepository.findPayment({ id: payment.id });
    if (!updated) throw createNotFoundError();
    const completed = type === 'checkout.session.completed';
    return {
      success: updated.status === (completed ? 'completed' : 'cancelled'),
      redirectUrl: `${completed ? billingPagePaths.success : billingPagePaths.cancelled}?payment=${updated.id}`,
      payment: toPaymentDto(updated),
    };
  };

  app.route({
    ...apiRoute(billingRoutes.paymentComplete),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request) =>
      finishTestCheckout(request.params.id, viewerOf(request).userId, 'checkout.session.completed'),
  });

  app.route({
    ...apiRoute(billingRoutes.paymentCancel),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request) =>
      finishTestCheckout(request.params.id, viewerOf(request).userId, 'checkout.session.expired'),
  });
}
