import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeForOutput, type RgbImage } from '../image/raster';
import { fixturesDir, photos, readRoomPhoto } from '../test-support/fixtures';
import { canvasBorder } from './canvas-border';
import { buildSceneMasks, parserSizedImage } from './scene-masks';
import { sceneClasses } from './scene-parser';

const share = (map: Uint8Array | null) => (map ? map.reduce((s, v) => s + v, 0) / map.length : 0);

/** Every room and exterior photo of the fixtures, decoded as a render decodes it. */
function fixturePhotos(): Array<{ name: string; bytes: Uint8Array }> {
  return ['rooms', 'exteriors'].flatMap((dir) =>
    readdirSync(path.join(fixturesDir, dir))
      .filter((name) => name.endsWith('.jpg'))
      .map((name) => ({ name, bytes: new Uint8Array(readFileSync(path.join(fixturesDir, dir, name))) })),
  );
}

describe('the canvas round a photo (docs/spec §9: only the room itself is restyled)', () => {
  it('finds no canvas in any fixture photo: walls, ceilings, skies and dark corners at the edge stay the room', async () => {
    for (const { name, bytes } of fixturePhotos()) {
      const image = await decodeForOutput(bytes, 'auto');
      expect({ name, share: share(canvasBorder(image)) }).toEqual({ name, share: 0 });
    }
  }, 60000);

  it("takes a rotated photo's filled corners, and none of the photo", async () => {
    const bytes = await sharp(readRoomPhoto(photos.kitchen))
      .resize(800)
      .rotate(7, { background: '#000' })
      .jpeg({ quality: 88 })
      .toBuffer();
    const image = await decodeForOutput(new Uint8Array(bytes), 'auto');
    const canvas = canvasBorder(image);
    expect(canvas).not.toBeNull();
    const { width, height } = image;
    // The four corners are fill; so is a point well inside each corner triangle.
    for (const [x, y] of [
      [2, 2],
      [width - 3, 2],
      [2, height - 3],
      [width - 3, height - 3],
      [30, 8],
      [8, height - 30],
    ] as const)
      expect(canvas![y * width + x], `${x},${y}`).toBe(1);
    // A 7 degree turn of this photo fills four triangles, 21 % of the new canvas; the photo's own
    // crushed blacks touching the black fill may join it (nothing to paint there), the room does not.
    expect(share(canvas)).toBeGreaterThan(0.19);
    expect(share(canvas)).toBeLessThan(0.26);
    let inner = 0;
    for (let y = Math.round(height * 0.25); y < height * 0.75; y++)
      for (let x = Math.round(width * 0.25); x < width * 0.75; x++) inner += canvas![y * width + x]!;
    expect(inner).toBe(0);
  });

  it('takes a flat border band round a photo, and none of the photo', async () => {
    const bytes = await sharp(readRoomPhoto(photos.apartment))
      .resize(760)
      .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#202020' })
      .jpeg({ quality: 88 })
      .toBuffer();
    const image = await decodeForOutput(new Uint8Array(bytes), 'auto');
    const canvas = canvasBorder(image);
    const { width, height } = image;
    const band = 20 / 800;
    // The band (and a seam of a few pixels) is canvas; the photo inside it is not.
    expect(share(canvas)).toBeGreaterThan(1 - (1 - 2 * band) * (1 - 2 * band * (800 / 570)) - 0.01);
    expect(share(canvas)).toBeLessThan(0.14);
    for (let y = 30; y < height - 30; y += 7)
      for (let x = 30; x < width - 30; x += 7) expect(canvas![y * width + x]).toBe(0);
  });

  it('keeps the canvas out of every surface mask, while the wall next to it is painted to the seam', async () => {
    // A plainly shaded wall over a floor, inside a 24 px grey border the parser calls wall and floor.
    const side = 512;
    const border = 24;
    const floorFrom = 380;
    const data = new Uint8Array(side * side * 3);
    const labels = new Uint8Array(side * side);
    let noise = 7;
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const o = (y * side + x) * 3;
        noise = (noise * 1103515245 + 12345) & 0x7fffffff;
        const grain = (noise % 5) - 2;
        const inBorder = x < border || y < border || x >= side - border || y >= side - border;
        const light = Math.round(((x + y) / side) * 18);
        const [r, g, b] = inBorder
          ? [128, 128, 128]
          : y >= floorFrom
            ? [120 + grain, 84 + grain, 60 + grain]
            : [214 - light + grain, 206 - light + grain, 188 - light + grain];
        data[o] = r;
        data[o + 1] = g;
        data[o + 2] = b;
        labels[y * side + x] = y >= floorFrom ? sceneClasses.floor : sceneClasses.wall;
      }
    }
    const image: RgbImage = { width: side, height: side, data };
    const scene = buildSceneMasks({ side, labels }, image, await parserSizedImage(image, side), []);
    const meanIn = (mask: Float32Array, x0: number, y0: number, x1: number, y1: number) => {
      let sum = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += mask[y * side + x]!;
      return sum / ((x1 - x0) * (y1 - y0));
    };
    const wall = scene.mask('wall').data;
    const floor = scene.mask('floor').data;
    for (const mask of [wall, floor]) {
      expect(meanIn(mask, 0, 0, side, border)).toBe(0);
      expect(meanIn(mask, 0, 0, border, side)).toBe(0);
      expect(meanIn(mask, side - border, 0, side, side)).toBe(0);
      expect(meanIn(mask, 0, side - border, side, side)).toBe(0);
    }
    expect(meanIn(wall, border + 6, border + 6, side - border - 6, floorFrom - 6)).toBeGreaterThan(0.97);
    expect(meanIn(floor, border + 6, floorFrom + 6, side - border - 6, side - border - 6)).toBeGreaterThan(
      0.9,
    );
    expect(scene.share.wall).toBeLessThan(((floorFrom - border) * (side - 2 * border)) / side / side + 0.01);
  });
});
