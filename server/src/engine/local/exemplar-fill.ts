import type { RgbImage } from '../image/raster';

/**
 * Fills a hole patch by patch from its edge inwards, each patch copied from the best-matching patch
 * nearby (exemplar-based inpainting, after Criminisi, Pérez and Toyama 2004). The next patch to fill is
 * where most of its patch is known and an edge (a rug's border stripe, a skirting line, a plank joint)
 * runs into the hole, so lines carry on across the hole and texture fills between them at its own scale:
 * copied in tiles, a large hole on a striped rug became a patchwork of stripes at odd angles (ADR 070).
 *
 * Writes the filled pixels into `image` and marks them in `known`; returns how many it filled.
 */
export function exemplarFill(args: {
  image: RgbImage;
  /** 1 where the image's value is known (outside every hole, or filled already). */
  known: Uint8Array;
  /** Whether a known pixel may be copied (the hole's surface: not the sofa or the bag beside it). */
  source: (i: number) => boolean;
  /** The pixels to fill: one hole, or several. */
  target: Uint8Array;
  /** Half the patch's side; by default about 1/200 of the photo's width (5 px at 1024). */
  half?: number;
}): number {
  const { image, target } = args;
  let filled = 0;
  for (const crop of cropsOf(target, image.width, image.height)) filled += fillCrop(args, crop);
  return filled;
}

interface Crop {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The hole's own pixels (photo indices). */
  pixels: number[];
}

/**
 * Each 8-connected hole with its bounding box grown by the search's reach (1.2 times its size, at least
 * 24 px): sources further away see other light and, on a floor, another scale.
 */
function cropsOf(hole: Uint8Array, width: number, height: number): Crop[] {
  const seen = new Uint8Array(width * height);
  const crops: Crop[] = [];
  const stack: number[] = [];
  for (let start = 0; start < hole.length; start++) {
    if (!hole[start] || seen[start]) continue;
    let x0 = width;
    let y0 = height;
    let x1 = -1;
    let y1 = -1;
    seen[start] = 1;
    stack.push(start);
    const pixels: number[] = [];
    while (stack.length) {
      const i = stack.pop()!;
      pixels.push(i);
      const x = i % width;
      const y = (i - x) / width;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (hole[j] && !seen[j]) {
            seen[j] = 1;
            stack.push(j);
          }
        }
    }
    const reach = Math.max(24, Math.round(Math.max(x1 - x0, y1 - y0) * 1.2));
    crops.push({
      x0: Math.max(0, x0 - reach),
      y0: Math.max(0, y0 - reach),
      x1: Math.min(width, x1 + 1 + reach),
      y1: Math.min(height, y1 + 1 + reach),
      pixels,
    });
  }
  return crops;
}

function fillCrop(args: Parameters<typeof exemplarFill>[0], crop: Crop): number {
  const { image } = args;
  const out = image.data;
  const width = crop.x1 - crop.x0;
  const height = crop.y1 - crop.y0;
  const n = width * height;
  const half = args.half ?? Math.max(3, Math.min(6, Math.round(image.width / 200)));
  const side = 2 * half + 1;
  const rgb = new Float32Array(n * 3);
  const gray = new Float32Array(n);
  const known = new Uint8Array(n);
  const usable = new Uint8Array(n);
  const target = new Uint8Array(n);
  for (const g of crop.pixels) {
    const gx = g % image.width;
    target[(Math.floor(g / image.width) - crop.y0) * width + gx - crop.x0] = 1;
  }
  const confidence = new Float32Array(n);
  let remaining = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const g = (crop.y0 + y) * image.width + crop.x0 + x;
      for (let c = 0; c < 3; c++) rgb[i * 3 + c] = out[g * 3 + c]!;
      gray[i] = 0.299 * rgb[i * 3]! + 0.587 * rgb[i * 3 + 1]! + 0.114 * rgb[i * 3 + 2]!;
      known[i] = args.known[g]!;
      usable[i] = known[i] && args.source(g) ? 1 : 0;
      confidence[i] = known[i]!;
      if (target[i]) remaining++;
    }
  keepSurfaceColours(rgb, target, usable, width, height);
  // Patch centres whose whole patch is usable: the candidates to copy from.
  const bad = new Int32Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      bad[(y + 1) * (width + 1) + x + 1] =
        (usable[y * width + x] ? 0 : 1) +
        bad[y * (width + 1) + x + 1]! +
        bad[(y + 1) * (width + 1) + x]! -
        bad[y * (width + 1) + x]!;
  const badIn = (x0: number, y0: number, x1: number, y1: number) =>
    bad[y1 * (width + 1) + x1]! -
    bad[y0 * (width + 1) + x1]! -
    bad[y1 * (width + 1) + x0]! +
    bad[y0 * (width + 1) + x0]!;
  const candidates: number[] = [];
  for (let y = half; y < height - half; y++)
    for (let x = half; x < width - half; x++)
      if (badIn(x - half, y - half, x + half + 1, y + half + 1) === 0) candidates.push(y * width + x);
  if (candidates.length === 0) return 0;
  const toFill = remaining;
  // Sparse candidates where there are very many: the search's cost grows with them, and neighbouring
  // patches of a texture match alike.
  const step = candidates.length > 12000 ? Math.ceil(Math.sqrt(candidates.length / 12000)) : 1;
  const pool =
    step > 1
      ? candidates.filter((i) => (i % width) % step === 0 && Math.floor(i / width) % step === 0)
      : candidates;
  const poolX = Int32Array.from(pool, (i) => i % width);
  const poolY = Int32Array.from(pool, (i) => Math.floor(i / width));

  const isFront = (i: number) => {
    if (known[i] || !target[i]) return false;
    const x = i % width;
    const y = (i - x) / width;
    return (
      (x > 0 && known[i - 1] === 1) ||
      (x < width - 1 && known[i + 1] === 1) ||
      (y > 0 && known[i - width] === 1) ||
      (y < height - 1 && known[i + width] === 1)
    );
  };
  let front: number[] = [];
  for (let i = 0; i < n; i++) if (isFront(i)) front.push(i);

  const targetOffsets: number[] = [];
  const targetValues: number[] = [];
  while (remaining > 0 && front.length > 0) {
    // The front pixel of highest priority: confidence (how much of its patch is known, and how surely)
    // times how strongly an edge runs into the hole there.
    let best = -1;
    let bestPriority = -1;
    for (const p of front) {
      const px = p % width;
      const py = (p - px) / width;
      let sum = 0;
      let strongest = 0;
      let isoX = 0;
      let isoY = 0;
      for (let dy = -half; dy <= half; dy++) {
        const y = py + dy;
        if (y < 0 || y >= height) continue;
        for (let dx = -half; dx <= half; dx++) {
          const x = px + dx;
          if (x < 0 || x >= width) continue;
          const i = y * width + x;
          if (!known[i] || !usable[i]) continue;
          sum += confidence[i]!;
          if (
            x > 0 &&
            x < width - 1 &&
            y > 0 &&
            y < height - 1 &&
            known[i - 1] &&
            known[i + 1] &&
            known[i - width] &&
            known[i + width]
          ) {
            const gx = (gray[i + 1]! - gray[i - 1]!) / 2;
            const gy = (gray[i + width]! - gray[i - width]!) / 2;
            const m = gx * gx + gy * gy;
            if (m > strongest) {
              strongest = m;
              isoX = -gy;
              isoY = gx;
            }
          }
        }
      }
      const c = sum / (side * side);
      // The front's normal: the direction from known to unknown across it.
      let nx = 0;
      let ny = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const x = px + dx;
          const y = py + dy;
          if (x < 0 || y < 0 || x >= width || y >= height) continue;
          const k = known[y * width + x]!;
          nx += dx * k;
          ny += dy * k;
        }
      const norm = Math.hypot(nx, ny) || 1;
      const data = Math.abs(isoX * (nx / norm) + isoY * (ny / norm)) / 255;
      // Edges count half: at full weight the edge of a thing beside the hole (a mat's fringe) led the
      // fill and was carried deep into it.
      const priority = c * (data * 0.5 + 0.02);
      if (priority > bestPriority) {
        bestPriority = priority;
        best = p;
      }
    }
    const px = best % width;
    const py = (best - px) / width;
    // The known pixels of its patch, which the copied patch must match.
    targetOffsets.length = 0;
    targetValues.length = 0;
    for (let dy = -half; dy <= half; dy++) {
      const y = py + dy;
      if (y < 0 || y >= height) continue;
      for (let dx = -half; dx <= half; dx++) {
        const x = px + dx;
        if (x < 0 || x >= width) continue;
        const i = y * width + x;
        if (!known[i] || !usable[i]) continue;
        targetOffsets.push(dy * width + dx);
        targetValues.push(rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!);
      }
    }
    let from = -1;
    let bestCost = Infinity;
    const count = targetOffsets.length;
    for (let k = 0; k < pool.length; k++) {
      const q = pool[k]!;
      // A mild pull towards nearby sources (the same light and, on a floor, the same scale).
      const dx = poolX[k]! - px;
      const dy = poolY[k]! - py;
      let cost = (dx * dx + dy * dy) * 0.02 * count;
      if (cost >= bestCost) continue;
      for (let t = 0; t < count; t++) {
        const j = (q + targetOffsets[t]!) * 3;
        const r = rgb[j]! - targetValues[t * 3]!;
        const g = rgb[j + 1]! - targetValues[t * 3 + 1]!;
        const b = rgb[j + 2]! - targetValues[t * 3 + 2]!;
        cost += r * r + g * g + b * b;
        if (cost >= bestCost) break;
      }
      if (cost < bestCost) {
        bestCost = cost;
        from = q;
      }
    }
    let patchConfidence = 0;
    for (let t = 0; t < count; t++) patchConfidence += confidence[best + targetOffsets[t]!]!;
    patchConfidence /= side * side;
    // Copy the unknown pixels of the patch.
    for (let dy = -half; dy <= half; dy++) {
      const y = py + dy;
      if (y < 0 || y >= height) continue;
      for (let dx = -half; dx <= half; dx++) {
        const x = px + dx;
        if (x < 0 || x >= width) continue;
        const i = y * width + x;
        if (known[i] || !target[i]) continue;
        const j = from + dy * width + dx;
        rgb[i * 3] = rgb[j * 3]!;
        rgb[i * 3 + 1] = rgb[j * 3 + 1]!;
        rgb[i * 3 + 2] = rgb[j * 3 + 2]!;
        gray[i] = gray[j]!;
        known[i] = 1;
        usable[i] = 1;
        confidence[i] = patchConfidence;
        remaining--;
        const g = (crop.y0 + y) * image.width + crop.x0 + x;
        out[g * 3] = rgb[i * 3]!;
        out[g * 3 + 1] = rgb[i * 3 + 1]!;
        out[g * 3 + 2] = rgb[i * 3 + 2]!;
        args.known[g] = 1;
      }
    }
    // The front moves: drop what is filled, add the unknown pixels round the patch.
    const next = front.filter((i) => !known[i]);
    for (let dy = -half - 1; dy <= half + 1; dy++) {
      const y = py + dy;
      if (y < 0 || y >= height) continue;
      for (let dx = -half - 1; dx <= half + 1; dx++) {
        if (Math.abs(dx) <= half && Math.abs(dy) <= half) continue;
        const x = px + dx;
        if (x < 0 || x >= width) continue;
        const i = y * width + x;
        if (isFront(i) && !next.includes(i)) next.push(i);
      }
    }
    front = next;
  }
  return toFill - remaining;
}

/**
 * The surface round a hole is what most of its ring shows: colours of the ring's main clusters. Known
 * pixels of other colours (a mat's fringe, a bag's edge cut by the hole) are neither copied nor matched,
 * so they are not carried into the hole.
 */
function keepSurfaceColours(
  rgb: Float32Array,
  target: Uint8Array,
  usable: Uint8Array,
  width: number,
  height: number,
): void {
  // The ring: usable pixels 2-10 px from the hole.
  const distance = new Float32Array(width * height).fill(1e9);
  const queue: number[] = [];
  for (let i = 0; i < target.length; i++)
    if (target[i]) {
      distance[i] = 0;
      queue.push(i);
    }
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q]!;
    const d = distance[i]!;
    if (d >= 10) continue;
    const x = i % width;
    const y = (i - x) / width;
    for (const j of [
      x > 0 ? i - 1 : -1,
      x < width - 1 ? i + 1 : -1,
      y > 0 ? i - width : -1,
      y < height - 1 ? i + width : -1,
    ])
      if (j >= 0 && distance[j]! > d + 1) {
        distance[j] = d + 1;
        queue.push(j);
      }
  }
  const ring: number[] = [];
  for (let i = 0; i < usable.length; i++)
    if (usable[i] && distance[i]! >= 2 && distance[i]! <= 10) ring.push(i);
  if (ring.length < 50) return;
  const k = 5;
  const centres: number[][] = [];
  for (let c = 0; c < k; c++) {
    const i = ring[Math.floor(((c + 0.5) * ring.length) / k)]!;
    centres.push([rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!]);
  }
  const assign = new Int32Array(ring.length);
  for (let iter = 0; iter < 8; iter++) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    ring.forEach((i, r) => {
      let best = 0;
      let bestD = Infinity;
      for (let c = 0; c < k; c++) {
        const d =
          (rgb[i * 3]! - centres[c]![0]!) ** 2 +
          (rgb[i * 3 + 1]! - centres[c]![1]!) ** 2 +
          (rgb[i * 3 + 2]! - centres[c]![2]!) ** 2;
        if (d < bestD) {
          bestD = d;
          best = c;
        }
      }
      assign[r] = best;
      const s = sums[best]!;
      s[0]! += rgb[i * 3]!;
      s[1]! += rgb[i * 3 + 1]!;
      s[2]! += rgb[i * 3 + 2]!;
      s[3]!++;
    });
    sums.forEach((s, c) => {
      if (s[3]!) centres[c] = [s[0]! / s[3]!, s[1]! / s[3]!, s[2]! / s[3]!];
    });
  }
  const share = centres.map(() => 0);
  const spread = centres.map(() => 0);
  ring.forEach((i, r) => {
    const c = assign[r]!;
    share[c]!++;
    spread[c]! +=
      (rgb[i * 3]! - centres[c]![0]!) ** 2 +
      (rgb[i * 3 + 1]! - centres[c]![1]!) ** 2 +
      (rgb[i * 3 + 2]! - centres[c]![2]!) ** 2;
  });
  const reachOf = centres.map((_, c) =>
    share[c] ? Math.max(30, 2.5 * Math.sqrt(spread[c]! / share[c]!)) ** 2 : 0,
  );
  const nearest = (i: number): number => {
    let best = -1;
    let bestD = Infinity;
    for (let c = 0; c < k; c++) {
      const d =
        (rgb[i * 3]! - centres[c]![0]!) ** 2 +
        (rgb[i * 3 + 1]! - centres[c]![1]!) ** 2 +
        (rgb[i * 3 + 2]! - centres[c]![2]!) ** 2;
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    }
    return bestD <= reachOf[best]! ? best : -1;
  };
  // A colour of the surface is common in the ring and away from the hole too: the things the hole cut
  // (slippers beside the removed shoe, a bag's edge) are common in the ring only.
  const away = centres.map(() => 0);
  let awayTotal = 0;
  for (let i = 0; i < usable.length; i++) {
    if (!usable[i] || distance[i]! <= 10) continue;
    awayTotal++;
    const c = nearest(i);
    if (c >= 0) away[c]!++;
  }
  const main = centres.map((_, c) => share[c]! >= ring.length * 0.12 && away[c]! >= awayTotal * 0.08);
  for (let i = 0; i < usable.length; i++) {
    if (!usable[i]) continue;
    const c = nearest(i);
    const ok = c >= 0 && main[c];
    if (!ok) usable[i] = 0;
  }
}
