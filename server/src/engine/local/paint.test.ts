import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { deltaE, hexToLab, imageToLab, type LabImage } from '../image/color';
import { decodeForOutput } from '../image/raster';
import { photos, readRoomPhoto } from '../test-support/fixtures';
import { perceiveRoom, type Perception } from './perceive';
import { applyRestyle, measureChanges, type RestyleStep } from './restyle';
import { sceneClasses, type SceneClass } from './scene-parser';

/**
 * The photos are mirrored and cropped here, so the checks run on framings the engine was never tuned
 * on (the fixtures themselves are the project's testdata photos).
 */
async function unseen(name: string, crop: number) {
  const source = sharp(readRoomPhoto(name)).rotate();
  const { width, height } = await source.metadata();
  const w = Math.round(width! * (1 - crop));
  const h = Math.round(height! * (1 - crop));
  const bytes = await sharp(readRoomPhoto(name))
    .rotate()
    .flop()
    .extract({ left: width! - w, top: Math.round((height! - h) / 2), width: w, height: h })
    .jpeg({ quality: 92 })
    .toBuffer();
  const image = await decodeForOutput(new Uint8Array(bytes), 'auto');
  const perception = await perceiveRoom(image, { masks: true });
  return { image, perception, lab: imageToLab(image) };
}

function draw(perception: Perception, lab: LabImage, steps: RestyleStep[]): LabImage {
  const out = { ...lab, L: new Float32Array(lab.L), a: new Float32Array(lab.a), b: new Float32Array(lab.b) };
  applyRestyle(steps, perception, lab, out, 1, 1);
  return out;
}

/** Full-size pixels (every other one) whose fused label, 2 cells in from its edge, is one of `classes`. */
function labelled(perception: Perception, classes: SceneClass[], width: number, height: number): number[] {
  const { side, labels } = perception.scene;
  const set = new Set<number>(classes.map((c) => sceneClasses[c]));
  const at = (x: number, y: number) =>
    labels[Math.min(side - 1, Math.max(0, y)) * side + Math.min(side - 1, Math.max(0, x))]!;
  const out: number[] = [];
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const lx = Math.floor((x / width) * side);
      const ly = Math.floor((y / height) * side);
      if ([-2, 0, 2].every((dy) => [-2, 0, 2].every((dx) => set.has(at(lx + dx, ly + dy)))))
        out.push(y * width + x);
    }
  }
  return out;
}

const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
const std = (values: number[]) => {
  const m = mean(values);
  return Math.sqrt(mean(values.map((v) => (v - m) ** 2)));
};

const chalkWhite = { name: 'Chalk White', hex: '#F4F2EC' };
const oatmeal = { name: 'Oatmeal', hex: '#D9CDB8' };

describe('paint (local): the surface takes the paint, the photo keeps its light', () => {
  it('paints the dark wood wall of a hotel bedroom Chalk White: it reads white, its shading kept', async () => {
    const { image, perception, lab } = await unseen(photos.hotelBedroom, 0.1);
    const after = draw(perception, lab, [
      { surface: 'wall', kind: 'paint', colour: chalkWhite, strength: 1 },
    ]);
    const mask = perception.scene.mask('wall').data;
    // The dark panel: wall pixels that were dark before.
    const dark = labelled(perception, ['wall'], image.width, image.height).filter(
      (i) => mask[i]! > 0.9 && lab.L[i]! < 40,
    );
    expect(dark.length).toBeGreaterThan(image.width * image.height * 0.02);
    const target = hexToLab(chalkWhite.hex);
    const meanAfter = [
      mean(dark.map((i) => after.L[i]!)),
      mean(dark.map((i) => after.a[i]!)),
      mean(dark.map((i) => after.b[i]!)),
    ];
    expect(deltaE(meanAfter, target)).toBeLessThan(10);
    // Shading kept: the painted wall is not flat, and its light follows the photo's.
    const before = dark.map((i) => lab.L[i]!);
    const painted = dark.map((i) => after.L[i]!);
    expect(std(painted)).toBeGreaterThan(1.5);
    const mb = mean(before);
    const ma = mean(painted);
    let cov = 0;
    for (let k = 0; k < dark.length; k++) cov += (before[k]! - mb) * (painted[k]! - ma);
    expect(cov / dark.length / (std(before) * std(painted))).toBeGreaterThan(0.5);
    // And the claim says so.
    const changes = measureChanges(
      [{ surface: 'wall', kind: 'paint', colour: chalkWhite, strength: 1 }],
      perception,
      lab,
      after,
    );
    expect(changes[0]?.summary).toMatch(/^Walls painted Chalk White #F4F2EC/);
  }, 90_000);

  it('recolours the bedding and cushions Oatmeal: the fabrics read oatmeal, dark ones included', async () => {
    const { perception, lab } = await unseen(photos.hotelBedroom, 0.1);
    const after = draw(perception, lab, [
      { surface: 'textile', kind: 'recolour', colour: oatmeal, strength: 1 },
    ]);
    const mask = perception.scene.mask('textile').data;
    const inside: number[] = [];
    for (let i = 0; i < mask.length; i += 3) if (mask[i]! > 0.9) inside.push(i);
    const target = hexToLab(oatmeal.hex);
    const meanOf = (pixels: number[]) =>
      [0, 1, 2].map((c) => mean(pixels.map((i) => [after.L, after.a, after.b][c]![i]!)));
    expect(deltaE(meanOf(inside), target)).toBeLessThan(12);
    // The fabrics that were dark (a red cushion, a dark runner) are lifted toward oatmeal too, not
    // left a dark grey.
    const dark = inside.filter((i) => lab.L[i]! < 45);
    expect(mean(dark.map((i) => after.L[i]!))).toBeGreaterThan(target[0] - 25);
  }, 90_000);

  it('never paints what is seen through a window: the street outside the living-dining room stays', async () => {
    const { image, perception, lab } = await unseen(photos.apartment, 0.05);
    const after = draw(perception, lab, [
      { surface: 'wall', kind: 'paint', colour: { name: 'Forest Green', hex: '#3F5B47' }, strength: 1 },
      { surface: 'textile', kind: 'recolour', colour: oatmeal, strength: 1 },
      { surface: 'cabinet', kind: 'recolour', colour: { name: 'Blush', hex: '#D9B3A5' }, strength: 1 },
    ]);
    const view = labelled(
      perception,
      ['windowpane', 'sky', 'building', 'house', 'tree'],
      image.width,
      image.height,
    );
    expect(view.length).toBeGreaterThan(image.width * image.height * 0.02);
    const changed = view.filter(
      (i) => Math.hypot(after.L[i]! - lab.L[i]!, after.a[i]! - lab.a[i]!, after.b[i]! - lab.b[i]!) > 6,
    );
    expect(changed.length / view.length).toBeLessThanOrEqual(0.01);
  }, 90_000);

  it('drops a claim its pixels do not show: a wall claimed white but painted green is not claimed', async () => {
    const { perception, lab } = await unseen(photos.furnished, 0.1);
    const green = { name: 'Forest Green', hex: '#3F5B47' };
    const after = draw(perception, lab, [{ surface: 'wall', kind: 'paint', colour: green, strength: 1 }]);
    const honest = measureChanges(
      [{ surface: 'wall', kind: 'paint', colour: green, strength: 1 }],
      perception,
      lab,
      after,
    );
    expect(honest.map((c) => c.surface)).toEqual(['wall']);
    const lying = measureChanges(
      [{ surface: 'wall', kind: 'paint', colour: chalkWhite, strength: 1 }],
      perception,
      lab,
      after,
    );
    expect(lying).toEqual([]);
  }, 90_000);
});
