import { afterEach, describe, expect, it } from 'vitest';
import { runEmailTransportContractTests } from '../email.contract';
import { EmailDeliveryError } from '../email.errors';
import type { TransportMessage } from '../email.port';
import { startTestSmtpServer, type TestSmtpServer } from '../smtp-test-server';
import { createSmtpEmailTransport } from './smtp';

runEmailTransportContractTests('smtp', async () => {
  const server = await startTestSmtpServer();
  return {
    transport: createSmtpEmailTransport({ url: server.url }),
    received: () => server.received,
    cleanup: server.close,
  };
});

describe('smtp transport', () => {
  const message: TransportMessage = {
    from: 'Roomcraft <no-reply@roomcraft.test>',
    to: 'ana@example.com',
    subject: 'Welcome to Roomcraft',
    text: 'Your account is ready.',
    messageId: '<smtp-test@roomcraft.test>',
  };
  let server: TestSmtpServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('signs in with the credentials in SMTP_URL', async () => {
    server = await startTestSmtpServer({ credentials: { user: 'mailer', pass: 'p@ss word:1' } });
    const transport = createSmtpEmailTransport({ url: server.url });
    await transport.deliver(message);
    expect(server.received.map((mail) => mail.envelopeTo)).toEqual([['ana@example.com']]);
    await transport.close();
  });

  it('reports wrong credentials as a temporary failure (an operator can fix the config)', async () => {
    server = await startTestSmtpServer({ credentials: { user: 'mailer', pass: 'right' } });
    const transport = createSmtpEmailTransport({ url: server.url.replace('right', 'wrong') });
    const error = await transport.deliver(message).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EmailDeliveryError);
    expect((error as EmailDeliveryError).isPermanent).toBe(false);
    expect(server.received).toHaveLength(0);
  });

  it('turns a temporary rejection (4xx) into a retryable delivery error', async () => {
    server = await startTestSmtpServer();
    server.rejectRecipients({ code: 451, message: 'Mailbox busy, try again later' });
    const transport = createSmtpEmailTransport({ url: server.url });
    const error = await transport.deliver(message).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EmailDeliveryError);
    expect(error).toMatchObject({ isPermanent: false, responseCode: 451 });
    expect(server.received).toHaveLength(0);
  });

  it('turns a final rejection (5xx) into a permanent delivery error', async () => {
    server = await startTestSmtpServer();
    server.rejectRecipients({ code: 550, message: 'No such user here' });
    const transport = createSmtpEmailTransport({ url: server.url });
    const error = await transport.deliver(message).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'EmailDeliveryError', isPermanent: true, responseCode: 550 });
  });

  it('reports an unreachable server as a retryable delivery error', async () => {
    server = await startTestSmtpServer();
    const { url } = server;
    await server.close();
    server = undefined;
    const transport = createSmtpEmailTransport({ url, timeoutsMs: { connect: 2_000, socket: 2_000 } });
    const error = await transport.deliver(message).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EmailDeliveryError);
    expect((error as EmailDeliveryError).isPermanent).toBe(false);
  });
});
