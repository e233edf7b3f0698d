import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EmailTransport, TransportMessage } from './email.port';

/** What the suite reads back: the message as the receiving side saw it. */
export interface DeliveredMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | undefined;
  messageId: string | undefined;
}

export interface EmailTransportContractSetup {
  transport: EmailTransport;
  /** Everything delivered so far, decoded by the receiving side. */
  received(): DeliveredMail[];
  cleanup?: () => Promise<void>;
}

/**
 * The behaviour every email transport that really delivers must have (smtp, memory). The `log`
 * transport delivers nowhere and has its own test.
 */
export function runEmailTransportContractTests(
  name: string,
  makeTransport: () => Promise<EmailTransportContractSetup> | EmailTransportContractSetup,
): void {
  describe(`email transport contract: ${name}`, () => {
    let setup: EmailTransportContractSetup;
    beforeEach(async () => {
      setup = await makeTransport();
    });
    afterEach(async () => {
      await setup.transport.close();
      await setup.cleanup?.();
    });

    const message: TransportMessage = {
      from: 'Roomcraft <no-reply@roomcraft.test>',
      to: 'ana@example.com',
      subject: 'Your Roomcraft code: 482913 – welcome ✓',
      text: 'Hello Ana,\n\nyour verification code is 482913.\nIt expires in 10 minutes.',
      messageId: '<0b7e0c52-1f5e-4a8e-9d0c-3f1b2a6c9e11@roomcraft.test>',
    };

    it('delivers recipient, sender, subject and text body intact', async () => {
      await setup.transport.deliver(message);
      const [mail] = setup.received();
      expect(setup.received()).toHaveLength(1);
      expect(mail?.to).toContain('ana@example.com');
      expect(mail?.from).toContain('no-reply@roomcraft.test');
      expect(mail?.subject).toBe(message.subject);
      expect(mail?.text).toBe(message.text);
      expect(mail?.html).toBeUndefined();
      expect(mail?.messageId).toBe(message.messageId);
    });

    it('delivers the HTML version alongside the text', async () => {
      const html = '<p>Hello Ana,</p><p>your code is <strong>482913</strong>.</p>';
      await setup.transport.deliver({ ...message, html });
      const [mail] = setup.received();
      expect(mail?.html).toContain('<strong>482913</strong>');
      expect(mail?.text).toBe(message.text);
    });
  });
}
