import type { Logger } from 'pino';
import { createSystemRepository, recordStartup } from '../modules/system';
import { startOutboxSweeper } from '../providers/email/email.sweeper';
import type { Config } from '../kernel/config';
import { buildDeps, type Deps } from './deps';
import { buildApp, type App } from './http';
import { runStartupTasks } from './startup';

export interface RunningServer {
  app: App;
  deps: Deps;
  /** Where the server listens, e.g. http://127.0.0.1:3000. */
  url: string;
  /** Not ready -> close streams -> finish requests -> finish jobs -> close database and lock. */
  shutdown(reason: string): Promise<void>;
}

/**
 * Starts one process in its role: `web` serves HTTP and may enqueue, `worker` runs jobs (and answers
 * /api/health and /api/ready), `all` does both.
 */
export async function startServer({
  config,
  logger,
}: {
  config: Config;
  logger: Logger;
}): Promise<RunningServer> {
  if (config.role !== 'all' && !config.databaseUrl) {
    logger.warn(
      { role: config.role },
      'ROLE=web/worker with the embedded database: only one process can open DATA_DIR, so nothing else will run the other half. Use DATABASE_URL to split roles.',
    );
  }
  const deps = await buildDeps({ config, logger });
  try {
    await runStartupTasks({ deps });
    await deps.queue.start();
    if (config.role !== 'web') {
      await deps.queue.work({ deps });
      startOutboxSweeper({ deps });
    }
    await recordStartup({
      systemRepository: createSystemRepository({ db: deps.database.db }),
      version: config.appVersion,
    });

    const app = await buildApp({ config, deps });
    deps.lifecycle.onShutdown({ name: 'http', phase: 'http', close: () => app.close() });
    const url = await app.listen({ port: config.port, host: config.host });
    logger.info(
      { url, publicUrl: config.publicUrl, role: config.role, version: config.appVersion },
      `Roomcraft listening on ${url}`,
    );
    return { app, deps, url, shutdown: (reason) => deps.lifecycle.shutdown(reason) };
  } catch (error) {
    await deps.lifecycle.shutdown('start-up failed');
    throw error;
  }
}
