import { createRandom } from './random';

/**
 * Where a wall meets the ceiling the room has a straight line (one per wall, in perspective), but the
 * parser's border between its wall and ceiling labels wanders by several pixels, and the paint then
 * stops in a jagged line under the ceiling or climbs into it (issue 9: "the apartment's wall-ceiling
 * corner is jagged", the kitchens' paint "climbs the ceiling in a jagged line").
 *
 * Per column the first step from ceiling down to wall is a point of the junction. Lines through many of
 * those points (RANSAC, at most one per wall seen, none steeper than 60 degrees: those are corners) are
 * the junctions; along each, within a narrow band, wall and ceiling pixels are set to the side of the line
 * they lie on. Nothing else is touched: a cabinet or a lamp crossing the line keeps its label.
 */
export function straightenCeilingLine(labels: Uint8Array, side: number, wall: number, ceiling: number): void {
  const points = junctionPoints(labels, side, wall, ceiling);
  const random = createRandom(side * 31 + points.length);
  const threshold = Math.max(3, side / 80);
  const band = Math.max(4, Math.round(side / 64));
  let remaining = points;
  for (let found = 0; found < 4 && remaining.length >= side / 16; found++) {
    const line = bestLine(remaining, random, threshold);
    if (!line) return;
    const inliers = remaining.filter((p) => Math.abs(p.y - (line.slope * p.x + line.offset)) <= threshold);
    const fitted = leastSquares(inliers);
    const xs = inliers.map((p) => p.x);
    let from = Math.min(...xs);
    let to = Math.max(...xs);
    // A junction is seen along most of its length; points scattered over the width are not one line.
    if (inliers.length < side / 16 || inliers.length < 0.4 * (to - from + 1)) return;
    // The line runs on over the columns beside it whose border stays within the band.
    const rowAt = new Map(remaining.map((p) => [p.x, p.y]));
    const near = (x: number) =>
      rowAt.has(x) && Math.abs(rowAt.get(x)! - (fitted.slope * x + fitted.offset)) <= 2 * band;
    while (near(from - 1)) from--;
    while (near(to + 1)) to++;
    for (let x = from; x <= to; x++) {
      const at = fitted.slope * x + fitted.offset;
      // Wide enough to take in the parser's border in this column, wherever it wandered.
      const reach = Math.max(band, Math.abs((rowAt.get(x) ?? at) - at) + 2);
      for (let y = Math.max(0, Math.floor(at - reach)); y <= Math.min(side - 1, Math.ceil(at + reach)); y++) {
        const i = y * side + x;
        if (labels[i] === wall || labels[i] === ceiling) labels[i] = y < at ? ceiling : wall;
      }
    }
    // One junction per column: the next line is looked for beside this one.
    remaining = remaining.filter((p) => p.x < from || p.x > to);
  }
}

interface Point {
  x: number;
  y: number;
}

/** The first step from ceiling (at least 3 px of it) down to wall (at least 3 px) in each column. */
function junctionPoints(labels: Uint8Array, side: number, wall: number, ceiling: number): Point[] {
  const points: Point[] = [];
  for (let x = 0; x < side; x++) {
    let ceilingRun = 0;
    for (let y = 0; y < side - 3; y++) {
      const label = labels[y * side + x];
      if (label === ceiling) {
        ceilingRun++;
        continue;
      }
      if (
        label === wall &&
        ceilingRun >= 3 &&
        labels[(y + 1) * side + x] === wall &&
        labels[(y + 2) * side + x] === wall
      ) {
        points.push({ x, y: y - 0.5 });
        break;
      }
      ceilingRun = 0;
    }
  }
  return points;
}

function bestLine(
  points: Point[],
  random: () => number,
  threshold: number,
): { slope: number; offset: number } | null {
  let best: { slope: number; offset: number; score: number } | null = null;
  for (let attempt = 0; attempt < 300; attempt++) {
    const p = points[Math.floor(random() * points.length)]!;
    const q = points[Math.floor(random() * points.length)]!;
    if (Math.abs(q.x - p.x) < 16) continue;
    const slope = (q.y - p.y) / (q.x - p.x);
    if (Math.abs(slope) > 1.7) continue;
    const offset = p.y - slope * p.x;
    let score = 0;
    for (const r of points) if (Math.abs(r.y - (slope * r.x + offset)) <= threshold) score++;
    if (!best || score > best.score) best = { slope, offset, score };
  }
  return best;
}

function leastSquares(points: Point[]): { slope: number; offset: number } {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const p of points) {
    sxy += (p.x - mx) * (p.y - my);
    sxx += (p.x - mx) ** 2;
  }
  const slope = sxx > 0 ? sxy / sxx : 0;
  return { slope, offset: my - slope * mx };
}
