import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { appRouteObjects } from '@/app/router';
import { LiveClient, type EventSourceLike } from '@/features/live/live.client';
import type { Session } from '@/features/session/session.api';

/** A fake EventSource at the edge: tests open, fail and feed it events. */
export class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  emit(type: string, data: unknown = {}): void {
    const event = new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  fail(): void {
    this.onerror?.(new Event('error'));
  }

  static latest(): FakeEventSource {
    const latest = FakeEventSource.instances.at(-1);
    if (!latest) throw new Error('no EventSource was opened');
    return latest;
  }
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The API's error envelope `{ error: { code, message } }`, with optional headers (e.g. Retry-After). */
export function apiError(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
) {
  return new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** `GET /api/me` of a visitor who is not signed in. */
export const signedOutResponse = () => apiError(401, 'auth.unauthorized', 'Sign in first');

export const notFoundResponse = () =>
  json(404, { error: { code: 'request.not_found', message: 'Not found' } });

type Handler = (init?: RequestInit) => Response | Promise<Response>;

/** Stubs `fetch`: each API path answers with its handler, anything else with a 404 error envelope. */
export function stubApi(handlers: Record<string, Handler> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const handler = handlers[new URL(url, 'http://localhost').pathname];
    return handler ? handler(init) : notFoundResponse();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    user: {
      id: 'u1',
      email: 'ana@example.com',
      name: 'Ana Lima',
      firstName: 'Ana',
      lastName: 'Lima',
      username: 'ana',
    },
    profile: { displayName: 'Ana Lima', firstName: 'Ana' },
    isSuperAdmin: false,
    isReviewer: false,
    organizations: [],
    ...overrides,
  };
}

/** Renders the whole app (real route tree and providers) at `path`, with the API stubbed. */
export function renderApp(path: string, handlers: Record<string, Handler> = {}) {
  const fetchMock = stubApi(handlers);
  const queryClient = createQueryClient();
  FakeEventSource.instances = [];
  const liveClient = new LiveClient({ queryClient, createEventSource: (url) => new FakeEventSource(url) });
  const router = createMemoryRouter(appRouteObjects, { initialEntries: [path] });
  const view = render(
    <Providers queryClient={queryClient} liveClient={liveClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient, liveClient, fetchMock };
}
