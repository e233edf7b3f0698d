import type { PaletteColour } from '../design-engine.port';
import { labToHex, rgbToLab } from '../image/color';
import type { RgbImage } from '../image/raster';
import { resizeRgb } from '../image/raster';
import { nearestColourName } from './colour-names';
import { createRandom } from './random';

/**
 * Dominant colours by k-means in CIELAB on a ~160 px thumbnail (enough pixels for stable shares,
 * a few milliseconds of work). k-means++ seeding with a fixed seed keeps results reproducible.
 */
export async function extractPalette(image: RgbImage, k = 6): Promise<PaletteColour[]> {
  const scale = Math.min(1, 128 / Math.max(image.width, image.height));
  const small = await resizeRgb(
    image,
    Math.max(1, Math.round(image.width * scale)),
    Math.max(1, Math.round(image.height * scale)),
    'linear',
  );
  const n = small.width * small.height;
  const points = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) {
    const [L, a, b] = rgbToLab(
      small.data[i * 3] ?? 0,
      small.data[i * 3 + 1] ?? 0,
      small.data[i * 3 + 2] ?? 0,
    );
    points[i * 3] = L;
    points[i * 3 + 1] = a;
    points[i * 3 + 2] = b;
  }
  const { centres, counts } = kMeans(points, Math.min(k, n), 14);
  return centres
    .map((centre, index) => ({
      lab: [round1(centre[0]), round1(centre[1]), round1(centre[2])] as [number, number, number],
      share: (counts[index] ?? 0) / n,
    }))
    .filter((entry) => entry.share > 0)
    .sort((p, q) => q.share - p.share)
    .map((entry) => ({
      hex: labToHex(...entry.lab),
      name: nearestColourName(entry.lab),
      share: Math.round(entry.share * 1000) / 1000,
      lab: entry.lab,
    }));
}

function round1(v: number): number {
  return Math.round(v * 10) / 10;
}

export function kMeans(points: Float32Array, k: number, iterations: number) {
  const n = points.length / 3;
  const random = createRandom(7);
  const centres: Array<[number, number, number]> = [];
  const distances = new Float32Array(n).fill(Infinity);
  const first = Math.floor(random() * n);
  centres.push([points[first * 3] ?? 0, points[first * 3 + 1] ?? 0, points[first * 3 + 2] ?? 0]);
  while (centres.length < k) {
    const last = centres[centres.length - 1] ?? [0, 0, 0];
    let total = 0;
    for (let i = 0; i < n; i++) {
      const d = dist2(points, i, last);
      if (d < (distances[i] ?? Infinity)) distances[i] = d;
      total += distances[i] ?? 0;
    }
    let pick = random() * total;
    let chosen = n - 1;
    for (let i = 0; i < n; i++) {
      pick -= distances[i] ?? 0;
      if (pick <= 0) {
        chosen = i;
        break;
      }
    }
    centres.push([points[chosen * 3] ?? 0, points[chosen * 3 + 1] ?? 0, points[chosen * 3 + 2] ?? 0]);
  }
  const labels = new Int32Array(n);
  const counts = new Int32Array(k);
  const flat = new Float64Array(k * 3);
  for (let iteration = 0; iteration < iterations; iteration++) {
    centres.forEach((centre, c) => flat.set(centre, c * 3));
    const sums = new Float64Array(k * 3);
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const L = points[i * 3]!;
      const a = points[i * 3 + 1]!;
      const b = points[i * 3 + 2]!;
      let best = 0;
      let bestD = Infinity;
      for (let c = 0; c < k; c++) {
        const dL = L - flat[c * 3]!;
        const da = a - flat[c * 3 + 1]!;
        const db = b - flat[c * 3 + 2]!;
        const d = dL * dL + da * da + db * db;
        if (d < bestD) {
          bestD = d;
          best = c;
        }
      }
      labels[i] = best;
      counts[best]!++;
      sums[best * 3]! += L;
      sums[best * 3 + 1]! += a;
      sums[best * 3 + 2]! += b;
    }
    for (let c = 0; c < k; c++) {
      const count = counts[c]!;
      if (count > 0) centres[c] = [sums[c * 3]! / count, sums[c * 3 + 1]! / count, sums[c * 3 + 2]! / count];
    }
  }
  return { centres, counts: Array.from(counts), labels };
}

/** Squared distance from point i of `points` (three values each) to `centre`. */
export function dist2(points: Float32Array, i: number, centre: readonly number[]): number {
  const dL = (points[i * 3] ?? 0) - (centre[0] ?? 0);
  const da = (points[i * 3 + 1] ?? 0) - (centre[1] ?? 0);
  const db = (points[i * 3 + 2] ?? 0) - (centre[2] ?? 0);
  return dL * dL + da * da + db * db;
}
