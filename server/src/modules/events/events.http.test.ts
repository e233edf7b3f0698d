import { eventRoutes } from '@roomcraft/contracts/events';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createInProcessEventBus } from './adapters/in-process';
import type { EventBus } from './events.port';
import { registerEventsRoutes, type EventStreams, type ResolveViewer } from './events.routes';
import { openSseReader, type SseMessage, type SseReader } from './events.test-support';

const isReady = (message: SseMessage) => message.event === 'ready';
const isInvalidate = (message: SseMessage) => message.event === 'invalidate';
const isHeartbeat = (message: SseMessage) => message.comment === 'heartbeat';
const topicsOf = (message: SseMessage) => (JSON.parse(message.data ?? '{}') as { topics: string[] }).topics;

// Viewers come from a test header here; the real resolver reads the session.
const viewerFromTestHeader: ResolveViewer = async (request) => {
  const userId = request.headers['x-test-user'];
  return typeof userId === 'string' ? { userId } : null;
};

/** The real app with the events routes, listening on a loopback port (SSE needs a real socket). */
async function startEventsApp({ heartbeatMs = 60_000, requireSignedIn = false } = {}) {
  const bus = createInProcessEventBus({ logger: pino({ level: 'silent' }) });
  let streams: EventStreams | undefined;
  const testApp = await createTestApp({
    startQueue: false,
    routes: [
      {
        name: 'events',
        plugin: async (app) => {
          streams = registerEventsRoutes(app, {
            bus,
            heartbeatMs,
            requireSignedIn,
            resolveViewer: viewerFromTestHeader,
          });
        },
      },
    ],
  });
  const baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  if (!streams) throw new Error('events routes were not registered');
  const readers: SseReader[] = [];
  const open = async (userId?: string) => {
    const reader = await openSseReader({
      url: `${baseUrl}${eventRoutes.stream.path}`,
      headers: userId ? { 'x-test-user': userId } : {},
    });
    readers.push(reader);
    await reader.waitFor(isReady);
    return reader;
  };
  return { bus, streams, testApp, baseUrl, readers, open };
}
type EventsApp = Awaited<ReturnType<typeof startEventsApp>>;

describe('GET /api/events (server-sent events)', () => {
  let events: EventsApp;
  let bus: EventBus;
  const open = (userId?: string) => events.open(userId);

  beforeAll(async () => {
    events = await startEventsApp({ heartbeatMs: 40 });
    bus = events.bus;
  });
  afterEach(async () => {
    for (const reader of events.readers.splice(0)) reader.close();
    await waitUntil(() => bus.subscriberCount() === 0);
  });
  afterAll(async () => {
    await events.testApp.close();
    await bus.close();
  });

  it('opens an uncached, unbuffered event stream that announces a fresh tab id and a retry hint', async () => {
    const first = await open();
    const second = await open();
    expect(first.status).toBe(200);
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
    const tab = await open();
    await bus.publish({ topics: ['credits', 'ideation:abc123'] });
    const message = await tab.waitFor(isInvalidate);
    expect(topicsOf(message)).toEqual(['credits', 'ideation:abc123']);
  });

  it('sends heartbeat comments at the configured interval', async () => {
    const tab = await open();
    const startedAt = Date.now();
    await tab.waitFor(isHeartbeat);
    await tab.waitFor(isHeartbeat, { after: tab.messages.findIndex(isHeartbeat) + 1 });
    // Two heartbeats 40 ms apart; the bound is loose because CI machines are shared and busy, yet far
    // below the 15 s production interval, so it still proves the configured interval is used.
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });

  it("delivers a user's event only to that user's tabs, and broadcasts to everyone", async () => {
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
    const first = await open();
    await open();
    expect(events.streams.openStreamCount()).toBe(2);
    expect(bus.subscriberCount()).toBe(2);
    for (const reader of events.readers) reader.close();
    await waitUntil(() => bus.subscriberCount() === 0 && events.streams.openStreamCount() === 0);
    expect(first.isEnded()).toBe(true);
  });
});

describe('GET /api/events at shutdown', () => {
  it('ends every open stream when the app shuts down, so closing is prompt', async () => {
    const events = await startEventsApp();
    const tabs = [await events.open(), await events.open('alice')];
    const startedAt = Date.now();
    await events.testApp.close();
    // Far below the SHUTDOWN_TIMEOUT_MS a hanging stream would cost; loose for busy CI machines.
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    for (const tab of tabs) await tab.waitForEnd();
    expect(events.bus.subscriberCount()).toBe(0);
    expect(events.streams.openStreamCount()).toBe(0);
    await events.bus.close();
  });

  it('lets the caller end every stream on its own (the lifecycle "streams" phase)', async () => {
    const events = await startEventsApp();
    const tab = await events.open();
    events.streams.closeAllStreams();
    await tab.waitForEnd();
    expect(events.bus.subscriberCount()).toBe(0);
    await events.testApp.close();
    await events.bus.close();
  });
});

describe('GET /api/events for signed-in users only', () => {
  it('turns away visitors with 401 and serves signed-in tabs', async () => {
    const events = await startEventsApp({ requireSignedIn: true });
    try {
      const visitor = await openSseReader({ url: `${events.baseUrl}${eventRoutes.stream.path}` });
      expect(visitor.status).toBe(401);
      expect(JSON.parse(await visitor.text())).toMatchObject({ error: { code: 'auth.unauthorized' } });
      const signedIn = await events.open('alice');
      expect(signedIn.status).toBe(200);
      signedIn.close();
    } finally {
      await events.testApp.close();
      await events.bus.close();
    }
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
