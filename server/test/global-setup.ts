import type { TestProject } from 'vitest/node';
import { createTemplateDatabase, dropDatabase, ensureGoldenImage } from './golden-database';
import { startPostgresServer, type PostgresServer } from './postgres-server';

export type TestDatabaseSource =
  | { kind: 'pglite'; goldenImagePath: string }
  | { kind: 'postgres'; adminUrl: string; templateDatabase: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where createTestDb() copies each file's database from. */
    testDatabase: TestDatabaseSource;
    /** Always there, also with TEST_DB=postgres: tests of the embedded mode itself (lockfile) use it. */
    pgliteGoldenImagePath: string;
  }
}

/**
 * Runs once per `vitest run`: migrates a golden PGlite image, or with `TEST_DB=postgres` a template
 * database on TEST_DATABASE_URL (or on a throwaway server started here). Test files copy from it.
 */
export default async function setup(project: TestProject) {
  const goldenImagePath = await ensureGoldenImage();
  project.provide('pgliteGoldenImagePath', goldenImagePath);
  if (process.env.TEST_DB !== 'postgres') {
    project.provide('testDatabase', { kind: 'pglite', goldenImagePath });
    return undefined;
  }

  let server: PostgresServer | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    server = await startPostgresServer();
    adminUrl = server.url;
    // Child processes spawned by tests (and anything reading the env) see the same server.
    process.env.TEST_DATABASE_URL = adminUrl;
  }
  const templateDatabase = await createTemplateDatabase({ adminUrl });
  project.provide('testDatabase', { kind: 'postgres', adminUrl, templateDatabase });

  return async () => {
    if (server) {
      await server.stop();
    } else if (adminUrl) {
      await dropDatabase({ adminUrl, name: templateDatabase });
    }
  };
}
