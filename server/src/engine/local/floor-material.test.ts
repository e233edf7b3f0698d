import { describe, expect, it } from 'vitest';
import type { LabImage } from '../image/color';
import {
  floorMaterialOf,
  floorVanishingPoint,
  floorView,
  relayFloor,
  type FloorMaterial,
} from './floor-material';

const width = 480;
const height = 320;

/** A flat grey photo whose lower part is floor. */
function flatRoom(floorFrom: number): { lab: LabImage; mask: Float32Array } {
  const n = width * height;
  const lab = {
    width,
    height,
    L: new Float32Array(n).fill(60),
    a: new Float32Array(n),
    b: new Float32Array(n),
  };
  const mask = new Float32Array(n);
  for (let i = Math.round(floorFrom * height) * width; i < n; i++) mask[i] = 1;
  return { lab, mask };
}

/** A copy to render into, the original kept for comparison. */
function copyOf(lab: LabImage): LabImage {
  return { ...lab, L: new Float32Array(lab.L), a: new Float32Array(lab.a), b: new Float32Array(lab.b) };
}

/** x positions of plank seams along one row: local lightness minima well below the row's median. */
function seamsAt(lab: LabImage, y: number, depth = 6): number[] {
  const row = Array.from(lab.L.subarray(y * width, (y + 1) * width));
  const median = [...row].sort((p, q) => p - q)[row.length >> 1]!;
  const seams: number[] = [];
  for (let x = 2; x < width - 2; x++) {
    const v = row[x]!;
    if (v < median - depth && v <= row[x - 1]! && v <= row[x + 1]! && v < row[x - 2]! && v < row[x + 2]!)
      seams.push(x);
  }
  return seams;
}

describe('floor material: planks in the floor plane', () => {
  it('lays board seams that converge on the floor vanishing point and narrow with depth', () => {
    const { lab, mask } = flatRoom(0.45);
    const out = copyOf(lab);
    const vanishing = { x: 0.4, y: 0.3 };
    const view = floorView(mask, width, height, { horizonY: 0.3, vanishingPoint: vanishing })!;
    expect(view.centreX).toBeCloseTo(vanishing.x * width, 0);
    relayFloor({ out, original: lab, mask, view, material: 'wood', lab: [55, 8, 22], strength: 1, seed: 3 });
    const near = height - 4;
    const far = Math.round(height * 0.62);
    const nearSeams = seamsAt(out, near);
    expect(nearSeams.length).toBeGreaterThanOrEqual(5);
    // Each seam seen near the camera continues further away on the line toward the vanishing point
    // (so boards narrow with depth in the ratio of the distances to the horizon): there the row is
    // darker than round it. Toward a point a sixth of the width aside, it is not.
    const darkAt = (x: number) => {
      const at = Math.round(x);
      if (at < 12 || at >= width - 12) return 0;
      const row = out.L.subarray(far * width, (far + 1) * width);
      let around = 0;
      for (let k = -10; k <= 10; k++) around += row[at + k]!;
      return around / 21 - Math.min(row[at - 1]!, row[at]!, row[at + 1]!);
    };
    const followed = (towardX: number) =>
      nearSeams.filter(
        (x) => darkAt(towardX + ((x - towardX) * (far - view.horizonY)) / (near - view.horizonY)) >= 2,
      ).length / nearSeams.length;
    expect(followed(view.centreX)).toBeGreaterThanOrEqual(0.7);
    expect(followed(view.centreX + width / 6)).toBeLessThan(0.5);
  });

  it('replaces the old planks entirely, even when the render is toned down (concrete shows no boards)', () => {
    const { lab, mask } = flatRoom(0.4);
    // The old floor: boards 40 px wide, alternately light and dark, with a dark seam between them.
    const board = (x: number) => Math.floor(x / 40) % 2;
    for (let y = Math.round(0.4 * height); y < height; y++)
      for (let x = 0; x < width; x++) lab.L[y * width + x] = x % 40 < 2 ? 30 : board(x) ? 48 : 64;
    const out = copyOf(lab);
    const view = floorView(mask, width, height, { horizonY: 0.3, vanishingPoint: { x: 0.5, y: 0.3 } })!;
    // A toned-down render: the floor step at 60 % of its strength.
    relayFloor({
      out,
      original: lab,
      mask,
      view,
      material: 'concrete',
      lab: [62, 0, 3],
      strength: 0.6,
      seed: 3,
    });
    // The old boards' contrast in the near rows: mean L* over dark boards against light ones, and seams.
    const contrast = (image: LabImage) => {
      let dark = 0;
      let light = 0;
      let seam = 0;
      let k = [0, 0, 0];
      for (let y = height - 40; y < height; y++)
        for (let x = 0; x < width; x++) {
          const v = image.L[y * width + x]!;
          if (x % 40 < 2) [seam, k] = [seam + v, [k[0]!, k[1]!, k[2]! + 1]];
          else if (board(x)) [dark, k] = [dark + v, [k[0]! + 1, k[1]!, k[2]!]];
          else [light, k] = [light + v, [k[0]!, k[1]! + 1, k[2]!]];
        }
      const lightMean = light / k[1]!;
      return Math.max(lightMean - dark / k[0]!, lightMean - seam / k[2]!);
    };
    expect(contrast(lab)).toBeGreaterThan(15);
    expect(contrast(out)).toBeLessThan(2);
  });

  it("keeps a pool of sunlight's crisp edge on the new floor", () => {
    // A dark floor in shade (L* 35) with a pool of sun through a window (L* 82) in the near rows.
    const { lab, mask } = flatRoom(0.4);
    const sunny = (x: number, y: number) => x >= 160 && x < 360 && y >= 220 && y < 300;
    for (let y = Math.round(0.4 * height); y < height; y++)
      for (let x = 0; x < width; x++) lab.L[y * width + x] = sunny(x, y) ? 82 : 35;
    const out = copyOf(lab);
    const view = floorView(mask, width, height, { horizonY: 0.3, vanishingPoint: { x: 0.5, y: 0.3 } })!;
    relayFloor({ out, original: lab, mask, view, material: 'wood', lab: [62, 6, 18], strength: 1, seed: 3 });
    // Mean L* of the new floor in strips 4-10 px inside and outside the pool's left and right edges.
    const strip = (x0: number, x1: number) => {
      let sum = 0;
      let n = 0;
      for (let y = 230; y < 290; y++)
        for (let x = x0; x < x1; x++) {
          sum += out.L[y * width + x]!;
          n++;
        }
      return sum / n;
    };
    const inside = (strip(164, 170) + strip(350, 356)) / 2;
    const outside = (strip(150, 156) + strip(364, 370)) / 2;
    // Blurred a few boards wide (before ADR 082), the light faded across 60 px: its edge stepped 10 L*.
    expect(inside - outside).toBeGreaterThan(25);
  });

  it("finds the floor's own vanishing point from the lines that lie on it", () => {
    const { mask } = flatRoom(0.5);
    const point = { x: 0.3, y: 0.35 };
    // Two seams of the old floor and a skirting line heading for the point, and a wall line elsewhere.
    const toward = (x: number, y: number) => ({
      x1: x,
      y1: y,
      x2: x + (point.x - x) * 0.3,
      y2: y + (point.y - y) * 0.3,
      orientation: 'receding',
    });
    const segments = [
      toward(0.1, 0.95),
      toward(0.6, 0.98),
      toward(0.9, 0.9),
      { x1: 0.7, y1: 0.1, x2: 0.95, y2: 0.3, orientation: 'receding' },
    ];
    const found = floorVanishingPoint(mask, width, height, segments)!;
    expect(found.x).toBeCloseTo(point.x, 2);
    expect(found.y).toBeCloseTo(point.y, 2);
    const view = floorView(mask, width, height, { horizonY: 0.6, vanishingPoint: null, segments })!;
    expect(view.centreX / width).toBeCloseTo(point.x, 2);
    expect(view.horizonY / height).toBeCloseTo(point.y, 2);
  });
});

describe('floor material: natural floors read as what they are named', () => {
  function laid(material: FloorMaterial, colour: [number, number, number]) {
    const { lab, mask } = flatRoom(0.45);
    const out = copyOf(lab);
    const view = floorView(mask, width, height, { horizonY: 0.3, vanishingPoint: { x: 0.5, y: 0.3 } })!;
    relayFloor({ out, original: lab, mask, view, material, lab: colour, strength: 1, seed: 5 });
    return out;
  }

  it('names tatami, sisal and wool apart', () => {
    expect(floorMaterialOf('Tatami')).toBe('tatami');
    expect(floorMaterialOf('Natural Sisal')).toBe('weave');
    expect(floorMaterialOf('Wool Carpet')).toBe('carpet');
  });

  it('lays tatami as mats bound in dark cloth, not a flat yellow-green', () => {
    const out = laid('tatami', [72, -2, 28]);
    // Down the middle of the near floor: the mats' cloth borders cross it as dark bands.
    let bands = 0;
    let inBand = false;
    for (let y = height - 1; y > height * 0.7; y--) {
      const dark = out.L[y * width + width / 2]! < 45;
      if (dark && !inBand) bands++;
      inBand = dark;
    }
    expect(bands).toBeGreaterThanOrEqual(2);
  });

  it('lays sisal with a visible weave, where a plain carpet is nearly flat', () => {
    const spread = (out: LabImage) => {
      const values: number[] = [];
      for (let y = height - 40; y < height - 10; y++)
        for (let x = width / 2 - 40; x < width / 2 + 40; x++) values.push(out.L[y * width + x]!);
      const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
      return Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length);
    };
    const weave = spread(laid('weave', [62, 4, 22]));
    const carpet = spread(laid('carpet', [62, 4, 22]));
    expect(weave).toBeGreaterThan(1.5);
    expect(weave).toBeGreaterThan(carpet * 1.5);
  });
});
