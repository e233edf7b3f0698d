import { devMailboxResponseSchema } from '@roomcraft/contracts/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { createEmailRepository } from '../../providers/email/email.repository';
import { collect } from '../events/events.contract';
import type { EventBus } from '../events/events.port';
import { createAccountsTestApp, signUpAndVerify } from '../accounts/accounts.test-support';

async function startDevApp({ nodeEnv }: { nodeEnv: 'development' | 'production' }) {
  // The whole app, as served: the dev routes sit beside the real account routes they act on.
  const testApp = await createAccountsTestApp({ env: { NODE_ENV: nodeEnv } });
  return { testApp, bus: testApp.deps.events };
}

describe('dev routes (development mode)', () => {
  let testApp: TestApp;
  let bus: EventBus;
  beforeAll(async () => {
    ({ testApp, bus } = await startDevApp({ nodeEnv: 'development' }));
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('shows outbox mails newest first, with their bodies, so codes can be read without SMTP', async () => {
    const repository = createEmailRepository({ db: testApp.deps.database.db });
    await repository.insertMail({ to: 'ana@example.com', subject: 'First', text: 'Code 111111' });
    await repository.insertMail({
      to: 'ana@example.com',
      subject: 'Second',
      text: 'Code 222222',
      html: '<b>222222</b>',
    });
    await repository.insertMail({ to: 'bo@example.com', subject: 'For Bo', text: 'Hi Bo' });

    const response = await testApp.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    const { mails } = devMailboxResponseSchema.parse(response.json());
    expect(mails.map((mail) => mail.subject)).toEqual(['For Bo', 'Second', 'First']);
    expect(mails[1]).toMatchObject({ to: 'ana@example.com', text: 'Code 222222', html: '<b>222222</b>' });
    expect(Number.isNaN(Date.parse(mails[1]?.createdAt ?? ''))).toBe(false);

    const forAna = await testApp.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox?to=ana@example.com&limit=1',
    });
    expect(forAna.json()).toMatchObject({ mails: [{ subject: 'Second' }] });
  });

  it('publishes an invalidation to every tab, or to one user', async () => {
    const listener = collect(bus);
    const everyone = await testApp.app.inject({
      method: 'POST',
      url: '/api/dev/events',
      payload: { topics: ['announcements'] },
    });
    expect(everyone.statusCode).toBe(204);
    const oneUser = await testApp.app.inject({
      method: 'POST',
      url: '/api/dev/events',
      payload: { topics: ['credits', 'ideation:abc'], userId: 'user-1' },
    });
    expect(oneUser.statusCode).toBe(204);
    expect(listener.events).toEqual([
      { topics: ['announcements'] },
      { topics: ['credits', 'ideation:abc'], userId: 'user-1' },
    ]);
    listener.unsubscribe();
  });

  it('sends a test mail through the outbox and tells open mailbox pages', async () => {
    const listener = collect(bus);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/dev/mailbox/test-mail',
      payload: { to: 'dev@example.com' },
    });
    expect(response.statusCode).toBe(201);
    const mailbox = await testApp.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=dev@example.com' });
    expect(mailbox.json()).toMatchObject({
      mails: [{ to: 'dev@example.com', subject: 'Roomcraft test mail' }],
    });
    expect(listener.events).toContainEqual({ topics: ['dev-mailbox'] });
    listener.unsubscribe();

    const invalid = await testApp.app.inject({
      method: 'POST',
      url: '/api/dev/mailbox/test-mail',
      payload: { to: 'not-an-address' },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('gives an existing account a role, and answers 404 for an unknown email', async () => {
    const { email, cookie } = await signUpAndVerify(testApp);
    const setRole = await testApp.app.inject({
      method: 'POST',
      url: '/api/dev/users/role',
      payload: { email, role: 'reviewer' },
    });
    expect(setRole.statusCode).toBe(204);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ isReviewer: true, isSuperAdmin: false });
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/dev/users/role',
      payload: { email: 'nobody@example.com', role: 'super_admin' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('rejects malformed topics with request.invalid', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/dev/events',
      payload: { topics: ['Not A Topic!'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'request.invalid' } });
  });
});

describe('dev routes (production mode)', () => {
  it('exist in no form, even when wired by mistake', async () => {
    const { testApp, bus } = await startDevApp({ nodeEnv: 'production' });
    const listener = collect(bus);
    try {
      const mailbox = await testApp.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      const publish = await testApp.app.inject({
        method: 'POST',
        url: '/api/dev/events',
        payload: { topics: ['announcements'] },
      });
      expect(mailbox.statusCode).toBe(404);
      expect(publish.statusCode).toBe(404);
      expect(listener.events).toEqual([]);
    } finally {
      await testApp.close();
    }
  });
});
