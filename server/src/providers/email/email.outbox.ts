import type { Logger } from 'pino';
import type { EmailPort, EmailTransport } from './email.port';
import type { EmailRepository } from './email.repository';
import { EmailDeliveryError } from './email.errors';

/**
 * The EmailPort use cases get: records the mail in the outbox, then asks for the `email.deliver` job.
 * `enqueueDelivery` is the queue call (`enqueueEmailDelivery` in email.jobs.ts),
 * passed in so this file does not depend on the queue's registry type.
 */
export function createOutboxEmail({
  repository,
  enqueueDelivery,
}: {
  repository: EmailRepository;
  enqueueDelivery: (args: { outboxId: string }) => Promise<unknown>;
}): EmailPort {
  return {
    async send(mail) {
      const { mail: row } = await repository.insertMail(mail);
      // If this fails the row stays `pending` (visible in the dev mailbox) and the caller sees the error.
      await enqueueDelivery({ outboxId: row.id });
      return { outboxId: row.id };
    },
  };
}

export type DeliveryOutcome = 'sent' | 'already_sent';

/**
 * Delivers one outbox mail through the transport. Idempotent: a mail already marked sent is skipped, so
 * a retried or duplicated job never sends it twice. A failure is recorded on the row and rethrown as
 * `EmailDeliveryError`, so the job queue retries it (or gives up at once when it is permanent).
 *
 * At-least-once at the edge: if the process dies after the server accepted the mail but before the row
 * is marked, the retry sends it again; the stable Message-ID lets receivers drop the copy.
 */
export async function deliverOutboxMail({
  outboxId,
  repository,
  transport,
  from,
  logger,
}: {
  outboxId: string;
  repository: EmailRepository;
  transport: EmailTransport;
  /** MAIL_FROM */
  from: string;
  logger: Logger;
}): Promise<{ outcome: DeliveryOutcome }> {
  const { mail } = await repository.findMail({ id: outboxId });
  if (!mail) throw new EmailDeliveryError({ message: `No outbox mail ${outboxId}`, isPermanent: true });
  if (mail.status === 'sent') {
    logger.info({ outboxId }, 'email already sent; skipping');
    return { outcome: 'already_sent' };
  }
  try {
    await transport.deliver({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html === null ? {} : { html: mail.html }),
      messageId: buildMessageId({ outboxId, from }),
    });
  } catch (error) {
    const deliveryError =
      error instanceof EmailDeliveryError
        ? error
        : new EmailDeliveryError({
            message: `Email transport failed: ${String(error)}`,
            isPermanent: false,
            cause: error,
          });
    await repository.markFailed({ id: outboxId, error: deliveryError.message });
    throw deliveryError;
  }
  await repository.markSent({ id: outboxId });
  logger.info({ outboxId, transport: transport.name }, 'email sent');
  return { outcome: 'sent' };
}

/**
 * Asks again for the delivery of mails still `pending` after `olderThanMs`: their enqueue failed (the
 * queue was down when the mail was written) or its job was lost. The singleton key keeps a mail whose job
 * is merely waiting from being queued twice, and delivery itself is idempotent. Workers run this at
 * start and then every minute.
 */
export async function requeueStalePendingMail({
  repository,
  enqueueDelivery,
  olderThanMs = 60_000,
  limit = 100,
  now = new Date(),
}: {
  repository: EmailRepository;
  enqueueDelivery: (args: { outboxId: string }) => Promise<unknown>;
  olderThanMs?: number;
  limit?: number;
  now?: Date;
}): Promise<{ requeued: number }> {
  const { ids } = await repository.listStalePending({
    before: new Date(now.getTime() - olderThanMs),
    limit,
  });
  for (const outboxId of ids) await enqueueDelivery({ outboxId });
  return { requeued: ids.length };
}

/** `<outboxId@domain of MAIL_FROM>`: unique per mail, identical across retries. */
export function buildMessageId({ outboxId, from }: { outboxId: string; from: string }): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'roomcraft.local';
  return `<${outboxId}@${domain}>`;
}
