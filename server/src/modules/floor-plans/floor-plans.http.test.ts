import { errorCodes } from '@roomcraft/contracts';
import type { FloorPlanIdea, FloorPlanProgress, FloorPlanRequest } from '@roomcraft/contracts/floor-plans';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { waitFor } from '../../../test/wait';
import { createDesignEngine, EngineError, engineErrorCodes, type DesignEngine } from '../../engine';
import { styledPlan } from '../../engine/test-support/synthetic-plan-draw';
import { createAccountsTestApp, signUpAndVerify } from '../accounts/accounts.test-support';
import { getCreditBalance, reserveCredits } from '../credits';
import { ledgerState } from '../credits/credits.test-support';
import { fetchSigned, uploadImage } from '../studio/studio.test-support';

/**
 * The real local engine, with one test hook: `failNext` makes the next extraction throw the engine's
 * own unreadable-image error, so the failure path runs through the job's real error handling. OCR is
 * slow: only one test runs a real extraction on a plan (a generated one with known rooms).
 */
let failNext = false;
let probe: (() => Promise<void>) | undefined;
const realEngine = createDesignEngine();
const engine: DesignEngine = {
  ...realEngine,
  floorPlanTo3d: async (input) => {
    await probe?.();
    if (failNext) {
      failNext = false;
      throw new EngineError({ code: engineErrorCodes.invalidImage, message: 'broken', engine: 'local' });
    }
    return realEngine.floorPlanTo3d(input);
  },
};

describe('floor plans: start, extract, ideas, credits', { timeout: 90_000 }, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp({ engine });
    await testApp.deps.queue.work({ deps: testApp.deps });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: Record<string, unknown>) =>
    testApp.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const upload = async (cookie: string, body: Buffer) => {
    const answer = await uploadImage(testApp, { body, cookie, contentType: 'image/png' });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { storageId: string }).storageId;
  };
  const finished = (cookie: string, id: string) =>
    waitFor(
      async () => {
        const progress = (
          await call('GET', `/api/floor-plans/${id}/progress`, cookie)
        ).json() as FloorPlanProgress;
        return (progress.status === 'completed' || progress.status === 'failed') && progress;
      },
      { timeoutMs: 80_000, intervalMs: 50, what: `floor plan ${id} to finish` },
    );
  const blankImage = () =>
    sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();

  it('turns a plan into a model with named rooms and one furnished idea per room, for 1 credit', async () => {
    const user = await signUpAndVerify(testApp);
    const plan = await styledPlan(3, { longSide: 1200 });
    const storageId = await upload(user.cookie, Buffer.from(plan.png));
    const before = await getCreditBalance({ ...testApp.deps, userId: user.userId });
    const seen: FloorPlanProgress[] = [];
    let id = '';
    probe = async () => {
      seen.push((await call('GET', `/api/floor-plans/${id}/progress`, user.cookie)).json());
    };
    const answer = await call('POST', '/api/floor-plans', user.cookie, {
      storageId,
      title: 'Ground floor',
      designStyle: 'japanese',
    });
    expect(answer.statusCode).toBe(200);
    id = (answer.json() as { floorPlanRequestId: string }).floorPlanRequestId;
    expect(answer.json()).toEqual({ success: true, floorPlanRequestId: id });
    const progress = await finished(user.cookie, id);
    probe = undefined;
    expect(progress).toMatchObject({ status: 'completed', progress: 100, stepsCompleted: 2, error: null });
    expect(seen[0]).toMatchObject({ status: 'extracting', progress: 10 });

    const request = (await call('GET', `/api/floor-plans/${id}`, user.cookie)).json() as FloorPlanRequest;
    expect(request).toMatchObject({
      _id: id,
      title: 'Ground floor',
      designStyle: 'japanese',
      status: 'completed',
    });
    const model = request.model!;
    expect(model.walls.length).toBeGreaterThan(4);
    expect(model.openings.some((o) => o.kind === 'door')).toBe(true);
    expect(model.rooms).toHaveLength(plan.rooms.length);
    expect(model.rooms.filter((room) => room.name).length).toBeGreaterThan(0);
    expect(model.scale?.source).toBe('dimensions');
    const preview = await fetchSigned(testApp, request.previewUrl!);
    expect((await sharp(preview.rawPayload).metadata()).format).toBe('png');

    const { ideas } = (await call('GET', `/api/floor-plans/${id}/ideas`, user.cookie)).json() as {
      ideas: FloorPlanIdea[];
    };
    expect(ideas.map((idea) => idea.roomId)).toEqual(model.rooms.map((room) => room.id));
    expect(ideas.every((idea) => idea.styleId === 'japanese' && idea.colorPalette.length >= 3)).toBe(true);
    expect(ideas.flatMap((idea) => idea.furniture).length).toBeGreaterThan(0);

    // One credit, settled.
    const after = await getCreditBalance({ ...testApp.deps, userId: user.userId });
    expect(after.totalCredits).toBe(before.totalCredits - 1);
    const ledger = await ledgerState(testApp.deps.database.db, user.userId);
    expect({ settled: ledger.settled, charged: ledger.charged }).toEqual({ settled: 1, charged: 1 });

    // Favourites, and another user sees none of it.
    const idea = ideas[0]!;
    const favorite = await call('POST', `/api/floor-plan-ideas/${idea._id}/favorite`, user.cookie, {
      isFavorite: true,
    });
    expect(favorite.json()).toEqual({ isFavorite: true });
    const again = (await call('GET', `/api/floor-plans/${id}/ideas`, user.cookie)).json() as {
      ideas: FloorPlanIdea[];
    };
    expect(again.ideas.find((i) => i._id === idea._id)?.isFavorite).toBe(true);

    // Hand corrections: rename a room and set the scale from its real width; ideas follow, hearts stay.
    const room = model.rooms.find((r) => r.id === idea.roomId)!;
    const xs = room.polygon.map((p) => p.x);
    const width = Math.max(...xs) - Math.min(...xs);
    const corrected = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/floor-plans/${id}`,
      headers: { cookie: user.cookie },
      payload: {
        rooms: [{ id: room.id, name: 'Great Room' }],
        knownWidth: { roomId: room.id, metres: width * 2 },
      },
    });
    expect(corrected.statusCode).toBe(200);
    const fixed = (corrected.json() as FloorPlanRequest).model!;
    expect(fixed.scale?.source).toBe('user');
    const fixedRoom = fixed.rooms.find((r) => r.id === room.id)!;
    expect(fixedRoom.name).toBe('Great Room');
    expect(fixedRoom.area).toBeCloseTo(room.area * 4, 0);
    const refreshed = (await call('GET', `/api/floor-plans/${id}/ideas`, user.cookie)).json() as {
      ideas: FloorPlanIdea[];
    };
    expect(refreshed.ideas.find((i) => i.roomId === room.id)).toMatchObject({
      roomName: 'Great Room',
      isFavorite: true,
    });
    const unknownRoom = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/floor-plans/${id}`,
      headers: { cookie: user.cookie },
      payload: { rooms: [{ id: 'r999', name: 'Nowhere' }] },
    });
    expect(unknownRoom.statusCode).toBe(400);

    const other = await signUpAndVerify(testApp);
    const otherPatch = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/floor-plans/${id}`,
      headers: { cookie: other.cookie },
      payload: { rooms: [{ id: room.id, name: 'Mine' }] },
    });
    expect(otherPatch.statusCode).toBe(404);
    for (const url of [
      `/api/floor-plans/${id}`,
      `/api/floor-plans/${id}/progress`,
      `/api/floor-plans/${id}/ideas`,
    ]) {
      const response = await call('GET', url, other.cookie);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: { code: errorCodes.notFound } });
    }
    const stolen = await call('POST', `/api/floor-plan-ideas/${idea._id}/favorite`, other.cookie, {
      isFavorite: false,
    });
    expect(stolen.statusCode).toBe(404);
    expect(
      ((await call('GET', '/api/floor-plans', other.cookie)).json() as { requests: [] }).requests,
    ).toEqual([]);
    // Nor may they start one from this user's upload.
    const borrowed = await call('POST', '/api/floor-plans', other.cookie, { storageId });
    expect(borrowed.statusCode).toBe(404);
  });

  it('fails an image without rooms with a message that says it is not a plan, and refunds the credit', async () => {
    const user = await signUpAndVerify(testApp);
    const storageId = await upload(user.cookie, await blankImage());
    const before = await getCreditBalance({ ...testApp.deps, userId: user.userId });
    const answer = await call('POST', '/api/floor-plans', user.cookie, { storageId });
    const id = (answer.json() as { floorPlanRequestId: string }).floorPlanRequestId;
    const progress = await finished(user.cookie, id);
    expect(progress).toMatchObject({
      status: 'failed',
      error:
        'This image does not look like a floor plan: no closed rooms were found. Upload a plan with its walls drawn in dark lines.',
    });
    expect(await getCreditBalance({ ...testApp.deps, userId: user.userId })).toEqual(before);
    const { ideas } = (await call('GET', `/api/floor-plans/${id}/ideas`, user.cookie)).json() as {
      ideas: [];
    };
    expect(ideas).toEqual([]);
  });

  it('refunds the credit when the engine fails, and charges nothing without credits', async () => {
    const user = await signUpAndVerify(testApp);
    const storageId = await upload(user.cookie, await blankImage());
    const before = await getCreditBalance({ ...testApp.deps, userId: user.userId });
    failNext = true;
    const answer = await call('POST', '/api/floor-plans', user.cookie, { storageId });
    const id = (answer.json() as { floorPlanRequestId: string }).floorPlanRequestId;
    expect((await finished(user.cookie, id)).status).toBe('failed');
    expect(await getCreditBalance({ ...testApp.deps, userId: user.userId })).toEqual(before);
    const ledger = await ledgerState(testApp.deps.database.db, user.userId);
    expect(ledger.charged).toBe(0);

    // Hold every credit elsewhere, then ask: 402 in the floor plan's words, and nothing recorded.
    await reserveCredits({
      ...testApp.deps,
      userId: user.userId,
      feature: 'FLOOR_PLAN',
      amount: before.totalCredits,
      reference: 'elsewhere',
    });
    const refused = await call('POST', '/api/floor-plans', user.cookie, { storageId });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'credits.insufficient',
        message: 'You need at least 1 credit to turn a floor plan into 3D.',
      },
    });
    const list = (await call('GET', '/api/floor-plans', user.cookie)).json() as {
      requests: FloorPlanRequest[];
    };
    expect(list.requests.map((r) => r._id)).toEqual([id]);
  });
});
