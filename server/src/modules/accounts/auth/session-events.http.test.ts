import { eventRoutes } from '@roomcraft/contracts/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { openSseReader, type SseMessage } from '../../events/events.test-support';
import { createAccountsTestApp, signUpAndVerify } from '../accounts.test-support';

const isReady = (message: SseMessage) => message.event === 'ready';
const isInvalidate = (message: SseMessage) => message.event === 'invalidate';

describe('live updates (GET /api/events) with real sessions', () => {
  let testApp: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
    baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('turns visitors away with 401', async () => {
    const visitor = await openSseReader({ url: `${baseUrl}${eventRoutes.stream.path}` });
    expect(visitor.status).toBe(401);
    expect(JSON.parse(await visitor.text())).toMatchObject({ error: { code: 'auth.unauthorized' } });
  });

  it("streams to signed-in tabs: broadcasts to all, a user's events to that user only", async () => {
    const ana = await signUpAndVerify(testApp);
    const bo = await signUpAndVerify(testApp);
    const anaTab = await openSseReader({
      url: `${baseUrl}${eventRoutes.stream.path}`,
      headers: { cookie: ana.cookie },
    });
    const boTab = await openSseReader({
      url: `${baseUrl}${eventRoutes.stream.path}`,
      headers: { cookie: bo.cookie },
    });
    try {
      expect(anaTab.status).toBe(200);
      await anaTab.waitFor(isReady);
      await boTab.waitFor(isReady);
      await testApp.deps.events.publish({ topics: ['credits'], userId: ana.userId });
      await testApp.deps.events.publish({ topics: ['announcements'] });
      const first = await anaTab.waitFor(isInvalidate);
      expect(JSON.parse(first.data ?? '{}')).toEqual({ topics: ['credits'] });
      const boFirst = await boTab.waitFor(isInvalidate);
      expect(JSON.parse(boFirst.data ?? '{}')).toEqual({ topics: ['announcements'] });
    } finally {
      anaTab.close();
      boTab.close();
    }
  });
});
