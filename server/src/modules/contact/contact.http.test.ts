import { contactMessages as texts, contactRoutes } from '@roomcraft/contracts/contact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { createAccountsTestApp, signUpAndVerify } from '../accounts/accounts.test-support';
import { createProfilesRepository } from '../accounts';
import { contactMessages } from './contact.table';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createAccountsTestApp();
});
afterAll(async () => {
  await testApp.close();
});

let ipCounter = 0;
/** Each call from its own address, so the per-address limit only bites where a test means it to. */
const send = (payload: Record<string, unknown>, headers: Record<string, string> = {}, ip?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: contactRoutes.submit.path,
    payload,
    headers: { 'user-agent': 'contact-test/1.0', ...headers },
    remoteAddress: ip ?? `10.1.0.${(ipCounter += 1)}`,
  });

const rows = () => testApp.deps.database.db.select().from(contactMessages);

describe('POST /api/contact', () => {
  it('stores the message with the sender address and browser, subject defaulting to General Inquiry', async () => {
    const response = await send({
      name: '  Ana Lima ',
      email: 'ana@example.com',
      message: 'Do you offer team plans for a design studio?',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    const stored = (await rows()).find((row) => row.email === 'ana@example.com');
    expect(stored).toMatchObject({
      name: 'Ana Lima',
      subject: 'General Inquiry',
      message: 'Do you offer team plans for a design studio?',
      userAgent: 'contact-test/1.0',
      userId: null,
    });
    expect(stored?.ipAddress).toMatch(/^10\.1\.0\./);
  });

  it("refuses missing or blank required fields with the spec's 'Please fill in all required fields.'", async () => {
    for (const payload of [
      { email: 'a@example.com', message: 'hi' },
      { name: '   ', email: 'a@example.com', message: 'hi' },
      { name: 'Ana', email: 'a@example.com', message: ' \n ' },
      { name: 'Ana', email: '', message: 'hi' },
    ]) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('request.invalid');
      expect(JSON.stringify(response.json())).toContain(texts.missingText);
    }
    const invalidEmail = await send({ name: 'Ana', email: 'not-an-email', message: 'hi' });
    expect(invalidEmail.statusCode).toBe(400);
  });

  it('answers a bot that fills in the hidden field as if it were sent, and stores nothing', async () => {
    const before = (await rows()).length;
    const response = await send({
      name: 'Bot',
      email: 'bot@example.com',
      message: 'Buy now',
      website: 'http://spam.example',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    expect((await rows()).length).toBe(before);
  });

  it('limits how many messages one address sends', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await send(
        { name: 'Ana', email: 'limit@example.com', message: `message ${index}` },
        {},
        '10.9.9.9',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it('records the signed-in sender, and lists messages newest first for super admins only', async () => {
    const user = await signUpAndVerify(testApp);
    const sent = await send(
      { name: 'Signed In', email: 'signed@example.com', subject: 'Billing', message: 'Invoice question' },
      { cookie: user.cookie },
    );
    expect(sent.statusCode).toBe(200);
    const forUser = await testApp.app.inject({
      method: 'GET',
      url: contactRoutes.adminList.path,
      headers: { cookie: user.cookie },
    });
    expect(forUser.statusCode).toBe(404);
    await createProfilesRepository({ db: testApp.deps.database.db }).setRole({
      userId: user.userId,
      role: 'super_admin',
    });
    const list = await testApp.app.inject({
      method: 'GET',
      url: `${contactRoutes.adminList.path}?limit=10`,
      headers: { cookie: user.cookie },
    });
    expect(list.statusCode).toBe(200);
    const [newest] = list.json().messages;
    expect(newest).toMatchObject({ subject: 'Billing', userId: user.userId, email: 'signed@example.com' });
  });
});
