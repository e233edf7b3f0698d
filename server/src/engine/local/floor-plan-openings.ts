import type { FloorPlanOpening, Point2 } from '../design-engine.port';
import type { Segment } from './floor-plan-segment';

export type FoundOpening = FloorPlanOpening & { a: number; b: number };

/** The raw ink of a plan as 0/1 per pixel, for looking at what the wall mask cleaned away. */
export interface InkGrid {
  ink: Uint8Array;
  width: number;
  height: number;
}

function inked(grid: InkGrid, x: number, y: number): boolean {
  const xi = Math.round(x);
  const yi = Math.round(y);
  if (xi < 0 || yi < 0 || xi >= grid.width || yi >= grid.height) return false;
  return grid.ink[yi * grid.width + xi] === 1;
}

/** Ink within one pixel of a point (thin lines drift by a pixel in JPEGs and scans). */
function near(grid: InkGrid, x: number, y: number): boolean {
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) if (inked(grid, x + dx, y + dy)) return true;
  return false;
}

function point(s: Segment, along: number, across: number): Point2 {
  return s.orientation === 'h' ? { x: along, y: s.start.y + across } : { x: s.start.x + across, y: along };
}

/**
 * Windows drawn inside the wall's thickness (three thin lines, or a framed pair) leave the wall mask
 * whole once hollow walls are filled. Along the wall they break its own drawing style: paper where a
 * solid, grey or hatched wall has ink a quarter of the way in, or a line down the middle where a hollow
 * wall has paper. Such a stretch of window length splits the segment into two pieces with a window
 * between them.
 */
export function splitAtWindows(
  segments: Segment[],
  grid: InkGrid,
  thickness: number,
  filled: InkGrid = grid,
): { segments: Segment[]; windows: FoundOpening[] } {
  const out: Segment[] = [];
  const windows: FoundOpening[] = [];
  for (const s of segments) {
    if (s.orientation === 'd') {
      out.push(s);
      continue;
    }
    const [from, to] = s.orientation === 'h' ? [s.start.x, s.end.x] : [s.start.y, s.end.y];
    const length = Math.round(to - from);
    const q = Math.max(2, s.thickness / 4);
    const quarterHits = (on: InkGrid) => {
      const quarter = new Float32Array(length);
      for (let i = 0; i < length; i++)
        quarter[i] =
          [-q, q].filter((d) => {
            const p = point(s, from + i, d);
            return near(on, p.x, p.y);
          }).length / 2;
      return smooth(quarter, 3);
    };
    const centre = new Float32Array(length);
    for (let i = 0; i < length; i++) {
      const c = point(s, from + i, 0);
      centre[i] = near(grid, c.x, c.y) ? 1 : 0;
    }
    let qs = quarterHits(grid);
    const cs = smooth(centre, 3);
    let baseQ = median(qs);
    const baseC = median(cs);
    // A hollow wall has paper inside as drawn; filled, it is ink, and a framed window's pocket (left
    // unfilled) is paper where the wall is ink.
    const hollow = baseQ < 0.3 && filled !== grid;
    if (hollow) {
      qs = quarterHits(filled);
      baseQ = median(qs);
    }
    const odd = new Uint8Array(length);
    for (let i = 0; i < length; i++) {
      const paperWhereInk = baseQ > 0.3 && qs[i]! < baseQ * 0.3;
      const lineWherePaper = (hollow || baseQ < 0.3) && baseC < 0.3 && cs[i]! > 0.7;
      odd[i] = paperWhereInk || lineWherePaper ? 1 : 0;
    }
    let pieceStart = from;
    const edge = Math.max(3, s.thickness);
    for (let i = 0; i < length;) {
      if (!odd[i]) {
        i++;
        continue;
      }
      let j = i;
      while (j < length && odd[j]) j++;
      const runLength = j - i;
      if (i > edge && j < length - edge && runLength >= thickness * 1.5 && runLength <= thickness * 15) {
        const a = from + i;
        const b = from + j;
        out.push(piece(s, pieceStart, a));
        const ia = out.length - 1;
        windows.push({
          kind: 'window',
          wallId: '',
          center: point(s, (a + b) / 2, 0),
          width: b - a,
          a: ia,
          b: ia + 1,
        });
        pieceStart = b;
      }
      i = j;
    }
    out.push(piece(s, pieceStart, to));
  }
  return { segments: out, windows };
}

function piece(s: Segment, a: number, b: number): Segment {
  return { ...s, start: point(s, a, 0), end: point(s, b, 0) };
}

function smooth(values: Float32Array, radius: number): Float32Array {
  const out = new Float32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    let sum = 0;
    let n = 0;
    for (let k = Math.max(0, i - radius); k <= Math.min(values.length - 1, i + radius); k++) {
      sum += values[k]!;
      n++;
    }
    out[i] = sum / n;
  }
  return out;
}

function median(values: Float32Array): number {
  const sorted = Array.from(values).sort((p, q) => p - q);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * A gap between two collinear wall pieces is an opening. A window keeps a line along the wall across
 * most of the gap (glazing or a sill); a door's gap is empty, its leaf and swing arc drawn beside it.
 */
export function gapOpenings(segments: Segment[], grid: InkGrid, thickness: number): FoundOpening[] {
  const openings: FoundOpening[] = [];
  const along = (s: Segment) =>
    (s.orientation === 'h' ? [s.start.x, s.end.x, s.start.y] : [s.start.y, s.end.y, s.start.x]) as [
      number,
      number,
      number,
    ];
  for (const orientation of ['h', 'v'] as const) {
    const list = segments.map((s, i) => ({ s, i })).filter(({ s }) => s.orientation === orientation);
    for (const { s: a, i: ia } of list) {
      const [, aEnd, aLine] = along(a);
      let best: { i: number; gap: number; s: Segment } | null = null;
      for (const { s: b, i: ib } of list) {
        const [bStart, , bLine] = along(b);
        if (ib === ia || Math.abs(aLine - bLine) > thickness * 0.6) continue;
        const gap = bStart - aEnd;
        if (gap < thickness * 1.2 || gap > thickness * 9) continue;
        if (!best || gap < best.gap) best = { i: ib, gap, s: b };
      }
      if (!best) continue;
      const line = (aLine + along(best.s)[2]) / 2;
      const from = aEnd;
      const to = along(best.s)[0];
      // Glazing lies within the thicker of the two pieces (a piece cut short at a corner measures thin).
      const band = Math.max(a.thickness, best.s.thickness) / 2;
      let longest = 0;
      const margin = (to - from) * 0.12;
      for (let d = -band; d <= band; d++) {
        let hits = 0;
        let total = 0;
        for (let t = from + margin; t < to - margin; t++) {
          total++;
          const p = orientation === 'h' ? { x: t, y: line + d } : { x: line + d, y: t };
          if (near(grid, p.x, p.y)) hits++;
        }
        if (total > 0) longest = Math.max(longest, hits / total);
      }
      const center = orientation === 'h' ? { x: (from + to) / 2, y: line } : { x: line, y: (from + to) / 2 };
      const opening: FoundOpening = {
        kind: longest > 0.6 ? 'window' : 'door',
        wallId: '',
        center,
        width: to - from,
        a: ia,
        b: best.i,
      };
      if (opening.kind === 'door') {
        const swing = doorSwing(grid, orientation, line, from, to);
        if (swing) opening.swing = swing;
        // An empty gap wider than a door, with no swing drawn, is two walls that merely line up.
        else if (to - from > thickness * 4.5) continue;
      }
      // Two pieces on one side of a gap (a stub and a longer wall) find the same gap: keep the nearer.
      const twin = openings.findIndex(
        (o) =>
          o.b === best.i && Math.abs(o.center.x - center.x) + Math.abs(o.center.y - center.y) < thickness * 4,
      );
      if (twin < 0) openings.push(opening);
      else if (openings[twin]!.width > opening.width) openings[twin] = opening;
    }
  }
  return openings;
}

/**
 * A door's swing: the quarter arc its free edge sweeps, centred on the hinge jamb, on the side it opens
 * into. Each of the four hinge/side choices is tried; the one whose arc lies on ink wins.
 */
function doorSwing(
  grid: InkGrid,
  orientation: 'h' | 'v',
  line: number,
  from: number,
  to: number,
): FloorPlanOpening['swing'] | undefined {
  const width = to - from;
  let best: { score: number; hinge: Point2; normal: Point2 } | null = null;
  for (const hingeAt of [from, to]) {
    for (const side of [1, -1]) {
      const toward = hingeAt === from ? 1 : -1;
      let hits = 0;
      const samples = 16;
      for (let k = 1; k < samples; k++) {
        const angle = (k / samples) * (Math.PI / 2);
        const u = hingeAt + toward * width * Math.cos(angle);
        const v = line + side * width * Math.sin(angle);
        const p = orientation === 'h' ? { x: u, y: v } : { x: v, y: u };
        if (near(grid, p.x, p.y)) hits++;
      }
      const score = hits / (samples - 1);
      if (!best || score > best.score) {
        const hinge = orientation === 'h' ? { x: hingeAt, y: line } : { x: line, y: hingeAt };
        const normal = orientation === 'h' ? { x: 0, y: side } : { x: side, y: 0 };
        best = { score, hinge, normal };
      }
    }
  }
  return best && best.score >= 0.6 ? { hinge: best.hinge, opensTowards: best.normal } : undefined;
}
