import { z } from 'zod';
import { defineApiRoute } from './api-routes';
import {
  adminCreditPackageSchema,
  adminCreditPackagesResponseSchema,
  adminPackageUpdateSchema,
  adminServiceOrdersResponseSchema,
  adminSubscriptionTierSchema,
  adminSubscriptionTiersResponseSchema,
  adminTierUpdateSchema,
  cancelSubscriptionRequestSchema,
  cancelSubscriptionResponseSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  creditPackagesResponseSchema,
  freeTrialUsedResponseSchema,
  invoiceSchema,
  paymentActionResponseSchema,
  paymentSchema,
  paywallDebugSchema,
  paywallStatusSchema,
  planResponseSchema,
  purchasesResponseSchema,
  serviceCheckoutRequestSchema,
  subscribeRequestSchema,
  subscriptionResponseSchema,
  subscriptionTiersResponseSchema,
} from './billing';

/** The `:id` of a payment, an invoice, a tier or a package (an unknown id is the route's own 404). */
export const billingIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** What the payment webhook did with an event: applied it, saw it before, or had nothing to do. */
export const paymentWebhookOutcomeSchema = z.enum(['applied', 'duplicate', 'ignored']);
export const stripeWebhookResponseSchema = z.object({
  received: z.literal(true),
  outcome: paymentWebhookOutcomeSchema,
});

/**
 * The billing endpoints (one definition each, ./api-routes.ts): plans and the paywall, the catalogue,
 * checkout, payments, subscriptions, invoices, the Stripe webhook and the admin catalogue (docs/spec §§3,
 * 4, 6, 7 and 9). The server registers them, the web client calls them, the OpenAPI document describes them.
 */
export const billingRoutes = {
  /** Signed in: the user's plan type, features, subscription details and tier flags. */
  plan: defineApiRoute({ method: 'GET', path: '/api/plan', response: planResponseSchema }),
  /** Signed in: the account type and whether the paywall asks this user to pay. */
  paywallStatus: defineApiRoute({
    method: 'GET',
    path: '/api/paywall-status',
    response: paywallStatusSchema,
  }),
  /** Signed in: whether the paywall would show (the premium gates deny features while it is true). */
  paywallDebug: defineApiRoute({ method: 'GET', path: '/api/paywall/debug', response: paywallDebugSchema }),
  /** Public: the active credit packages, in their sort order. */
  packages: defineApiRoute({
    method: 'GET',
    path: '/api/billing/packages',
    response: creditPackagesResponseSchema,
  }),
  /** Public: the active subscription tiers, in their sort order. */
  tiers: defineApiRoute({
    method: 'GET',
    path: '/api/billing/tiers',
    response: subscriptionTiersResponseSchema,
  }),
  /** Signed in (visitors get 401 billing.login_required): starts the checkout of a credit package. */
  checkout: defineApiRoute({
    method: 'POST',
    path: '/api/billing/checkout',
    body: checkoutRequestSchema,
    response: checkoutResponseSchema,
  }),
  /** Signed in (visitors get 401 billing.login_required): starts the checkout of a subscription tier. */
  subscribe: defineApiRoute({
    method: 'POST',
    path: '/api/billing/subscribe',
    body: subscribeRequestSchema,
    response: checkoutResponseSchema,
  }),
  /**
   * Signed in (visitors get 401 billing.login_required): starts the checkout of a one-time design service
   * (no credits); 404 billing.service_not_found for an unknown service.
   */
  serviceCheckout: defineApiRoute({
    method: 'POST',
    path: '/api/billing/services/checkout',
    body: serviceCheckoutRequestSchema,
    response: checkoutResponseSchema,
  }),
  /** Super admins (404 for others): every design-service order, newest first. */
  adminServiceOrders: defineApiRoute({
    method: 'GET',
    path: '/api/admin/billing/service-orders',
    response: adminServiceOrdersResponseSchema,
  }),
  /** Signed in, its owner only (else 404): one payment. */
  payment: defineApiRoute({
    method: 'GET',
    path: '/api/billing/payments/:id',
    params: billingIdParamsSchema,
    response: paymentSchema,
  }),
  /** Signed in, its owner: pays a pending test-checkout payment (404 when Stripe is configured). */
  paymentComplete: defineApiRoute({
    method: 'POST',
    path: '/api/billing/payments/:id/complete',
    params: billingIdParamsSchema,
    response: paymentActionResponseSchema,
  }),
  /** Signed in, its owner: cancels a pending test-checkout payment (404 when Stripe is configured). */
  paymentCancel: defineApiRoute({
    method: 'POST',
    path: '/api/billing/payments/:id/cancel',
    params: billingIdParamsSchema,
    response: paymentActionResponseSchema,
  }),
  /** Signed in: cancels the user's subscription at the period end, or at once. */
  cancelSubscription: defineApiRoute({
    method: 'POST',
    path: '/api/billing/subscription/cancel',
    body: cancelSubscriptionRequestSchema,
    response: cancelSubscriptionResponseSchema,
  }),
  /** Signed in: the user's payments, newest first. */
  purchases: defineApiRoute({
    method: 'GET',
    path: '/api/billing/purchases',
    response: purchasesResponseSchema,
  }),
  /** Signed in: the user's current subscription, or null. */
  subscription: defineApiRoute({
    method: 'GET',
    path: '/api/billing/subscription',
    response: subscriptionResponseSchema,
  }),
  /** Signed in: whether the first-purchase bonus of the free trial has been used. */
  freeTrialUsed: defineApiRoute({
    method: 'GET',
    path: '/api/billing/free-trial-used',
    response: freeTrialUsedResponseSchema,
  }),
  /** Signed in, its owner only (else 404): one invoice. */
  invoice: defineApiRoute({
    method: 'GET',
    path: '/api/billing/invoices/:id',
    params: billingIdParamsSchema,
    response: invoiceSchema,
  }),
  /**
   * Stripe (anyone; the `Stripe-Signature` header over the raw body is checked, else 400
   * billing.invalid_signature): a payment event. The body is read as bytes, so it declares no schema.
   */
  stripeWebhook: defineApiRoute({
    method: 'POST',
    path: '/api/webhooks/stripe',
    response: stripeWebhookResponseSchema,
  }),
  /** Super admins (404 for others): every tier, hidden ones included. */
  adminTiers: defineApiRoute({
    method: 'GET',
    path: '/api/admin/billing/tiers',
    response: adminSubscriptionTiersResponseSchema,
  }),
  /** Super admins (404 for others): edits a tier; an unknown id is 404 billing.tier_not_found. */
  adminTier: defineApiRoute({
    method: 'PATCH',
    path: '/api/admin/billing/tiers/:id',
    params: billingIdParamsSchema,
    body: adminTierUpdateSchema,
    response: adminSubscriptionTierSchema,
  }),
  /** Super admins (404 for others): every credit package, hidden ones included. */
  adminPackages: defineApiRoute({
    method: 'GET',
    path: '/api/admin/billing/packages',
    response: adminCreditPackagesResponseSchema,
  }),
  /** Super admins (404 for others): edits a package; an unknown id is 404 billing.package_not_found. */
  adminPackage: defineApiRoute({
    method: 'PATCH',
    path: '/api/admin/billing/packages/:id',
    params: billingIdParamsSchema,
    body: adminPackageUpdateSchema,
    response: adminCreditPackageSchema,
  }),
} as const;
