import { describe, expect, it } from 'vitest';
import type { RgbImage } from '../image/raster';
import { fillFromSurface } from './surface-fill';

/** Reproducible noise in -0.5..0.5 (a linear congruential sequence from `seed`). */
function noiseFrom(seed: number): () => number {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648 - 0.5;
  };
}

/**
 * Planks, a red patterned rug and an object beside the rug, all labelled floor by the "parser" (as the
 * real parser labels rugs): the hole must be filled with planks, never with the rug (docs/spec §2,
 * decluttering: the fill looks like the floor behind).
 */
function plankRoom(): { image: RgbImage; hole: Uint8Array; rug: (x: number, y: number) => boolean } {
  const width = 320;
  const height = 240;
  const data = new Uint8Array(width * height * 3);
  const noise = noiseFrom(7);
  // The rug on both sides of the object, a strip of planks between: the same rows hold rug, not planks.
  const rug = (x: number, y: number) => (x < 150 || x >= 230) && y >= 70 && y < 200;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      let rgb: [number, number, number];
      if (rug(x, y)) {
        // A brown rug of the planks' average colour, but a bold check: only its texture tells it apart.
        const check = (Math.floor(x / 5) + Math.floor(y / 5)) % 2 ? 1 : -1;
        rgb = [142 + check * 40, 102 + check * 35, 64 + check * 25];
      } else {
        // Planks 16 px wide, alternating tone, with grain along them and a dark joint.
        const plank = Math.floor(y / 16);
        const tone = plank % 2 ? 150 : 135;
        const joint = y % 16 === 0 ? -35 : 0;
        const grain = Math.sin(x * 0.3 + plank * 1.7) * 6;
        rgb = [tone + joint + grain, tone * 0.72 + joint + grain, tone * 0.45 + joint];
      }
      for (let c = 0; c < 3; c++)
        data[i + c] = Math.max(0, Math.min(255, Math.round(rgb[c]! + noise() * 10)));
    }
  }
  // The object: a dark box just right of the rug, which the hole covers.
  const hole = new Uint8Array(width * height);
  for (let y = 110; y < 160; y++)
    for (let x = 165; x < 215; x++) {
      hole[y * width + x] = 1;
      for (let c = 0; c < 3; c++) data[(y * width + x) * 3 + c] = 20;
    }
  return { image: { width, height, data }, hole, rug };
}

describe('surface fill', () => {
  it('fills a hole beside a rug with the planks round it, never with the rug, though both are labelled floor', async () => {
    const { image, hole } = plankRoom();
    const { width } = image;
    const side = 32;
    const grid = { side, labels: new Uint8Array(side * side).fill(4) };
    const { output, done } = await fillFromSurface(image, hole, grid);
    const filled: number[] = [];
    for (let i = 0; i < hole.length; i++) if (hole[i] && done[i]) filled.push(i);
    // Copied, not left to the smooth fallback.
    expect(filled.length).toBeGreaterThan(hole.reduce((s, v) => s + v, 0) * 0.9);
    // No rug copied: the rug's check cells are far brighter or darker than any plank (joints aside).
    const lum = (i: number) => (output.data[i * 3]! + output.data[i * 3 + 1]! + output.data[i * 3 + 2]!) / 3;
    expect(filled.filter((i) => lum(i) > 140).length).toBeLessThan(filled.length * 0.01);
    // The fill's colour and texture are the planks': mean and luminance spread close to the plank ring.
    const ring: number[] = [];
    for (let y = 100; y < 170; y++)
      for (let x = 150; x < 230; x++) {
        const i = y * width + x;
        if (!hole[i]) ring.push(i);
      }
    const look = (data: Uint8Array, pixels: number[]) => {
      const mean = [0, 1, 2].map((c) => pixels.reduce((s, i) => s + data[i * 3 + c]!, 0) / pixels.length);
      const lum = pixels.map((i) => (data[i * 3]! + data[i * 3 + 1]! + data[i * 3 + 2]!) / 3);
      const m = lum.reduce((s, v) => s + v, 0) / lum.length;
      return { mean, spread: Math.sqrt(lum.reduce((s, v) => s + (v - m) ** 2, 0) / lum.length) };
    };
    const got = look(output.data, filled);
    const want = look(image.data, ring);
    expect(Math.hypot(...got.mean.map((v, c) => v - want.mean[c]!))).toBeLessThan(10);
    expect(got.spread).toBeGreaterThan(want.spread * 0.6);
    expect(got.spread).toBeLessThan(want.spread * 1.5);
  });

  it('carries slanted plank joints across a hole too large for one copied patch (no blocks, no smear)', async () => {
    // Planks at 30 degrees with dark joints every 14 px (a floor seen at an angle), labelled floor.
    const width = 320;
    const height = 240;
    const truth = new Uint8Array(width * height * 3);
    const noise = noiseFrom(11);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const across = x * 0.5 - y * 0.866;
        const phase = ((across % 14) + 14) % 14;
        const tone = phase < 2.5 ? 70 : Math.floor(across / 14) % 2 ? 160 : 146;
        const i = (y * width + x) * 3;
        const grain = noise() * 12;
        truth[i] = Math.round(tone + grain);
        truth[i + 1] = Math.round(tone * 0.7 + grain);
        truth[i + 2] = Math.round(tone * 0.45 + grain);
      }
    const hole = new Uint8Array(width * height);
    const data = new Uint8Array(truth);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if (((x - 160) / 105) ** 2 + ((y - 120) / 75) ** 2 <= 1) {
          hole[y * width + x] = 1;
          data.fill(25, (y * width + x) * 3, (y * width + x) * 3 + 3);
        }
    const side = 32;
    const { output, done } = await fillFromSurface({ width, height, data }, hole, {
      side,
      labels: new Uint8Array(side * side).fill(4),
    });
    const filled: number[] = [];
    for (let i = 0; i < hole.length; i++) if (hole[i] && done[i]) filled.push(i);
    expect(filled.length).toBe(hole.reduce((sum, v) => sum + v, 0));
    // The joints continue where they run: the fill's tone follows the true floor's, pixel for pixel.
    const lum = (d: Uint8Array, i: number) => (d[i * 3]! + d[i * 3 + 1]! + d[i * 3 + 2]!) / 3;
    const a = filled.map((i) => lum(output.data, i));
    const b = filled.map((i) => lum(truth, i));
    const mean = (v: number[]) => v.reduce((sum, x) => sum + x, 0) / v.length;
    const [ma, mb] = [mean(a), mean(b)];
    const cov = mean(a.map((v, k) => (v - ma) * (b[k]! - mb)));
    const sa = Math.sqrt(mean(a.map((v) => (v - ma) ** 2)));
    const sb = Math.sqrt(mean(b.map((v) => (v - mb) ** 2)));
    expect(cov / (sa * sb)).toBeGreaterThan(0.5);
    expect(sa).toBeGreaterThan(sb * 0.7);
  });

  it("fills a large hole in a wall lit from one side with the wall's own smooth gradient (no blotches)", async () => {
    // A plain wall whose lightness falls from 200 at the left to 140 at the right, with faint noise,
    // and a hole a third of the photo wide: the fill must follow the gradient across it.
    const width = 360;
    const height = 240;
    const noise = noiseFrom(13);
    const truth = new Uint8Array(width * height * 3);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const v = 200 - (60 * x) / width + noise() * 3;
        truth.set([v, v * 0.97, v * 0.92].map(Math.round), (y * width + x) * 3);
      }
    const hole = new Uint8Array(width * height);
    const data = new Uint8Array(truth);
    for (let y = 50; y < 190; y++)
      for (let x = 110; x < 250; x++) {
        hole[y * width + x] = 1;
        data.fill(30, (y * width + x) * 3, (y * width + x) * 3 + 3);
      }
    const side = 32;
    const { output, done } = await fillFromSurface({ width, height, data }, hole, {
      side,
      labels: new Uint8Array(side * side).fill(1),
    });
    let worst = 0;
    for (let i = 0; i < hole.length; i++) {
      if (!hole[i]) continue;
      expect(done[i]).toBe(1);
      worst = Math.max(worst, Math.abs(output.data[i * 3]! - truth[i * 3]!));
    }
    // Within a few levels everywhere (6 now; copied patches alone came from wherever they matched, in
    // lighter or darker blotches of the gradient: 13 levels off).
    expect(worst).toBeLessThanOrEqual(8);
  });
});
