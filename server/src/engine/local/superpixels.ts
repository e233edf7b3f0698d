import type { LabImage } from '../image/color';

/**
 * SLIC superpixels (Achanta et al.): compact regions that follow colour edges. Regions are built from
 * them instead of from pixels, so region borders sit on the photo's own edges.
 */
export function slic(lab: LabImage, targetCount: number, compactness = 10, iterations = 8): Int32Array {
  const { width, height } = lab;
  const n = width * height;
  const step = Math.max(2, Math.round(Math.sqrt(n / targetCount)));
  const centres: number[][] = [];
  for (let y = Math.floor(step / 2); y < height; y += step) {
    for (let x = Math.floor(step / 2); x < width; x += step) {
      const i = y * width + x;
      centres.push([lab.L[i] ?? 0, lab.a[i] ?? 0, lab.b[i] ?? 0, x, y]);
    }
  }
  const labels = new Int32Array(n).fill(-1);
  const distances = new Float32Array(n);
  const spatial = (compactness / step) ** 2;
  for (let iteration = 0; iteration < iterations; iteration++) {
    distances.fill(Infinity);
    centres.forEach((centre, k) => {
      const [cL = 0, ca = 0, cb = 0, cx = 0, cy = 0] = centre;
      const x0 = Math.max(0, Math.floor(cx - step));
      const x1 = Math.min(width - 1, Math.ceil(cx + step));
      const y0 = Math.max(0, Math.floor(cy - step));
      const y1 = Math.min(height - 1, Math.ceil(cy + step));
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          const i = y * width + x;
          const dL = (lab.L[i] ?? 0) - cL;
          const da = (lab.a[i] ?? 0) - ca;
          const db = (lab.b[i] ?? 0) - cb;
          const d = dL * dL + da * da + db * db + spatial * ((x - cx) ** 2 + (y - cy) ** 2);
          if (d < (distances[i] ?? Infinity)) {
            distances[i] = d;
            labels[i] = k;
          }
        }
      }
    });
    const sums = centres.map(() => [0, 0, 0, 0, 0, 0]);
    for (let i = 0; i < n; i++) {
      const s = sums[labels[i] ?? -1];
      if (!s) continue;
      s[0]! += lab.L[i] ?? 0;
      s[1]! += lab.a[i] ?? 0;
      s[2]! += lab.b[i] ?? 0;
      s[3]! += i % width;
      s[4]! += Math.floor(i / width);
      s[5]! += 1;
    }
    sums.forEach((s, k) => {
      const count = s[5] ?? 0;
      if (count > 0) centres[k] = s.slice(0, 5).map((v) => v / count);
    });
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
      const neighbours = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
      for (const j of neighbours) {
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
