import type { Deps } from '../kernel/deps';
import { createBillingRepository, seedBillingCatalogue } from '../modules/billing';

/**
 * Work every process does once at start, after the database is migrated and before it serves or works:
 * data the app cannot run without. Route registration only registers routes.
 */
export async function runStartupTasks({ deps }: { deps: Pick<Deps, 'database'> }): Promise<void> {
  // Default tiers and packages; idempotent, so admin edits are kept.
  await seedBillingCatalogue({ billingRepository: createBillingRepository({ db: deps.database.db }) });
}
