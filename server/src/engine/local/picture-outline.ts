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
 * a found side go back to the wall.
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
): void {
  const n = side * side;
  const seen = new Uint8Array(n);
  for (let start = 0; start < n; start++) {
    const cls = labels[start]!;
    if (seen[start] || !pictureClasses.has(cls)) continue;
    const blob = growBlob(start, side, seen, (j) => labels[j] === cls);
    if (blob.length < n * minShare) continue;
    const outline = findOutline(blob, lab, side);
    if (!outline) continue;
    const inBlob = new Uint8Array(n);
    for (const i of blob) inBlob[i] = 1;
    const sides = outline.sides.map((found, k): Fitted =>
      found ? { line: found, found: true } : { line: outline.edges[k]!, found: false },
    );
    const inside = quadOf(sides.map((g) => g.line));
    let area = 0;
    for (let y = 0; y < side; y++) for (let x = 0; x < side; x++) if (inside(x, y)) area++;
    // A quadrilateral far larger than the blob is some other frame round it (a window, a door).
    if (area > blob.length * maxGrowth) continue;
    const wallNow = outsideRegions(inside, region, regionCount, side);
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
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
      if (past || wallNow(i)) labels[i] = wall;
    }
  }
}

type Quad = (x: number, y: number) => boolean;

/** Whether a cell's region of the photo lies more outside the quadrilateral than inside it. */
function outsideRegions(quad: Quad, region: Int32Array, regionCount: number, side: number) {
  const inQuad = new Int32Array(regionCount);
  const outQuad = new Int32Array(regionCount);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) (quad(x, y) ? inQuad : outQuad)[region[y * side + x]!]!++;
  return (i: number) => outQuad[region[i]!]! > inQuad[region[i]!]!;
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

function findOutline(blob: number[], lab: LabImage, side: number) {
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
  // Across a vertical line at x (between x - 1 and x + 1) in row y, and across a level one.
  const acrossColumns = (x: number, y: number) =>
    x < 1 || x > side - 2 ? 0 : step(y * side + x - 1, y * side + x + 1);
  const acrossRows = (x: number, y: number) =>
    y < 1 || y > side - 2 ? 0 : step((y - 1) * side + x, (y + 1) * side + x);
  const rows: number[] = [];
  const cols: number[] = [];
  for (let y = 0; y < side; y++) if (rowMax[y]! >= 0) rows.push(y);
  for (let x = 0; x < side; x++) if (colMax[x]! >= 0) cols.push(x);
  const height = rows.length;
  const width = cols.length;
  // The middle of each side only: a blob's corners are ragged, and a frame's corner joins two sides.
  const middle = (list: number[]) =>
    list.slice(Math.floor(list.length * 0.15), Math.ceil(list.length * 0.85));
  const reachX = Math.max(4, Math.round(width * reachShare));
  const reachY = Math.max(4, Math.round(height * reachShare));
  // For each row (column), the strongest step from just inside the blob's edge to `reach` past it.
  const seek = (
    lines: number[],
    from: (t: number) => number,
    direction: -1 | 1,
    reach: number,
    across: (u: number, t: number) => number,
  ) => {
    const points: Array<[number, number]> = [];
    // The blob's edge is ragged: each row (column) starts from the median edge of those round it.
    const edge = (t: number) => {
      const near: number[] = [];
      for (const s of lines) if (Math.abs(s - t) <= startRun) near.push(from(s));
      near.sort((p, q) => p - q);
      return near[near.length >> 1]!;
    };
    for (const t of middle(lines)) {
      const start = edge(t);
      let best = 0;
      let at = -1;
      // From a few cells inside the blob (its label may run past the outline) to `reach` past it.
      for (let d = -inward; d <= reach; d++) {
        const u = start + direction * d;
        if (u < 1 || u > side - 2) break;
        // Summed over the neighbouring rows (columns): an outline runs on, a speck or a shadow's soft
        // edge does not.
        let s = 0;
        for (let k = -alongRun; k <= alongRun; k++) s += across(u, Math.min(side - 1, Math.max(0, t + k)));
        s /= 2 * alongRun + 1;
        if (s > best) [best, at] = [s, u];
      }
      if (best >= edgeStep) points.push([t, at]);
    }
    return fitLine(points, middle(lines).length);
  };
  const left = seek(rows, (y) => rowMin[y]!, -1, reachX, acrossColumns);
  const right = seek(rows, (y) => rowMax[y]!, 1, reachX, acrossColumns);
  const top = seek(
    cols,
    (x) => colMin[x]!,
    -1,
    reachY,
    (y, x) => acrossRows(x, y),
  );
  const bottom = seek(
    cols,
    (x) => colMax[x]!,
    1,
    reachY,
    (y, x) => acrossRows(x, y),
  );
  // Three sides make the shape sure; a fourth lost among the picture's own lines (a bridge's deck in a
  // painted view) or a shadow stays where the blob's edge is, as a level (upright) line.
  if ([left, right, top, bottom].filter(Boolean).length < 3) return null;
  const median = (values: number[]) => values.sort((p, q) => p - q)[values.length >> 1]!;
  const steady = (lines: number[], from: (t: number) => number): Side => {
    const value = median(middle(lines).map(from));
    return { at: () => value };
  };
  return {
    sides: [left, right, top, bottom],
    edges: [
      steady(rows, (y) => rowMin[y]!),
      steady(rows, (y) => rowMax[y]!),
      steady(cols, (x) => colMin[x]!),
      steady(cols, (x) => colMax[x]!),
    ],
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
