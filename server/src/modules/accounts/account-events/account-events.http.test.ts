import { accountRoutes } from '@roomcraft/contracts/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { createTestLogger } from '../../../../test/app';
import { createAccountsTestApp, latestCode, post, signUp, signUpAndVerify } from '../accounts.test-support';
import { createProfilesRepository } from '../profiles/profiles.repository';
import { onEmailVerified } from '../profiles/profiles.usecases';
import { accountEventTypes, createAccountEventsRepository } from './account-events.repository';

describe('welcome-credit event (account.verified)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const eventsRepository = () => createAccountEventsRepository({ db: testApp.deps.database.db });
  const verifiedEvents = async (userId: string) =>
    (await eventsRepository().listForUser({ userId })).events.filter(
      (event) => event.type === accountEventTypes.verified,
    );

  it('is written once when the email is verified, never before', async () => {
    const { email, response } = await signUp(testApp);
    const userId = (response.json() as { user: { id: string } }).user.id;
    expect(await verifiedEvents(userId)).toHaveLength(0);
    await post(testApp, accountRoutes.verifyEmail.path, { email, otp: await latestCode(testApp, email) });
    const events = await verifiedEvents(userId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ userId, payload: { email }, consumedAt: null });
  });

  it('is not written again by a second verification, a password reset or a replay', async () => {
    const { email, userId } = await signUpAndVerify(testApp);
    await post(testApp, accountRoutes.sendVerificationOtp.path, { email, type: 'email-verification' });
    expect(
      (await post(testApp, accountRoutes.verifyEmail.path, { email, otp: await latestCode(testApp, email) }))
        .statusCode,
    ).toBe(200);
    await post(testApp, accountRoutes.requestPasswordReset.path, { email });
    const reset = await post(testApp, accountRoutes.resetPassword.path, {
      email,
      otp: await latestCode(testApp, email),
      password: 'another-good-password',
    });
    expect(reset.statusCode).toBe(200);
    await onEmailVerified({
      user: { id: userId, email },
      adminEmail: undefined,
      profilesRepository: createProfilesRepository({ db: testApp.deps.database.db }),
      accountEventsRepository: eventsRepository(),
      logger: createTestLogger(),
    });
    expect(await verifiedEvents(userId)).toHaveLength(1);
  });

  it('lets a consumer take an event exactly once', async () => {
    const { userId } = await signUpAndVerify(testApp);
    const [event] = await verifiedEvents(userId);
    expect(await eventsRepository().markConsumed({ id: event?.id as string, consumer: 'credits' })).toEqual({
      wasConsumed: true,
    });
    expect(await eventsRepository().markConsumed({ id: event?.id as string, consumer: 'credits' })).toEqual({
      wasConsumed: false,
    });
  });
});
