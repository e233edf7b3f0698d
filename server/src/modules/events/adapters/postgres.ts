import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { BaseLogger } from 'pino';
import type { EventBus } from '../events.port';
import { EventBusUnavailableError } from '../events.errors';
import { decodeNotification, encodeNotifications } from '../events.models';
import { createListenerSet } from './listener-set';

const channelPattern = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Fans events out between processes with PostgreSQL LISTEN/NOTIFY.
 *
 * One dedicated connection LISTENs (a pooled one would be handed to someone else and lose the
 * subscription); publishing goes through a small pool, so it still works while the listener reconnects.
 * Every event is delivered to this process's listeners directly when published, and the copy that comes
 * back through the channel carries our origin id and is dropped: exactly once locally, even with the
 * listener down.
 */
export async function createPostgresEventBus({
  connectionString,
  logger,
  channel = 'roomcraft_events',
  reconnectDelayMs = { initial: 100, max: 5_000 },
}: {
  connectionString: string;
  logger: BaseLogger;
  channel?: string;
  reconnectDelayMs?: { initial: number; max: number };
}): Promise<EventBus & { listenerBackendPid(): number | undefined }> {
  if (!channelPattern.test(channel)) throw new Error(`Invalid LISTEN channel name: ${channel}`);
  const originId = randomUUID();
  const listeners = createListenerSet({ logger });
  const pool = new pg.Pool({ connectionString, max: 2, idleTimeoutMillis: 10_000 });
  // An idle pooled client that dies emits here; without a handler the process would crash.
  pool.on('error', (error) => logger.warn({ err: error }, 'event bus publish connection lost'));

  let listenClient: pg.Client | undefined;
  let isClosed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let failedAttempts = 0;

  const onNotification = (message: pg.Notification): void => {
    if (message.channel !== channel || !message.payload) return;
    const notification = decodeNotification(message.payload);
    if (!notification) {
      logger.warn({ channel }, 'ignored a malformed live event notification');
      return;
    }
    if (notification.originId === originId) return;
    listeners.deliver(notification.event);
  };

  const connectListener = async (): Promise<void> => {
    const client = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 5_000 });
    client.on('notification', onNotification);
    let hasDropped = false;
    const onDrop = (error?: Error): void => {
      if (hasDropped) return;
      hasDropped = true;
      if (listenClient === client) listenClient = undefined;
      client.removeAllListeners('notification');
      // Ends the socket if it is still half open; the error is already being handled.
      client.end().catch(() => {});
      if (!isClosed) {
        logger.warn({ err: error }, 'live event listener connection lost; reconnecting');
        scheduleReconnect();
      }
    };
    client.on('error', onDrop);
    client.on('end', () => onDrop());
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      hasDropped = true;
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
      throw error;
    }
    if (isClosed) {
      await client.end().catch(() => {});
      return;
    }
    listenClient = client;
    failedAttempts = 0;
  };

  const scheduleReconnect = (): void => {
    if (isClosed || reconnectTimer) return;
    failedAttempts += 1;
    const backoff = Math.min(reconnectDelayMs.max, reconnectDelayMs.initial * 2 ** (failedAttempts - 1));
    // Jitter, so many web processes that lost the database together do not reconnect in lockstep.
    const delay = Math.round(backoff * (0.8 + Math.random() * 0.4));
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connectListener().then(
        () => logger.info({ channel }, 'live event listener reconnected'),
        (error: unknown) => {
          logger.warn({ err: error, attempt: failedAttempts }, 'live event listener reconnect failed');
          scheduleReconnect();
        },
      );
    }, delay);
  };

  try {
    await connectListener();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new EventBusUnavailableError('Could not LISTEN for live events', { cause: error });
  }

  return {
    async publish(event) {
      if (isClosed) throw new Error('The event bus is closed');
      listeners.deliver(event);
      try {
        for (const payload of encodeNotifications({ originId, event })) {
          await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
        }
      } catch (error) {
        throw new EventBusUnavailableError('Could not send the live event to other processes', {
          cause: error,
        });
      }
    },
    subscribe: (listener) => listeners.add(listener),
    subscriberCount: () => listeners.count(),
    listenerBackendPid: () => (listenClient as (pg.Client & { processID?: number }) | undefined)?.processID,
    async close() {
      if (isClosed) return;
      isClosed = true;
      clearTimeout(reconnectTimer);
      listeners.clear();
      const client = listenClient;
      listenClient = undefined;
      await Promise.all([client?.end().catch(() => {}), pool.end().catch(() => {})]);
    },
  };
}
