import { neighbour4 } from '../image/grid';
import type { RgbImage } from '../image/raster';

/**
 * The canvas round a photo that is not the room: a black or grey border a phone or an editor added, the
 * corners a rotated photo was filled with, letterbox bands. The parser calls them wall or floor, so they
 * were painted (docs/spec §9, issue 9: only the room's own surfaces change). Returns a full-size map (1 =
 * canvas) or null when the photo has none.
 *
 * A canvas is flat: one colour, with no more variation than JPEG noise, reaching in from the photo's
 * edge and ending on a straight line (a band's inner edge, a rotated photo's side). A room's own flat
 * patch at the edge (a plain ceiling, a dark corner) shades gradually and ends on a ragged outline, so
 * it fails one of the tests: the fill is from one seed colour, never drifting; the pixels taken must
 * hardly vary; along each edge it touches, its depth in from that edge must lie on one straight line
 * and mostly stay within a third of the photo; it must hold a corner of the photo and run along at
 * least half of one side. Clipped highlights (a blown-out window or sky) are never taken: they are not paint's to cover
 * and would otherwise pass for a white border.
 */
export function canvasBorder(image: RgbImage): Uint8Array | null {
  const { width, height, data } = image;
  const n = width * height;
  // Which fill took each pixel (0: none). A canvas holds a corner of the photo (see hugsEdges), so only
  // the four corners seed a fill, and a fill stops once it is larger than any margin: on a photo with
  // no canvas this costs a few small fills, not a pass over the image.
  const seen = new Int32Array(n);
  const queue = new Int32Array(Math.ceil(n * maxShare) + 4);
  let canvas: Uint8Array | null = null;
  let id = 0;
  for (const start of [0, width - 1, n - width, n - 1]) {
    if (seen[start]) continue;
    id++;
    const o = start * 3;
    const [r0, g0, b0] = [data[o]!, data[o + 1]!, data[o + 2]!];
    if (Math.min(r0, g0, b0) >= clipped) continue;
    // Flood fill from the seed's colour (never from a neighbour's, so a gradient cannot lead it on).
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    seen[start] = id;
    let tooBig = false;
    while (head < tail && !tooBig) {
      const i = queue[head++]!;
      const x = i % width;
      for (let k = 0; k < 4; k++) {
        const j = neighbour4(i, x, width, k);
        if (j < 0 || j >= n || seen[j]) continue;
        const p = j * 3;
        if (
          Math.abs(data[p]! - r0) > seedTolerance ||
          Math.abs(data[p + 1]! - g0) > seedTolerance ||
          Math.abs(data[p + 2]! - b0) > seedTolerance
        )
          continue;
        if (tail >= queue.length) {
          tooBig = true;
          break;
        }
        seen[j] = id;
        queue[tail++] = j;
      }
    }
    const region = queue.subarray(0, tail);
    if (tooBig || tail < n * minShare || !isFlat(region, data) || !hugsEdges(seen, id, width, height))
      continue;
    canvas ??= new Uint8Array(n);
    for (const i of region) canvas[i] = 1;
  }
  if (!canvas) return null;
  // The seam: a rotated photo's anti-aliased side and the JPEG ringing along a border's edge.
  return dilate(canvas, width, height, Math.max(2, Math.round(Math.min(width, height) / 200)));
}

/** Largest canvas, as a share of the photo (a 15 degree turn fills about a third). */
const maxShare = 0.4;
/** A seed may take pixels this far from its colour in every channel (JPEG noise on a flat fill). */
const seedTolerance = 10;
/** A channel at or above this in all three is clipped white. */
const clipped = 245;
/** Smallest canvas region, as a share of the photo. */
const minShare = 0.002;

/** A flat fill: each channel's standard deviation within the region is that of JPEG noise. */
function isFlat(region: Int32Array, data: Uint8Array): boolean {
  for (let c = 0; c < 3; c++) {
    let sum = 0;
    let sq = 0;
    for (const i of region) {
      const v = data[i * 3 + c]!;
      sum += v;
      sq += v * v;
    }
    const mean = sum / region.length;
    if (sq / region.length - mean * mean > flatDeviation * flatDeviation) return false;
  }
  return true;
}

/** Standard deviation (per channel, 0..255) below which a region is one flat colour. */
const flatDeviation = 2.5;

/**
 * Along every edge the region touches over a stretch, its depth in from that edge (the run of region
 * pixels from the edge inwards, per column or row) lies on one straight line: a band (constant depth)
 * or a rotated photo's corner (depth changing linearly). Edges touched over less than a few pixels
 * (where a corner triangle just reaches the next edge) are not judged.
 */
function hugsEdges(owner: Int32Array, id: number, width: number, height: number): boolean {
  const member = (i: number) => owner[i] === id;
  // A border runs round the corners and each fill of a rotated photo fills one: a flat patch of the room
  // reaching an edge between the corners (units beside a fridge) is not canvas.
  const n = width * height;
  if (![0, width - 1, n - width, n - 1].some(member)) return false;
  const sides: Array<{ length: number; depth: (k: number) => number }> = [
    { length: width, depth: (x) => run(x, width, height, member) },
    { length: width, depth: (x) => run((height - 1) * width + x, -width, height, member) },
    { length: height, depth: (y) => run(y * width, 1, width, member) },
    { length: height, depth: (y) => run(y * width + width - 1, -1, width, member) },
  ];
  let judged = 0;
  let longest = 0;
  let deep = false;
  for (const side of sides) {
    const xs: number[] = [];
    const ds: number[] = [];
    for (let k = 0; k < side.length; k++) {
      const d = side.depth(k);
      if (d > 0) {
        xs.push(k);
        ds.push(d);
      }
    }
    if (xs.length < Math.max(8, side.length * 0.02)) continue;
    judged++;
    // A robust line (slope from the medians of the first and last thirds, offset the median residual):
    // a band's corners, where the depth runs the whole side, are outliers, not a ragged edge.
    const m = xs.length;
    const third = Math.max(1, Math.floor(m / 3));
    const median = (values: number[]) => [...values].sort((p, q) => p - q)[values.length >> 1]!;
    if (xs.length / side.length > longest) {
      longest = xs.length / side.length;
      // Along the side it runs furthest, a canvas is a margin: a flat surface reaching a third of the way
      // into the photo is the room's. (Seen from a short side, a rotated photo's fill runs deep.)
      deep = median(ds) > (side.length === width ? height : width) / 3;
    }
    const x0 = median(xs.slice(0, third));
    const x1 = median(xs.slice(m - third));
    const slope = x1 > x0 ? (median(ds.slice(m - third)) - median(ds.slice(0, third))) / (x1 - x0) : 0;
    const offset = median(ds.map((d, k) => d - slope * xs[k]!));
    // A steep inner edge (a corner triangle seen from its short side) moves its depth by the slope for
    // every pixel its outline is off sideways.
    const tolerance = Math.max(2, side.length * 0.006) * Math.max(1, Math.abs(slope));
    let inliers = 0;
    for (let k = 0; k < m; k++) if (Math.abs(ds[k]! - offset - slope * xs[k]!) <= tolerance) inliers++;
    if (inliers < m * straightShare) return false;
  }
  // A border or a rotated photo's fill runs along most of one side at least; a flat patch of the room
  // (a smooth rendered wall beside a lamp) reaches the edge over a short stretch.
  return judged > 0 && longest >= alongShare && !deep;
}

/** Share of one side of the photo a canvas must run along. */
const alongShare = 0.5;

/** Share of an edge's depths that must lie on the straight line. */
const straightShare = 0.85;

/** How many region pixels in a row from `start`, stepping by `step`, at most `limit`. */
function run(start: number, step: number, limit: number, member: (i: number) => boolean): number {
  let k = 0;
  while (k < limit && member(start + k * step)) k++;
  return k;
}

/** Grows the map by `r` pixels (a square), separably. */
function dilate(map: Uint8Array, width: number, height: number, r: number): Uint8Array {
  const tmp = new Uint8Array(map.length);
  for (let y = 0; y < height; y++) {
    // Two sweeps per row: distance to the nearest set pixel on either side.
    let last = -Infinity;
    for (let x = 0; x < width; x++) {
      if (map[y * width + x]) last = x;
      if (x - last <= r) tmp[y * width + x] = 1;
    }
    last = Infinity;
    for (let x = width - 1; x >= 0; x--) {
      if (map[y * width + x]) last = x;
      if (last - x <= r) tmp[y * width + x] = 1;
    }
  }
  const out = new Uint8Array(map.length);
  for (let x = 0; x < width; x++) {
    let last = -Infinity;
    for (let y = 0; y < height; y++) {
      if (tmp[y * width + x]) last = y;
      if (y - last <= r) out[y * width + x] = 1;
    }
    last = Infinity;
    for (let y = height - 1; y >= 0; y--) {
      if (tmp[y * width + x]) last = y;
      if (last - y <= r) out[y * width + x] = 1;
    }
  }
  return out;
}
