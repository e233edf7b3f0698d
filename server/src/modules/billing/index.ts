/** The billing module's public surface: plans, checkout, payment webhooks and the admin pages' API. */
export { billingRoutes } from './billing.routes';
export { createBillingRepository } from './billing.repository';
export { seedBillingCatalogue } from './billing.usecases';
export { getPlan } from './billing.plan.usecases';
