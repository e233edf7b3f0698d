import { describe, expect, it, vi, afterEach } from 'vitest';
import { json } from '@/test/render-app';
import { canAccessAdmin, displayName, fetchSession, greetingName, toSession } from './session.api';

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
});
