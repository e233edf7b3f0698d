import { and, asc, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { CreditPackage, SubscriptionTier } from '@roomcraft/contracts/billing';
import type { Database } from '../../db/client';
import {
  billingPackages,
  billingTiers,
  invoices,
  payments,
  stripeEvents,
  subscriptions,
  type BillingPackageRow,
  type BillingTierRow,
  type InvoiceRow,
  type PaymentRow,
  type SubscriptionRow,
} from './billing.table';

export type BillingRepository = ReturnType<typeof createBillingRepository>;
export type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'createdAt'>;
export type NewSubscription = Omit<typeof subscriptions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id'>;
/** Catalogue fields an admin may change (ids, periods and plan types stay: payments refer to them). */
export type TierChange = Partial<
  Pick<
    BillingTierRow,
    | 'name'
    | 'price'
    | 'credits'
    | 'perks'
    | 'isMostPopular'
    | 'badge'
    | 'sortOrder'
    | 'isActive'
    | 'stripePriceId'
  >
>;
export type PackageChange = Partial<
  Pick<
    BillingPackageRow,
    | 'name'
    | 'price'
    | 'credits'
    | 'description'
    | 'isMostPopular'
    | 'sortOrder'
    | 'isActive'
    | 'stripePriceId'
  >
>;
export type SubscriptionChange = Partial<
  Pick<
    SubscriptionRow,
    'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'providerCustomerId' | 'paymentId'
  >
>;

/** Drizzle queries on the billing tables. */
export function createBillingRepository({ db }: { db: Database }) {
  return {
    /** Inserts missing default tiers and packages; existing rows (maybe edited by an admin) stay as they are. */
    async seedCatalogue({ tiers, packages }: { tiers: SubscriptionTier[]; packages: CreditPackage[] }) {
      if (tiers.length > 0) await db.insert(billingTiers).values(tiers).onConflictDoNothing();
      if (packages.length > 0) await db.insert(billingPackages).values(packages).onConflictDoNothing();
    },

    async listTiers(): Promise<{ tiers: BillingTierRow[] }> {
      const tiers = await db
        .select()
        .from(billingTiers)
        .where(eq(billingTiers.isActive, true))
        .orderBy(asc(billingTiers.sortOrder), asc(billingTiers.price));
      return { tiers };
    },

    /** Every tier, hidden ones included (admin). */
    async listAllTiers(): Promise<{ tiers: BillingTierRow[] }> {
      const tiers = await db
        .select()
        .from(billingTiers)
        .orderBy(asc(billingTiers.sortOrder), asc(billingTiers.price), asc(billingTiers.id));
      return { tiers };
    },

    /** Undefined when no tier has this id. */
    async updateTier({
      id,
      change,
    }: {
      id: string;
      change: TierChange;
    }): Promise<{ tier: BillingTierRow | undefined }> {
      const [tier] = await db
        .update(billingTiers)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(billingTiers.id, id))
        .returning();
      return { tier };
    },

    async findTier({ id }: { id: string }): Promise<{ tier: BillingTierRow | undefined }> {
      const [tier] = await db.select().from(billingTiers).where(eq(billingTiers.id, id));
      return { tier };
    },

    async listPackages(): Promise<{ packages: BillingPackageRow[] }> {
      const packages = await db
        .select()
        .from(billingPackages)
        .where(eq(billingPackages.isActive, true))
        .orderBy(asc(billingPackages.sortOrder), asc(billingPackages.price));
      return { packages };
    },

    /** Every package, hidden ones included (admin). */
    async listAllPackages(): Promise<{ packages: BillingPackageRow[] }> {
      const packages = await db
        .select()
        .from(billingPackages)
        .orderBy(asc(billingPackages.sortOrder), asc(billingPackages.price), asc(billingPackages.id));
      return { packages };
    },

    /** Undefined when no package has this id. */
    async updatePackage({
      id,
      change,
    }: {
      id: string;
      change: PackageChange;
    }): Promise<{ pkg: BillingPackageRow | undefined }> {
      const [pkg] = await db
        .update(billingPackages)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(billingPackages.id, id))
        .returning();
      return { pkg };
    },

    async findPackage({ id }: { id: string }): Promise<{ pkg: BillingPackageRow | undefined }> {
      const [pkg] = await db.select().from(billingPackages).where(eq(billingPackages.id, id));
      return { pkg };
    },

    async insertPayment(payment: NewPayment): Promise<{ payment: PaymentRow }> {
      const [row] = await db.insert(payments).values(payment).returning();
      if (!row) throw new Error('payment insert returned nothing');
      return { payment: row };
    },

    async findPayment({ id }: { id: string }): Promise<{ payment: PaymentRow | undefined }> {
      const [payment] = await db.select().from(payments).where(eq(payments.id, id));
      return { payment };
    },

    async updatePayment({ id, change }: { id: string; change: Partial<NewPayment> }): Promise<void> {
      await db.update(payments).set(change).where(eq(payments.id, id));
    },

    /**
     * Marks a payment completed unless it already is: `wasCompleted` is true only for the call that did
     * it. A cancelled or failed attempt can still complete (the provider took the money).
     */
    async completePayment({
      id,
      providerSubscriptionId,
      now,
    }: {
      id: string;
      providerSubscriptionId: string | null;
      now: Date;
    }): Promise<{ payment: PaymentRow | undefined; wasCompleted: boolean }> {
      const [updated] = await db
        .update(payments)
        .set({ status: 'completed', completedAt: now, providerSubscriptionId })
        .where(and(eq(payments.id, id), ne(payments.status, 'completed')))
        .returning();
      if (updated) return { payment: updated, wasCompleted: true };
      const [payment] = await db.select().from(payments).where(eq(payments.id, id));
      return { payment, wasCompleted: false };
    },

    /** pending -> cancelled; anything else stays. */
    async cancelPendingPayment({ id }: { id: string }): Promise<{ wasCancelled: boolean }> {
      const rows = await db
        .update(payments)
        .set({ status: 'cancelled' })
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      return { wasCancelled: rows.length > 0 };
    },

    /**
     * Cancels the user's payments still pending that were created before `createdBefore` (abandoned
     * checkouts). Only pending ones: a payment the provider completes later still completes (completePayment).
     */
    async expireAbandonedPayments({
      userId,
      createdBefore,
    }: {
      userId: string;
      createdBefore: Date;
    }): Promise<{ expired: number }> {
      const rows = await db
        .update(payments)
        .set({ status: 'cancelled' })
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.status, 'pending'),
            lte(payments.createdAt, createdBefore),
          ),
        )
        .returning({ id: payments.id });
      return { expired: rows.length };
    },

    async listPaymentsForUser({ userId }: { userId: string }): Promise<{ payments: PaymentRow[] }> {
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt))
        .limit(100);
      return { payments: rows };
    },

    /** Design-service orders of every buyer, newest first (the admin's list). */
    async listServiceOrders({ limit = 200 }: { limit?: number } = {}): Promise<{ payments: PaymentRow[] }> {
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.kind, 'service'))
        .orderBy(desc(payments.createdAt))
        .limit(limit);
      return { payments: rows };
    },

    async hasCompletedPayment({ userId }: { userId: string }): Promise<boolean> {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.status, 'completed')))
        .limit(1);
      return row !== undefined;
    },

    async findSubscriptionByProviderId({
      providerSubscriptionId,
    }: {
      providerSubscriptionId: string;
    }): Promise<{ subscription: SubscriptionRow | undefined }> {
      const [subscription] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
      return { subscription };
    },

    async findSubscription({ id }: { id: string }): Promise<{ subscription: SubscriptionRow | undefined }> {
      const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      return { subscription };
    },

    /** Creates the row for a provider subscription once; concurrent or replayed creations get the same row. */
    async ensureSubscription(input: NewSubscription): Promise<{ subscription: SubscriptionRow }> {
      await db.insert(subscriptions).values(input).onConflictDoNothing();
      const [subscription] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, input.providerSubscriptionId));
      if (!subscription) throw new Error('subscription upsert returned nothing');
      return { subscription };
    },

    /**
     * Applies a status change made by an event created at `eventAt`, unless a newer event was applied
     * already (events arrive in any order). `wasApplied` says which.
     */
    async changeSubscription({
      id,
      change,
      eventAt,
    }: {
      id: string;
      change: SubscriptionChange;
      eventAt: Date;
    }): Promise<{ wasApplied: boolean }> {
      const rows = await db
        .update(subscriptions)
        .set({ ...change, lastEventAt: eventAt, updatedAt: new Date() })
        .where(
          and(
            eq(subscriptions.id, id),
            or(isNull(subscriptions.lastEventAt), lte(subscriptions.lastEventAt, eventAt)),
          ),
        )
        .returning({ id: subscriptions.id });
      return { wasApplied: rows.length > 0 };
    },

    /** Fills fields no event has set yet (a period end, a customer), whatever the event order. */
    async fillSubscriptionGaps({ id, change }: { id: string; change: SubscriptionChange }): Promise<void> {
      await db
        .update(subscriptions)
        .set({
          // The later of the known and the new period end: an old invoice never moves it back.
          ...(change.currentPeriodEnd
            ? {
                currentPeriodEnd: sql`greatest(${subscriptions.currentPeriodEnd}, ${change.currentPeriodEnd.toISOString()}::timestamptz)`,
              }
            : {}),
          ...(change.providerCustomerId
            ? {
                providerCustomerId: sql`coalesce(${subscriptions.providerCustomerId}, ${change.providerCustomerId})`,
              }
            : {}),
          ...(change.paymentId
            ? { paymentId: sql`coalesce(${subscriptions.paymentId}, ${change.paymentId})` }
            : {}),
          updatedAt: new Date(),
        })
        .where(eq(subscriptions.id, id));
    },

    /** Newest first. */
    async listSubscriptionsForUser({
      userId,
    }: {
      userId: string;
    }): Promise<{ subscriptions: SubscriptionRow[] }> {
      const rows = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt));
      return { subscriptions: rows };
    },

    /** Records an invoice once per reference; `wasInserted` is false on a replay. */
    async insertInvoice(
      invoice: NewInvoice,
    ): Promise<{ invoice: InvoiceRow | undefined; wasInserted: boolean }> {
      const [inserted] = await db.insert(invoices).values(invoice).onConflictDoNothing().returning();
      if (inserted) return { invoice: inserted, wasInserted: true };
      const [existing] = await db.select().from(invoices).where(eq(invoices.reference, invoice.reference));
      return { invoice: existing, wasInserted: false };
    },

    async findInvoice({ id }: { id: string }): Promise<{ invoice: InvoiceRow | undefined }> {
      const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
      return { invoice };
    },

    async findInvoicesByIds({ ids }: { ids: string[] }): Promise<{ invoices: InvoiceRow[] }> {
      if (ids.length === 0) return { invoices: [] };
      return { invoices: await db.select().from(invoices).where(inArray(invoices.id, ids)) };
    },

    async isEventProcessed({ eventId }: { eventId: string }): Promise<boolean> {
      const [row] = await db
        .select({ eventId: stripeEvents.eventId })
        .from(stripeEvents)
        .where(eq(stripeEvents.eventId, eventId));
      return row !== undefined;
    },

    async markEventProcessed({ eventId, type }: { eventId: string; type: string }): Promise<void> {
      await db.insert(stripeEvents).values({ eventId, type }).onConflictDoNothing();
    },
  };
}
