import type { Logger } from 'pino';
import { createDesignEngine, type DesignEngine } from '../engine';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createJobQueue, type JobQueueOptions } from '../jobs/queue';
import { jobRegistry } from '../jobs/registry';
import type { Config } from '../kernel/config';
import type { Deps } from '../kernel/deps';
import { createLifecycle, type Lifecycle } from '../kernel/lifecycle';
import { createAccountsAuth } from '../modules/accounts';
import { createEventBus } from '../modules/events';
import { enqueueEmailDelivery } from '../providers/email/email.jobs';
import { createOutboxEmail } from '../providers/email/email.outbox';
import { createEmailRepository } from '../providers/email/email.repository';
import { createPayments } from '../providers/payments/payments.registry';
import { createStorage } from '../providers/storage/storage.registry';
import { engineConfigFrom } from './engine-config';

export type { Deps } from '../kernel/deps';

/**
 * The composition root. Opens (and migrates) the database unless one is given, creates the job queue
 * (not started) and registers how each part closes on shutdown. Add new ports and adapters here.
 */
export async function buildDeps({
  config,
  logger,
  database,
  lifecycle = createLifecycle({ logger }),
  queueOptions,
  engine,
}: {
  config: Config;
  logger: Logger;
  /** A ready database (tests); otherwise the one the config names is opened. */
  database?: DatabaseHandle;
  lifecycle?: Lifecycle;
  queueOptions?: JobQueueOptions;
  /** A ready engine (tests); otherwise one is built once here. */
  engine?: DesignEngine;
}): Promise<Deps> {
  const openedDatabase = database ?? (await openDatabase({ config, logger }));
  lifecycle.onShutdown({ name: 'database', phase: 'database', close: () => openedDatabase.close() });
  try {
    const queue = createJobQueue({
      database: openedDatabase,
      registry: jobRegistry,
      logger,
      options: queueOptions,
    });
    lifecycle.onShutdown({
      name: 'jobs',
      phase: 'jobs',
      // Most of the shutdown budget goes to in-flight jobs; HTTP usually closes within milliseconds.
      close: () => queue.stop({ graceful: true, timeoutMs: Math.floor(config.shutdownTimeoutMs * 0.8) }),
    });
    const events = await createEventBus({ config, logger });
    lifecycle.onShutdown({ name: 'event bus', phase: 'database', close: () => events.close() });
    const email = createOutboxEmail({
      repository: createEmailRepository({ db: openedDatabase.db }),
      enqueueDelivery: async ({ outboxId }) => {
        await enqueueEmailDelivery(queue, outboxId);
        // The dev mailbox page follows the outbox live.
        await events.publish({ topics: ['dev-mailbox'] });
      },
    });
    const storage = createStorage({ config });
    const auth = createAccountsAuth({ config, logger, db: openedDatabase.db, email });
    const payments = createPayments({ config });
    return {
      config,
      logger,
      database: openedDatabase,
      queue,
      lifecycle,
      storage,
      events,
      email,
      auth,
      payments,
      engine: engine ?? createDesignEngine(engineConfigFrom({ config, logger })),
    };
  } catch (error) {
    await lifecycle.shutdown('start-up failed');
    throw error;
  }
}
