import type { RoomImage } from '@roomcraft/contracts/studio';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { waitFor } from '../../../../test/wait';
import { createDesignEngine, type DesignEngine } from '../../../engine';
import { createProfilesRepository } from '../../accounts';
import { createAccountsTestApp, signUpAndVerify } from '../../accounts/accounts.test-support';
import { generations } from './generations.table';
import { getCreditBalance, grantCredits, reserveCredits } from '../../credits';
import { createRoomFromPhoto, fetchSigned, roomPhoto, smallRoomPhoto } from '../studio.test-support';

/**
 * The real local engine; an edit whose prompt says "unreadable" gets unreadable bytes and fails in it, and
 * compose requests are recorded as the engine receives them.
 */
const realEngine = createDesignEngine();
const composed: Array<Parameters<DesignEngine['compose']>[0]> = [];
const engine: DesignEngine = {
  ...realEngine,
  compose: (input) => {
    composed.push(input);
    return realEngine.compose(input);
  },
  edit: (input) =>
    realEngine.edit(
      input.prompt.includes('unreadable')
        ? { ...input, image: new Uint8Array([0xff, 0xd8, 0xff, 0, 1]) }
        : input,
    ),
};

describe('generations: visualize, decluttering, staging, compose', { timeout: 120_000 }, () => {
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
  const generate = (cookie: string, payload: Record<string, unknown>) =>
    call('POST', '/api/generations', cookie, payload);
  const finished = (cookie: string, id: string) =>
    waitFor(
      async () => {
        const progress = (await call('GET', `/api/rooms/${id}/progress`, cookie)).json() as {
          status: string;
          progress: number;
          error?: string;
        };
        return (progress.status === 'completed' || progress.status === 'failed') && progress;
      },
      { timeoutMs: 100_000, intervalMs: 50, what: `generation ${id}` },
    );
  const roomImageOf = async (cookie: string, id: string) =>
    (await call('GET', `/api/rooms/${id}`, cookie)).json() as RoomImage;
  const total = async (userId: string) => (await getCreditBalance({ ...testApp.deps, userId })).totalCredits;

  it('visualize: an edit makes a new room image from the source, with the grammar feedback, for 1 credit', async () => {
    const user = await signUpAndVerify(testApp);
    const { roomImageId: sourceId } = await createRoomFromPhoto(testApp, { cookie: user.cookie });
    const before = await total(user.userId);
    const answer = await generate(user.cookie, {
      mode: 'visualize',
      roomImageId: sourceId,
      prompt: 'paint the walls sage and add a piano',
    });
    expect(answer.statusCode).toBe(200);
    const { roomImageId } = answer.json() as { roomImageId: string };
    expect(roomImageId).not.toBe(sourceId);
    expect(await finished(user.cookie, roomImageId)).toEqual({ progress: 100, status: 'completed' });
    const roomImage = await roomImageOf(user.cookie, roomImageId);
    expect(roomImage).toMatchObject({
      mode: 'visualize',
      status: 'completed',
      prompt: 'paint the walls sage and add a piano',
    });
    expect(roomImage.metadata.sourceRoomImageId).toBe(sourceId);
    const feedback = roomImage.metadata.generation?.feedback;
    expect(feedback?.understood.map((each) => each.applied).join(' ')).toMatch(/sage/i);
    expect(feedback?.notUnderstood.map((each) => each.phrase).join(' ')).toMatch(/piano/);
    const image = await fetchSigned(testApp, roomImage.generatedImageUrl!);
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).format).toBe('png');
    expect(await total(user.userId)).toBe(before - 1);

    // Remix the generated image again: the lineage points at the image it was made from.
    const again = await generate(user.cookie, {
      mode: 'visualize',
      roomImageId,
      prompt: 'make the floor dark oak',
      mask: `data:image/png;base64,${(
        await sharp({ create: { width: 64, height: 48, channels: 3, background: '#ffffff' } })
          .png()
          .toBuffer()
      ).toString('base64')}`,
    });
    const second = (again.json() as { roomImageId: string }).roomImageId;
    expect((await finished(user.cookie, second)).status).toBe('completed');
    expect((await roomImageOf(user.cookie, second)).metadata.sourceRoomImageId).toBe(roomImageId);
    expect(await total(user.userId)).toBe(before - 2);
  });

  it('decluttering lists detected objects for free and removes them for 1 credit', async () => {
    const user = await signUpAndVerify(testApp);
    const { roomImageId: sourceId } = await createRoomFromPhoto(testApp, {
      cookie: user.cookie,
      photo: roomPhoto('living-room_cluttered_roomgpt.jpg'),
    });
    const before = await total(user.userId);
    const detected = await call('POST', '/api/generations/detect-objects', user.cookie, {
      roomImageId: sourceId,
    });
    expect(detected.statusCode).toBe(200);
    const { objects } = detected.json() as { objects: Array<{ objectName: string; isClutter: boolean }> };
    expect(objects.length).toBeGreaterThan(0);
    expect(await total(user.userId)).toBe(before);

    const answer = await generate(user.cookie, { mode: 'decluttering', roomImageId: sourceId });
    const { roomImageId } = answer.json() as { roomImageId: string };
    expect((await finished(user.cookie, roomImageId)).status).toBe('completed');
    const roomImage = await roomImageOf(user.cookie, roomImageId);
    expect(roomImage.mode).toBe('decluttering');
    expect(roomImage.metadata.generation?.removed?.length).toBeGreaterThan(0);
    expect(await total(user.userId)).toBe(before - 1);
  });

  it('virtual staging furnishes the room with the "Virtually staged" mark on by default, for 1 credit', async () => {
    const user = await signUpAndVerify(testApp);
    const { roomImageId: sourceId } = await createRoomFromPhoto(testApp, {
      cookie: user.cookie,
      photo: await smallRoomPhoto('bedroom_derelict-almost-empty_pexels.jpg'),
    });
    const before = await total(user.userId);
    const answer = await generate(user.cookie, {
      mode: 'virtual-staging',
      roomImageId: sourceId,
      roomType: 'bedroom',
      designStyle: 'scandinavian',
    });
    const { roomImageId } = answer.json() as { roomImageId: string };
    expect((await finished(user.cookie, roomImageId)).status).toBe('completed');
    const roomImage = await roomImageOf(user.cookie, roomImageId);
    expect(roomImage).toMatchObject({ mode: 'virtual-staging', roomType: 'bedroom', style: 'scandinavian' });
    expect(roomImage.metadata.generation).toMatchObject({ disclosure: true });
    expect(roomImage.metadata.generation?.placements?.length).toBeGreaterThan(0);
    expect(await total(user.userId)).toBe(before - 1);
    // The credit history names the mode (charged as a visualization, noted as virtual staging).
    const history = await testApp.app.inject({
      method: 'GET',
      url: '/api/credits/history',
      headers: { cookie: user.cookie },
    });
    const { entries } = history.json() as { entries: { kind: string; note: string | null }[] };
    expect(entries.find((entry) => entry.kind === 'spend')?.note).toBe('VIRTUAL_STAGING');
  });

  it('compose is premium-only and costs 2 premium credits', async () => {
    const user = await signUpAndVerify(testApp);
    const { roomImageId: sourceId } = await createRoomFromPhoto(testApp, { cookie: user.cookie });
    const payload = {
      mode: 'compose',
      roomImageId: sourceId,
      items: [
        { itemId: 'armchair', x: 0.3, y: 0.85 },
        { itemId: 'floor-lamp', x: 0.75, y: 0.8, scale: 1.2, rotation: 15 },
      ],
    };
    const refused = await generate(user.cookie, payload);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      error: {
        message:
          'Insufficient premium credits. This feature requires 2 premium credits, but you only have 0.',
      },
    });
    const unknown = await generate(user.cookie, { ...payload, items: [{ itemId: 'piano', x: 0.5, y: 0.9 }] });
    expect(unknown.statusCode).toBe(400);

    await grantCredits({
      ...testApp.deps,
      userId: user.userId,
      kind: 'purchase',
      pool: 'premium',
      amount: 2,
      reference: `test:${user.userId}`,
    });
    const answer = await generate(user.cookie, payload);
    expect(answer.statusCode).toBe(200);
    const { roomImageId } = answer.json() as { roomImageId: string };
    expect((await finished(user.cookie, roomImageId)).status).toBe('completed');
    const roomImage = await roomImageOf(user.cookie, roomImageId);
    expect(roomImage.metadata.generation?.placements?.map((each) => each.itemId).sort()).toEqual([
      'armchair',
      'floor-lamp',
    ]);
    // The turn chosen on the compose page reaches the engine with each item (0 when none was sent).
    expect(composed.at(-1)?.items).toEqual([
      { itemId: 'armchair', x: 0.3, y: 0.85, scale: 1, rotation: 0 },
      { itemId: 'floor-lamp', x: 0.75, y: 0.8, scale: 1.2, rotation: 15 },
    ]);
    expect((await getCreditBalance({ ...testApp.deps, userId: user.userId })).premiumCredits).toBe(0);
  });

  it("refunds a failed generation; another user's room is a 404; short credits get the spec's message", async () => {
    const ana = await signUpAndVerify(testApp);
    const bob = await signUpAndVerify(testApp);
    const { roomImageId: anasRoom } = await createRoomFromPhoto(testApp, { cookie: ana.cookie });
    const before = await total(ana.userId);

    const failed = await generate(ana.cookie, {
      mode: 'visualize',
      roomImageId: anasRoom,
      prompt: 'unreadable',
    });
    const failedId = (failed.json() as { roomImageId: string }).roomImageId;
    expect(await finished(ana.cookie, failedId)).toMatchObject({
      status: 'failed',
      error: 'Image generation failed',
    });
    expect(await total(ana.userId)).toBe(before);

    for (const mode of ['visualize', 'decluttering']) {
      const stolen = await generate(bob.cookie, {
        mode,
        roomImageId: anasRoom,
        prompt: 'paint the walls blue',
      });
      expect(stolen.statusCode, mode).toBe(404);
    }
    expect((await call('GET', `/api/rooms/${failedId}/progress`, bob.cookie)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/generations/detect-objects', bob.cookie, { roomImageId: anasRoom }))
        .statusCode,
    ).toBe(404);

    const named = await generate(ana.cookie, {
      mode: 'decluttering',
      roomImageId: anasRoom,
      model: 'openai',
    });
    expect(named.statusCode).toBe(422);
    expect(named.json()).toMatchObject({ error: { code: 'engine.provider_not_configured' } });
    const empty = await generate(ana.cookie, { mode: 'visualize', roomImageId: anasRoom, prompt: '   ' });
    expect(empty.statusCode).toBe(400);

    // Another job holds every credit Bob has (as a running ideation would); one more is refused.
    const { roomImageId: bobsRoom } = await createRoomFromPhoto(testApp, { cookie: bob.cookie });
    await reserveCredits({
      ...testApp.deps,
      userId: bob.userId,
      feature: 'IDEATION_MODE',
      amount: await total(bob.userId),
      reference: `test:${bob.userId}`,
    });
    const short = await generate(bob.cookie, { mode: 'decluttering', roomImageId: bobsRoom });
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({ error: { message: 'Insufficient credits. Needs 1 credits.' } });
    expect(
      ((await call('GET', '/api/rooms?limit=50', bob.cookie)).json() as { rooms: unknown[] }).rooms,
    ).toHaveLength(1);
  });

  it('perks: HD downloads watermarked on the default plan, 4K only where the plan allows; staff jobs run first', async () => {
    const user = await signUpAndVerify(testApp);
    const { roomImageId } = await createRoomFromPhoto(testApp, { cookie: user.cookie });
    const hd = await call('GET', `/api/rooms/${roomImageId}/download?quality=hd`, user.cookie);
    expect(hd.statusCode).toBe(200);
    expect(hd.headers['content-type']).toBe('image/png');
    expect(hd.headers['content-disposition']).toMatch(/room-design-\d+\.png/);
    expect(hd.headers['x-roomcraft-watermark']).toBe('on');
    const hdMeta = await sharp(hd.rawPayload).metadata();
    expect(Math.max(hdMeta.width, hdMeta.height)).toBe(1920);
    const refused = await call('GET', `/api/rooms/${roomImageId}/download?quality=4k`, user.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: { message: 'Your plan does not include 4K downloads. Upgrade your plan to download in 4K.' },
    });
    const other = await signUpAndVerify(testApp);
    expect((await call('GET', `/api/rooms/${roomImageId}/download`, other.cookie)).statusCode).toBe(404);

    // Reviewers get every feature: 4K through the upscaler, no watermark, highest processing priority.
    const staff = await signUpAndVerify(testApp);
    await createProfilesRepository({ db: testApp.deps.database.db }).setRole({
      userId: staff.userId,
      role: 'reviewer',
    });
    const { roomImageId: staffRoom } = await createRoomFromPhoto(testApp, { cookie: staff.cookie });
    const fourK = await call('GET', `/api/rooms/${staffRoom}/download?quality=4k`, staff.cookie);
    expect(fourK.statusCode).toBe(200);
    expect(fourK.headers['x-roomcraft-watermark']).toBe('off');
    const fourKMeta = await sharp(fourK.rawPayload).metadata();
    expect(Math.max(fourKMeta.width, fourKMeta.height)).toBe(3840);

    const staffJob = await generate(staff.cookie, { mode: 'decluttering', roomImageId: staffRoom });
    const userJob = await generate(user.cookie, { mode: 'decluttering', roomImageId });
    const priorities = await testApp.deps.database.db
      .select({ roomImageId: generations.roomImageId, priority: generations.priority })
      .from(generations);
    const priorityOf = (id: string) => priorities.find((row) => row.roomImageId === id)?.priority;
    expect(priorityOf((staffJob.json() as { roomImageId: string }).roomImageId)).toBe(10);
    expect(priorityOf((userJob.json() as { roomImageId: string }).roomImageId)).toBe(0);
  });
});
