import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w server` writes SQL migrations into server/drizzle; they are committed and applied at
// start by the PGlite or node-postgres migrator. Keep the SQL PostgreSQL-15 compatible (PGlite is 18).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*.table.ts',
  out: './drizzle',
  casing: 'snake_case',
});
