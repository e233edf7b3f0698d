import { describe, expect, it } from 'vitest';
import type { LabImage } from '../image/color';
import { decodeForOutput } from '../image/raster';
import { photos, readRoomPhoto } from '../test-support/fixtures';
import { perceiveRoom } from './perceive';
import { sceneClasses } from './scene-parser';
import { blindsToWindow } from './window-blinds';

const side = 128;
/** A curtain label over a 60 x 80 cell panel, its lightness drawn by `lightness`, on a plain wall. */
function panel(lightness: (x: number, y: number) => number) {
  const labels = new Uint8Array(side * side).fill(sceneClasses.wall);
  const L = new Float32Array(side * side).fill(70);
  for (let y = 20; y < 100; y++)
    for (let x = 30; x < 90; x++) {
      labels[y * side + x] = sceneClasses.curtain;
      L[y * side + x] = lightness(x, y);
    }
  const lab: LabImage = {
    width: side,
    height: side,
    L,
    a: new Float32Array(side * side),
    b: new Float32Array(side * side),
  };
  blindsToWindow(labels, lab, side);
  return labels[60 * side + 60];
}

/** Share of a box (x0, x1, y0, y1 as fractions of the photo) that a mask holds. */
function share(mask: Float32Array, width: number, height: number, [x0, x1, y0, y1]: number[]) {
  let held = 0;
  let all = 0;
  for (let y = Math.round(y0! * height); y < Math.round(y1! * height); y++)
    for (let x = Math.round(x0! * width); x < Math.round(x1! * width); x++) {
      all++;
      if (mask[y * width + x]! > 0.5) held++;
    }
  return held / all;
}

describe('blinds the parser calls curtain', () => {
  it('are taken for the window: slats one above the other, level or in perspective', () => {
    // Slats 6 cells apart, light on top and shaded below, level and sloping down at 0.3.
    const slat = (t: number) => (((t % 6) + 6) % 6 < 3 ? 78 : 58);
    expect(panel((_, y) => slat(y))).toBe(sceneClasses.windowpane);
    expect(panel((x, y) => slat(Math.round(y - 0.3 * x)))).toBe(sceneClasses.windowpane);
  });

  it('leave curtains as curtains: folds running down, and printed curtains hanging in folds', async () => {
    expect(panel((x) => 60 + 12 * Math.sin(x / 2))).toBe(sceneClasses.curtain);
    // The cluttered room's damask curtains (x 0-0.35, y 0.2-0.45 of the photo) are still recoloured.
    const image = await decodeForOutput(readRoomPhoto(photos.cluttered), 'auto');
    const textile = (await perceiveRoom(image, { masks: true })).scene.mask('textile').data;
    expect(share(textile, image.width, image.height, [0, 0.35, 0.2, 0.45])).toBeGreaterThan(0.6);
  });

  it('keeps the kitchen’s sunlit venetian blind out of the fabrics (it turned into a dark block)', async () => {
    const image = await decodeForOutput(readRoomPhoto(photos.kitchen), 'auto');
    const { scene } = await perceiveRoom(image, { masks: true });
    // The blind hangs over the window at about x 0.79-0.89, y 0-0.43 of the photo.
    expect(share(scene.mask('textile').data, image.width, image.height, [0.79, 0.89, 0, 0.43])).toBeLessThan(
      0.02,
    );
  });
});
