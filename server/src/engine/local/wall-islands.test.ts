import { describe, expect, it } from 'vitest';
import type { LabImage } from '../image/color';
import { decodeForOutput } from '../image/raster';
import { photos, readRoomPhoto } from '../test-support/fixtures';
import { perceiveRoom } from './perceive';
import { sceneClasses } from './scene-parser';
import { wallIslandsToThings } from './wall-islands';

const side = 256;
const { wall, bed, sofa, floor, other } = sceneClasses;

/**
 * A dark wall (L* 25, warm) over a floor, with a bed (L* 85, white) in front of it. A patch inside the
 * bed's outline, coloured `patch`, is labelled wall and joined to the wall above by a neck 2 cells wide.
 */
function bedroom(patch: [number, number, number], furniture: number = bed) {
  const labels = new Uint8Array(side * side);
  const L = new Float32Array(side * side);
  const a = new Float32Array(side * side);
  const b = new Float32Array(side * side);
  const paint = (i: number, label: number, [l, aa, bb]: [number, number, number]) => {
    labels[i] = label;
    L[i] = l;
    a[i] = aa;
    b[i] = bb;
  };
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const i = y * side + x;
      if (y >= 110) paint(i, floor, [40, 5, 15]);
      else if (y >= 60 && x >= 20 && x < 100) paint(i, furniture, [85, 0, 5]);
      else paint(i, wall, [25, 10, 10]);
    }
  for (let y = 70; y < 100; y++) for (let x = 70; x < 90; x++) paint(y * side + x, wall, patch);
  // The neck up to the wall.
  for (let y = 60; y < 70; y++) for (let x = 79; x < 81; x++) paint(y * side + x, wall, patch);
  const lab: LabImage = { width: side, height: side, L, a, b };
  wallIslandsToThings(labels, lab, side);
  return labels[85 * side + 80];
}

describe('a patch the parser calls wall inside a piece of furniture', () => {
  it('is kept as it is when it has the furniture’s colour, not the wall’s (a pillow end)', () => {
    expect(bedroom([84, 1, 6])).toBe(other);
    expect(bedroom([84, 1, 6], sofa)).toBe(other);
  });

  it('stays wall when it has the wall’s colour: wall seen between things, or in a pool of light', () => {
    expect(bedroom([25, 10, 10])).toBe(wall);
    expect(bedroom([45, 12, 12])).toBe(wall);
  });

  it('leaves the hotel bed’s right-hand pillow end unpainted (it was painted as wall)', async () => {
    const image = await decodeForOutput(readRoomPhoto(photos.hotelBedroom), 'auto');
    const wallMask = (await perceiveRoom(image, { masks: true })).scene.mask('wall').data;
    // The pillow's end: x 0.52-0.55, y 0.57-0.64 of the photo.
    let painted = 0;
    let all = 0;
    for (let y = Math.round(0.57 * image.height); y < Math.round(0.64 * image.height); y++)
      for (let x = Math.round(0.52 * image.width); x < Math.round(0.55 * image.width); x++) {
        all++;
        if (wallMask[y * image.width + x]! > 0.5) painted++;
      }
    expect(painted / all).toBeLessThan(0.03);
  });
});
