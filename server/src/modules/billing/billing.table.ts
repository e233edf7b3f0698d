import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  BillingPeriod,
  PaymentKind,
  PaymentStatus,
  PlanType,
  SubscriptionStatus,
} from '@roomcraft/contracts/billing';
// A foreign key, not data access: rows go when their user is deleted.
import { users } from '../accounts/auth.table';

/**
 * Subscription tiers as data an admin can change (billing.admin.routes.ts). Seeded on start from the
 * contracts defaults with `on conflict do nothing`, so edits survive restarts (seedBillingCatalogue).
 */
export const billingTiers = pgTable('billing_tiers', {
  id: text().primaryKey(),
  name: text().notNull(),
  period: text().$type<BillingPeriod>().notNull(),
  price: integer().notNull(),
  credits: integer().notNull(),
  planType: text().$type<PlanType>().notNull(),
  perks: jsonb().$type<string[]>().notNull().default([]),
  isMostPopular: boolean().notNull().default(false),
  badge: text(),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  /** A Stripe Price to charge instead of inline price data (optional). */
  stripePriceId: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One-time credit packages (credits never expire); seeded like the tiers. */
export const billingPackages = pgTable('billing_packages', {
  id: text().primaryKey(),
  name: text().notNull(),
  price: integer().notNull(),
  credits: integer().notNull(),
  description: text().notNull().default(''),
  isMostPopular: boolean().notNull().default(false),
  icon: text().notNull().default('sparkles'),
  colors: jsonb().$type<{ from: string; to: string }>().notNull(),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  stripePriceId: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A checkout attempt: what was bought at which price, and how it ended. */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A `service` (design service, ADR 036) grants no credits: `credits` is 0. */
    kind: text().$type<PaymentKind>().notNull(),
    itemId: text().notNull(),
    itemName: text().notNull(),
    period: text().$type<BillingPeriod>(),
    amount: integer().notNull(),
    credits: integer().notNull(),
    status: text().$type<PaymentStatus>().notNull().default('pending'),
    /** `stripe` or `test-checkout`: which adapter created the session. */
    provider: text().notNull(),
    providerSessionId: text(),
    providerSubscriptionId: text(),
    invoiceId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('payments_user_created_idx').on(table.userId, table.createdAt),
    check('payments_kind_check', sql`${table.kind} in ('package', 'subscription', 'service')`),
    check('payments_status_check', sql`${table.status} in ('pending', 'completed', 'cancelled', 'failed')`),
  ],
);

/**
 * A user's subscription, keyed by the provider's subscription id, so events about it apply in any order.
 * `lastEventAt` is the creation time of the newest status event applied: older events never undo newer ones.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tierId: text().notNull(),
    tierName: text().notNull(),
    planType: text().$type<PlanType>().notNull(),
    period: text().$type<BillingPeriod>().notNull(),
    price: integer().notNull(),
    credits: integer().notNull(),
    status: text().$type<SubscriptionStatus>().notNull(),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    providerSubscriptionId: text().notNull(),
    providerCustomerId: text(),
    paymentId: uuid(),
    lastEventAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_provider_subscription_key').on(table.providerSubscriptionId),
    index('subscriptions_user_idx').on(table.userId, table.updatedAt),
    check(
      'subscriptions_status_check',
      sql`${table.status} in ('active', 'trialing', 'past_due', 'canceled')`,
    ),
  ],
);

export interface InvoiceLine {
  description: string;
  quantity: number;
  amount: number;
}

/** A paid amount: one per completed package, first subscription period and renewal (unique `reference`). */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `payment:<paymentId>`, `subscription:<providerSubscriptionId>:initial` or `invoice:<providerInvoiceId>`. */
    reference: text().notNull(),
    amount: integer().notNull(),
    currency: text().notNull().default('usd'),
    description: text().notNull(),
    lines: jsonb().$type<InvoiceLine[]>().notNull(),
    paymentId: uuid(),
    isTestPayment: boolean().notNull().default(false),
    paidAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_reference_key').on(table.reference),
    index('invoices_user_paid_idx').on(table.userId, table.paidAt),
  ],
);

/** Webhook events already applied, by the provider's event id (replays and duplicates are skipped). */
export const stripeEvents = pgTable('stripe_events', {
  eventId: text().primaryKey(),
  type: text().notNull(),
  processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type BillingTierRow = typeof billingTiers.$inferSelect;
export type BillingPackageRow = typeof billingPackages.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
