import type { RgbImage } from '../image/raster';
import { createRandom } from './random';

export interface FillArgs {
  image: RgbImage;
  /** 1 where the image's value is known (outside every hole, or filled already). */
  known: Uint8Array;
  /** Whether a known pixel may be copied and matched (the hole's surface: not the bag lying on it). */
  source: (i: number) => boolean;
  /** The pixels to fill: one hole, or several. */
  target: Uint8Array;
}

/**
 * Fills a hole so that every patch of it looks like some patch of the surface round it, all at once
 * (Wexler, Shechtman and Irani 2007, with Barnes et al.'s PatchMatch search, 2009): coarse to fine, each
 * hole pixel becomes the weighted mean of what the best-matching source patches covering it say, and
 * the matches are searched again on that estimate until they agree. Filled one patch at a time from the
 * edge inwards instead (Criminisi et al., ADR 070), a rug's border stripes met in the middle of a large
 * hole as a patchwork of stripe pieces, and a line of sunlight across planks came out in steps (ADR 081).
 *
 * Writes the filled pixels into `image` and marks them in `known`; returns how many it filled.
 */
export function patchMatchFill(args: FillArgs): number {
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

/** One level of the pyramid, over one hole's crop. */
interface Level {
  width: number;
  height: number;
  /** Colours; the hole holds the current estimate. */
  rgb: Float32Array;
  /** 1: to be filled. */
  hole: Uint8Array;
  /** 1: known and of the hole's surface (may be copied and matched against). */
  usable: Uint8Array;
}

/** Half a patch's side at every level: 7 x 7 patches. */
const half = 3;

function fillCrop(args: FillArgs, crop: Crop): number {
  const finest = readCrop(args, crop);
  const pyramid = [finest];
  const box = holeBox(finest);
  if (!box) return 0;
  let extent = Math.max(box.w, box.h);
  // Coarser while the hole is more than four patches across and the coarser level still has sources.
  while (extent > 4 * (2 * half + 1) && pyramid.length < 6) {
    const coarser = downsample(pyramid[pyramid.length - 1]!);
    if (sourceCentres(coarser).length < 16) break;
    pyramid.push(coarser);
    extent /= 2;
  }
  if (sourceCentres(finest).length === 0) return 0;
  const random = createRandom(crop.pixels.length * 7919 + crop.x0 * 31 + crop.y0);
  const coarsest = pyramid[pyramid.length - 1]!;
  peelFill(coarsest);
  let field = randomField(coarsest, random);
  for (let l = pyramid.length - 1; l >= 0; l--) {
    const level = pyramid[l]!;
    if (l < pyramid.length - 1) {
      field = upsampleField(pyramid[l + 1]!, field, level, random);
      vote(level, field);
    }
    // The coarsest level settles the layout (where the stripes and the light fall), the finer ones
    // only sharpen it; the last vote takes each pixel from its surest copy, as a mean blurs the weave.
    // A large hole (a painting's whole wall) takes fewer rounds at its finer levels, where most of the
    // time goes and the layout is settled already.
    const large = field.targets.length > 50000;
    const rounds = l === pyramid.length - 1 ? 8 : l === 0 ? (large ? 1 : 3) : large ? 2 : 4;
    for (let round = 0; round < rounds; round++) {
      search(level, field, random, 2);
      vote(level, field, l === 0 && round === rounds - 1);
    }
  }
  // Back into the photo.
  const out = args.image.data;
  let filled = 0;
  for (let y = 0; y < finest.height; y++)
    for (let x = 0; x < finest.width; x++) {
      const i = y * finest.width + x;
      if (!finest.hole[i]) continue;
      const g = (crop.y0 + y) * args.image.width + crop.x0 + x;
      for (let c = 0; c < 3; c++) out[g * 3 + c] = clamp(finest.rgb[i * 3 + c]!);
      args.known[g] = 1;
      filled++;
    }
  return filled;
}

function readCrop(args: FillArgs, crop: Crop): Level {
  const { image } = args;
  const width = crop.x1 - crop.x0;
  const height = crop.y1 - crop.y0;
  const n = width * height;
  const level: Level = {
    width,
    height,
    rgb: new Float32Array(n * 3),
    hole: new Uint8Array(n),
    usable: new Uint8Array(n),
  };
  for (const g of crop.pixels)
    level.hole[(Math.floor(g / image.width) - crop.y0) * width + (g % image.width) - crop.x0] = 1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const g = (crop.y0 + y) * image.width + crop.x0 + x;
      for (let c = 0; c < 3; c++) level.rgb[i * 3 + c] = image.data[g * 3 + c]!;
      if (level.hole[i]) level.hole[i] = args.known[g] ? 0 : 1;
      level.usable[i] = args.known[g] && !level.hole[i] && args.source(g) ? 1 : 0;
    }
  return level;
}

function holeBox({ hole, width, height }: Level) {
  let [x0, y0, x1, y1] = [width, height, -1, -1];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (hole[y * width + x])
        [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  return x1 < 0 ? null : { w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

/** Half the size: a pixel is hole if any of its four is, usable if all are; colour from the known ones. */
function downsample(fine: Level): Level {
  const width = Math.ceil(fine.width / 2);
  const height = Math.ceil(fine.height / 2);
  const level: Level = {
    width,
    height,
    rgb: new Float32Array(width * height * 3),
    hole: new Uint8Array(width * height),
    usable: new Uint8Array(width * height),
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      let holes = 0;
      let usable = 0;
      let count = 0;
      const sum = [0, 0, 0];
      for (let dy = 0; dy < 2; dy++)
        for (let dx = 0; dx < 2; dx++) {
          const fx = 2 * x + dx;
          const fy = 2 * y + dy;
          if (fx >= fine.width || fy >= fine.height) continue;
          const j = fy * fine.width + fx;
          count++;
          holes += fine.hole[j]!;
          usable += fine.usable[j]!;
          if (fine.hole[j]) continue;
          for (let c = 0; c < 3; c++) sum[c]! += fine.rgb[j * 3 + c]!;
        }
      level.hole[i] = holes > 0 ? 1 : 0;
      level.usable[i] = usable === count ? 1 : 0;
      const known = count - holes;
      if (known > 0) for (let c = 0; c < 3; c++) level.rgb[i * 3 + c] = sum[c]! / known;
    }
  return level;
}

/** Centres of patches that lie wholly on usable pixels: what may be copied. */
function sourceCentres(level: Level): Int32Array {
  const ok = sourceMap(level);
  const centres: number[] = [];
  for (let i = 0; i < ok.length; i++) if (ok[i]) centres.push(i);
  return Int32Array.from(centres);
}

const sourceMaps = new WeakMap<Level, Uint8Array>();

function sourceMap(level: Level): Uint8Array {
  let ok = sourceMaps.get(level);
  if (ok) return ok;
  const { width, height, usable } = level;
  const bad = new Int32Array((width + 1) * (height + 1));
  const at = (x: number, y: number) => y * (width + 1) + x;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      bad[at(x + 1, y + 1)] =
        (usable[y * width + x] ? 0 : 1) + bad[at(x + 1, y)]! + bad[at(x, y + 1)]! - bad[at(x, y)]!;
  ok = new Uint8Array(width * height);
  for (let y = half; y < height - half; y++)
    for (let x = half; x < width - half; x++) {
      const [x0, y0, x1, y1] = [x - half, y - half, x + half + 1, y + half + 1];
      if (bad[at(x1, y1)]! - bad[at(x1, y0)]! - bad[at(x0, y1)]! + bad[at(x0, y0)]! === 0)
        ok[y * width + x] = 1;
    }
  sourceMaps.set(level, ok);
  return ok;
}

/** The coarsest estimate: the hole filled from its edge inwards with the mean of its filled neighbours. */
function peelFill(level: Level): void {
  const { width, height, rgb, hole, usable } = level;
  const set = new Uint8Array(width * height);
  for (let i = 0; i < set.length; i++) set[i] = !hole[i] && usable[i] ? 1 : 0;
  let front: number[] = [];
  for (let i = 0; i < hole.length; i++) if (hole[i]) front.push(i);
  while (front.length > 0) {
    const next: number[] = [];
    const ready: Array<[number, number, number, number]> = [];
    for (const i of front) {
      const x = i % width;
      const y = (i - x) / width;
      const sum = [0, 0, 0];
      let n = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height || !set[ny * width + nx]) continue;
          const j = ny * width + nx;
          for (let c = 0; c < 3; c++) sum[c]! += rgb[j * 3 + c]!;
          n++;
        }
      if (n === 0) next.push(i);
      else ready.push([i, sum[0]! / n, sum[1]! / n, sum[2]! / n]);
    }
    if (ready.length === 0) break; // cut off from every usable pixel: the search still fills it
    for (const [i, r, g, b] of ready) {
      rgb.set([r, g, b], i * 3);
      set[i] = 1;
    }
    front = next;
  }
}

/** The patch centres whose patch overlaps the hole, and for each the source patch it copies. */
interface Field {
  targets: Int32Array;
  /** Slot of each pixel in `targets`, or -1. */
  slotOf: Int32Array;
  source: Int32Array;
  /** Sum of squared differences to the source, over the patch's pixels that count. */
  cost: Float64Array;
  /** How many pixels of each target's patch count (the hole's and the usable ones). */
  counted: Int32Array;
  /**
   * How sure each target's patch is: known pixels count 1, hole pixels less the deeper they lie (after
   * Wexler et al.), so the copies the hole's edge agrees on lead the fill inwards.
   */
  sure: Float64Array;
}

function emptyField(level: Level): Field {
  const { width, height, hole } = level;
  const slotOf = new Int32Array(width * height).fill(-1);
  const targets: number[] = [];
  const near = new Uint8Array(width * height);
  for (let i = 0; i < hole.length; i++) {
    if (!hole[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    for (let ny = Math.max(0, y - half); ny <= Math.min(height - 1, y + half); ny++)
      for (let nx = Math.max(0, x - half); nx <= Math.min(width - 1, x + half); nx++)
        near[ny * width + nx] = 1;
  }
  for (let i = 0; i < near.length; i++)
    if (near[i]) {
      slotOf[i] = targets.length;
      targets.push(i);
    }
  const counted = new Int32Array(targets.length);
  const sure = new Float64Array(targets.length);
  const depth = depthInHole(level);
  targets.forEach((p, s) => {
    const x = p % width;
    const y = (p - x) / width;
    let n = 0;
    let sum = 0;
    for (let ny = Math.max(0, y - half); ny <= Math.min(height - 1, y + half); ny++)
      for (let nx = Math.max(0, x - half); nx <= Math.min(width - 1, x + half); nx++) {
        const j = ny * width + nx;
        if (!hole[j] && !level.usable[j]) continue;
        n++;
        sum += hole[j] ? decay ** -depth[j]! : 1;
      }
    counted[s] = n;
    sure[s] = n > 0 ? sum / n : 0;
  });
  return {
    targets: Int32Array.from(targets),
    slotOf,
    source: new Int32Array(targets.length),
    cost: new Float64Array(targets.length),
    counted,
    sure,
  };
}

/** How much less sure each step into the hole is (Wexler et al.'s gamma). */
const decay = 1.3;

/** Steps (4-connected) from the nearest pixel outside the hole; 0 outside. */
function depthInHole({ width, height, hole }: Level): Int32Array {
  const depth = new Int32Array(width * height).fill(-1);
  const queue: number[] = [];
  for (let i = 0; i < hole.length; i++)
    if (!hole[i]) {
      depth[i] = 0;
      queue.push(i);
    }
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q]!;
    const x = i % width;
    for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
      if (j < 0 || j >= hole.length || depth[j] !== -1) continue;
      depth[j] = depth[i]! + 1;
      queue.push(j);
    }
  }
  return depth;
}

function randomField(level: Level, random: () => number): Field {
  const field = emptyField(level);
  const centres = sourceCentres(level);
  field.targets.forEach((p, s) => {
    const q = centres[Math.floor(random() * centres.length)]!;
    field.source[s] = q;
    field.cost[s] = distance(level, p, q, Infinity);
  });
  return field;
}

/** The coarser level's matches, doubled, as the start at the finer level. */
function upsampleField(coarse: Level, coarseField: Field, level: Level, random: () => number): Field {
  const field = emptyField(level);
  const ok = sourceMap(level);
  const centres = sourceCentres(level);
  const { width, height } = level;
  field.targets.forEach((p, s) => {
    const x = p % width;
    const y = (p - x) / width;
    const cx = Math.min(coarse.width - 1, x >> 1);
    const cy = Math.min(coarse.height - 1, y >> 1);
    const slot = coarseField.slotOf[cy * coarse.width + cx]!;
    let q = -1;
    if (slot >= 0) {
      const from = coarseField.source[slot]!;
      const qx = 2 * (from % coarse.width) + (x & 1);
      const qy = 2 * Math.floor(from / coarse.width) + (y & 1);
      // The doubled match, or the nearest usable centre round it.
      for (let r = 0; r <= 2 && q < 0; r++)
        for (let dy = -r; dy <= r && q < 0; dy++)
          for (let dx = -r; dx <= r && q < 0; dx++) {
            const sx = qx + dx;
            const sy = qy + dy;
            if (sx >= 0 && sy >= 0 && sx < width && sy < height && ok[sy * width + sx]) q = sy * width + sx;
          }
    }
    if (q < 0) q = centres[Math.floor(random() * centres.length)]!;
    field.source[s] = q;
    field.cost[s] = distance(level, p, q, Infinity);
  });
  return field;
}

/** Sum of squared colour differences between the patches at `p` and `q`; stops once over `limit`. */
function distance(level: Level, p: number, q: number, limit: number): number {
  const { width, height, rgb, hole, usable } = level;
  const px = p % width;
  const py = (p - px) / width;
  const shift = q - p;
  let sum = 0;
  for (let y = Math.max(0, py - half); y <= Math.min(height - 1, py + half); y++) {
    for (let x = Math.max(0, px - half); x <= Math.min(width - 1, px + half); x++) {
      const i = y * width + x;
      if (!hole[i] && !usable[i]) continue;
      const a = i * 3;
      const b = (i + shift) * 3;
      const dr = rgb[a]! - rgb[b]!;
      const dg = rgb[a + 1]! - rgb[b + 1]!;
      const db = rgb[a + 2]! - rgb[b + 2]!;
      sum += dr * dr + dg * dg + db * db;
    }
    if (sum >= limit) return sum;
  }
  return sum;
}

/** PatchMatch: each target tries its neighbours' matches shifted by one, then random ones nearer and nearer. */
function search(level: Level, field: Field, random: () => number, sweeps: number): void {
  const { width, height } = level;
  const ok = sourceMap(level);
  const { targets, slotOf, source, cost } = field;
  const tryMatch = (s: number, p: number, q: number) => {
    if (q < 0 || q >= ok.length || !ok[q]) return;
    const d = distance(level, p, q, cost[s]!);
    if (d < cost[s]!) {
      cost[s] = d;
      source[s] = q;
    }
  };
  for (let sweep = 0; sweep < sweeps; sweep++) {
    const forward = sweep % 2 === 0;
    const step = forward ? 1 : -1;
    for (let k = 0; k < targets.length; k++) {
      const s = forward ? k : targets.length - 1 - k;
      const p = targets[s]!;
      const x = p % width;
      const y = (p - x) / width;
      // The neighbour already visited in this sweep, left/right and above/below.
      const nx = x - step;
      if (nx >= 0 && nx < width) {
        const n = slotOf[p - step]!;
        if (n >= 0) {
          const q = source[n]! + step;
          if ((q % width) - ((q - step) % width) === step) tryMatch(s, p, q);
        }
      }
      const ny = y - step;
      if (ny >= 0 && ny < height) {
        const n = slotOf[p - step * width]!;
        if (n >= 0) tryMatch(s, p, source[n]! + step * width);
      }
      for (let r = Math.max(width, height); r >= 1; r >>= 1) {
        const q = source[s]!;
        const qx = (q % width) + Math.round((random() * 2 - 1) * r);
        const qy = Math.floor(q / width) + Math.round((random() * 2 - 1) * r);
        if (qx < 0 || qy < 0 || qx >= width || qy >= height) continue;
        tryMatch(s, p, qy * width + qx);
      }
    }
  }
}

/**
 * Every hole pixel becomes the weighted mean of what the source patches covering it say; a match that
 * fits badly counts less (weights after Wexler et al.: the 75th percentile of the matches' mean costs).
 */
function vote(level: Level, field: Field, winner = false): void {
  const { width, height, rgb, hole } = level;
  const { targets, source, cost, counted, sure } = field;
  const means = Array.from(targets, (_, s) => cost[s]! / Math.max(1, counted[s]!));
  const sorted = [...means].sort((a, b) => a - b);
  const sigma2 = Math.max(1, sorted[Math.floor(sorted.length * 0.75)] ?? 1);
  const sum = new Float64Array(width * height * 3);
  const weight = new Float64Array(width * height);
  targets.forEach((p, s) => {
    const w = sure[s]! * Math.exp(-means[s]! / (2 * sigma2));
    const px = p % width;
    const py = (p - px) / width;
    const shift = source[s]! - p;
    for (let y = Math.max(0, py - half); y <= Math.min(height - 1, py + half); y++)
      for (let x = Math.max(0, px - half); x <= Math.min(width - 1, px + half); x++) {
        const i = y * width + x;
        if (!hole[i]) continue;
        const j = (i + shift) * 3;
        if (winner) {
          if (w > weight[i]!) {
            weight[i] = w;
            sum[i * 3] = rgb[j]!;
            sum[i * 3 + 1] = rgb[j + 1]!;
            sum[i * 3 + 2] = rgb[j + 2]!;
          }
          continue;
        }
        sum[i * 3]! += w * rgb[j]!;
        sum[i * 3 + 1]! += w * rgb[j + 1]!;
        sum[i * 3 + 2]! += w * rgb[j + 2]!;
        weight[i]! += w;
      }
  });
  for (let i = 0; i < hole.length; i++) {
    if (!hole[i] || weight[i]! === 0) continue;
    for (let c = 0; c < 3; c++) rgb[i * 3 + c] = winner ? sum[i * 3 + c]! : sum[i * 3 + c]! / weight[i]!;
  }
}

function clamp(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
}
