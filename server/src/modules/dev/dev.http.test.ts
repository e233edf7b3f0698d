import { accountRoutes } from '@roomcraft/contracts/accounts';
import { devMailboxResponseSchema, devRoutes } from '@roomcraft/contracts/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { createEmailRepository } from '../../providers/email/email.repository';
import { collect } from '../events/events.test-support';
import type { EventBus } from '../events';
import { createAccountsTestApp, signUpAndVerify } from '../accounts/accounts.test-support';

async function startDevApp(env: Record<string, string>) {
  // The whole app, as served: the dev routes sit beside the real account routes they act on.
  const testApp = await createAccountsTestApp({ env });
  return { testApp, bus: testApp.deps.events };
}

describe('dev routes (development mode)', () => {
  let testApp: TestApp;
  let bus: EventBus;
  beforeAll(async () => {
    ({ testApp, bus } = await startDevApp({ NODE_ENV: 'development' }));
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

    const response = await testApp.app.inject({ method: 'GET', url: devRoutes.mailbox.path });
    expect(response.statusCode).toBe(200);
    const { mails } = devMailboxResponseSchema.parse(response.json());
    expect(mails.map((mail) => mail.subject)).toEqual(['For Bo', 'Second', 'First']);
    expect(mails[1]).toMatchObject({ to: 'ana@example.com', text: 'Code 222222', html: '<b>222222</b>' });
    expect(Number.isNaN(Date.parse(mails[1]?.createdAt ?? ''))).toBe(false);

    const forAna = await testApp.app.inject({
      method: 'GET',
      url: `${devRoutes.mailbox.path}?to=ana@example.com&limit=1`,
    });
    expect(forAna.json()).toMatchObject({ mails: [{ subject: 'Second' }] });
  });

  it('publishes an invalidation to every tab, or to one user', async () => {
    const listener = collect(bus);
    const everyone = await testApp.app.inject({
      method: 'POST',
      url: devRoutes.publishEvent.path,
      payload: { topics: ['announcements'] },
    });
    expect(everyone.statusCode).toBe(204);
    const oneUser = await testApp.app.inject({
      method: 'POST',
      url: devRoutes.publishEvent.path,
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
      url: devRoutes.sendTestMail.path,
      payload: { to: 'dev@example.com' },
    });
    expect(response.statusCode).toBe(201);
    const mailbox = await testApp.app.inject({
      method: 'GET',
      url: `${devRoutes.mailbox.path}?to=dev@example.com`,
    });
    expect(mailbox.json()).toMatchObject({
      mails: [{ to: 'dev@example.com', subject: 'Roomcraft test mail' }],
    });
    expect(listener.events).toContainEqual({ topics: ['dev-mailbox'] });
    listener.unsubscribe();

    const invalid = await testApp.app.inject({
      method: 'POST',
      url: devRoutes.sendTestMail.path,
      payload: { to: 'not-an-address' },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('answers 404 to every other machine, whatever X-Forwarded-For claims', async () => {
    const fromLan = await testApp.app.inject({
      method: 'GET',
      url: devRoutes.mailbox.path,
      remoteAddress: '192.0.2.10',
    });
    expect(fromLan.statusCode).toBe(404);
    expect(fromLan.body).not.toContain('Code');
    const spoofed = await testApp.app.inject({
      method: 'POST',
      url: devRoutes.publishEvent.path,
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
      payload: { topics: ['announcements'] },
    });
    expect(spoofed.statusCode).toBe(404);
  });

  it('hands out no roles over HTTP, even to a caller on this machine', async () => {
    const { email } = await signUpAndVerify(testApp);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/dev/users/role',
      payload: { email, role: 'super_admin' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('rejects malformed topics with request.invalid', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: devRoutes.publishEvent.path,
      payload: { topics: ['Not A Topic!'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'request.invalid' } });
  });
});

describe('dev routes opted in or out', () => {
  it('serve other machines only with DEV_ROUTES=on', async () => {
    const { testApp } = await startDevApp({ NODE_ENV: 'development', DEV_ROUTES: 'on' });
    try {
      const fromLan = await testApp.app.inject({
        method: 'GET',
        url: devRoutes.mailbox.path,
        remoteAddress: '192.0.2.10',
      });
      expect(fromLan.statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });

  it('are gone with DEV_ROUTES=off, even for this machine', async () => {
    const { testApp } = await startDevApp({ NODE_ENV: 'development', DEV_ROUTES: 'off' });
    try {
      const mailbox = await testApp.app.inject({ method: 'GET', url: devRoutes.mailbox.path });
      expect(mailbox.statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });

  it('give a DEV_ROLE_GRANTS account its role when it verifies, and nobody else', async () => {
    const { testApp } = await startDevApp({
      NODE_ENV: 'development',
      DEV_ROLE_GRANTS: 'reviewer:*@reviewers.test,super_admin:boss@example.com',
    });
    try {
      const reviewer = await signUpAndVerify(testApp, { email: `ann-${Date.now()}@reviewers.test` });
      const plain = await signUpAndVerify(testApp);
      const meOf = async (cookie: string) =>
        (
          await testApp.app.inject({ method: 'GET', url: accountRoutes.me.path, headers: { cookie } })
        ).json<unknown>();
      expect(await meOf(reviewer.cookie)).toMatchObject({ isReviewer: true, isSuperAdmin: false });
      expect(await meOf(plain.cookie)).toMatchObject({ isReviewer: false, isSuperAdmin: false });
    } finally {
      await testApp.close();
    }
  });
});

describe('dev routes (production mode)', () => {
  it('exist in no form, even when wired by mistake', async () => {
    const { testApp, bus } = await startDevApp({ NODE_ENV: 'production' });
    const listener = collect(bus);
    try {
      const mailbox = await testApp.app.inject({ method: 'GET', url: devRoutes.mailbox.path });
      const publish = await testApp.app.inject({
        method: 'POST',
        url: devRoutes.publishEvent.path,
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
