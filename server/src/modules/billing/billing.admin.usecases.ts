import {
  billingTopics,
  type AdminCreditPackage,
  type AdminPackageUpdate,
  type AdminSubscriptionTier,
  type AdminTierUpdate,
} from '@roomcraft/contracts/billing';
import type { Logger } from 'pino';
import type { EventBus } from '../events';
import { createPackageNotFoundError, createTierNotFoundError } from './billing.errors';
import { toAdminPackageDto, toAdminTierDto } from './billing.models';
import type { BillingRepository } from './billing.repository';

/**
 * Super admins edit the catalogue (ADR 013). A change is one row update: the public lists and new
 * checkouts read the row, payments and subscriptions copied their price when they were created, and the
 * start-up seeding only inserts missing rows, so edits stay after a restart.
 */
interface CatalogueDeps {
  billingRepository: BillingRepository;
  events: Pick<EventBus, 'publish'>;
  logger?: Logger;
}

/**
 * A Stripe Price carries its own amount, which checkout would charge instead of ours: a new price unlinks
 * it unless the same edit links another one.
 */
function withStripePriceRule<T extends { price?: number; stripePriceId?: string | null }>(
  change: T,
  current: { price: number; stripePriceId: string | null },
): T {
  const isNewPrice = change.price !== undefined && change.price !== current.price;
  if (!isNewPrice || change.stripePriceId !== undefined || current.stripePriceId === null) return change;
  return { ...change, stripePriceId: null };
}

/** Every open tab refetches the public list (a broadcast: the lists are public). */
async function announce(deps: CatalogueDeps, topic: string) {
  try {
    await deps.events.publish({ topics: [topic] });
  } catch (error) {
    // Live updates are best effort: the edit is saved, tabs catch up on their next fetch.
    deps.logger?.warn({ err: error, topic }, 'catalogue change could not be announced');
  }
}

export async function updateCatalogueTier({
  id,
  update,
  ...deps
}: { id: string; update: AdminTierUpdate } & CatalogueDeps): Promise<AdminSubscriptionTier> {
  const { tier: current } = await deps.billingRepository.findTier({ id });
  if (!current) throw createTierNotFoundError();
  const { tier } = await deps.billingRepository.updateTier({
    id,
    change: withStripePriceRule(update, current),
  });
  if (!tier) throw createTierNotFoundError();
  await announce(deps, billingTopics.tiers);
  return toAdminTierDto(tier);
}

export async function updateCataloguePackage({
  id,
  update,
  ...deps
}: { id: string; update: AdminPackageUpdate } & CatalogueDeps): Promise<AdminCreditPackage> {
  const { pkg: current } = await deps.billingRepository.findPackage({ id });
  if (!current) throw createPackageNotFoundError();
  const { pkg } = await deps.billingRepository.updatePackage({
    id,
    change: withStripePriceRule(update, current),
  });
  if (!pkg) throw createPackageNotFoundError();
  await announce(deps, billingTopics.packages);
  return toAdminPackageDto(pkg);
}
