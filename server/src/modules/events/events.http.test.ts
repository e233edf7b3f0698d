import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { isAppError } from '../../app/errors';
import { createInProcessEventBus } from './adapters/in-process';
import type { EventBus } from './events.port';
import { registerEventsRoutes, type EventStreams } from './events.routes';
import { openSseReader, type SseMessage, type SseReader } from './sse-reader';

const isReady = (message: SseMessage) => message.event === 'ready';
const isInvalidate = (message: SseMessage) => message.event === 'invalidate';
const topicsOf = (message: SseMessage) => (JSON.parse(message.data ?? '{}') as { topics: string[] }).topics;

describe('GET /api/events (server-sent events)', () => {
  let app: FastifyInstance;
  let bus: EventBus;
  let streams: EventStreams;
  let baseUrl: string;
  const readers: SseReader[] = [];

  // Viewers come from a test header here; the real resolver reads the session cookie.
  const start = async ({ heartbeatMs = 60_000, requireSignedIn = false } = {}) => {
    bus = createInProcessEventBus({ logger: pino({ level: 'silent' }) });
    app = Fastify();
    app.setErrorHandler((error, _request, reply) => {
      if (!isAppError(error)) throw error;
      return reply.code(error.status).send({ error: { code: error.code, message: error.message } });
    });
    streams = registerEventsRoutes(app, {
      bus,
      heartbeatMs,
      requireSignedIn,
      resolveViewer: async (request) => {
        const userId = request.headers['x-test-user'];
        return typeof userId === 'string' ? { userId } : null;
      },
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = address;
  };
  const open = async (userId?: string) => {
    const reader = await openSseReader({
      url: `${baseUrl}/api/events`,
      headers: userId ? { 'x-test-user': userId } : {},
    });
    readers.push(reader);
    await reader.waitFor(isReady);
    return reader;
  };

  afterEach(async () => {
    for (const reader of readers.splice(0)) reader.close();
    await app.close();
    await bus.close();
  });

  it('opens an uncached, unbuffered event stream that announces a fresh tab id and a retry hint', async () => {
    await start();
    const first = await open();
    const second = await open();
    expect(first.header('content-type')).toMatch(/^text\/event-stream/);
    expect(first.header('cache-control')).toBe('no-cache, no-transform');
    expect(first.header('x-accel-buffering')).toBe('no');
    expect(first.messages[0]?.retry).toBeGreaterThan(0);
    const tabIdOf = async (reader: SseReader) =>
      (JSON.parse((await reader.waitFor(isReady)).data ?? '{}') as { tabId: string }).tabId;
    const [firstTab, secondTab] = [await tabIdOf(first), await tabIdOf(second)];
    expect(firstTab).toMatch(/^[0-9a-f-]{36}$/);
    expect(secondTab).not.toBe(firstTab);
  });

  it('forwards a published invalidation with its topics to an open tab', async () => {
    await start();
    const tab = await open();
    await bus.publish({ topics: ['credits', 'ideation:abc123'] });
    const message = await tab.waitFor(isInvalidate);
    expect(topicsOf(message)).toEqual(['credits', 'ideation:abc123']);
  });

  it('sends heartbeat comments at the configured interval', async () => {
    await start({ heartbeatMs: 40 });
    const tab = await open();
    const startedAt = Date.now();
    await tab.waitFor((message) => message.comment === 'heartbeat');
    const firstIndex = tab.messages.findIndex((message) => message.comment === 'heartbeat');
    await tab.waitFor((message) => message.comment === 'heartbeat', { after: firstIndex + 1 });
    expect(Date.now() - startedAt).toBeLessThan(1_500);
  });

  it("delivers a user's event only to that user's tabs, and broadcasts to everyone", async () => {
    await start();
    const alice = await open('alice');
    const aliceSecondTab = await open('alice');
    const bob = await open('bob');
    const anonymous = await open();
    await bus.publish({ topics: ['credits'], userId: 'alice' });
    await bus.publish({ topics: ['announcements'] });
    for (const tab of [alice, aliceSecondTab]) {
      await tab.waitFor((message) => isInvalidate(message) && topicsOf(message).includes('announcements'));
      expect(tab.messages.filter(isInvalidate).map(topicsOf)).toEqual([['credits'], ['announcements']]);
    }
    for (const tab of [bob, anonymous]) {
      // Events arrive in order, so once the broadcast is here, alice's event would have been too.
      await tab.waitFor(isInvalidate);
      expect(tab.messages.filter(isInvalidate).map(topicsOf)).toEqual([['announcements']]);
    }
  });

  it('releases the subscription and timers when the tab disconnects', async () => {
    await start({ heartbeatMs: 20 });
    const first = await open();
    await open();
    expect(streams.openStreamCount()).toBe(2);
    expect(bus.subscriberCount()).toBe(2);
    for (const reader of readers) reader.close();
    await waitUntil(() => bus.subscriberCount() === 0 && streams.openStreamCount() === 0);
    expect(first.isEnded()).toBe(true);
  });

  it('ends every open stream when the server shuts down, so closing is prompt', async () => {
    await start();
    const tabs = [await open(), await open('alice')];
    const startedAt = Date.now();
    await app.close();
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    for (const tab of tabs) await tab.waitForEnd();
    expect(bus.subscriberCount()).toBe(0);
  });

  it('turns away visitors with 401 once streams are for signed-in users only', async () => {
    await start({ requireSignedIn: true });
    const visitor = await openSseReader({ url: `${baseUrl}/api/events` });
    expect(visitor.status).toBe(401);
    expect(JSON.parse(await visitor.text())).toMatchObject({ error: { code: 'auth.unauthorized' } });
    const signedIn = await open('alice');
    expect(signedIn.status).toBe(200);
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
