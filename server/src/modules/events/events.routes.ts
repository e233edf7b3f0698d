import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { eventRoutes, sseEventNames } from '@roomcraft/contracts/events';
import { createUnauthorizedError } from '../../kernel/errors';
import { apiRoute, type RoutePlugin } from '../../kernel/routes';
import { getViewer } from '../accounts';
import type { EventBus, LiveEvent } from './events.port';
import { formatSseEvent, formatSseRetry, sseHeartbeat } from './events.models';

/** The Fastify instance route plugins receive (zod type provider). */
type RouteApp = Parameters<RoutePlugin>[0];

/** Who is watching: a signed-in user, or nobody known (null). */
export type Viewer = { userId: string } | null;
export type ResolveViewer = (request: FastifyRequest) => Promise<Viewer>;

/** Handle on the open streams, for shutdown and for tests. */
export interface EventStreams {
  /** Ends every open stream (EventSource then reconnects to another process, or after restart). */
  closeAllStreams(): void;
  openStreamCount(): number;
}

// A tab that stops reading (sleeping laptop behind a proxy that still ACKs) would buffer events forever.
const maxBufferedBytes = 256 * 1024;

/**
 * `GET /api/events`: one server-sent-events stream per tab. Sends `ready` with a fresh tab id at once,
 * then every `invalidate` event the viewer may see, and a heartbeat comment every `heartbeatMs`.
 * Streams are ended when the app closes (a `preClose` hook), so shutdown does not wait for tabs.
 */
export function registerEventsRoutes(
  app: RouteApp,
  {
    bus,
    resolveViewer,
    heartbeatMs,
    retryMs = 2_000,
    requireSignedIn = false,
  }: {
    bus: EventBus;
    resolveViewer: ResolveViewer;
    heartbeatMs: number;
    /** Reconnect delay hint for EventSource (the client polls while disconnected). */
    retryMs?: number;
    /**
     * Signed-in only. False until accounts exist (the resolver returns null for everyone meanwhile); the
     * accounts issue passes true, and anonymous requests then get 401 `auth.unauthorized` below.
     */
    requireSignedIn?: boolean;
  },
): EventStreams {
  const closers = new Set<() => void>();

  app.route({
    ...apiRoute(eventRoutes.stream),
    handler: async (request, reply) => {
      const viewer = await resolveViewer(request);
      // The "signed-in only" rule of architecture.md ("one SSE stream per signed-in tab") is enforced here.
      if (requireSignedIn && !viewer) throw createUnauthorizedError();

      const stream = new PassThrough();
      let isClosed = false;
      const write = (chunk: string): void => {
        if (stream.destroyed || stream.writableEnded) return;
        if (stream.writableLength > maxBufferedBytes) {
          request.log.warn('live event stream not draining; closing it');
          close();
          return;
        }
        stream.write(chunk);
      };

      const unsubscribe = bus.subscribe((event) => {
        if (!isVisibleTo({ event, viewer })) return;
        write(formatSseEvent({ event: sseEventNames.invalidate, data: { topics: event.topics } }));
      });
      const heartbeat = setInterval(() => write(sseHeartbeat), heartbeatMs);

      function close(): void {
        if (isClosed) return;
        isClosed = true;
        clearInterval(heartbeat);
        unsubscribe();
        closers.delete(close);
        stream.end();
      }
      closers.add(close);
      // Either side may go first: the client disconnects (response closes, Fastify destroys the stream),
      // or we end the stream at shutdown.
      reply.raw.once('close', close);
      stream.once('close', close);

      write(formatSseRetry(retryMs));
      write(formatSseEvent({ event: sseEventNames.ready, data: { tabId: randomUUID() } }));

      return reply
        .headers({
          'content-type': 'text/event-stream; charset=utf-8',
          // no-transform: compression proxies would otherwise buffer the stream.
          'cache-control': 'no-cache, no-transform',
          // nginx buffers responses by default; this turns it off for this one.
          'x-accel-buffering': 'no',
        })
        .send(stream);
    },
  });

  const closeAllStreams = (): void => {
    for (const close of [...closers]) close();
  };
  app.addHook('preClose', async () => closeAllStreams());

  return { closeAllStreams, openStreamCount: () => closers.size };
}

/** User-scoped events reach only that user's tabs; events without a user reach every tab. */
export function isVisibleTo({ event, viewer }: { event: LiveEvent; viewer: Viewer }): boolean {
  return event.userId === undefined || event.userId === viewer?.userId;
}

/**
 * The route module for `app/routes.ts`: signed-in tabs only (401 otherwise); each tab gets broadcast
 * topics and its own user's. The session comes from the accounts module (registered before this one).
 */
export const eventsRoutes: RoutePlugin = async (app, { deps }) => {
  const streams = registerEventsRoutes(app, {
    bus: deps.events,
    resolveViewer: async (request) => {
      const viewer = await getViewer(request);
      return viewer?.emailVerified ? { userId: viewer.userId } : null;
    },
    heartbeatMs: deps.config.eventsHeartbeatMs,
    requireSignedIn: true,
  });
  deps.lifecycle.onShutdown({
    name: 'live-update streams',
    phase: 'streams',
    close: streams.closeAllStreams,
  });
};
