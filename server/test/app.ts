import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino, type Logger } from 'pino';
import { parseConfig, type Config } from '../src/kernel/config';
import { buildDeps, type Deps } from '../src/app/deps';
import { buildApp, type App } from '../src/app/http';
import { runStartupTasks } from '../src/app/startup';
import { createLifecycle } from '../src/kernel/lifecycle';
import type { RouteModule } from '../src/kernel/routes';
import type { DesignEngine } from '../src/engine';
import type { JobQueueOptions } from '../src/jobs/queue';
import { createTestDb, type TestDb } from './test-db';

/** Config as the app would parse it, with test defaults: a temp DATA_DIR, no built web app, quiet logs. */
export function createTestConfig(env: Record<string, string | undefined> = {}): Config {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'roomcraft-test-data-'));
  const parsed = parseConfig({
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-dist'),
      // A test that makes a room and starts an ideation at once gains nothing from it, and every
      // studio test would pay for it; the warm-up's own test turns it on.
      ENGINE_WARM_UP: 'off',
      ...env,
    },
  });
  return {
    ...parsed,
    filesSigningSecret: parsed.filesSigningSecret ?? randomBytes(32).toString('base64url'),
  };
}

export function createTestLogger(): Logger {
  return pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
}

export interface TestDepsOptions {
  /** Environment overrides, e.g. `{ RATE_LIMIT_MAX: '2' }`. */
  env?: Record<string, string | undefined>;
  queueOptions?: JobQueueOptions;
  /** Start pg-boss (needed for /api/ready and enqueue). Default true. */
  startQueue?: boolean;
  /** Reuse a database (e.g. to run two queues on one database). Default: a fresh one. */
  testDb?: TestDb;
  /** The design engine; default: the real one (local engine, no provider keys). */
  engine?: DesignEngine;
  /** The logger of every dependency and of the start-up tasks; default: silent (TEST_LOG_LEVEL). */
  logger?: Logger;
}

/** The real composition root on a fresh test database with local adapters. `close()` runs the shutdown. */
export async function createTestDeps({
  env,
  queueOptions,
  startQueue = true,
  testDb,
  engine,
  logger = createTestLogger(),
}: TestDepsOptions = {}) {
  const config = createTestConfig(env);
  const lifecycle = createLifecycle({ logger });
  const { database } = testDb ?? (await createTestDb());
  if (!env?.DATA_DIR) {
    lifecycle.onShutdown({
      name: 'temp data dir',
      phase: 'database',
      close: () => rmSync(config.dataDir, { recursive: true, force: true }),
    });
  }
  const deps: Deps = await buildDeps({ config, logger, database, lifecycle, queueOptions, engine });
  await runStartupTasks({ deps });
  if (startQueue) await deps.queue.start();
  return { deps, config, logger, close: () => lifecycle.shutdown('test finished') };
}

export interface TestApp {
  app: App;
  deps: Deps;
  config: Config;
  close(): Promise<void>;
}

/**
 * The HTTP app for `app.inject()` on a fresh database. Routes a test adds after this call get the same
 * error handling, security hooks and rate limiting as real ones.
 */
export async function createTestApp(
  options: TestDepsOptions & { routes?: readonly RouteModule[] } = {},
): Promise<TestApp> {
  const { deps, config, close } = await createTestDeps(options);
  const app = await buildApp({ config, deps, ...(options.routes ? { routes: options.routes } : {}) });
  deps.lifecycle.onShutdown({ name: 'http', phase: 'http', close: () => app.close() });
  return { app, deps, config, close };
}
