/** A mail as the app composes it. `text` is required: every mail must read well without HTML. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * What use cases call to send a mail. It returns once the mail is safely recorded (the outbox row);
 * delivery happens in the `email.deliver` job, with retries, so a slow or failing mail server never
 * slows down or breaks the request that sent the mail.
 */
export interface EmailPort {
  send(mail: OutgoingMail): Promise<{ outboxId: string }>;
}

/** One message handed to the mail system. */
export interface TransportMessage extends OutgoingMail {
  /** Sender, `Name <address>` (MAIL_FROM). */
  from: string;
  /** Stable Message-ID (`<outboxId@host>`), so a receiver can spot a duplicate after a retry. */
  messageId: string;
}

/**
 * How a mail leaves the building: `log` (default, one log line), `smtp` (nodemailer, when SMTP_URL is
 * set) or `memory` (tests).
 *
 * `deliver` throws `EmailDeliveryError`; its `isPermanent` says whether trying again could help (a
 * rejected recipient cannot, an unreachable server can).
 */
export interface EmailTransport {
  readonly name: string;
  deliver(message: TransportMessage): Promise<{ providerMessageId?: string }>;
  close(): Promise<void>;
}
