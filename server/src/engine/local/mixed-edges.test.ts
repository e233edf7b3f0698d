import { describe, expect, it } from 'vitest';
import { imageToLab } from '../image/color';
import type { RgbImage } from '../image/raster';
import { takeMixedEdgePixels } from './mixed-edges';

/** At 1024 px the ring reaches 4 px out (a 1024 px photo's edges blend over a few pixels). */
const width = 1024;
const height = 64;
/** The wall ends at x = 480; the next 4 px blend into the thing beyond (the lens and the JPEG's smear). */
const edge = 480;
const ramp = 4;

function photo(wall: readonly number[], thing: readonly number[]): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const t = Math.max(0, Math.min(1, (x - edge + 1) / (ramp + 1)));
      data.set(
        wall.map((c, k) => Math.round(c + (thing[k]! - c) * t)),
        (y * width + x) * 3,
      );
    }
  return { width, height, data };
}

/** The wall's mask as the growth leaves it: up to the blend, not into it. */
function wallMask(): Float32Array {
  const mask = new Float32Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < edge; x++) mask[y * width + x] = 1;
  return mask;
}

const row = (mask: Float32Array) => Array.from({ length: ramp + 2 }, (_, k) => mask[32 * width + edge + k]!);
const olive = [128, 135, 80];
const anywhere = () => true;

describe('blended pixels at a surface’s edge', () => {
  it('go to the surface whole where the thing beyond is darker (the paint keeps their shade)', () => {
    const mask = wallMask();
    takeMixedEdgePixels(mask, width, height, imageToLab(photo(olive, [20, 20, 22])), anywhere, anywhere);
    const taken = row(mask);
    // The blends holding a fair share of the wall are taken; the thing's own colour is not.
    expect(taken.slice(0, 3)).toEqual([1, 1, 1]);
    expect(taken[ramp + 1]).toBe(0);
  });

  it('take their share of the surface where the thing beyond is lighter', () => {
    const mask = wallMask();
    takeMixedEdgePixels(mask, width, height, imageToLab(photo(olive, [235, 235, 230])), anywhere, anywhere);
    const taken = row(mask);
    expect(taken[0]).toBeGreaterThan(0.6);
    expect(taken[0]).toBeLessThan(1);
    // Less of the wall the further out.
    expect(taken[2]).toBeLessThan(taken[0]!);
    expect(taken[ramp + 1]).toBe(0);
  });

  it('are left alone next to a thing that will be recoloured, or one of the surface’s own colour', () => {
    const dark = imageToLab(photo(olive, [20, 20, 22]));
    const recoloured = wallMask();
    takeMixedEdgePixels(recoloured, width, height, dark, anywhere, () => false);
    expect(recoloured).toEqual(wallMask());
    const same = wallMask();
    takeMixedEdgePixels(same, width, height, imageToLab(photo(olive, [132, 138, 84])), anywhere, anywhere);
    expect(same).toEqual(wallMask());
  });

  it('never takes a pixel the surface may not reach', () => {
    const mask = wallMask();
    const dark = imageToLab(photo(olive, [20, 20, 22]));
    takeMixedEdgePixels(mask, width, height, dark, (i) => i % width !== edge, anywhere);
    expect(row(mask)[0]).toBe(0);
    expect(row(mask)[1]).toBe(1);
  });
});
