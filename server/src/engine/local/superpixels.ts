import type { LabImage } from '../image/color';

/**
 * SLIC superpixels (Achanta et al.): compact regions that follow colour edges. Regions are built from
 * them instead of from pixels, so region borders sit on the photo's own edges.
 */
export function slic(lab: LabImage, targetCount: number, compactness = 10, iterations = 8): Int32Array {
  const { width, height } = lab;
  const n = width * height;
  const step = Math.max(2, Math.round(Math.sqrt(n / targetCount)));
  // Centres as flat typed arrays (L, a, b, x, y): this runs beside the detector on every new photo.
  const seeds: number[] = [];
  for (let y = Math.floor(step / 2); y < height; y += step) {
    for (let x = Math.floor(step / 2); x < width; x += step) {
      const i = y * width + x;
      seeds.push(lab.L[i] ?? 0, lab.a[i] ?? 0, lab.b[i] ?? 0, x, y);
    }
  }
  const centres = Float64Array.from(seeds);
  const count = centres.length / 5;
  const L = lab.L;
  const A = lab.a;
  const B = lab.b;
  const labels = new Int32Array(n).fill(-1);
  const distances = new Float32Array(n);
  const sums = new Float64Array(count * 6);
  const spatial = (compactness / step) ** 2;
  for (let iteration = 0; iteration < iterations; iteration++) {
    distances.fill(Infinity);
    for (let k = 0; k < count; k++) {
      const cL = centres[k * 5]!;
      const ca = centres[k * 5 + 1]!;
      const cb = centres[k * 5 + 2]!;
      const cx = centres[k * 5 + 3]!;
      const cy = centres[k * 5 + 4]!;
      const x0 = Math.max(0, Math.floor(cx - step));
      const x1 = Math.min(width - 1, Math.ceil(cx + step));
      const y0 = Math.max(0, Math.floor(cy - step));
      const y1 = Math.min(height - 1, Math.ceil(cy + step));
      for (let y = y0; y <= y1; y++) {
        const dy = y - cy;
        for (let x = x0; x <= x1; x++) {
          const i = y * width + x;
          const dL = L[i]! - cL;
          const da = A[i]! - ca;
          const db = B[i]! - cb;
          const dx = x - cx;
          const d = dL * dL + da * da + db * db + spatial * (dx * dx + dy * dy);
          if (d < distances[i]!) {
            distances[i] = d;
            labels[i] = k;
          }
        }
      }
    }
    sums.fill(0);
    for (let i = 0; i < n; i++) {
      const k = labels[i]!;
      if (k < 0) continue;
      const o = k * 6;
      sums[o]! += L[i]!;
      sums[o + 1]! += A[i]!;
      sums[o + 2]! += B[i]!;
      sums[o + 3]! += i % width;
      sums[o + 4]! += Math.floor(i / width);
      sums[o + 5]! += 1;
    }
    for (let k = 0; k < count; k++) {
      const total = sums[k * 6 + 5]!;
      if (total > 0) for (let j = 0; j < 5; j++) centres[k * 5 + j] = sums[k * 6 + j]! / total;
    }
  }
  return enforceConnectivity(labels, width, height, Math.max(4, Math.floor((step * step) / 4)));
}

/** Relabels into connected components and folds tiny fragments into a neighbour. */
function enforceConnectivity(labels: Int32Array, width: number, height: number, minSize: number): Int32Array {
  const n = width * height;
  const out = new Int32Array(n).fill(-1);
  const stack: number[] = [];
  const members: number[] = [];
  let next = 0;
  for (let start = 0; start < n; start++) {
    if ((out[start] ?? 0) >= 0) continue;
    const original = labels[start];
    let adjacent = -1;
    members.length = 0;
    stack.push(start);
    out[start] = next;
    while (stack.length > 0) {
      const i = stack.pop() ?? 0;
      members.push(i);
      const x = i % width;
      // Left, right, up, down (in this order), without a per-pixel array.
      for (let t = 0; t < 4; t++) {
        const j =
          t === 0
            ? x > 0
              ? i - 1
              : -1
            : t === 1
              ? x < width - 1
                ? i + 1
                : -1
              : t === 2
                ? i - width
                : i + width;
        if (j < 0 || j >= n) continue;
        if (labels[j] === original && (out[j] ?? 0) < 0) {
          out[j] = next;
          stack.push(j);
        } else if ((out[j] ?? -1) >= 0 && out[j] !== next) {
          adjacent = out[j] ?? -1;
        }
      }
    }
    if (members.length < minSize && adjacent >= 0) {
      for (const i of members) out[i] = adjacent;
    } else {
      next++;
    }
  }
  return out;
}
