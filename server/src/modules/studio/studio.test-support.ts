import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { serverRoot } from '../../kernel/paths';
import type { TestApp } from '../../../test/app';

/** Real room photos (credits in server/test/fixtures/images/CREDITS.md). */
export const roomPhoto = (name = 'living-room_furnished_pxhere-cc0.jpg'): Buffer =>
  readFileSync(join(serverRoot, 'test/fixtures/images/rooms', name));

const smallPhotos = new Map<string, Promise<Buffer>>();

/**
 * A room photo at 512 px wide, for tests of the flow around the design engine (credits, jobs, lineage,
 * ownership) rather than of its pictures: a quarter of the pixels, so each parse and render costs a
 * fraction of the full photo's on a 2-core CI machine. The engine's own tests use the full photos.
 */
export function smallRoomPhoto(name = 'living-room_furnished_pxhere-cc0.jpg'): Promise<Buffer> {
  let photo = smallPhotos.get(name);
  if (!photo) {
    photo = sharp(roomPhoto(name)).resize({ width: 512 }).jpeg({ quality: 90 }).toBuffer();
    smallPhotos.set(name, photo);
  }
  return photo;
}

export function uploadImage(
  testApp: TestApp,
  {
    body,
    cookie,
    contentType = 'application/octet-stream',
  }: {
    body: Buffer;
    cookie?: string;
    contentType?: string;
  },
) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/upload-image',
    payload: body,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
  });
}

/** Fetches a signed `/files/...` URL of a DTO through the app, as a browser would. */
export function fetchSigned(testApp: TestApp, url: string): Promise<LightMyRequestResponse> {
  const parsed = new URL(url, 'http://localhost');
  return testApp.app.inject({ method: 'GET', url: parsed.pathname + parsed.search });
}

/** Uploads a room photo and makes a room image of it; returns its id. */
export async function createRoomFromPhoto(
  testApp: TestApp,
  { cookie, photo, title }: { cookie: string; photo?: Buffer; title?: string },
): Promise<{ roomImageId: string; storageId: string }> {
  photo ??= await smallRoomPhoto();
  const uploaded = await uploadImage(testApp, { body: photo, cookie, contentType: 'image/jpeg' });
  if (uploaded.statusCode !== 200) throw new Error(`upload failed: ${uploaded.statusCode} ${uploaded.body}`);
  const { storageId } = uploaded.json() as { storageId: string };
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/rooms',
    payload: { storageId, ...(title ? { title } : {}) },
    headers: { cookie },
  });
  if (created.statusCode !== 200) throw new Error(`room failed: ${created.statusCode} ${created.body}`);
  return { roomImageId: (created.json() as { roomImageId: string }).roomImageId, storageId };
}
