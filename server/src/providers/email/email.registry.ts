import type { Logger } from 'pino';
import type { Config } from '../../kernel/config';
import type { EmailTransport } from './email.port';
import { createLogEmailTransport } from './adapters/log';
import { createSmtpEmailTransport } from './adapters/smtp';

/** SMTP when SMTP_URL is set, else the log transport (the outbox and dev mailbox hold the mails). */
export function createEmailTransport({
  config,
  logger,
}: {
  config: Pick<Config, 'smtpUrl'>;
  logger: Logger;
}): EmailTransport {
  if (config.smtpUrl) return createSmtpEmailTransport({ url: config.smtpUrl });
  return createLogEmailTransport({ logger: logger.child({ component: 'email' }) });
}
