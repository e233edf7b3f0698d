import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountErrorCodes, accountRoutes, migrationMessages } from '@roomcraft/contracts/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { serverRoot } from '../../../kernel/paths';
import {
  accountEventTypes,
  createAccountEventsRepository,
} from '../account-events/account-events.repository';
import {
  cookieHeader,
  createAccountsTestApp,
  latestCode,
  password,
  post,
  signUpAndVerify,
} from '../accounts.test-support';
import { importLegacyUsers } from './legacy-import.usecases';
import { createLegacyRepository } from './legacy.repository';

const fixture: unknown = JSON.parse(
  readFileSync(join(serverRoot, 'test/fixtures/legacy-users.json'), 'utf8'),
);
const newPassword = 'my-new-roomcraft-password';

describe('legacy account upgrade', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
    await importLegacyUsers({
      data: fixture,
      legacyRepository: createLegacyRepository({ db: testApp.deps.database.db }),
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const legacySignIn = (email: string, oldPassword: string) =>
    post(testApp, accountRoutes.legacySignIn.path, { email, password: oldPassword });
  const candidate = async (email: string, oldPassword: string) => {
    const answer = await legacySignIn(email, oldPassword);
    expect(answer.statusCode).toBe(200);
    return answer.json() as { status: string; migrationToken: string };
  };
  const me = async (cookie: string) =>
    (await testApp.app.inject({ method: 'GET', url: accountRoutes.me.path, headers: { cookie } })).json();

  it('imports idempotently by email', async () => {
    const summary = await importLegacyUsers({
      data: [...(fixture as unknown[]), { email: 'broken@example.com', passwordHash: 'plain-text' }],
      legacyRepository: createLegacyRepository({ db: testApp.deps.database.db }),
    });
    expect(summary).toMatchObject({ total: 5, imported: 0, skipped: 4 });
    expect(summary.invalid).toEqual([
      { index: 4, email: 'broken@example.com', problem: 'passwordHash: must be a bcrypt hash' },
    ]);
  });

  it('answers wrong old credentials exactly like a failed normal sign-in', async () => {
    const wrongPassword = await legacySignIn('legacy-ana@example.com', 'not-it');
    const unknown = await legacySignIn('nobody-legacy@example.com', 'not-it');
    const normal = await post(testApp, accountRoutes.signInEmail.path, {
      email: 'nobody-legacy@example.com',
      password: 'not-it',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(normal.json());
    expect(unknown.json()).toEqual(normal.json());
    expect(normal.json()).toMatchObject({ error: { code: accountErrorCodes.invalidCredentials } });
  });

  it('upgrades: old password -> new account -> emailed code -> signed in with the data carried over', async () => {
    const first = await legacySignIn('legacy-ana@example.com', 'old-password-ana');
    expect(first.json()).toMatchObject({
      status: 'migration_candidate',
      email: 'legacy-ana@example.com',
      firstName: 'Ana',
      lastName: 'Souza',
      migrationToken: expect.any(String),
    });
    const { migrationToken } = first.json() as { migrationToken: string };

    const started = await post(testApp, accountRoutes.startMigration.path, {
      migrationToken,
      password: newPassword,
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ status: 'verify', email: 'legacy-ana@example.com' });
    const otp = await latestCode(testApp, 'legacy-ana@example.com');

    const wrong = await post(testApp, accountRoutes.verifyMigration.path, {
      migrationToken,
      otp: otp === '000000' ? '111111' : '000000',
    });
    expect(wrong.json()).toMatchObject({ error: { code: accountErrorCodes.invalidCode } });
    const verified = await post(testApp, accountRoutes.verifyMigration.path, { migrationToken, otp });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ success: true });

    const profile = await me(cookieHeader(verified));
    expect(profile).toMatchObject({
      user: {
        email: 'legacy-ana@example.com',
        emailVerified: true,
        firstName: 'Ana',
        lastName: 'Souza',
        username: 'anasouza',
      },
      profile: {
        firstName: 'Ana',
        lastName: 'Souza',
        avatarUrl: 'https://images.example.com/avatars/ana.png',
      },
    });
    const { events } = await createAccountEventsRepository({ db: testApp.deps.database.db }).listForUser({
      userId: profile.user.id,
    });
    expect(events.map((event) => event.type).sort()).toEqual(
      [accountEventTypes.verified, accountEventTypes.legacyMigrated].sort(),
    );
    expect(events.find((event) => event.type === accountEventTypes.legacyMigrated)?.payload).toMatchObject({
      credits: 12,
      rooms: [{ id: 'room-1' }, { id: 'room-2' }],
    });

    // Done: the old login says so, the token is spent, the new login works.
    expect((await candidate('legacy-ana@example.com', 'old-password-ana')).status).toBe('already_migrated');
    const reused = await post(testApp, accountRoutes.verifyMigration.path, { migrationToken, otp });
    expect(reused.json()).toMatchObject({ error: { code: accountErrorCodes.migrationTokenInvalid } });
    const signIn = await post(testApp, accountRoutes.signInEmail.path, {
      email: 'legacy-ana@example.com',
      password: newPassword,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('generates a username from the email when the legacy record has none', async () => {
    const { migrationToken } = await candidate('legacy-bo@example.com', 'old-password-bo');
    await post(testApp, accountRoutes.startMigration.path, { migrationToken, password: newPassword });
    const verified = await post(testApp, accountRoutes.verifyMigration.path, {
      migrationToken,
      otp: await latestCode(testApp, 'legacy-bo@example.com'),
    });
    expect((await me(cookieHeader(verified))).user.username).toMatch(/^legacy-bo\d{13}$/);
  });

  it('counts an email verified meanwhile as success and still signs the user in', async () => {
    const { migrationToken } = await candidate('legacy-dee@example.com', 'old-password-dee');
    await post(testApp, accountRoutes.startMigration.path, { migrationToken, password: newPassword });
    const otp = await latestCode(testApp, 'legacy-dee@example.com');
    expect(
      (await post(testApp, accountRoutes.verifyEmail.path, { email: 'legacy-dee@example.com', otp }))
        .statusCode,
    ).toBe(200);
    const verified = await post(testApp, accountRoutes.verifyMigration.path, { migrationToken, otp });
    expect(verified.statusCode).toBe(200);
    const profile = await me(cookieHeader(verified));
    // Only https avatar links are carried over.
    expect(profile).toMatchObject({
      user: { email: 'legacy-dee@example.com' },
      profile: { avatarUrl: null },
    });
  });

  it('refuses an email that already has a new account with the spec message', async () => {
    await signUpAndVerify(testApp, { email: 'legacy-cy@example.com' });
    const { migrationToken } = await candidate('legacy-cy@example.com', 'old-password-cy');
    const refused = await post(testApp, accountRoutes.startMigration.path, {
      migrationToken,
      password: newPassword,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { code: accountErrorCodes.accountExists, message: migrationMessages.accountExists },
    });
    expect(
      (await post(testApp, accountRoutes.signInEmail.path, { email: 'legacy-cy@example.com', password }))
        .statusCode,
    ).toBe(200);
  });
});
