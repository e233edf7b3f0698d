import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogEmailTransport } from './log';

describe('log email transport', () => {
  it('writes one structured line with recipient and subject, and keeps the body out of the log', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        callback();
      },
    });
    const transport = createLogEmailTransport({ logger: pino(sink) });
    await transport.deliver({
      from: 'Roomcraft <no-reply@roomcraft.test>',
      to: 'ana@example.com',
      subject: 'Your code',
      text: 'Secret code 482913',
      messageId: '<log-test@roomcraft.test>',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ to: 'ana@example.com', subject: 'Your code' });
    expect(JSON.stringify(lines[0])).not.toContain('482913');
  });
});
