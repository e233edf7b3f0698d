import type { Logger } from 'pino';
import type { Config } from '../../kernel/config';
import type { EventBus } from './events.port';
import { createInProcessEventBus } from './adapters/in-process';
import { createPostgresEventBus } from './adapters/postgres';

/**
 * In-process with the embedded database (PGlite serves one process, so there is no one to fan out to);
 * LISTEN/NOTIFY on DATABASE_URL otherwise, so every `web` process's tabs hear about changes made by any
 * process, workers included. Close it at shutdown (lifecycle phase `database`, after the streams).
 */
export async function createEventBus({
  config,
  logger,
}: {
  config: Pick<Config, 'databaseUrl'>;
  logger: Logger;
}): Promise<EventBus> {
  const busLogger = logger.child({ component: 'events' });
  if (config.databaseUrl)
    return createPostgresEventBus({ connectionString: config.databaseUrl, logger: busLogger });
  return createInProcessEventBus({ logger: busLogger });
}
