import { describe, expect, it, vi, afterEach } from 'vitest';
import { json } from '@/test/render-app';
import {
  canAccessAdmin,
  displayName,
  fetchSession,
  greetingName,
  hasSessionHint,
  setSessionCheckSkip,
  toSession,
} from './session.api';

const session = (user: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  toSession({ user: { id: 'u1', email: 'a@b.c', ...user }, profile: null, organizations: [], ...extra })!;

describe('session', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('greets by first name, else username, else Designer', () => {
    expect(greetingName(session({ firstName: 'Ana', username: 'ana99' }))).toBe('Ana');
    expect(greetingName(session({ name: 'Bo Berg' }))).toBe('Bo');
    expect(greetingName(session({ username: 'ana99' }))).toBe('ana99');
    expect(greetingName(session({}))).toBe('Designer');
    expect(greetingName(null)).toBe('Designer');
  });

  it('names the user in the menu, falling back to the email', () => {
    expect(displayName(session({ firstName: 'Ana', lastName: 'Lima' }))).toBe('Ana Lima');
    expect(displayName(session({}))).toBe('a@b.c');
  });

  it('lets only super admins who are not reviewers into the admin area', () => {
    expect(canAccessAdmin(session({}, { isSuperAdmin: true }))).toBe(true);
    expect(canAccessAdmin(session({}, { isSuperAdmin: true, isReviewer: true }))).toBe(false);
    expect(canAccessAdmin(session({}, { isReviewer: true }))).toBe(false);
    expect(canAccessAdmin(null)).toBe(false);
  });

  it('treats 401 and 404 from /api/me as signed out and other failures as errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { error: { code: 'auth.unauthorized', message: 'no' } })),
    );
    await expect(fetchSession()).resolves.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { error: { code: 'request.not_found', message: 'no' } })),
    );
    await expect(fetchSession()).resolves.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchSession()).rejects.toMatchObject({ kind: 'network' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    );
    await expect(fetchSession()).rejects.toMatchObject({ kind: 'network', status: 502 });
  });

  it('does not ask /api/me on a public page without the session hint, and keeps the hint in step', async () => {
    setSessionCheckSkip((pathname) => pathname === '/');
    window.history.replaceState(null, '', '/');
    document.cookie = 'rc_signed_in=; Path=/; Max-Age=0';
    const fetchMock = vi.fn(async () => json(200, { user: { id: 'u1', email: 'a@b.c' }, organizations: [] }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchSession()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    // Right after signing in the app asks anyway, and remembers the browser has a session.
    expect((await fetchSession({ force: true }))?.user.id).toBe('u1');
    expect(hasSessionHint()).toBe(true);
    expect((await fetchSession())?.user.id).toBe('u1');
    fetchMock.mockImplementation(async () =>
      json(401, { error: { code: 'auth.unauthorized', message: 'x' } }),
    );
    expect(await fetchSession()).toBeNull();
    expect(hasSessionHint()).toBe(false);
    setSessionCheckSkip(() => false);
  });
});
