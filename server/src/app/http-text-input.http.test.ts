import { accountRoutes } from '@roomcraft/contracts/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createAccountsTestApp, signUpAndVerify } from '../modules/accounts/accounts.test-support';
import { createRoomFromPhoto } from '../modules/studio/studio.test-support';
import { findUnstorableText } from './http-text-input';

describe('findUnstorableText', () => {
  it('names the first field holding a NUL byte or a lone surrogate, and passes emoji', () => {
    expect(findUnstorableText({ title: 'ok', tags: ['a', 'b\ud800'] })).toBe('tags.1');
    expect(findUnstorableText({ profile: { firstName: 'A\u0000' } })).toBe('profile.firstName');
    expect(findUnstorableText({ note: 'end\udc00' })).toBe('note');
    expect(findUnstorableText({ title: 'Cosy 🛋️ corner', nested: [{ a: 1, b: null }] })).toBeUndefined();
  });
});

describe('text PostgreSQL cannot store, sent to real routes', () => {
  let testApp: TestApp;
  let cookie: string;
  let roomImageId: string;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
    ({ cookie } = await signUpAndVerify(testApp));
    ({ roomImageId } = await createRoomFromPhoto(testApp, { cookie }));
  });
  afterAll(async () => {
    await testApp.close();
  });

  const send = (method: 'PATCH' | 'POST', url: string, payload: Record<string, unknown>) =>
    testApp.app.inject({ method, url, payload, headers: { cookie } });

  it('answers 400 naming the field, for a room title, tags, a profile name and an ideation prompt', async () => {
    const cases = [
      { method: 'PATCH', url: `/api/rooms/${roomImageId}`, payload: { title: 'Den\u0000' }, field: 'title' },
      {
        method: 'PATCH',
        url: `/api/rooms/${roomImageId}`,
        payload: { tags: ['ok', '\ud83d'] },
        field: 'tags.1',
      },
      {
        method: 'PATCH',
        url: accountRoutes.updateProfile.path,
        payload: { firstName: 'Ada\u0000' },
        field: 'firstName',
      },
      {
        method: 'POST',
        url: '/api/ideations',
        payload: { roomImageId, prompt: 'warm\u0000', numberOfIdeas: 1 },
        field: 'prompt',
      },
    ] as const;
    for (const { method, url, payload, field } of cases) {
      const response = await send(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'request.invalid', details: { [field]: expect.any(String) } },
      });
    }
  });

  it('says that spaces alone do not count when a trimmed field ends up empty', async () => {
    const response = await send('PATCH', accountRoutes.updateProfile.path, { firstName: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { details: { firstName: 'must not be empty or only spaces' } },
    });
  });

  it('still stores emoji and accents', async () => {
    const response = await send('PATCH', `/api/rooms/${roomImageId}`, { title: 'Café 🛋️ nook' });
    expect(response.statusCode).toBe(200);
    const room = await testApp.app.inject({
      method: 'GET',
      url: `/api/rooms/${roomImageId}`,
      headers: { cookie },
    });
    expect(room.json()).toMatchObject({ title: 'Café 🛋️ nook' });
  });
});
