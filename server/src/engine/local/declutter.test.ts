import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { deltaE, rgbToLab } from '../image/color';
import { decodeForOutput } from '../image/raster';
import { photos, readRoomPhoto, saveSample } from '../test-support/fixtures';
import { declutterLocally } from './declutter';

describe('declutter (local)', () => {
  it('removes a painted object: it is gone, filled like the wall around it, and nothing else changes', async () => {
    const room = readRoomPhoto(photos.furnished);
    const { width, height } = await decodeForOutput(room, 'auto');
    // A red box "hanging" on the plain wall, and a mask painted over it.
    const box = { left: 620, top: 60, width: 90, height: 70 };
    const red = await sharp({
      create: { width: box.width, height: box.height, channels: 3, background: '#d01010' },
    })
      .png()
      .toBuffer();
    const withObject = new Uint8Array(
      await sharp(room)
        .composite([{ input: red, ...box }])
        .png()
        .toBuffer(),
    );
    const paint = await sharp({
      create: { width: box.width + 10, height: box.height + 10, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const mask = await sharp({
      create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([{ input: paint, left: box.left - 5, top: box.top - 5 }])
      .png()
      .toBuffer();
    const result = await declutterLocally({ image: withObject, mask: new Uint8Array(mask) });
    await saveSample('declutter-red-box.png', result.image);
    const before = await decodeForOutput(withObject, 'auto');
    const after = await decodeForOutput(result.image, 'auto');
    const meanLab = (image: typeof after, inside: (x: number, y: number) => boolean) => {
      const sum = [0, 0, 0];
      let n = 0;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (!inside(x, y)) continue;
          const i = (y * width + x) * 3;
          rgbToLab(image.data[i]!, image.data[i + 1]!, image.data[i + 2]!).forEach((v, c) => (sum[c]! += v));
          n++;
        }
      }
      return sum.map((v) => v / n);
    };
    const inBox = (x: number, y: number) =>
      x >= box.left && x < box.left + box.width && y >= box.top && y < box.top + box.height;
    const ring = (x: number, y: number) =>
      !inBox(x, y) &&
      x >= box.left - 30 &&
      x < box.left + box.width + 30 &&
      y >= box.top - 30 &&
      y < box.top + box.height + 30 &&
      !(
        x >= box.left - 12 &&
        x < box.left + box.width + 12 &&
        y >= box.top - 12 &&
        y < box.top + box.height + 12
      );
    expect(deltaE(meanLab(after, inBox), meanLab(after, ring))).toBeLessThan(6);
    expect(deltaE(meanLab(before, inBox), meanLab(before, ring))).toBeGreaterThan(40);
    let changedFarAway = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (
          x > box.left - 20 &&
          x < box.left + box.width + 20 &&
          y > box.top - 20 &&
          y < box.top + box.height + 20
        )
          continue;
        const i = (y * width + x) * 3;
        if (before.data[i] !== after.data[i] || before.data[i + 1] !== after.data[i + 1]) changedFarAway++;
      }
    }
    expect(changedFarAway).toBe(0);
    expect(result.removed).toEqual([expect.objectContaining({ source: 'mask', objectName: 'painted area' })]);
  });

  it('finds and removes small loose objects in a cluttered living room, keeping the room structure', async () => {
    const result = await declutterLocally({ image: readRoomPhoto(photos.cluttered) });
    await saveSample('declutter-cluttered.png', result.image);
    const detected = result.removed.filter((r) => r.source === 'detected');
    expect(detected.length).toBeGreaterThanOrEqual(3);
    expect(detected.every((r) => r.box.width * r.box.height < 0.06)).toBe(true);
    expect(result.filledShare).toBeGreaterThan(0.005);
    expect(result.filledShare).toBeLessThan(0.15);
    expect(result.structureScore).toBeGreaterThanOrEqual(0.95);
    // Only the cup's small ring on the table is filled smoothly: no warning that the fill may look soft.
    expect(result.notes.join(' ')).not.toMatch(/filled smoothly/);
  });

  it("fills where objects stood in the colour of the ring round them (no foreign patches on the cluttered room's rug)", async () => {
    const photo = readRoomPhoto(photos.cluttered);
    const result = await declutterLocally({ image: photo });
    const before = await decodeForOutput(photo, 'auto');
    const after = await decodeForOutput(result.image, 'auto');
    const { width, height } = before;
    const changed = (i: number) =>
      Math.abs(before.data[i * 3]! - after.data[i * 3]!) +
        Math.abs(before.data[i * 3 + 1]! - after.data[i * 3 + 1]!) +
        Math.abs(before.data[i * 3 + 2]! - after.data[i * 3 + 2]!) >
      6;
    const lab = (i: number) => rgbToLab(after.data[i * 3]!, after.data[i * 3 + 1]!, after.data[i * 3 + 2]!);
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const gaps: number[] = [];
    // The water jug's ring is mostly the coat and bag beside and in front of it, not the rug behind it:
    // its fill is held to the rug by the test below, not to that ring.
    for (const r of result.removed.filter((o) => o.objectName !== 'bottle')) {
      const x0 = Math.round(r.box.x * width);
      const y0 = Math.round(r.box.y * height);
      const x1 = Math.round((r.box.x + r.box.width) * width);
      const y1 = Math.round((r.box.y + r.box.height) * height);
      const grow = Math.max(8, Math.round(Math.max(x1 - x0, y1 - y0) * 0.3));
      const fill: number[][] = [];
      const ring: number[][] = [];
      for (let y = Math.max(0, y0 - grow); y < Math.min(height, y1 + grow); y++) {
        for (let x = Math.max(0, x0 - grow); x < Math.min(width, x1 + grow); x++) {
          const i = y * width + x;
          const inside = x >= x0 && x < x1 && y >= y0 && y < y1;
          if (inside && changed(i)) fill.push(lab(i));
          else if (!inside && !changed(i)) ring.push(lab(i));
        }
      }
      if (fill.length < 300 || ring.length < 300) continue;
      const mean = [0, 1, 2].map((c) => fill.reduce((s, p) => s + p[c]!, 0) / fill.length);
      const ringMedian = [0, 1, 2].map((c) => median(ring.map((p) => p[c]!)));
      gaps.push(deltaE(mean, ringMedian));
    }
    expect(gaps.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...gaps)).toBeLessThan(12);
    expect(gaps.reduce((s, g) => s + g, 0) / gaps.length).toBeLessThan(8);
  });

  it("fills where the cluttered room's water jug stood with the rug it stood on, not the armchair and coat beside it", async () => {
    // The parser labels the jug's lower half armchair (the chair and a coat are beside it): docs/spec §2,
    // decluttering, the fill must look like the floor behind the object.
    const photo = readRoomPhoto(photos.cluttered);
    const result = await declutterLocally({ image: photo });
    const jug = result.removed.find((r) => r.objectName === 'bottle');
    expect(jug).toBeDefined();
    const before = await decodeForOutput(photo, 'auto');
    const after = await decodeForOutput(result.image, 'auto');
    const { width, height } = before;
    const x0 = Math.round(jug!.box.x * width);
    const x1 = Math.round((jug!.box.x + jug!.box.width) * width);
    const y0 = Math.round(jug!.box.y * height);
    const y1 = Math.round((jug!.box.y + jug!.box.height) * height);
    const lum = (data: Uint8Array, i: number) => (data[i * 3]! + data[i * 3 + 1]! + data[i * 3 + 2]!) / 3;
    const fill: number[] = [];
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        const i = y * width + x;
        const moved =
          Math.abs(before.data[i * 3]! - after.data[i * 3]!) +
          Math.abs(before.data[i * 3 + 1]! - after.data[i * 3 + 1]!) +
          Math.abs(before.data[i * 3 + 2]! - after.data[i * 3 + 2]!);
        if (moved > 6) fill.push(i);
      }
    expect(fill.length).toBeGreaterThan(2000);
    // The rug is a mid brown (luminance 100-140); the coat, the bag and the armchair's shadowed side are
    // far darker. Before this fix 39 % of the fill was that dark (coat copied in).
    const dark = fill.filter((i) => lum(after.data, i) < 75).length / fill.length;
    expect(dark).toBeLessThan(0.06);
    // And it is the rug's texture, not a smooth smear: a spread of luminance like the rug's weave.
    const values = fill.map((i) => lum(after.data, i));
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    const spread = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length);
    expect(mean).toBeGreaterThan(95);
    expect(spread).toBeGreaterThan(8);
  });

  it("fills areas painted on bare floors and walls so the photo's light and texture carry on across them", async () => {
    // Nothing stands there, so the photo itself is the truth: the fill's light (luminance over 5 x 5 px)
    // must follow the photo's. Before ADR 081 the derelict room's concrete came out in blocks
    // (correlation 0.78, mean error 18.6 levels), the living room's pale planks took a tan patch (0.75,
    // 6.4), and one patch copied whole onto a wall brought a piece of the painting (0.33, 4.9), of a
    // picture frame (0.14, 9.7) or a door frame's corner (0.14, 13.5) with it.
    const cases = [
      { photo: photos.derelict, ellipse: [0.75, 0.9, 0.06, 0.05], minCorrelation: 0.8, maxError: 17 },
      { photo: photos.furnished, ellipse: [0.85, 0.9, 0.05, 0.05], minCorrelation: 0.85, maxError: 4.5 },
      { photo: photos.kitchen, ellipse: [0.45, 0.86, 0.07, 0.07], minCorrelation: 0.9, maxError: 18 },
      // Walls, beside a painting, a picture frame and a door frame.
      { photo: photos.furnished, ellipse: [0.75, 0.3, 0.06, 0.08], minCorrelation: 0.95, maxError: 1 },
      { photo: photos.cluttered, ellipse: [0.7, 0.35, 0.05, 0.07], minCorrelation: 0.45, maxError: 8.5 },
      { photo: photos.apartment, ellipse: [0.3, 0.4, 0.05, 0.07], minCorrelation: 0.35, maxError: 12 },
    ] as const;
    for (const { photo, ellipse, minCorrelation, maxError } of cases) {
      const bytes = readRoomPhoto(photo);
      const before = await decodeForOutput(bytes, 'auto');
      const { width, height } = before;
      const [cx, cy, rx, ry] = ellipse;
      const inside = (x: number, y: number) =>
        ((x / width - cx) / rx) ** 2 + ((y / height - cy) / ry) ** 2 <= 1;
      const paint = new Uint8Array(width * height * 4);
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++)
          if (inside(x, y)) paint.fill(255, (y * width + x) * 4, (y * width + x) * 4 + 4);
      const mask = await sharp(paint, { raw: { width, height, channels: 4 } })
        .png()
        .toBuffer();
      const result = await declutterLocally({ image: bytes, mask: new Uint8Array(mask) });
      await saveSample(`declutter-painted-floor-${photo}.png`, result.image);
      const after = await decodeForOutput(result.image, 'auto');
      const light = (image: typeof after, x: number, y: number) => {
        let sum = 0;
        for (let dy = -2; dy <= 2; dy++)
          for (let dx = -2; dx <= 2; dx++) {
            const i = ((y + dy) * width + x + dx) * 3;
            sum += image.data[i]! + image.data[i + 1]! + image.data[i + 2]!;
          }
        return sum / 75;
      };
      const got: number[] = [];
      const want: number[] = [];
      for (let y = 2; y < height - 2; y++)
        for (let x = 2; x < width - 2; x++)
          if (inside(x, y)) {
            got.push(light(after, x, y));
            want.push(light(before, x, y));
          }
      const mean = (v: number[]) => v.reduce((sum, x) => sum + x, 0) / v.length;
      const [mg, mw] = [mean(got), mean(want)];
      const cov = mean(got.map((v, k) => (v - mg) * (want[k]! - mw)));
      const sg = Math.sqrt(mean(got.map((v) => (v - mg) ** 2)));
      const sw = Math.sqrt(mean(want.map((v) => (v - mw) ** 2)));
      const error = mean(got.map((v, k) => Math.abs(v - want[k]!)));
      expect(cov / (sg * sw), photo).toBeGreaterThan(minCorrelation);
      expect(error, photo).toBeLessThan(maxError);
    }
  });
});
