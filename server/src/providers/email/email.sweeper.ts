import type { Deps } from '../../kernel/deps';
import { enqueueEmailDelivery } from './email.jobs';
import { requeueStalePendingMail } from './email.outbox';
import { createEmailRepository } from './email.repository';

/** How often a worker looks for mails whose delivery was never queued. */
export const outboxSweepIntervalMs = 60_000;

/**
 * Worker side of the outbox: sweeps once at start and then every minute, so a mail written while the
 * queue could not take its job (the enqueue failed after the row was committed) is still delivered.
 * The timer stops with the jobs phase of shutdown.
 */
export function startOutboxSweeper({
  deps,
  intervalMs = outboxSweepIntervalMs,
}: {
  deps: Pick<Deps, 'database' | 'queue' | 'lifecycle' | 'logger'>;
  intervalMs?: number;
}): void {
  const repository = createEmailRepository({ db: deps.database.db });
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= requeueStalePendingMail({
      repository,
      enqueueDelivery: ({ outboxId }) => enqueueEmailDelivery(deps.queue, outboxId),
    })
      .then(({ requeued }) => {
        if (requeued > 0) deps.logger.warn({ requeued }, 'queued the delivery of mails left pending');
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, 'the outbox sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  deps.lifecycle.onShutdown({
    name: 'outbox sweeper',
    phase: 'jobs',
    close: async () => {
      clearInterval(timer);
      await running;
    },
  });
}
