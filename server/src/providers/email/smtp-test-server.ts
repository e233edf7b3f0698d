import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as a real mail server received it, decoded from its MIME source. */
export interface ReceivedMail {
  envelopeTo: string[];
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | undefined;
  messageId: string | undefined;
}

/**
 * An SMTP server on a loopback port for tests: the network edge our SMTP adapter talks to for real.
 * It can be told to reject recipients with a given reply code, and to require credentials.
 */
export async function startTestSmtpServer({
  credentials,
}: { credentials?: { user: string; pass: string } } = {}) {
  const received: ReceivedMail[] = [];
  let rejection: { code: number; message: string } | undefined;

  const server = new SMTPServer({
    // Plain text on loopback: no certificates to make, and nodemailer then skips STARTTLS.
    disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !credentials,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials?.user && auth.password === credentials?.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      }
    },
    onRcptTo(_address, _session, callback) {
      if (!rejection) return callback();
      callback(Object.assign(new Error(rejection.message), { responseCode: rejection.code }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            envelopeTo: session.envelope.rcptTo.map((address) => address.address),
            from: parsed.from?.text ?? '',
            to: addressText(parsed.to),
            subject: parsed.subject ?? '',
            text: (parsed.text ?? '').trimEnd(),
            html: typeof parsed.html === 'string' ? parsed.html : undefined,
            messageId: parsed.messageId,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const auth = credentials
    ? `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}@`
    : '';

  return {
    url: `smtp://${auth}127.0.0.1:${port}`,
    port,
    received,
    /** From now on, answer RCPT TO with this SMTP reply (e.g. 451 try later, 550 no such user). */
    rejectRecipients(reply: { code: number; message: string } | undefined) {
      rejection = reply;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>;

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((address) => address.text).join(', ');
}
