// Every table, so the Database type and `db.query.*` know them. Add each new `*.table.ts` here; drizzle-kit
// finds them on its own through the glob in drizzle.config.ts.
export * from '../modules/system/system.table';
export * from '../providers/email/email.table';
