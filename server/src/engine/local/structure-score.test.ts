import { describe, expect, it } from 'vitest';
import { decodeForOutput, type RgbImage } from '../image/raster';
import { photos, readRoomPhoto } from '../test-support/fixtures';
import { structureScore } from './structure-score';

function shiftRight(image: RgbImage, pixels: number): RgbImage {
  const data = new Uint8Array(image.data.length);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const from = (y * image.width + Math.max(0, x - pixels)) * 3;
      data.set(image.data.subarray(from, from + 3), (y * image.width + x) * 3);
    }
  }
  return { ...image, data };
}

function tint(image: RgbImage, [r, g, b]: [number, number, number]): RgbImage {
  const data = Uint8Array.from(image.data, (v, i) => Math.min(255, v * [r, g, b][i % 3]!));
  return { ...image, data };
}

describe('structure score', () => {
  it('is 1 for an unchanged photo and stays high for a pure colour grade', async () => {
    const room = await decodeForOutput(readRoomPhoto(photos.furnished), '1024x768');
    expect(await structureScore(room, room)).toBe(1);
    expect(await structureScore(room, tint(room, [1.08, 1, 0.85]))).toBeGreaterThanOrEqual(0.97);
  });

  it('drops when the room moves or is a different room', async () => {
    const room = await decodeForOutput(readRoomPhoto(photos.furnished), '1024x768');
    const other = await decodeForOutput(readRoomPhoto(photos.kitchen), '1024x768');
    expect(await structureScore(room, shiftRight(room, 12))).toBeLessThan(0.85);
    expect(await structureScore(room, other)).toBeLessThan(0.5);
  });

  it('ignores the area of an intended change when asked', async () => {
    const room = await decodeForOutput(readRoomPhoto(photos.cluttered), '1024x768');
    const changed = { ...room, data: new Uint8Array(room.data) };
    const ignore = new Uint8Array(room.width * room.height);
    for (let y = 300; y < 500; y++) {
      for (let x = 400; x < 700; x++) {
        changed.data.fill(128, (y * room.width + x) * 3, (y * room.width + x) * 3 + 3);
        ignore[y * room.width + x] = 1;
      }
    }
    const withoutIgnore = await structureScore(room, changed);
    expect(await structureScore(room, changed, { ignore })).toBeGreaterThan(Math.max(0.97, withoutIgnore));
  });
});
