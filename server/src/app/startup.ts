import type { Deps } from '../kernel/deps';
import { createAdminSetupRepository, createProfilesRepository, prepareAdminSetup } from '../modules/accounts';
import { createBillingRepository, seedBillingCatalogue } from '../modules/billing';

/**
 * Work every process does once at start, after the database is migrated and before it serves or works:
 * data the app cannot run without. Route registration only registers routes.
 */
export async function runStartupTasks({
  deps,
}: {
  deps: Pick<Deps, 'database' | 'config' | 'logger'>;
}): Promise<void> {
  const db = deps.database.db;
  // Default tiers and packages; idempotent, so admin edits are kept.
  await seedBillingCatalogue({ billingRepository: createBillingRepository({ db }) });
  // The first super admin: ADMIN_EMAIL, or a one-time token printed in the log for /admin-setup. Only
  // processes that serve the accounts routes (a worker serves none), so the token printed is one they take.
  if (deps.config.role !== 'worker') {
    await prepareAdminSetup({
      adminEmail: deps.config.adminEmail,
      adminSetupRepository: createAdminSetupRepository({ db }),
      profilesRepository: createProfilesRepository({ db }),
      logger: deps.logger,
    });
  }
}
