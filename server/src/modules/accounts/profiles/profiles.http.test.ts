import { accountErrorCodes, accountRoutes, avatarMessages } from '@roomcraft/contracts/accounts';
import { errorCodes } from '@roomcraft/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { createActivityRepository } from '../activity/activity.repository';
import { createAccountsTestApp, signUpAndVerify } from '../accounts.test-support';

describe('profile and avatar', () => {
  let testApp: TestApp;
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
    ({ cookie, userId } = await signUpAndVerify(testApp, { firstName: 'Ana', lastName: 'Lima' }));
  });
  afterAll(async () => {
    await testApp.close();
  });

  const patch = (payload: unknown, headers: Record<string, string> = { cookie }) =>
    testApp.app.inject({
      method: 'PATCH',
      url: accountRoutes.updateProfile.path,
      payload: payload as object,
      headers,
    });
  const upload = (body: Buffer, contentType: string) =>
    testApp.app.inject({
      method: 'POST',
      url: accountRoutes.uploadAvatar.path,
      payload: body,
      headers: { cookie, 'content-type': contentType },
    });
  const activities = async () =>
    (await createActivityRepository({ db: testApp.deps.database.db }).listForUser({ userId })).logs;

  it('updates trimmed names, display name and preferences, and logs profile_update', async () => {
    const answer = await patch({
      displayName: '  Ana the Designer  ',
      firstName: ' Anabel ',
      preferences: { defaultMode: 'compose', defaultStyle: 'scandinavian' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      user: { firstName: 'Anabel', lastName: 'Lima', fullName: 'Anabel Lima' },
      profile: {
        displayName: 'Ana the Designer',
        firstName: 'Anabel',
        preferences: { defaultMode: 'compose', defaultStyle: 'scandinavian' },
      },
    });
    // One preference at a time keeps the other.
    const second = await patch({ preferences: { defaultMode: null } });
    expect(second.json()).toMatchObject({
      profile: { preferences: { defaultMode: null, defaultStyle: 'scandinavian' } },
    });
    expect((await activities()).filter((log) => log.action === 'profile_update')).toHaveLength(2);
  });

  it('rejects unknown keys, blank or overlong names and unknown modes with field details', async () => {
    const cases: [unknown, string][] = [
      [{ role: 'super_admin' }, 'body'],
      [{ firstName: '   ' }, 'firstName'],
      [{ lastName: 'x'.repeat(51) }, 'lastName'],
      [{ preferences: { defaultMode: 'teleport' } }, 'preferences.defaultMode'],
      [{ preferences: { colour: 'red' } }, 'preferences'],
    ];
    for (const [payload, field] of cases) {
      const answer = await patch(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toMatchObject({ error: { code: errorCodes.validation } });
      expect(Object.keys(answer.json().error.details ?? {}).join(',')).toContain(field);
    }
    const me = await testApp.app.inject({ method: 'GET', url: accountRoutes.me.path, headers: { cookie } });
    expect(me.json()).toMatchObject({ isSuperAdmin: false });
  });

  it('needs a session to change a profile', async () => {
    const answer = await patch({ displayName: 'x' }, {});
    expect(answer.statusCode).toBe(401);
  });

  it('turns an uploaded photo into a 256x256 WebP without metadata, served by a signed link', async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a6d4b' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const answer = await upload(photo, 'image/jpeg');
    expect(answer.statusCode).toBe(200);
    const { avatarUrl } = answer.json() as { avatarUrl: string };
    const file = await testApp.app.inject({
      method: 'GET',
      url: new URL(avatarUrl, 'http://localhost').pathname + new URL(avatarUrl, 'http://localhost').search,
    });
    expect(file.statusCode).toBe(200);
    const stored = await sharp(file.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(stored.exif).toBeUndefined();
    const me = await testApp.app.inject({ method: 'GET', url: accountRoutes.me.path, headers: { cookie } });
    expect(me.json().profile.avatarUrl).toMatch(/\/files\/[a-f0-9]{64}\.webp\?/);
    expect(me.json().user.imageUrl).toBe(me.json().profile.avatarUrl);

    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: accountRoutes.removeAvatar.path,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(204);
    const after = await testApp.app.inject({
      method: 'GET',
      url: accountRoutes.me.path,
      headers: { cookie },
    });
    expect(after.json().profile.avatarUrl).toBeNull();
  });

  it('checks the content, not the name: a text file sent as PNG is refused with the spec message', async () => {
    const answer = await upload(Buffer.from('just some text pretending to be a picture'), 'image/png');
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toMatchObject({
      error: {
        code: accountErrorCodes.avatarUnsupported,
        message: expect.stringContaining(avatarMessages.unsupported),
      },
    });
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect((await upload(gif, 'image/jpeg')).statusCode).toBe(415);
  });

  it('refuses images over 7 MB with 413', async () => {
    const answer = await upload(Buffer.alloc(7_340_033, 1), 'image/jpeg');
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({
      error: {
        code: accountErrorCodes.avatarTooLarge,
        message: expect.stringContaining(avatarMessages.tooLarge),
      },
    });
  });
});
