// Every table, so the Database type and `db.query.*` know them. Add each new `*.table.ts` here; drizzle-kit
// finds them on its own through the glob in drizzle.config.ts.
export * from '../modules/system/system.table';
export * from '../providers/email/email.table';
export * from '../modules/accounts/auth.table';
export * from '../modules/accounts/profiles.table';
export * from '../modules/accounts/activity.table';
export * from '../modules/accounts/account-events.table';
export * from '../modules/accounts/admin-setup.table';
export * from '../modules/accounts/legacy.table';
export * from '../modules/studio/studio.table';
export * from '../modules/credits/credits.table';
export * from '../modules/billing/billing.table';
export * from '../modules/sharing/sharing.table';
export * from '../modules/studio/generations/generations.table';
export * from '../modules/floor-plans/floor-plans.table';
export * from '../modules/cost-estimation/cost-estimation.table';
export * from '../modules/contact/contact.table';
