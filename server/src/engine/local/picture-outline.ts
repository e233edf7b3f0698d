import type { LabImage } from '../image/color';
import { growBlob } from '../image/grid';

/**
 * A picture or a mirror is a rectangle (in perspective, a quadrilateral with near-upright sides) with a
 * clear outline, but the parser often labels only part of it: the middle of a pale canvas, with its
 * margins called wall, so the paint covers the picture's edges in blotches; and where it labels the
 * whole picture, its label runs a cell or two past the outline, leaving a halo of old wall colour round
 * it. Each side of a picture blob is sought in the photo (see findOutline); where a side is not found,
 * the blob's own edge stands in for it. Inside the outline, the wall, ceiling and unnamed cells whose
 * regions of the photo lie mostly inside it (a pale margin bounded by the picture's edge) take the
 * picture's label; a region that runs on outside is wall, whatever line was taken for the side (the
 * panel between a frame and the headboard's top, a shadow). The picture's cells more than a cell past
 * a found side go back to the wall. Returns the cells of the pictures so completed.
 */
export function completePictures(
  labels: Uint8Array,
  lab: LabImage,
  side: number,
  pictureClasses: ReadonlySet<number>,
  takeable: ReadonlySet<number>,
  wall: number,
  region: Int32Array,
  regionCount: number,
): Uint8Array {
  const n = side * side;
  const seen = new Uint8Array(n);
  // 1 for the cells of pictures completed here: their labels end at the outline where it was found.
  const snapped = new Uint8Array(n);
  const regionSize = new Int32Array(regionCount);
  for (let i = 0; i < n; i++) regionSize[region[i]!]!++;
  const regions = { region, size: regionSize, side };
  for (let start = 0; start < n; start++) {
    const cls = labels[start]!;
    if (seen[start] || !pictureClasses.has(cls)) continue;
    const blob = growBlob(start, side, seen, (j) => labels[j] === cls);
    if (blob.length < n * minShare) continue;
    const geometry = blobSides(blob, lab, side);
    if (!geometry) continue;
    const inBlob = new Uint8Array(n);
    for (const i of blob) inBlob[i] = 1;
    const sides = [0, 1, 2, 3].map((k) => chooseSide(k, geometry, inBlob, regions));
    if (sides.filter((g) => g.found).length < 2) continue;
    const inside = quadOf(sides.map((g) => g.line));
    // Every side lies within the blob's window (the search reaches no further): so does the outline.
    const { x0, y0, x1, y1 } = geometry.window;
    let area = 0;
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) if (inside(x, y)) area++;
    // A quadrilateral far larger than the blob is some other frame round it (a window, a door).
    if (area > blob.length * maxGrowth) continue;
    const wallNow = outsideRegions(inside, geometry.window, regions);
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const i = y * side + x;
        if (inside(x, y) && takeable.has(labels[i]!) && (inBlob[i] || !wallNow(i))) labels[i] = cls;
      }
    }
    const [left, right, top, bottom] = sides as [Fitted, Fitted, Fitted, Fitted];
    for (const i of blob) {
      const x = i % side;
      const y = (i - x) / side;
      const past =
        (left.found && x < left.line.at(y) - 0.5) ||
        (right.found && x > right.line.at(y) + 0.5) ||
        (top.found && y < top.line.at(x) - 0.5) ||
        (bottom.found && y > bottom.line.at(x) + 0.5);
      if (past) labels[i] = wall;
    }
    // The whole picture, not only along its found sides: past a side not found its label may still run
    // over the wall, but a pale canvas's edge there is the wall's colour, and paint on a picture is worse
    // than a thin halo round it.
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        if (labels[y * side + x] === cls && inside(x, y)) snapped[y * side + x] = 1;
      }
    }
  }
  return snapped;
}

/**
 * Side k (0 left, 1 right, 2 top, 3 bottom) of a picture blob. The line found may be the next strong one
 * past the picture (a headboard's top below a frame, a shadow's edge): then what lies between it and the
 * blob is mostly wall, regions of the photo that run on outside the outline, and the side is sought
 * again short of that line. Failing that, the blob's own edge stands in for it.
 */
function chooseSide(k: number, geometry: BlobSides, inBlob: Uint8Array, regions: Regions): Fitted {
  let stop: Side | undefined;
  for (let attempt = 0; attempt < 3; attempt++) {
    const found = geometry.seek(k, stop);
    if (!found) break;
    // The outline as first found on the other sides (a margin's region runs round the picture).
    const lines = [0, 1, 2, 3].map((j) => (j === k ? found : (geometry.seek(j) ?? geometry.edge(j))));
    const wallish = outsideRegions(quadOf(lines), geometry.window, regions);
    const { gap, wall } = gapBetween(found, geometry.across(k), k < 2, inBlob, regions.side, wallish);
    if (wall <= gap * 0.5) return { line: found, found: true };
    stop = found;
  }
  return { line: geometry.edge(k), found: false };
}

type Quad = (x: number, y: number) => boolean;

/** The photo's regions (one id per parser cell) and each region's size in cells. */
interface Regions {
  region: Int32Array;
  size: Int32Array;
  side: number;
}

interface Window {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Whether a cell's region of the photo lies more outside the quadrilateral than inside it (the
 * quadrilateral lies within `window`, so only the window's cells are counted in).
 */
function outsideRegions(quad: Quad, window: Window, { region, size, side }: Regions) {
  const inQuad = new Int32Array(size.length);
  for (let y = window.y0; y <= window.y1; y++) {
    for (let x = window.x0; x <= window.x1; x++) if (quad(x, y)) inQuad[region[y * side + x]!]!++;
  }
  return (i: number) => {
    const r = region[i]!;
    return size[r]! - inQuad[r]! > inQuad[r]!;
  };
}

/**
 * The cells past the blob between its edge and a found side (`upright`: a left or right side, `across`
 * giving each row's blob edge; else each column's), and how many of them `wallish` calls wall.
 */
function gapBetween(
  found: Side,
  across: Array<[number, number]>,
  upright: boolean,
  inBlob: Uint8Array,
  side: number,
  wallish: (i: number) => boolean,
) {
  let gap = 0;
  let wall = 0;
  for (const [t, from] of across) {
    const to = Math.round(found.at(t));
    const [lo, hi] = from < to ? [from + 1, to] : [to, from - 1];
    for (let u = Math.max(0, lo); u <= Math.min(side - 1, hi); u++) {
      const i = upright ? t * side + u : u * side + t;
      if (inBlob[i]) continue;
      gap++;
      if (wallish(i)) wall++;
    }
  }
  return { gap, wall };
}

interface Fitted {
  line: Side;
  found: boolean;
}

/** Whether (x, y) lies between the four sides (left, right, top, bottom). */
function quadOf([left, right, top, bottom]: Side[]): Quad {
  return (x: number, y: number) =>
    x >= left!.at(y) && x <= right!.at(y) && y >= top!.at(x) && y <= bottom!.at(x);
}

/** A side of a picture: x = at(y) for left and right, y = at(x) for top and bottom. */
interface Side {
  at(t: number): number;
}

interface BlobSides {
  /** Side k's line in the photo, sought short of `stop` when given; null where none is found. */
  seek(k: number, stop?: Side): Side | null;
  /** The blob's own edge on side k, as a level (upright) line at its median. */
  edge(k: number): Side;
  /** For each row (column) along side k's middle, the blob's edge there. */
  across(k: number): Array<[number, number]>;
  /** The cells any side may lie in: the blob's box and as far past it as a side is sought. */
  window: Window;
}

/**
 * Each side of a picture blob is sought in the photo: the strongest colour step in each row (column) of
 * the side's middle, from a few cells inside the blob (its label may run past the outline) to a quarter
 * of its extent past it, steps averaged over neighbouring rows (an outline runs on, a speck does not),
 * where those steps line up on one straight, near-upright (near-level) line over most of the side. Null
 * when fewer than three sides are found: no shape to trust.
 */
function blobSides(blob: number[], lab: LabImage, side: number): BlobSides | null {
  const rowMin = new Int32Array(side).fill(side);
  const rowMax = new Int32Array(side).fill(-1);
  const colMin = new Int32Array(side).fill(side);
  const colMax = new Int32Array(side).fill(-1);
  for (const i of blob) {
    const x = i % side;
    const y = (i - x) / side;
    rowMin[y] = Math.min(rowMin[y]!, x);
    rowMax[y] = Math.max(rowMax[y]!, x);
    colMin[x] = Math.min(colMin[x]!, y);
    colMax[x] = Math.max(colMax[x]!, y);
  }
  const { L, a, b } = lab;
  const step = (i: number, j: number) =>
    Math.abs(L[i]! - L[j]!) + 0.5 * (Math.abs(a[i]! - a[j]!) + Math.abs(b[i]! - b[j]!));
  // Across an upright line at u (between u - 1 and u + 1) in row t, and across a level one in column t.
  const acrossColumns = (u: number, t: number) =>
    u < 1 || u > side - 2 ? 0 : step(t * side + u - 1, t * side + u + 1);
  const acrossRows = (u: number, t: number) =>
    u < 1 || u > side - 2 ? 0 : step((u - 1) * side + t, (u + 1) * side + t);
  const rows: number[] = [];
  const cols: number[] = [];
  for (let y = 0; y < side; y++) if (rowMax[y]! >= 0) rows.push(y);
  for (let x = 0; x < side; x++) if (colMax[x]! >= 0) cols.push(x);
  // The middle of each side only: a blob's corners are ragged, and a frame's corner joins two sides.
  const middle = (list: number[]) =>
    list.slice(Math.floor(list.length * 0.15), Math.ceil(list.length * 0.85));
  const specs = [
    { lines: rows, from: (t: number) => rowMin[t]!, direction: -1, across: acrossColumns },
    { lines: rows, from: (t: number) => rowMax[t]!, direction: 1, across: acrossColumns },
    { lines: cols, from: (t: number) => colMin[t]!, direction: -1, across: acrossRows },
    { lines: cols, from: (t: number) => colMax[t]!, direction: 1, across: acrossRows },
  ] as const;
  const reachOf = (k: number) => Math.max(4, Math.round(specs[k < 2 ? 2 : 0]!.lines.length * reachShare));
  const seek = (k: number, stop?: Side) => {
    const { lines, from, direction, across } = specs[k]!;
    const reach = reachOf(k);
    // The blob's edge is ragged: each row (column) starts from the median edge of those round it.
    const start = (t: number) => {
      const near: number[] = [];
      for (const s of lines) if (Math.abs(s - t) <= startRun) near.push(from(s));
      near.sort((p, q) => p - q);
      return near[near.length >> 1]!;
    };
    const points: Array<[number, number]> = [];
    for (const t of middle(lines)) {
      const origin = start(t);
      // Short of a line found before (and found wanting), when there is one.
      const limit = stop ? Math.round(stop.at(t)) - direction * 2 : direction * Infinity;
      let best = 0;
      let at = -1;
      for (let d = -inward; d <= reach; d++) {
        const u = origin + direction * d;
        if (u < 1 || u > side - 2 || (direction > 0 ? u > limit : u < limit)) break;
        let sum = 0;
        for (let r = -alongRun; r <= alongRun; r++) sum += across(u, Math.min(side - 1, Math.max(0, t + r)));
        const s = sum / (2 * alongRun + 1);
        if (s > best) [best, at] = [s, u];
      }
      if (best >= edgeStep) points.push([t, at]);
    }
    return fitLine(points, middle(lines).length);
  };
  const first = [0, 1, 2, 3].map((k) => seek(k));
  if (first.filter(Boolean).length < 3) return null;
  const median = (values: number[]) => values.sort((p, q) => p - q)[values.length >> 1]!;
  const edges = specs.map(({ lines, from }): Side => {
    const value = median(middle(lines).map(from));
    return { at: () => value };
  });
  // Past the blob's box by the reach, and by the lean a side may have over its length.
  const lean = Math.ceil(maxSlant * Math.max(rows.length, cols.length) * 0.5) + 2;
  const window = {
    x0: Math.max(0, cols[0]! - reachOf(0) - lean),
    x1: Math.min(side - 1, cols[cols.length - 1]! + reachOf(1) + lean),
    y0: Math.max(0, rows[0]! - reachOf(2) - lean),
    y1: Math.min(side - 1, rows[rows.length - 1]! + reachOf(3) + lean),
  };
  return {
    window,
    seek: (k, stop) => (stop ? seek(k, stop) : first[k]!),
    edge: (k) => edges[k]!,
    across: (k) => middle(specs[k]!.lines).map((t) => [t, specs[k]!.from(t)] as [number, number]),
  };
}

/**
 * The straight line u = p + q t (|q| small: a near-upright or near-level side) with the most points
 * within a cell and a half (pairs of points tried), when those are most of the `lines` sought.
 */
function fitLine(points: Array<[number, number]>, lines: number): Side | null {
  if (points.length < Math.max(6, lines * agreeShare)) return null;
  let seed = 2024;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  let best = { count: 0, p: 0, q: 0 };
  for (let trial = 0; trial < 120; trial++) {
    const [t1, u1] = points[Math.floor(random() * points.length)]!;
    const [t2, u2] = points[Math.floor(random() * points.length)]!;
    if (Math.abs(t2 - t1) < 3) continue;
    const q = (u2 - u1) / (t2 - t1);
    if (Math.abs(q) > maxSlant) continue;
    const p = u1 - q * t1;
    let count = 0;
    for (const [t, u] of points) if (Math.abs(u - (p + q * t)) <= 1.5) count++;
    if (count > best.count) best = { count, p, q };
  }
  if (best.count < lines * agreeShare) return null;
  const { p, q } = best;
  return { at: (t: number) => p + q * t };
}

/** Smallest picture blob worth completing (share of the parser grid). */
const minShare = 0.002;
/** How far past the blob's edge a side is sought (share of the blob's extent across it). */
const reachShare = 0.25;
/** A colour step (L* plus half the hue steps, two cells apart) that can be a picture's outline. */
const edgeStep = 3;
/** Rows (columns) either side whose edges give the median a side's search starts from. */
const startRun = 8;
/** How far inside the blob's edge its outline is sought (cells). */
const inward = 4;
/** Rows (columns) either side over which each step is averaged before the strongest is taken. */
const alongRun = 3;
/** Share of a side's rows (columns) whose strongest step must lie on its line. */
const agreeShare = 0.6;
/** Steepest lean of a side (cells across per cell along). */
const maxSlant = 0.3;
/** Largest completed picture, as a multiple of the blob. */
const maxGrowth = 1.8;
