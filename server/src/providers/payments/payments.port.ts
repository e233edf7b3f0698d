/**
 * Payments in our vocabulary: start a hosted checkout, read verified webhook events, cancel a
 * subscription. Two adapters: `stripe` (the Stripe SDK) and `test-checkout` (no account needed: the
 * checkout is our own page and events are Stripe-shaped, signed locally). ADR 013.
 */
export interface PaymentsPort {
  readonly kind: 'stripe' | 'test-checkout';

  /** Creates a hosted checkout for one item. Idempotent per `paymentId`. Throws PaymentProviderError. */
  createCheckout(input: CheckoutInput): Promise<{ sessionId: string; url: string }>;

  /**
   * Verifies the signature of a webhook body (the raw bytes as received) and parses it.
   * Throws InvalidWebhookSignatureError for a missing, wrong or stale signature.
   */
  parseWebhook(input: { payload: Buffer | string; signature: string | undefined }): PaymentEvent;

  /** Cancels at the end of the paid period or at once. Throws PaymentProviderError. */
  cancelSubscription(input: { providerSubscriptionId: string; atPeriodEnd: boolean }): Promise<void>;

  /**
   * Test checkout only: the `Stripe-Signature` header for a locally built event, so it goes through the
   * same `parseWebhook` as the provider's own. Undefined on real providers.
   */
  signTestEvent?: (payload: string) => string;
}

export interface CheckoutInput {
  paymentId: string;
  userId: string;
  email: string;
  mode: 'payment' | 'subscription';
  /** What is bought (metadata `kind`); by default `subscription` or `package` after the mode. */
  kind?: 'package' | 'subscription' | 'service';
  item: {
    id: string;
    name: string;
    description: string;
    /** Cents. */
    amount: number;
    credits: number;
    /** Subscriptions only. */
    interval?: 'month' | 'year';
    /** A provider price to charge instead of inline price data. */
    providerPriceId?: string | null;
  };
  successUrl: string;
  cancelUrl: string;
}

/** What we attach to every checkout, and read back from every event about it. */
export interface PaymentMetadata {
  paymentId?: string;
  userId?: string;
  kind?: 'package' | 'subscription' | 'service';
  itemId?: string;
}

interface EventBase {
  /** The provider's event id: each is applied once. */
  id: string;
  type: string;
  createdAt: Date;
}

export type PaymentEvent = EventBase &
  (
    | {
        kind: 'checkout.completed';
        sessionId: string;
        mode: 'payment' | 'subscription';
        metadata: PaymentMetadata;
        providerSubscriptionId: string | null;
        providerCustomerId: string | null;
        amountTotal: number | null;
      }
    | { kind: 'checkout.expired'; sessionId: string; metadata: PaymentMetadata }
    | {
        kind: 'invoice.paid' | 'invoice.payment_failed';
        invoiceId: string;
        providerSubscriptionId: string | null;
        /** `subscription_create` for the first period, `subscription_cycle` for renewals. */
        billingReason: string | null;
        amount: number;
        periodEnd: Date | null;
        metadata: PaymentMetadata;
      }
    | {
        kind: 'subscription.updated' | 'subscription.deleted';
        providerSubscriptionId: string;
        status: string;
        cancelAtPeriodEnd: boolean;
        currentPeriodEnd: Date | null;
        endedAt: Date | null;
        metadata: PaymentMetadata;
      }
    | { kind: 'ignored' }
  );

export class InvalidWebhookSignatureError extends Error {
  constructor(cause?: unknown) {
    super('The webhook signature is missing or invalid.', cause === undefined ? undefined : { cause });
    this.name = 'InvalidWebhookSignatureError';
  }
}

export class PaymentProviderError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'PaymentProviderError';
  }
}
