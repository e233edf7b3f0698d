import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer: HTTP status, JSON body and headers. */
export interface FakeReply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Wait this long before answering (timeouts, concurrency). */
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  raw: Buffer;
  json?: unknown;
  form?: FormData;
}

/**
 * A local HTTP server that stands in for a provider at the network edge. Each route answers from a queue
 * of scripted replies (for 429 / 500 / refusal scenarios) and then from its default handler; every request
 * is recorded so tests can check what the SDK really sent.
 */
export async function startFakeServer(
  routes: Record<string, (request: RecordedRequest) => Promise<FakeReply> | FakeReply>,
) {
  const queues = new Map<string, FakeReply[]>();
  const requests: RecordedRequest[] = [];
  const inFlight = { now: 0, max: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const raw = Buffer.concat(chunks);
        const path = (req.url ?? '/').split('?')[0]!;
        const record: RecordedRequest = { method: req.method ?? 'GET', path, headers: req.headers, raw };
        const type = req.headers['content-type'] ?? '';
        if (type.includes('application/json')) record.json = JSON.parse(raw.toString('utf8'));
        if (type.includes('multipart/form-data')) {
          record.form = await new Request('http://fake', {
            method: 'POST',
            headers: { 'content-type': type },
            body: raw,
          }).formData();
        }
        requests.push(record);
        inFlight.now++;
        inFlight.max = Math.max(inFlight.max, inFlight.now);
        const route = Object.keys(routes).find((pattern) => new RegExp(pattern).test(path));
        const queued = route ? queues.get(route)?.shift() : undefined;
        const reply =
          queued ??
          (route ? await routes[route]!(record) : { status: 404, body: { error: { message: 'not found' } } });
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        inFlight.now--;
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
        res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
      })().catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: String(error) } }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    inFlight,
    /** Queues replies for the route matching `pattern` (a key of `routes`). */
    enqueue(pattern: string, ...replies: FakeReply[]) {
      queues.set(pattern, [...(queues.get(pattern) ?? []), ...replies]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
