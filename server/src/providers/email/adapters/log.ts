import type { Logger } from 'pino';
import type { EmailTransport } from '../email.port';

/**
 * The default without SMTP_URL: one structured log line per mail. Bodies stay out of the log (they hold
 * sign-in codes); read them in the dev mailbox, which shows the outbox.
 */
export function createLogEmailTransport({ logger }: { logger: Logger }): EmailTransport {
  return {
    name: 'log',
    async deliver(message) {
      logger.info(
        { to: message.to, subject: message.subject, messageId: message.messageId },
        'email (log transport)',
      );
      return { providerMessageId: message.messageId };
    },
    async close() {},
  };
}
