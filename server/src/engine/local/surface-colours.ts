import { dist2 } from './palette';

/** How far from a hole its ring reaches (px), and how close it starts (the hole's soft edge). */
const ringFrom = 2;
const ringTo = 10;

/**
 * The surface round a hole is what most of its ring shows: the ring's main colour clusters (k-means, at
 * least 12 % of the ring) that are common away from the hole too (at least 8 % of what lies beyond the
 * ring). Clears `usable` for pixels of other colours (a mat's fringe, a bag's edge the hole cut, slippers
 * beside the removed one), so they are neither copied into the hole nor matched against.
 *
 * `rgb`, `target` (the hole) and `usable` cover one crop, `width` x `height`.
 */
export function keepSurfaceColours(
  rgb: Float32Array,
  target: Uint8Array,
  usable: Uint8Array,
  width: number,
  height: number,
): void {
  const distance = distanceFromHole(target, width, height);
  const ring: number[] = [];
  for (let i = 0; i < usable.length; i++)
    if (usable[i] && distance[i]! >= ringFrom && distance[i]! <= ringTo) ring.push(i);
  if (ring.length < 50) return;
  const points = new Float32Array(ring.length * 3);
  ring.forEach((i, r) => points.set(rgb.subarray(i * 3, i * 3 + 3), r * 3));
  const { centres, counts, labels } = ringClusters(points, 5, 8);
  // A cluster reaches 2.5 times its spread (at least 30 levels) from its centre.
  const spread = centres.map(() => 0);
  labels.forEach((c, r) => (spread[c]! += dist2(points, r, centres[c]!)));
  const reach = centres.map((_, c) =>
    counts[c] ? Math.max(30, 2.5 * Math.sqrt(spread[c]! / counts[c]!)) ** 2 : 0,
  );
  const clusterOf = (i: number): number => {
    let best = -1;
    let bestD = Infinity;
    centres.forEach((centre, c) => {
      const d = dist2(rgb, i, centre);
      if (d < bestD) [best, bestD] = [c, d];
    });
    return best >= 0 && bestD <= reach[best]! ? best : -1;
  };
  const away = centres.map(() => 0);
  let awayTotal = 0;
  for (let i = 0; i < usable.length; i++) {
    if (!usable[i] || distance[i]! <= ringTo) continue;
    awayTotal++;
    const c = clusterOf(i);
    if (c >= 0) away[c]!++;
  }
  const main = centres.map((_, c) => counts[c]! >= ring.length * 0.12 && away[c]! >= awayTotal * 0.08);
  for (let i = 0; i < usable.length; i++) {
    if (!usable[i]) continue;
    const c = clusterOf(i);
    if (c < 0 || !main[c]) usable[i] = 0;
  }
}

/** Steps (4-connected) from the nearest hole pixel, counted up to the ring's outer edge. */
function distanceFromHole(target: Uint8Array, width: number, height: number): Float32Array {
  const distance = new Float32Array(width * height).fill(Infinity);
  const queue: number[] = [];
  for (let i = 0; i < target.length; i++)
    if (target[i]) {
      distance[i] = 0;
      queue.push(i);
    }
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q]!;
    const d = distance[i]!;
    if (d >= ringTo) continue;
    const x = i % width;
    const y = (i - x) / width;
    const neighbours = [
      x > 0 ? i - 1 : -1,
      x < width - 1 ? i + 1 : -1,
      y > 0 ? i - width : -1,
      y < height - 1 ? i + width : -1,
    ];
    for (const j of neighbours)
      if (j >= 0 && distance[j]! > d + 1) {
        distance[j] = d + 1;
        queue.push(j);
      }
  }
  return distance;
}

/**
 * k-means over the ring's colours, seeded from pixels spread evenly along the ring, so each stretch of
 * it has a say. Seeded by k-means++ (palette.ts's `kMeans`), the joints of a planked floor lost their own
 * cluster and stopped carrying on across the hole (the fill's tone correlated 0.01 with the true floor's
 * in surface-fill.test.ts, 0.5 and over with these seeds).
 */
function ringClusters(points: Float32Array, k: number, iterations: number) {
  const n = points.length / 3;
  const centres: Array<[number, number, number]> = [];
  for (let c = 0; c < k; c++) {
    const i = Math.floor(((c + 0.5) * n) / k);
    centres.push([points[i * 3]!, points[i * 3 + 1]!, points[i * 3 + 2]!]);
  }
  const labels = new Int32Array(n);
  for (let iteration = 0; iteration < iterations; iteration++) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (let r = 0; r < n; r++) {
      let best = 0;
      let bestD = Infinity;
      centres.forEach((centre, c) => {
        const d = dist2(points, r, centre);
        if (d < bestD) [best, bestD] = [c, d];
      });
      labels[r] = best;
      const sum = sums[best]!;
      for (let channel = 0; channel < 3; channel++) sum[channel]! += points[r * 3 + channel]!;
      sum[3]!++;
    }
    sums.forEach((sum, c) => {
      if (sum[3]) centres[c] = [sum[0]! / sum[3], sum[1]! / sum[3], sum[2]! / sum[3]];
    });
  }
  const counts = centres.map(() => 0);
  for (const c of labels) counts[c]!++;
  return { centres, counts, labels };
}
