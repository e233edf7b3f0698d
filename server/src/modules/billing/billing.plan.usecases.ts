import type { PaywallStatus, PlanResponse } from '@roomcraft/contracts/billing';
import { accountEventTypes, type AccountEventsRepository } from '../accounts';
import { getCreditBalance, type CreditsDeps } from '../credits';
import { computePaywallStatus, computePlan, isRowActive } from './billing.models';
import type { BillingRepository } from './billing.repository';

interface Account {
  userId: string;
  /** Reviewers and super admins get every feature (docs/spec §6). */
  isPrivileged: boolean;
}

/** userPlan.getUserPlanAndFeatures. */
export async function getPlan({
  account,
  now = new Date(),
  billingRepository,
}: { account: Account; now?: Date } & { billingRepository: BillingRepository }): Promise<PlanResponse> {
  const { subscriptions } = await billingRepository.listSubscriptionsForUser({ userId: account.userId });
  return computePlan({ subscriptions, isPrivileged: account.isPrivileged, now });
}

/** The paywall status check (ADR 013 defines the account types). */
export async function getPaywallStatus({
  account,
  now = new Date(),
  ...deps
}: { account: Account; now?: Date } & {
  billingRepository: BillingRepository;
  accountEventsRepository: AccountEventsRepository;
  credits: CreditsDeps;
  paywallEnabled: boolean;
}): Promise<PaywallStatus> {
  const { userId } = account;
  const [hasCompletedPayment, { subscriptions }, { events }, balance] = await Promise.all([
    deps.billingRepository.hasCompletedPayment({ userId }),
    deps.billingRepository.listSubscriptionsForUser({ userId }),
    deps.accountEventsRepository.listForUser({ userId }),
    getCreditBalance({
      database: deps.credits.database,
      events: deps.credits.events,
      logger: deps.credits.logger,
      userId,
      now,
    }),
  ]);
  return computePaywallStatus({
    isPrivileged: account.isPrivileged,
    hasCompletedPayment,
    hasActiveSubscription: subscriptions.some((row) => isRowActive(row, now)),
    isLegacyAccount: events.some((event) => event.type === accountEventTypes.legacyMigrated),
    totalCredits: balance.totalCredits,
    paywallEnabled: deps.paywallEnabled,
  });
}
