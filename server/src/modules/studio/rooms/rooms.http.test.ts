import { errorCodes } from '@roomcraft/contracts';
import type { GalleryResponse, RoomImage } from '@roomcraft/contracts/studio';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { createAccountsTestApp, signUpAndVerify } from '../../accounts/accounts.test-support';
import { createRoomFromPhoto, fetchSigned, roomPhoto } from '../studio.test-support';
import { createRoomImagesRepository } from './rooms.repository';

describe('room images and the gallery', () => {
  let testApp: TestApp;
  let ana: { cookie: string; userId: string };
  let bob: { cookie: string; userId: string };
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
    ana = await signUpAndVerify(testApp);
    bob = await signUpAndVerify(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const request = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    cookie: string,
    payload?: Record<string, unknown>,
  ) => testApp.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('makes a room image from an own upload and reads, edits and deletes it', async () => {
    const { roomImageId, storageId } = await createRoomFromPhoto(testApp, {
      cookie: ana.cookie,
      title: 'Living room',
    });
    const read = await request('GET', `/api/rooms/${roomImageId}`, ana.cookie);
    expect(read.statusCode).toBe(200);
    const roomImage = read.json() as RoomImage;
    expect(roomImage).toMatchObject({
      _id: roomImageId,
      roomImageId,
      title: 'Living room',
      prompt: '',
      mode: 'ideation',
      status: 'uploaded',
      isFavorite: false,
      generatedImageUrl: null,
    });
    expect(roomImage.originalImageUrl).toContain(storageId);
    expect(roomImage.imageUrl).toBe(roomImage.originalImageUrl);
    expect((await fetchSigned(testApp, roomImage.originalThumbnailUrl)).statusCode).toBe(200);

    const edited = await request('PATCH', `/api/rooms/${roomImageId}`, ana.cookie, {
      title: ' Sunny lounge ',
      tags: ['bright'],
      isFavorite: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Sunny lounge', tags: ['bright'], isFavorite: true });

    const progress = await request('GET', `/api/rooms/${roomImageId}/progress`, ana.cookie);
    expect(progress.json()).toEqual({ progress: 0, status: 'uploaded' });

    const recent = await request('GET', '/api/rooms?limit=5', ana.cookie);
    expect((recent.json() as { rooms: RoomImage[] }).rooms.map((each) => each._id)).toContain(roomImageId);

    expect((await request('DELETE', `/api/rooms/${roomImageId}`, ana.cookie)).json()).toEqual({
      success: true,
    });
    expect((await request('GET', `/api/rooms/${roomImageId}`, ana.cookie)).statusCode).toBe(404);
  });

  it('deletes a photo with its last room: links issued before stop working at once', async () => {
    // A photo of its own (random pixels), so no other test's room shares its content-addressed file.
    const photo = await sharp(Buffer.from(randomBytes(640 * 480 * 3)), {
      raw: { width: 640, height: 480, channels: 3 },
    })
      .jpeg()
      .toBuffer();
    const first = await createRoomFromPhoto(testApp, { cookie: ana.cookie, photo });
    const second = await createRoomFromPhoto(testApp, { cookie: ana.cookie, photo });
    const roomImage = (
      await request('GET', `/api/rooms/${first.roomImageId}`, ana.cookie)
    ).json() as RoomImage;
    const links = [roomImage.originalImageUrl, roomImage.originalThumbnailUrl];

    await request('DELETE', `/api/rooms/${first.roomImageId}`, ana.cookie);
    // The second room shows the same file: it stays.
    for (const link of links) expect((await fetchSigned(testApp, link)).statusCode).toBe(200);

    await request('DELETE', `/api/rooms/${second.roomImageId}`, ana.cookie);
    for (const link of links) expect((await fetchSigned(testApp, link)).statusCode).toBe(404);
  });

  it("answers 404 for another user's room everywhere, and for another user's upload", async () => {
    const { roomImageId, storageId } = await createRoomFromPhoto(testApp, { cookie: ana.cookie });
    for (const [method, url, payload] of [
      ['GET', `/api/rooms/${roomImageId}`],
      ['GET', `/api/rooms/${roomImageId}/progress`],
      ['PATCH', `/api/rooms/${roomImageId}`, { title: 'Mine now' }],
      ['DELETE', `/api/rooms/${roomImageId}`],
    ] as const) {
      const answer = await request(method, url, bob.cookie, payload);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json().error.code).toBe(errorCodes.notFound);
    }
    const stolen = await request('POST', '/api/rooms', bob.cookie, { storageId });
    expect(stolen.statusCode).toBe(404);
    // Ana's room is untouched.
    expect((await request('GET', `/api/rooms/${roomImageId}`, ana.cookie)).json().title).toBe('');
  });

  it('refuses ids with braces (400) and treats unknown ids as missing (404)', async () => {
    expect((await request('GET', '/api/rooms/%7Bid%7D', ana.cookie)).statusCode).toBe(400);
    expect((await request('GET', '/api/rooms/not-a-uuid', ana.cookie)).statusCode).toBe(404);
    expect(
      (await request('GET', '/api/rooms/6f1c2c8e-8c1f-4a51-9d7e-2f7f7d7f7f7f', ana.cookie)).statusCode,
    ).toBe(404);
    expect((await request('GET', '/api/rooms', '')).statusCode).toBe(401);
  });

  it('tells a signed-out caller to sign in before judging what they sent (401, not 400)', async () => {
    const badBody = { storageId: 42, title: 'x'.repeat(5000) };
    const signedOut = await request('POST', '/api/rooms', '', badBody);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.code).toBe(errorCodes.unauthorized);
    // Signed in, the same body gets the field details.
    expect((await request('POST', '/api/rooms', ana.cookie, badBody)).statusCode).toBe(400);
    expect((await request('PATCH', '/api/rooms/%7Bid%7D', '', { title: 7 })).statusCode).toBe(401);
  });

  it('pages the gallery newest first over designs only, with a favourites filter', async () => {
    const { cookie, userId } = await signUpAndVerify(testApp);
    const { roomImageId: uploadOnly } = await createRoomFromPhoto(testApp, { cookie, photo: roomPhoto() });
    const source = await createRoomImagesRepository({ db: testApp.deps.database.db }).findForUser({
      userId,
      id: uploadOnly,
    });
    // Five generated designs (as the ideation job records them), the 2nd and 5th favourited.
    const designs: string[] = [];
    for (let index = 1; index <= 5; index += 1) {
      const { roomImage } = await createRoomImagesRepository({ db: testApp.deps.database.db }).insert({
        userId,
        title: `Design ${index}`,
        mode: 'ideation',
        originalKey: source.roomImage!.originalKey,
        originalThumbnailKey: source.roomImage!.originalThumbnailKey,
        generatedKey: source.roomImage!.originalKey,
        generatedThumbnailKey: source.roomImage!.originalThumbnailKey,
        isFavorite: index === 2 || index === 5,
        status: 'completed',
        progress: 100,
        createdAt: new Date(Date.now() + index * 1000),
      });
      designs.push(roomImage.id);
    }
    const page = async (query: string) => {
      const answer = await request('GET', `/api/gallery?${query}`, cookie);
      expect(answer.statusCode).toBe(200);
      return answer.json() as GalleryResponse;
    };
    const first = await page('limit=2');
    expect(first.items.map((item) => item.title)).toEqual(['Design 5', 'Design 4']);
    const second = await page(`limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.title)).toEqual(['Design 3', 'Design 2']);
    const third = await page(`limit=2&cursor=${second.nextCursor}`);
    expect(third.items.map((item) => item.title)).toEqual(['Design 1']);
    expect(third.nextCursor).toBeNull();
    expect(third.items[0]!.generatedImageUrl).not.toBeNull();

    const favourites = await page('favorites=true');
    expect(favourites.items.map((item) => item.title)).toEqual(['Design 5', 'Design 2']);
    expect(favourites.nextCursor).toBeNull();

    expect((await request('GET', '/api/gallery?cursor=garbage', cookie)).statusCode).toBe(400);
    // Another user sees none of them.
    expect((await request('GET', '/api/gallery', bob.cookie)).json()).toEqual({
      items: [],
      nextCursor: null,
    });
  });
});
