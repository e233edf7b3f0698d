import type { Point2 } from '../design-engine.port';

/** A single length written outside the rooms (a dimension line's figure). */
export interface OutsideLength {
  /** Metres. */
  value: number;
  centre: Point2;
  /** Height of the line of text, pixels. */
  height: number;
}

/**
 * Architects measure a building with dimension chains: along one line, a figure per stretch between two
 * ticks (wall to window, window to wall...). Each figure stands at the middle of its stretch, so with
 * stretches v1..vn end to end, the i-th figure sits at b0 + k (v1 + ... + v(i-1) + vi / 2), where b0 is the
 * chain's start and k the plan's pixels per metre: the figures' positions are a straight line in those
 * running sums. Three or more figures on one level line that fit it (within 2 % of the chain's length)
 * are a chain, and each neighbouring pair gives an estimate of k. Two figures alone always fit a line,
 * so a pair counts only where an overall figure on another row equals their sum (within 1 %) and stands
 * at the middle of the stretch they span. Figures that only happen to share a row do not fit, and a lone
 * overall length is left to the caller.
 */
export function dimensionChains(lengths: OutsideLength[]): { samples: number[]; chained: Set<number> } {
  const samples: number[] = [];
  const chained = new Set<number>();
  for (const row of rowsOf(lengths)) {
    const run = longestFittingRun(row.map((i) => lengths[i]!)) ?? pairUnderOverall(row, lengths);
    if (!run) continue;
    const members = row.slice(run.from, run.to);
    members.forEach((i) => chained.add(i));
    for (let j = 0; j + 1 < members.length; j++) {
      const a = lengths[members[j]!]!;
      const b = lengths[members[j + 1]!]!;
      samples.push((b.centre.x - a.centre.x) / ((a.value + b.value) / 2));
    }
    // The overall figure stands (V - v1) / 2 metres after the first figure: a second, independent
    // estimate of a pair's scale.
    if (run.overall !== undefined) {
      const first = lengths[members[0]!]!;
      const whole = lengths[run.overall]!;
      samples.push((whole.centre.x - first.centre.x) / ((whole.value - first.value) / 2));
    }
  }
  return { samples, chained };
}

/** Indices of the lengths grouped by text line (centres within most of a line's height), left to right. */
function rowsOf(lengths: OutsideLength[]): number[][] {
  const order = lengths.map((_, i) => i).sort((p, q) => lengths[p]!.centre.y - lengths[q]!.centre.y);
  const rows: number[][] = [];
  for (const i of order) {
    const last = rows.at(-1);
    const first = last ? lengths[last[0]!]! : null;
    if (
      first &&
      Math.abs(lengths[i]!.centre.y - first.centre.y) <= 0.6 * Math.max(first.height, lengths[i]!.height)
    )
      last!.push(i);
    else rows.push([i]);
  }
  return rows
    .filter((row) => row.length >= 2)
    .map((row) => row.sort((p, q) => lengths[p]!.centre.x - lengths[q]!.centre.x));
}

/** Figures from..to-1 of a row that form a chain; a pair names the overall figure that checked it. */
interface ChainRun {
  from: number;
  to: number;
  overall?: number;
}

/** The longest stretch of three or more consecutive figures that lies on one chain line. */
function longestFittingRun(row: OutsideLength[]): ChainRun | null {
  for (let size = row.length; size >= 3; size--)
    for (let from = 0; from + size <= row.length; from++)
      if (fitsChain(row.slice(from, from + size))) return { from, to: from + size };
  return null;
}

/**
 * Two neighbouring figures of a row that an overall figure on another row sums: v1 + v2 = V within 1 %,
 * and V written at the middle of the stretch the pair spans (the pair's positions give its start and
 * scale), within 2 % of that stretch.
 */
function pairUnderOverall(row: number[], lengths: OutsideLength[]): ChainRun | null {
  for (let from = 0; from + 1 < row.length; from++) {
    const a = lengths[row[from]!]!;
    const b = lengths[row[from + 1]!]!;
    const k = (b.centre.x - a.centre.x) / ((a.value + b.value) / 2);
    if (!(k > 0)) continue;
    const start = a.centre.x - (k * a.value) / 2;
    const total = a.value + b.value;
    const overall = lengths.findIndex(
      (v, i) =>
        !row.includes(i) &&
        Math.abs(v.value - total) <= 0.01 * total &&
        Math.abs(v.centre.x - (start + (k * total) / 2)) <= Math.max(3, 0.02 * k * total),
    );
    if (overall >= 0) return { from, to: from + 2, overall };
  }
  return null;
}

function fitsChain(figures: OutsideLength[]): boolean {
  let sum = 0;
  const t = figures.map((f) => {
    const middle = sum + f.value / 2;
    sum += f.value;
    return middle;
  });
  const c = figures.map((f) => f.centre.x);
  const n = figures.length;
  const meanT = t.reduce((a, b) => a + b, 0) / n;
  const meanC = c.reduce((a, b) => a + b, 0) / n;
  let covariance = 0;
  let spread = 0;
  for (let i = 0; i < n; i++) {
    covariance += (t[i]! - meanT) * (c[i]! - meanC);
    spread += (t[i]! - meanT) ** 2;
  }
  if (spread === 0) return false;
  const k = covariance / spread;
  if (k <= 0) return false;
  const length = k * sum;
  return t.every((ti, i) => Math.abs(meanC + k * (ti - meanT) - c[i]!) <= Math.max(3, 0.02 * length));
}
