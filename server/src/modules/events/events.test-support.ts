import { get, type IncomingMessage } from 'node:http';

/** One parsed server-sent-events message, or a comment line. */
export interface SseMessage {
  event?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

/**
 * A small EventSource stand-in for tests (Node 20 has none): opens `url` on its own connection (no
 * keep-alive pool, like a browser tab's stream) and parses the stream as the browser would, so tests see
 * exactly what a tab sees. `close()` drops the connection, as closing the tab does.
 */
export async function openSseReader({
  url,
  headers = {},
}: {
  url: string;
  headers?: Record<string, string>;
}) {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = get(url, { agent: false, headers: { accept: 'text/event-stream', ...headers } }, resolve);
    request.on('error', reject);
  });
  const messages: SseMessage[] = [];
  const waiters = new Set<() => void>();
  let isEnded = false;
  let buffer = '';

  const wakeAll = () => {
    for (const wake of [...waiters]) wake();
  };
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let boundary = buffer.indexOf('\n\n');
    while (boundary !== -1) {
      messages.push(parseBlock(buffer.slice(0, boundary)));
      buffer = buffer.slice(boundary + 2);
      boundary = buffer.indexOf('\n\n');
    }
    wakeAll();
  });
  response.on('close', () => {
    isEnded = true;
    wakeAll();
  });
  // A dropped connection just ends the stream for the reader.
  response.on('error', () => {});

  return {
    messages,
    isEnded: () => isEnded,
    /** Resolves with the first message (from the start of the stream) after `after` matching `matches`. */
    async waitFor(matches: (message: SseMessage) => boolean, { timeoutMs = 3_000, after = 0 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.slice(after).find(matches);
        if (found) return found;
        if (isEnded) throw new Error('The event stream ended first');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No matching event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    /** Resolves once the server has ended the stream. */
    async waitForEnd({ timeoutMs = 3_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (!isEnded) {
        if (Date.now() > deadline) throw new Error('The event stream did not end');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    /** Status and headers, as `fetch` would expose them. */
    status: response.statusCode ?? 0,
    header: (name: string) => {
      const value = response.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(', ') : (value ?? null);
    },
    /** Reads the rest of a non-stream response (an error body). */
    async text() {
      await new Promise((resolve) => (isEnded ? resolve(undefined) : response.once('close', resolve)));
      return buffer;
    },
    close: () => response.destroy(),
  };
}
export type SseReader = Awaited<ReturnType<typeof openSseReader>>;

function parseBlock(block: string): SseMessage {
  const message: SseMessage = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) message.comment = line.slice(1).trim();
    else if (line.startsWith('event:')) message.event = line.slice(6).trim();
    else if (line.startsWith('data:'))
      message.data = (message.data ? `${message.data}\n` : '') + line.slice(5).trim();
    else if (line.startsWith('retry:')) message.retry = Number(line.slice(6).trim());
  }
  return message;
}

/** For other modules' tests: collects what a bus delivers. */
export { collect } from './events.contract';
