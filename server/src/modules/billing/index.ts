/** The billing module's public surface: plans, checkout, payment webhooks and the admin pages' API. */
export { billingRoutes } from './billing.routes';
export { createBillingRepository } from './billing.repository';
export { seedBillingCatalogue } from './billing.usecases';
/** For modules that gate a feature by plan (docs/spec §6). */
export { getPlan } from './billing.plan.usecases';
