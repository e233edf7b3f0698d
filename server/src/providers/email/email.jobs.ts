import { z } from 'zod';
import { defineJob, PermanentJobError, type AppJobRegistry, type JobQueue } from '../../kernel/jobs';
import { EmailDeliveryError } from './email.errors';
import { deliverOutboxMail } from './email.outbox';
import { createEmailRepository } from './email.repository';
import { createEmailTransport } from './email.registry';

export const emailDeliverPayloadSchema = z.object({ outboxId: z.uuid() });

/**
 * `email.deliver`: sends one outbox mail. Enqueue it with `singletonKey: outboxId` so a mail has at most
 * one queued delivery. Retries with back-off for temporary failures (server down, 4xx); a permanent
 * rejection (5xx) fails at once. The transport is made per run from config: SMTP opens a connection per
 * message anyway, and the handler stays free of shared mutable state.
 */
export const emailDeliverJob = defineJob({
  name: 'email.deliver',
  payload: emailDeliverPayloadSchema,
  retry: { limit: 5, delaySeconds: 10, backoff: true, maxDelaySeconds: 30 * 60 },
  expireInSeconds: 5 * 60,
  async handler({ payload, deps, logger }) {
    const transport = createEmailTransport({ config: deps.config, logger });
    try {
      await deliverOutboxMail({
        outboxId: payload.outboxId,
        repository: createEmailRepository({ db: deps.database.db }),
        transport,
        from: deps.config.mailFrom,
        logger,
      });
    } catch (error) {
      if (error instanceof EmailDeliveryError && error.isPermanent) {
        throw new PermanentJobError(error.message, { cause: error });
      }
      throw error;
    } finally {
      await transport.close();
    }
  },
});

/** Queues the delivery of one outbox mail; the singleton key keeps it to one queued delivery per mail. */
export async function enqueueEmailDelivery(
  queue: Pick<JobQueue<AppJobRegistry>, 'enqueue'>,
  outboxId: string,
): Promise<string | null> {
  return queue.enqueue('email.deliver', { outboxId }, { singletonKey: outboxId });
}

/** Every email job, for `jobs/registry.ts`: `...emailJobs`. */
export const emailJobs = [emailDeliverJob] as const;

declare module '../../kernel/deps' {
  interface JobCatalog {
    email: typeof emailJobs;
  }
}
