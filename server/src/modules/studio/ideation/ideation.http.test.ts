import { errorCodes } from '@roomcraft/contracts';
import type { Idea, IdeationProgress, IdeationRequest, RoomImage } from '@roomcraft/contracts/studio';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { waitFor } from '../../../../test/wait';
import { createDesignEngine, type DesignEngine } from '../../../engine';
import { createActivityRepository } from '../../accounts';
import { createAccountsTestApp, signUpAndVerify } from '../../accounts/accounts.test-support';
import { getCreditBalance } from '../../credits';
import { ledgerState } from '../../credits/credits.test-support';
import { createRoomFromPhoto, fetchSigned } from '../studio.test-support';

/**
 * The real local engine, with two test hooks at its edge: `probe` runs before each operation (to read the
 * progress a user would see at that moment), and renders of the idea numbers in `failingOrders` get
 * unreadable image bytes, so they fail through the engine's own invalid-image error.
 */
const failingOrders = new Set<number>();
let probe: ((operation: 'analyze' | 'ideate' | 'render') => Promise<void>) | undefined;
const realEngine = createDesignEngine();
const engine: DesignEngine = {
  ...realEngine,
  analyzeRoom: async (input) => {
    await probe?.('analyze');
    return realEngine.analyzeRoom(input);
  },
  ideate: async (input) => {
    await probe?.('ideate');
    return realEngine.ideate(input);
  },
  renderIdea: async (input) => {
    await probe?.('render');
    return realEngine.renderIdea(
      failingOrders.has(input.idea.order)
        ? { ...input, image: new Uint8Array([0xff, 0xd8, 0xff, 0, 1]) }
        : input,
    );
  },
};

// Each test runs real renders; the machine running the suite may be shared and busy.
describe('ideation: start, run, ideas, credits', { timeout: 120_000 }, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp({ engine });
    await testApp.deps.queue.work({ deps: testApp.deps });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    cookie: string,
    payload?: Record<string, unknown>,
  ) => testApp.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const start = (cookie: string, payload: Record<string, unknown>) =>
    call('POST', '/api/ideations', cookie, {
      roomType: 'living-room',
      designStyle: 'scandinavian',
      creativityLevel: 3,
      numberOfIdeas: 4,
      ...payload,
    });
  const finished = (cookie: string, id: string) =>
    waitFor(
      async () => {
        const progress = (
          await call('GET', `/api/ideations/${id}/progress`, cookie)
        ).json() as IdeationProgress;
        return (progress.status === 'completed' || progress.status === 'failed') && progress;
      },
      { timeoutMs: 100_000, intervalMs: 50, what: `ideation ${id} to finish` },
    );
  const ideasOf = async (cookie: string, id: string) =>
    ((await call('GET', `/api/ideations/${id}/ideas`, cookie)).json() as { ideas: Idea[] }).ideas;

  it('refuses a named provider this server has no key for at once, charging nothing', async () => {
    const { cookie, userId } = await signUpAndVerify(testApp);
    const { roomImageId } = await createRoomFromPhoto(testApp, { cookie });
    const before = await getCreditBalance({ ...testApp.deps, userId });
    for (const model of ['openai', 'gemini']) {
      const response = await start(cookie, { roomImageId, model, numberOfIdeas: 1 });
      expect(response.statusCode, model).toBe(422);
      expect(response.json(), model).toMatchObject({ error: { code: 'engine.provider_not_configured' } });
    }
    expect(await getCreditBalance({ ...testApp.deps, userId })).toEqual(before);
  });

  it('makes 4 ideas with images, room images and engine details, charging exactly 4 credits', async () => {
    const user = await signUpAndVerify(testApp);
    const { roomImageId } = await createRoomFromPhoto(testApp, { cookie: user.cookie });
    const before = await getCreditBalance({ ...testApp.deps, userId: user.userId });
    // What the progress card shows while each engine step runs (the newest request is this one).
    const seen: Array<[string, IdeationRequest]> = [];
    probe = async (operation) => {
      const answer = await call('GET', '/api/ideations?limit=1', user.cookie);
      seen.push([operation, (answer.json() as { requests: IdeationRequest[] }).requests[0]!]);
    };
    const answer = await start(user.cookie, { roomImageId, userPrompt: 'warm and calm' });
    expect(answer.statusCode).toBe(200);
    const { ideationRequestId } = answer.json() as { success: true; ideationRequestId: string };
    expect(answer.json()).toEqual({ success: true, ideationRequestId });
    const progress = await finished(user.cookie, ideationRequestId);
    probe = undefined;

    expect(progress).toMatchObject({
      status: 'completed',
      progress: 100,
      stepsCompleted: 6,
      totalSteps: 6,
      message: 'All ideas are ready',
      error: null,
    });
    expect(
      seen
        .slice(0, 2)
        .map(([operation, request]) => [operation, request.status, request.progress, request.message]),
    ).toEqual([
      ['analyze', 'analyzing_image', 0, 'Analyzing your room...'],
      ['ideate', 'generating_ideas', 17, 'Generating design ideas...'],
    ]);
    const renders = seen.slice(2);
    expect(renders).toHaveLength(4);
    for (const [operation, request] of renders) {
      const n = Number(request.status.replace('creating_image_', ''));
      expect(operation).toBe('render');
      expect(n).toBeGreaterThanOrEqual(1);
      expect(request.message).toBe(`Creating image ${n} of 4...`);
      expect(request.totalSteps).toBe(6);
      expect(request.progress).toBe(Math.round((100 * request.stepsCompleted) / 6));
    }
    const ideas = await ideasOf(user.cookie, ideationRequestId);
    expect(ideas.map((idea) => [idea.order, idea.status])).toEqual([
      [1, 'completed'],
      [2, 'completed'],
      [3, 'completed'],
      [4, 'completed'],
    ]);
    for (const idea of ideas) {
      expect(idea).toMatchObject({ engine: 'local', ideationRequestId, isFavorite: false, error: null });
      expect(idea.title.length).toBeGreaterThan(0);
      expect(idea.colorPalette.length).toBeGreaterThanOrEqual(3);
      // Described as the image shows it: measured changes, not the intentions written before drawing.
      expect(idea.description).toMatch(/ over \d+ % of the image/);
      expect(idea.structureScore).toBeGreaterThanOrEqual(0);
      const image = await fetchSigned(testApp, idea.imageUrl!);
      expect((await sharp(image.rawPayload).metadata()).format).toBe('png');
      const roomImage = (
        await call('GET', `/api/rooms/${idea.roomImageId}`, user.cookie)
      ).json() as RoomImage;
      expect(roomImage).toMatchObject({
        description: idea.description,
        mode: 'ideation',
        status: 'completed',
        roomType: 'living-room',
        metadata: {
          engine: 'local',
          ideaId: idea._id,
          ideationRequestId,
          sourceRoomImageId: roomImageId,
          structureScore: idea.structureScore,
        },
      });
      const path = (url: string | null) => url && new URL(url, 'http://localhost').pathname;
      expect(path(roomImage.generatedImageUrl)).toBe(path(idea.imageUrl));
    }
    const gallery = (await call('GET', '/api/gallery', user.cookie)).json() as { items: RoomImage[] };
    expect(gallery.items).toHaveLength(4);

    const request = (await call('GET', `/api/ideations/${ideationRequestId}`, user.cookie)).json();
    expect(request).toMatchObject({ roomImageId, numberOfIdeas: 4, userPrompt: 'warm and calm' });
    expect(request.completedAt).not.toBeNull();

    const after = await getCreditBalance({ ...testApp.deps, userId: user.userId });
    expect(after.totalCredits).toBe(before.totalCredits - 4);
    const ledger = await ledgerState(testApp.deps.database.db, user.userId);
    expect({ settled: ledger.settled, charged: ledger.charged }).toEqual({ settled: 4, charged: 4 });

    // Admins see the request in the user's activity log (docs/spec §7).
    const { logs } = await createActivityRepository({ db: testApp.deps.database.db }).listForUser({
      userId: user.userId,
    });
    expect(logs.find((log) => log.action === 'ideation_request')?.metadata).toMatchObject({
      ideationRequestId,
    });
  });

  it('marks an idea whose render fails and refunds exactly its credit; all failing fails the request', async () => {
    const user = await signUpAndVerify(testApp);
    const { roomImageId } = await createRoomFromPhoto(testApp, { cookie: user.cookie });
    const before = await getCreditBalance({ ...testApp.deps, userId: user.userId });

    failingOrders.clear();
    failingOrders.add(2);
    const partly = await start(user.cookie, { roomImageId, numberOfIdeas: 3 });
    const partlyId = partly.json().ideationRequestId as string;
    expect((await finished(user.cookie, partlyId)).status).toBe('completed');
    const ideas = await ideasOf(user.cookie, partlyId);
    expect(ideas.map((idea) => idea.status)).toEqual(['completed', 'failed', 'completed']);
    expect(ideas[1]).toMatchObject({ error: 'Image generation failed', imageUrl: null, roomImageId: null });
    expect((await getCreditBalance({ ...testApp.deps, userId: user.userId })).totalCredits).toBe(
      before.totalCredits - 2,
    );

    failingOrders.add(1);
    const failing = await start(user.cookie, { roomImageId, numberOfIdeas: 2 });
    const failingId = failing.json().ideationRequestId as string;
    const progress = await finished(user.cookie, failingId);
    failingOrders.clear();
    expect(progress).toMatchObject({ status: 'failed', error: 'Image generation failed' });
    expect((await ideasOf(user.cookie, failingId)).map((idea) => idea.status)).toEqual(['failed', 'failed']);
    // Nothing was charged for the failed request.
    expect((await getCreditBalance({ ...testApp.deps, userId: user.userId })).totalCredits).toBe(
      before.totalCredits - 2,
    );
    const ledger = await ledgerState(testApp.deps.database.db, user.userId);
    expect({ settled: ledger.settled, charged: ledger.charged }).toEqual({ settled: 2, charged: 2 });
  });

  it('refuses more ideas than credits with 402 and the spec message, writing nothing', async () => {
    const user = await signUpAndVerify(testApp);
    const { roomImageId } = await createRoomFromPhoto(testApp, { cookie: user.cookie });
    const before = await getCreditBalance({ ...testApp.deps, userId: user.userId });
    expect(before.totalCredits).toBe(5);
    const answer = await start(user.cookie, { roomImageId, numberOfIdeas: 6 });
    expect(answer.statusCode).toBe(402);
    expect(answer.json().error).toMatchObject({
      code: 'credits.insufficient',
      message: 'You need at least 6 credit(s) to generate 6 design idea(s).',
    });
    expect((await call('GET', '/api/ideations', user.cookie)).json()).toEqual({ requests: [] });
    expect(await getCreditBalance({ ...testApp.deps, userId: user.userId })).toEqual(before);
  });

  it('makes "more ideas like this" from the same room with the parent style, one level deeper', async () => {
    const user = await signUpAndVerify(testApp);
    const { roomImageId } = await createRoomFromPhoto(testApp, { cookie: user.cookie });
    const parentId = (await start(user.cookie, { roomImageId, numberOfIdeas: 1 })).json()
      .ideationRequestId as string;
    await finished(user.cookie, parentId);
    const [parentIdea] = await ideasOf(user.cookie, parentId);

    const child = await start(user.cookie, {
      roomImageId,
      numberOfIdeas: 2,
      designStyle: 'industrial',
      parentMetadata: {
        parentIdeaId: parentIdea!._id,
        parentRequestId: parentId,
        parentType: 'idea',
        generationLevel: 1,
      },
    });
    expect(child.statusCode).toBe(200);
    const childId = child.json().ideationRequestId as string;
    expect((await finished(user.cookie, childId)).status).toBe('completed');
    const request = (await call('GET', `/api/ideations/${childId}`, user.cookie)).json() as IdeationRequest;
    expect(request.roomImageId).toBe(roomImageId);
    expect(request.parentMetadata).toEqual({
      parentIdeaId: parentIdea!._id,
      parentRequestId: parentId,
      parentType: 'idea',
      generationLevel: 1,
    });
    const childIdeas = await ideasOf(user.cookie, childId);
    expect(childIdeas).toHaveLength(2);
    // The first idea of a request keeps the request's style: here the parent idea's, not the form's.
    expect(childIdeas[0]!.style).toBe(parentIdea!.style);
  });

  it("favourites an idea and its room image, and answers 404 for another user's request and idea", async () => {
    const ana = await signUpAndVerify(testApp);
    const bob = await signUpAndVerify(testApp);
    const { roomImageId } = await createRoomFromPhoto(testApp, { cookie: ana.cookie });
    const id = (await start(ana.cookie, { roomImageId, numberOfIdeas: 1 })).json()
      .ideationRequestId as string;
    await finished(ana.cookie, id);
    const [idea] = await ideasOf(ana.cookie, id);

    const favourite = await call('POST', `/api/ideas/${idea!._id}/favorite`, ana.cookie, {
      isFavorite: true,
    });
    expect(favourite.json()).toEqual({ isFavorite: true });
    expect((await ideasOf(ana.cookie, id))[0]!.isFavorite).toBe(true);
    expect((await call('GET', `/api/rooms/${idea!.roomImageId}`, ana.cookie)).json().isFavorite).toBe(true);
    const favourites = (await call('GET', '/api/gallery?favorites=true', ana.cookie)).json();
    expect(favourites.items.map((item: RoomImage) => item._id)).toEqual([idea!.roomImageId]);

    for (const url of [
      `/api/ideations/${id}`,
      `/api/ideations/${id}/progress`,
      `/api/ideations/${id}/ideas`,
      '/api/ideations/6f1c2c8e-8c1f-4a51-9d7e-2f7f7d7f7f7f',
    ]) {
      const answer = await call('GET', url, bob.cookie);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().error.code).toBe(errorCodes.notFound);
    }
    expect((await call('GET', '/api/ideations/%7Bx%7D', bob.cookie)).statusCode).toBe(400);
    const stolen = await call('POST', `/api/ideas/${idea!._id}/favorite`, bob.cookie, { isFavorite: false });
    expect(stolen.statusCode).toBe(404);
    expect((await start(bob.cookie, { roomImageId })).statusCode).toBe(404);
    expect((await call('GET', '/api/ideations', bob.cookie)).json()).toEqual({ requests: [] });
    expect((await start('', { roomImageId })).statusCode).toBe(401);

    // Deleting the design's room image unlinks the idea; the idea keeps its image.
    expect((await call('DELETE', `/api/rooms/${idea!.roomImageId}`, ana.cookie)).statusCode).toBe(200);
    const [unlinked] = await ideasOf(ana.cookie, id);
    expect(unlinked).toMatchObject({ roomImageId: null, status: 'completed' });
    expect(unlinked!.imageUrl).not.toBeNull();
  });
});
