import type { Logger } from 'pino';
import { createDesignEngine, type DesignEngine } from '../engine';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createJobQueue, type JobQueue, type JobQueueOptions } from '../jobs/queue';
import { jobRegistry, type AppJobRegistry } from '../jobs/registry';
import { createAccountsAuth, type AccountsAuth } from '../modules/accounts/auth/auth.instance';
import { createEventBus } from '../modules/events/events.registry';
import type { EventBus } from '../modules/events/events.port';
import { enqueueEmailDelivery } from '../providers/email/email.jobs';
import { createOutboxEmail } from '../providers/email/email.outbox';
import type { EmailPort } from '../providers/email/email.port';
import { createEmailRepository } from '../providers/email/email.repository';
import { createStorage } from '../providers/storage/storage.registry';
import { createPayments } from '../providers/payments/payments.registry';
import type { PaymentsPort } from '../providers/payments/payments.port';
import type { StoragePort } from '../providers/storage/storage.port';
import type { Config } from './config';
import { engineConfigFrom } from './engine-config';
import { createLifecycle, type Lifecycle } from './lifecycle';

/**
 * Everything routes and job handlers use, built once in `buildDeps`. Routes pick what their use case
 * needs (`createProject({ input, projectsRepository: createProjectsRepository({ db: deps.database.db }) })`).
 */
export interface Deps {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  queue: JobQueue<AppJobRegistry>;
  lifecycle: Lifecycle;
  storage: StoragePort;
  /** Publishes live-update topics to every process's SSE streams. */
  events: EventBus;
  email: EmailPort;
  /** better-auth (accounts module): sessions, sign-up, codes. Routes use requireViewer() instead. */
  auth: AccountsAuth;
  /** Checkout and webhooks: Stripe when STRIPE_SECRET_KEY is set, else the built-in test checkout. */
  payments: PaymentsPort;
  /** The design engine (analyse, ideate, render...): the local engine, plus providers once keys are set. */
  engine: DesignEngine;
}

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
