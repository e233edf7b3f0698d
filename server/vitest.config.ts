import { defineProject } from 'vitest/config';

// Server tests: HTTP through app.inject, use cases and repositories on a freshly migrated database per file
// (PGlite by default, PostgreSQL with TEST_DB=postgres; see test/global-setup.ts).
export default defineProject({
  test: {
    name: 'server',
    // As in Playwright: on CI one retry absorbs a timing bound missed on a busy shared machine; a real
    // regression fails twice and still fails the run (the retry is listed in the Vitest report).
    retry: process.env.CI ? 1 : 0,
    environment: 'node',
    // Files of a worker share its module cache (ADR 071): the engine's models load once per worker, not
    // once per file. Every file still gets its own database, data directory, ports and app.
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // PGlite and child processes share 2 CPU cores with other work; the bounds catch hangs, not slowness.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
