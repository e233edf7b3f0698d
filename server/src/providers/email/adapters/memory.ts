import type { EmailTransport, TransportMessage } from '../email.port';

/** Keeps delivered messages in an array: for tests that need to read what was sent. */
export function createMemoryEmailTransport(): EmailTransport & { readonly delivered: TransportMessage[] } {
  const delivered: TransportMessage[] = [];
  return {
    name: 'memory',
    delivered,
    async deliver(message) {
      delivered.push({ ...message });
      return { providerMessageId: message.messageId };
    },
    async close() {},
  };
}
