import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresServer, type PostgresServer } from '../../../../test/postgres-server';
import { collect, runEventBusContractTests, settle } from '../events.contract';
import { EventBusUnavailableError } from '../events.errors';
import type { EventBus } from '../events.port';
import { createPostgresEventBus } from './postgres';

// Needs a real PostgreSQL: TEST_DATABASE_URL (TEST_DB=postgres provides it), else a throwaway server from
// the Debian binaries. Without either this file fails, on purpose: a silent pass would hide that the
// cross-process fan-out was never checked.
const logger = pino({ level: 'silent' });
let server: PostgresServer | undefined;
let connectionString: string;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    connectionString = process.env.TEST_DATABASE_URL;
  } else {
    server = await startPostgresServer();
    connectionString = server.url;
  }
});
afterAll(async () => {
  await server?.stop();
});

// A channel per file run, so parallel runs on one TEST_DATABASE_URL never see each other's events.
const channel = `roomcraft_events_test_${randomBytes(4).toString('hex')}`;
const makeBus = (options: Partial<Parameters<typeof createPostgresEventBus>[0]> = {}) =>
  createPostgresEventBus({ connectionString, logger, channel, ...options });

describe('postgres event bus', () => {
  runEventBusContractTests('postgres', () => makeBus());

  describe('between processes', () => {
    const buses: EventBus[] = [];
    const open = async (options: Partial<Parameters<typeof createPostgresEventBus>[0]> = {}) => {
      const bus = await makeBus(options);
      buses.push(bus);
      return bus;
    };
    afterEach(async () => {
      await Promise.all(buses.splice(0).map((bus) => bus.close()));
    });

    it('fans an event out to the other process once, and to its own subscribers once', async () => {
      const [web1, web2] = [await open(), await open()];
      const local = collect(web1);
      const remote = collect(web2);
      await web1.publish({ topics: ['credits'], userId: 'user-1' });
      await web2.publish({ topics: ['announcements'] });
      await waitUntil(() => remote.events.length === 2 && local.events.length === 2);
      await settle();
      await settle();
      // Events from two publishers have no order between them; each must arrive exactly once.
      const expected = [{ topics: ['credits'], userId: 'user-1' }, { topics: ['announcements'] }];
      expect(remote.events).toHaveLength(2);
      expect(remote.events).toEqual(expect.arrayContaining(expected));
      expect(local.events).toHaveLength(2);
      expect(local.events).toEqual(expect.arrayContaining(expected));
    });

    it('splits an event with many topics under the NOTIFY size limit and delivers every topic', async () => {
      const [web1, web2] = [await open(), await open()];
      const remote = collect(web2);
      const topics = Array.from(
        { length: 120 },
        (_, index) => `ideation:${String(index).padStart(150, 'x')}`,
      );
      await web1.publish({ topics, userId: 'user-1' });
      await waitUntil(() => remote.events.flatMap((event) => event.topics).length === topics.length);
      expect(remote.events.length).toBeGreaterThan(1);
      expect(remote.events.flatMap((event) => event.topics)).toEqual(topics);
      expect(remote.events.every((event) => event.userId === 'user-1')).toBe(true);
    });

    it('ignores notifications on the channel that it did not write', async () => {
      const web = await open();
      const received = collect(web);
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        await client.query('SELECT pg_notify($1, $2)', [channel, 'not json']);
        await client.query('SELECT pg_notify($1, $2)', [
          channel,
          JSON.stringify({ o: 'x', t: ['Bad Topic'] }),
        ]);
        await client.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ o: 'x', t: ['credits'] })]);
      } finally {
        await client.end();
      }
      await waitUntil(() => received.events.length > 0);
      await settle();
      expect(received.events).toEqual([{ topics: ['credits'] }]);
    });

    it('reconnects with back-off after its listening connection is killed, and receives again', async () => {
      const web1 = (await open({ reconnectDelayMs: { initial: 50, max: 500 } })) as Awaited<
        ReturnType<typeof createPostgresEventBus>
      >;
      const web2 = await open();
      const received = collect(web1);
      const killedPid = web1.listenerBackendPid();
      expect(killedPid).toBeTypeOf('number');

      const admin = new pg.Client({ connectionString });
      await admin.connect();
      try {
        await admin.query('SELECT pg_terminate_backend($1)', [killedPid]);
      } finally {
        await admin.end();
      }
      await waitUntil(() => {
        const pid = web1.listenerBackendPid();
        return pid !== undefined && pid !== killedPid;
      });
      await web2.publish({ topics: ['credits'] });
      await waitUntil(() => received.events.length === 1);
      expect(received.events).toEqual([{ topics: ['credits'] }]);
    });

    it('fails to start with our error when PostgreSQL cannot be reached', async () => {
      const unreachable = new URL(connectionString);
      unreachable.port = '1';
      await expect(
        createPostgresEventBus({ connectionString: unreachable.toString(), logger, channel }),
      ).rejects.toBeInstanceOf(EventBusUnavailableError);
    });
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
