import type { NormalizedBox } from '../design-engine.port';
import type { RgbImage } from '../image/raster';
import { groundClasses, type LabelGrid } from './surface-fill';

/**
 * Adds to the hole the shadow an object removed from the ground leaves beside its base: pixels next to
 * the object's cut, in its lower part or just below it, that are much darker than the ground round it
 * but of the ground's own hue (a shadow dims every channel alike; a black bag beside the object is
 * neutral, a mat's fringe another hue). Left behind, the dumbbells' shadows stayed on the rug as dark
 * blots where nothing stood. Nothing is added when the dark area grows larger than the object itself.
 */
export function addContactShadow(
  image: RgbImage,
  hole: Uint8Array,
  box: NormalizedBox,
  grid: LabelGrid,
): number {
  const { width, height, data } = image;
  const w = box.width * width;
  const h = box.height * height;
  const bx0 = box.x * width;
  const by0 = box.y * height;
  const labelAt = (x: number, y: number) =>
    grid.labels[
      Math.min(grid.side - 1, Math.floor((y * grid.side) / height)) * grid.side +
        Math.min(grid.side - 1, Math.floor((x * grid.side) / width))
    ]!;
  // Where a shadow may lie: the object's lower part and a band below and beside it.
  const x0 = Math.max(0, Math.floor(bx0 - 0.5 * w));
  const x1 = Math.min(width, Math.ceil(bx0 + 1.5 * w));
  const y0 = Math.max(0, Math.floor(by0 + 0.4 * h));
  const y1 = Math.min(height, Math.ceil(by0 + 1.4 * h));
  // The ground round it, outside the hole: its median colour.
  const reds: number[] = [];
  const greens: number[] = [];
  const blues: number[] = [];
  const ex0 = Math.max(0, Math.floor(bx0 - 0.6 * w));
  const ex1 = Math.min(width, Math.ceil(bx0 + 1.6 * w));
  const ey1 = Math.min(height, Math.ceil(by0 + 1.6 * h));
  for (let y = y0; y < ey1; y += 2)
    for (let x = ex0; x < ex1; x += 2) {
      const i = y * width + x;
      if (hole[i] || !groundClasses.has(labelAt(x, y))) continue;
      reds.push(data[i * 3]!);
      greens.push(data[i * 3 + 1]!);
      blues.push(data[i * 3 + 2]!);
    }
  if (reds.length < 50) return 0;
  const median = (v: number[]) => [...v].sort((p, q) => p - q)[v.length >> 1]!;
  const ref = [median(reds), median(greens), median(blues)];
  const refSum = ref[0]! + ref[1]! + ref[2]!;
  if (refSum < 60) return 0;
  const isShadow = (i: number) => {
    const r = data[i * 3]!;
    const g = data[i * 3 + 1]!;
    const b = data[i * 3 + 2]!;
    const sum = r + g + b;
    if (sum < 36 || sum > 0.6 * refSum) return false;
    return Math.abs(r / sum - ref[0]! / refSum) < 0.04 && Math.abs(b / sum - ref[2]! / refSum) < 0.04;
  };
  // Grown from the hole's edge inside the band, 4-connected.
  const added: number[] = [];
  const seen = new Uint8Array((x1 - x0) * (y1 - y0));
  const queue: number[] = [];
  const local = (x: number, y: number) => (y - y0) * (x1 - x0) + (x - x0);
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) if (hole[y * width + x]) queue.push(y * width + x);
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q]!;
    const x = i % width;
    const y = (i - x) / width;
    for (const [nx, ny] of [
      [x - 1, y],
      [x + 1, y],
      [x, y - 1],
      [x, y + 1],
    ] as const) {
      if (nx < x0 || ny < y0 || nx >= x1 || ny >= y1) continue;
      const j = ny * width + nx;
      if (hole[j] || seen[local(nx, ny)]) continue;
      seen[local(nx, ny)] = 1;
      if (!groundClasses.has(labelAt(nx, ny)) && labelAt(nx, ny) !== 0) continue;
      if (!isShadow(j)) continue;
      added.push(j);
      queue.push(j);
    }
  }
  let objectArea = 0;
  for (let y = Math.max(0, Math.floor(by0)); y < Math.min(height, Math.ceil(by0 + h)); y++)
    for (let x = Math.max(0, Math.floor(bx0)); x < Math.min(width, Math.ceil(bx0 + w)); x++)
      objectArea += hole[y * width + x]!;
  if (added.length === 0 || added.length > objectArea) return 0;
  for (const i of added) hole[i] = 1;
  return added.length;
}
