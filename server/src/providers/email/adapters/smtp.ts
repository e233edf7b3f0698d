import nodemailer from 'nodemailer';
import type { EmailTransport } from '../email.port';
import { EmailDeliveryError } from '../email.errors';

interface NodemailerError extends Error {
  code?: string;
  responseCode?: number;
}

/**
 * Sends through any SMTP server with nodemailer. `url` is SMTP_URL, e.g.
 * `smtps://user:pass@smtp.example.com:465` or `smtp://localhost:1025` (STARTTLS when offered).
 */
export function createSmtpEmailTransport({
  url,
  timeoutsMs = { connect: 10_000, socket: 30_000 },
}: {
  url: string;
  timeoutsMs?: { connect: number; socket: number };
}): EmailTransport {
  const smtpUrl = new URL(url);
  const transporter = nodemailer.createTransport({
    host: smtpUrl.hostname,
    port: smtpUrl.port ? Number(smtpUrl.port) : undefined,
    secure: smtpUrl.protocol === 'smtps:',
    auth: smtpUrl.username
      ? { user: decodeURIComponent(smtpUrl.username), pass: decodeURIComponent(smtpUrl.password) }
      : undefined,
    // A hung server must fail the job (and let it retry), not hold a worker slot forever.
    connectionTimeout: timeoutsMs.connect,
    greetingTimeout: timeoutsMs.connect,
    socketTimeout: timeoutsMs.socket,
  });

  return {
    name: 'smtp',
    async deliver(message) {
      try {
        const info = await transporter.sendMail({
          from: message.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          messageId: message.messageId,
        });
        return { providerMessageId: info.messageId };
      } catch (error) {
        throw toDeliveryError(error as NodemailerError);
      }
    },
    async close() {
      transporter.close();
    },
  };
}

/**
 * SMTP 5xx replies are final for this message (unknown mailbox, rejected content); 4xx replies and
 * network failures are temporary. Bad credentials (EAUTH) count as temporary: an operator fixes the
 * config and the remaining retries go through.
 */
function toDeliveryError(error: NodemailerError): EmailDeliveryError {
  const responseCode = typeof error.responseCode === 'number' ? error.responseCode : undefined;
  const isPermanent = responseCode !== undefined && responseCode >= 500 && error.code !== 'EAUTH';
  return new EmailDeliveryError({
    message: `SMTP delivery failed${responseCode ? ` (${responseCode})` : ''}: ${error.message}`,
    isPermanent,
    responseCode,
    cause: error,
  });
}
