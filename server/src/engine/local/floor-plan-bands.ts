import type { Point2 } from '../design-engine.port';

export interface Band {
  start: Point2;
  end: Point2;
  thickness: number;
}

/**
 * Straight wall pieces of one orientation in a labelled mask. A component's bounding box is a wall
 * only when it is thin; a horizontal wall joined to a stair block or a column below it is split into
 * runs of rows with the same extent, and runs thicker than a wall are left out.
 */
export function bandsOf(
  labels: Int32Array,
  width: number,
  box: { x: number; y: number; w: number; h: number; label: number },
  horizontal: boolean,
  length: number,
  thickness: number,
  /** The component meets a slanted wall (see `joinable` below). */
  meetsSlantedWall = false,
): Band[] {
  const [across, along] = horizontal ? [box.h, box.w] : [box.w, box.h];
  const at = (a: number, b: number) =>
    horizontal ? labels[(box.y + a) * width + box.x + b] : labels[(box.y + b) * width + box.x + a];
  const rows: Array<{ count: number; lo: number; hi: number }> = [];
  for (let a = 0; a < across; a++) {
    let count = 0;
    let lo = along;
    let hi = -1;
    for (let b = 0; b < along; b++) {
      if (at(a, b) !== box.label) continue;
      count++;
      lo = Math.min(lo, b);
      hi = Math.max(hi, b);
    }
    rows.push({ count, lo, hi });
  }
  const runs: Array<{ from: number; to: number; lo: number; hi: number }> = [];
  const tolerance = Math.max(3, thickness * 0.5);
  for (let a = 0; a < across;) {
    const first = rows[a]!;
    if (first.count < length) {
      a++;
      continue;
    }
    let end = a + 1;
    while (end < across) {
      const row = rows[end]!;
      if (
        row.count < length ||
        Math.abs(row.lo - first.lo) > tolerance ||
        Math.abs(row.hi - first.hi) > tolerance
      )
        break;
      end++;
    }
    const previous = runs.at(-1);
    // Where a slanted wall leaves a straight one, the rows nearer it reach a little further along: there,
    // two touching runs that overlap almost wholly and together are no thicker than a wall are one wall
    // (the thicker run's extent). Elsewhere a run beside a wall is a frame or glazing line, kept apart.
    if (
      meetsSlantedWall &&
      previous &&
      previous.to === a &&
      joinable(previous, { from: a, to: end, lo: first.lo, hi: first.hi })
    ) {
      const keep = previous.to - previous.from >= end - a ? previous : { lo: first.lo, hi: first.hi };
      runs[runs.length - 1] = { from: previous.from, to: end, lo: keep.lo, hi: keep.hi };
    } else runs.push({ from: a, to: end, lo: first.lo, hi: first.hi });
    a = end;
  }

  function joinable(p: { from: number; to: number; lo: number; hi: number }, q: typeof p): boolean {
    const overlap = Math.min(p.hi, q.hi) - Math.max(p.lo, q.lo);
    const longer = Math.max(p.hi - p.lo, q.hi - q.lo);
    return overlap >= longer * 0.85 && q.to - p.from <= thickness * 1.6;
  }

  const bands: Band[] = [];
  for (const run of runs) {
    const height = run.to - run.from;
    // One pixel row is a line riding on a wall edge (glazing), not a wall.
    if (height > thickness * 1.6 || height < 2) continue;
    const lo = run.lo;
    const hi = run.hi + 1;
    const mid = run.from + height / 2;
    bands.push(
      horizontal
        ? {
            start: { x: box.x + lo, y: box.y + mid },
            end: { x: box.x + hi, y: box.y + mid },
            thickness: height,
          }
        : {
            start: { x: box.x + mid, y: box.y + lo },
            end: { x: box.x + mid, y: box.y + hi },
            thickness: height,
          },
    );
  }
  return bands;
}
