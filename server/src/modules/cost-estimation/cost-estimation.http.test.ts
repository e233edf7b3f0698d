import type { CostEstimation, RoomObjectsResponse } from '@roomcraft/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { waitFor } from '../../../test/wait';
import { createAccountsTestApp, signUpAndVerify } from '../accounts/accounts.test-support';
import { createBillingRepository } from '../billing';
import { getCreditBalance, grantCredits } from '../credits';
import { createRoomImagesRepository } from '../studio';
import { createRoomFromPhoto, roomPhoto } from '../studio/studio.test-support';
import { failCostEstimation } from './cost-estimation-run.usecases';

const project = {
  roomType: 'kitchen',
  floorArea: { value: 15, unit: 'm2' },
  finishTier: 'mid-range',
  region: { country: 'US', state: 'TX' },
  priceYear: 2025,
  scope: [{ kind: 'paint-walls' }, { kind: 'flooring', material: 'ceramic-tile' }],
};

describe(
  'cost estimations: photo -> scope -> estimate, credits, gating, ownership',
  { timeout: 60_000 },
  () => {
    let testApp: TestApp;
    let owner: { cookie: string; userId: string };
    let stranger: { cookie: string; userId: string };
    let roomImageId: string;

    const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: unknown) =>
      testApp.app.inject({
        method,
        url,
        headers: { cookie },
        ...(payload ? { payload: payload as object } : {}),
      });
    const balance = (userId: string) => getCreditBalance({ ...testApp.deps, userId });
    const makeProfessional = (userId: string) =>
      createBillingRepository({ db: testApp.deps.database.db }).ensureSubscription({
        userId,
        tierId: 'professional-monthly',
        tierName: 'Professional',
        planType: 'professional',
        period: 'monthly',
        price: 14_900,
        credits: 0,
        status: 'active',
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
        providerSubscriptionId: `sub_test_${userId}`,
      });
    const finished = (cookie: string, id: string) =>
      waitFor(
        async () => {
          const row = (await call('GET', `/api/cost-estimations/${id}`, cookie)).json() as CostEstimation;
          return (row.status === 'completed' || row.status === 'failed') && row;
        },
        { timeoutMs: 20_000, what: `estimate ${id}` },
      );

    beforeAll(async () => {
      testApp = await createAccountsTestApp();
      await testApp.deps.queue.work({ deps: testApp.deps });
      owner = await signUpAndVerify(testApp);
      stranger = await signUpAndVerify(testApp);
      ({ roomImageId } = await createRoomFromPhoto(testApp, {
        cookie: owner.cookie,
        photo: roomPhoto('kitchen-dining_furnished_pxhere-cc0.jpg'),
      }));
    });
    afterAll(async () => {
      await testApp.close();
    });

    it('reads the scope from the photo: objects, a measured floor area with its range, a suggested scope', async () => {
      const response = await call('GET', `/api/rooms/${roomImageId}/objects`, owner.cookie);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as RoomObjectsResponse;
      expect(body.isDesign).toBe(false);
      expect(body.objects.some((o) => o.source === 'scene-parser' && o.objectName === 'floor')).toBe(true);
      expect(body.floorArea.low).toBeLessThan(body.floorArea.value);
      expect(body.floorArea.high).toBeGreaterThan(body.floorArea.value);
      expect(body.suggestedScope.some((s) => s.item.kind === 'paint-walls')).toBe(true);
      expect((await call('GET', `/api/rooms/${roomImageId}/objects`, stranger.cookie)).statusCode).toBe(404);
    });

    it('for a design, prices what it changes compared with the photo it was made from', async () => {
      const rooms = createRoomImagesRepository({ db: testApp.deps.database.db });
      const other = await createRoomFromPhoto(testApp, {
        cookie: owner.cookie,
        photo: roomPhoto('bedroom_derelict-almost-empty_pexels.jpg'),
      });
      const { roomImage: photo } = await rooms.findForUser({ userId: owner.userId, id: roomImageId });
      const { roomImage: render } = await rooms.findForUser({ userId: owner.userId, id: other.roomImageId });
      // A design row as ideation stores one: the source photo as original, the render as generated.
      const { roomImage: design } = await rooms.insert({
        userId: owner.userId,
        mode: 'ideation',
        roomType: 'kitchen',
        originalKey: photo!.originalKey,
        originalThumbnailKey: photo!.originalThumbnailKey,
        generatedKey: render!.originalKey,
        generatedThumbnailKey: render!.originalThumbnailKey,
        status: 'completed',
        progress: 100,
      });
      const response = await call('GET', `/api/rooms/${design.id}/objects`, owner.cookie);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as RoomObjectsResponse;
      expect(body).toMatchObject({ isDesign: true, roomType: 'kitchen', roomTypeSource: 'room' });
      expect(body.designChanges.length).toBeGreaterThan(0);
      const on = body.suggestedScope.filter((entry) => entry.included);
      // Only what the design changes is switched on, each with the reason.
      for (const entry of on) expect(entry.reason).toMatch(/^The design /);
    });

    it('needs the Professional plan: 403 with the message, nothing charged', async () => {
      const before = await balance(owner.userId);
      const response = await call('POST', '/api/cost-estimations', owner.cookie, {
        roomImageId,
        version: 'v1',
        project,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'cost_estimation.plan_required' } });
      expect(await balance(owner.userId)).toEqual(before);
    });

    it('says what is wrong with a bad scope (400) before anything is charged', async () => {
      const response = await call('POST', '/api/cost-estimations', owner.cookie, {
        roomImageId,
        version: 'v1',
        project: { ...project, scope: [] },
      });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toMatch(/scope/);
    });

    it('v1 spends 3 credits and returns an itemised estimate; another user gets 404 everywhere', async () => {
      await makeProfessional(owner.userId);
      const before = await balance(owner.userId);
      const started = await call('POST', '/api/cost-estimations', owner.cookie, {
        roomImageId,
        version: 'v1',
        project,
      });
      expect(started.statusCode, started.body).toBe(200);
      const { costEstimationId } = started.json() as { costEstimationId: string };
      const done = await finished(owner.cookie, costEstimationId);
      expect(done.status).toBe('completed');
      expect(done.estimate?.lineItems.length).toBeGreaterThanOrEqual(2);
      expect(done.totalCost).toBe(done.estimate?.totalCents);
      expect(done.alternatives).toEqual([]);
      expect((await balance(owner.userId)).totalCredits).toBe(before.totalCredits - 3);

      for (const url of [
        `/api/cost-estimations/${costEstimationId}`,
        `/api/rooms/${roomImageId}/cost-estimations`,
      ])
        expect((await call('GET', url, stranger.cookie)).statusCode).toBe(404);
      const mine = (await call('GET', `/api/rooms/${roomImageId}/cost-estimations`, owner.cookie)).json() as {
        costEstimations: CostEstimation[];
      };
      expect(mine.costEstimations.map((e) => e.id)).toContain(costEstimationId);
      const theirs = (await call('GET', '/api/cost-estimations', stranger.cookie)).json() as {
        costEstimations: CostEstimation[];
      };
      expect(theirs.costEstimations).toEqual([]);
      const active = (await call('GET', '/api/cost-estimations/active', owner.cookie)).json() as {
        progress: { costEstimationId: string }[];
      };
      expect(active.progress.map((p) => p.costEstimationId)).toContain(costEstimationId);
    });

    it('v2 needs 10 premium credits (402 with the spec message), then prices alternatives', async () => {
      const refused = await call('POST', '/api/cost-estimations', owner.cookie, {
        roomImageId,
        version: 'v2',
        project,
      });
      expect(refused.statusCode).toBe(402);
      expect((refused.json() as { error: { message: string } }).error.message).toMatch(
        /^Insufficient premium credits\. This feature requires 10 premium credits, but you only have 0\./,
      );
      await grantCredits({
        ...testApp.deps,
        userId: owner.userId,
        kind: 'purchase',
        pool: 'premium',
        amount: 10,
        reference: 'test-premium',
      });
      const started = await call('POST', '/api/cost-estimations', owner.cookie, {
        roomImageId,
        version: 'v2',
        project,
      });
      expect(started.statusCode, started.body).toBe(200);
      const done = await finished(
        owner.cookie,
        (started.json() as { costEstimationId: string }).costEstimationId,
      );
      expect(done.alternatives.map((a) => a.finishTier)).toEqual(
        expect.arrayContaining(['budget', 'luxury']),
      );
      expect((await balance(owner.userId)).premiumCredits).toBe(0);
    });
  },
);

describe('cost estimations: failure refunds', { timeout: 60_000 }, () => {
  it('a failed estimate is marked failed and gives every held credit back', async () => {
    // No worker here: the estimate stays queued until it is failed, as a job that gave up would.
    const testApp = await createAccountsTestApp();
    try {
      const owner = await signUpAndVerify(testApp);
      const { roomImageId } = await createRoomFromPhoto(testApp, { cookie: owner.cookie });
      await createBillingRepository({ db: testApp.deps.database.db }).ensureSubscription({
        userId: owner.userId,
        tierId: 'professional-monthly',
        tierName: 'Professional',
        planType: 'professional',
        period: 'monthly',
        price: 14_900,
        credits: 0,
        status: 'active',
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
        providerSubscriptionId: `sub_test_${owner.userId}`,
      });
      const before = await getCreditBalance({ ...testApp.deps, userId: owner.userId });
      const started = await testApp.app.inject({
        method: 'POST',
        url: '/api/cost-estimations',
        headers: { cookie: owner.cookie },
        payload: { roomImageId, version: 'v1', project },
      });
      expect(started.statusCode, started.body).toBe(200);
      const { costEstimationId } = started.json() as { costEstimationId: string };
      const held = await getCreditBalance({ ...testApp.deps, userId: owner.userId });
      expect(held.totalCredits).toBe(before.totalCredits - 3);
      await failCostEstimation({ costEstimationId, message: 'Analysis failed', deps: testApp.deps });
      const row = (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/cost-estimations/${costEstimationId}`,
          headers: { cookie: owner.cookie },
        })
      ).json() as CostEstimation;
      expect(row).toMatchObject({ status: 'failed', error: 'Analysis failed', estimate: null });
      expect(await getCreditBalance({ ...testApp.deps, userId: owner.userId })).toEqual(before);
    } finally {
      await testApp.close();
    }
  });
});
