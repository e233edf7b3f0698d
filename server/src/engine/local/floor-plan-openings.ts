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

/**
 * A point on or beside a wall piece. Along a horizontal or vertical piece `along` is the plan's x or y;
 * along a slanted one (bay windows, 45-degree corners) it is the distance from the piece's start. `across`
 * runs along the piece's normal (+y for horizontal, +x for vertical pieces).
 */
function point(s: Segment, along: number, across: number): Point2 {
  if (s.orientation === 'h') return { x: along, y: s.start.y + across };
  if (s.orientation === 'v') return { x: s.start.x + across, y: along };
  const { ux, uy } = direction(s);
  return { x: s.start.x + ux * along - uy * across, y: s.start.y + uy * along + ux * across };
}

function direction(s: Segment): { ux: number; uy: number; length: number } {
  const dx = s.end.x - s.start.x;
  const dy = s.end.y - s.start.y;
  const length = Math.hypot(dx, dy) || 1;
  return { ux: dx / length, uy: dy / length, length };
}

/** The stretch of `along` values a piece covers (see `point`). */
function span(s: Segment): [number, number] {
  if (s.orientation === 'h') return [s.start.x, s.end.x];
  if (s.orientation === 'v') return [s.start.y, s.end.y];
  return [0, direction(s).length];
}

/** The unit normal on one side of a piece: where a door on that side opens towards. */
function normal(s: Segment, side: number): Point2 {
  if (s.orientation === 'h') return { x: 0, y: side };
  if (s.orientation === 'v') return { x: side, y: 0 };
  const { ux, uy } = direction(s);
  return { x: -uy * side, y: ux * side };
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
  strokes: InkGrid = grid,
): { segments: Segment[]; windows: FoundOpening[] } {
  const out: Segment[] = [];
  const windows: FoundOpening[] = [];
  for (const s of segments) {
    const [from, to] = span(s);
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
    const slanted = s.orientation === 'd';
    // A bay's slanted side is often one window from end to end, so it has no plain stretch to compare
    // with: there only the drawing of glazing itself counts (see slantedGlazing).
    const texture = slanted ? null : textureBreaks(s, grid, from, length, thickness);
    if (texture) for (let i = 0; i < length; i++) if (texture.breaks[i]) odd[i] = 1;
    if (slanted) odd.set(slantedGlazing(s, grid, length));
    // A door leaf or a jamb mark touching the frame is a stroke (1-2 px) across it: it does not split
    // one opening into two too short to count. (A pier between two windows is wider.)
    const asDrawn = odd.slice();
    bridgeGaps(odd, 2);
    let pieceStart = from;
    // (Glazing is never drawn into the wall a slanted side meets: there a few pixels of end will do.)
    const edge = slanted ? 3 : Math.max(3, s.thickness);
    // An opening's stretch, if it is one: a framed stretch of a textured wall is a door when a leaf or a
    // swing (drawn as dark as the walls, where furniture is often grey) leaves one of its jambs;
    // otherwise it is glazing.
    const classify = (start: number, end: number) => {
      // A door next to a corner starts where the crossing wall's own texture ends: a stretch running
      // into either end of the piece is cut back to it and counts only with a leaf drawn (there, a
      // crossing wall's texture can pass for a frame); one running through both ends is no opening.
      if (start <= edge && end >= length - edge) return null;
      const i = Math.max(start, edge + 1);
      const j = Math.min(end, length - edge - 1);
      if (!(j - i >= thickness * 1.5 && j - i <= thickness * 15)) return null;
      const swing = texture?.breaks.subarray(i, j).includes(1)
        ? doorLeaf(strokes, s, from + i, from + j)
        : undefined;
      if (!swing && (i !== start || j !== end)) return null;
      return { i, j, swing };
    };
    for (const [i, j] of runsOf(odd)) {
      const whole = classify(i, j);
      let found = whole ? [whole] : [];
      if (!whole?.swing) {
        // A leaf hinged inside a wide frame (a door beside a side light) was one of the gaps bridged:
        // the stretches on either side of it, as drawn, hold the door.
        const parts = runsOf(asDrawn)
          .filter(([p, q]) => p >= i && q <= j)
          .map(([p, q]) => classify(p, q));
        if (parts.length > 1 && parts.some((part) => part?.swing))
          found = parts.filter((part): part is NonNullable<typeof part> => part !== null);
      }
      for (const opening of found) {
        const a = from + opening.i;
        const b = from + opening.j;
        out.push(piece(s, pieceStart, a));
        const ia = out.length - 1;
        windows.push({
          kind: opening.swing ? 'door' : 'window',
          wallId: '',
          center: point(s, (a + b) / 2, 0),
          width: b - a,
          a: ia,
          b: ia + 1,
          ...(opening.swing ? { swing: opening.swing } : {}),
        });
        pieceStart = b;
      }
    }
    out.push(piece(s, pieceStart, to));
  }
  return { segments: out, windows };
}

/**
 * Hatched (textured) walls: the strokes inside the wall cross every line along it within a short stretch.
 * Real drawings (CAD plans, scans) draw their windows and French doors as a frame with the hatching left
 * out: lines along the wall only, or paper. A stretch where nearly every line along the wall's inside is
 * steady (all ink or all paper) breaks the wall's texture. Walls drawn solid or hollow are steady
 * throughout and are left to the tests above (null).
 */
function textureBreaks(
  s: Segment,
  grid: InkGrid,
  from: number,
  length: number,
  thickness: number,
): { breaks: Uint8Array } | null {
  const half = s.thickness / 2;
  const offsets: number[] = [];
  // The inside of the wall: its outline strokes (a pixel or two each side, blurred) left out.
  const rim = Math.min(2.5, Math.max(1.5, half - 1.5));
  for (let d = Math.ceil(-half + rim); d <= Math.floor(half - rim); d++) offsets.push(d);
  if (offsets.length < 3 || length < thickness * 4) return null;
  const window = Math.max(6, Math.round(s.thickness));
  const rows = offsets.map((d) => {
    const prefix = new Uint32Array(length + 1);
    for (let i = 0; i < length; i++) {
      const p = point(s, from + i, d);
      prefix[i + 1] = prefix[i]! + (inked(grid, p.x, p.y) ? 1 : 0);
    }
    return prefix;
  });
  const fraction = (prefix: Uint32Array, i: number) => {
    const lo = Math.max(0, i - (window >> 1));
    const hi = Math.min(length, lo + window);
    return (prefix[hi]! - prefix[lo]!) / (hi - lo);
  };
  const steady = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    let count = 0;
    for (const prefix of rows) {
      const f = fraction(prefix, i);
      if (f >= 0.85 || f <= 0.05) count++;
    }
    steady[i] = count / rows.length;
  }
  // Only a wall textured along a good part of its length has a texture to break (a short wall may be
  // mostly windows); solid and hollow walls are steady throughout. (Three rows inside give thirds.)
  const sorted = Array.from(steady).sort((p, q) => p - q);
  if (sorted[Math.floor(sorted.length * 0.3)]! > 0.4) return null;
  // The sliding window shortens a steady stretch by about half its length at each end: add that back.
  const breaks = new Uint8Array(length);
  const grow = window >> 1;
  for (let i = 0; i < length;) {
    if (steady[i]! < 0.8) {
      i++;
      continue;
    }
    let j = i;
    while (j < length && steady[j]! >= 0.8) j++;
    breaks.fill(1, Math.max(0, i - grow), Math.min(length, j + grow));
    i = j;
  }
  return { breaks };
}

/**
 * A door drawn in a wall's frame: a straight leaf (or the start of a swing arc) leaving one of the jambs
 * into the room, at an angle of 25-90 degrees to the wall (lower, the ray would run along the wall's face). Both jambs and both sides are tried; the leaf
 * of a single door spans the opening, each leaf of a pair half of it, so only the first 40 % is looked at.
 */
function doorLeaf(grid: InkGrid, s: Segment, a: number, b: number): FloorPlanOpening['swing'] | undefined {
  const width = b - a;
  const face = s.thickness / 2;
  const clear = face + 1;
  // The stretch found may overshoot or fall short of the frame by a few pixels (see textureBreaks).
  const reach = Math.max(2, Math.round(s.thickness / 2) + 2);
  // Side samples clear of the leaf's own stroke, which is drawn heavier on larger drawings.
  const off = Math.max(5, s.thickness * 0.4);
  // The leaf is hinged at the wall's face, at the jamb (give or take the frame's stroke).
  for (const jamb of [a, b]) {
    const toward = jamb === a ? 1 : -1;
    for (const side of [1, -1]) {
      for (let shift = -reach; shift <= reach; shift += 2) {
        const hingeAt = jamb + toward * shift;
        for (let degrees = 25; degrees <= 90; degrees += 3) {
          const angle = (degrees * Math.PI) / 180;
          let hits = 0;
          let total = 0;
          let crowded = 0;
          let sides = 0;
          // The leaf is one unbroken stroke from the jamb outward (a label beside a window starts
          // away from the wall and breaks between letters): at most one sample may miss.
          for (let t = 0; t <= 0.45 * width; t += 1) {
            const across = side * (face + t * Math.sin(angle));
            if (Math.abs(across) < clear) continue;
            const p = point(s, hingeAt + toward * t * Math.cos(angle), across);
            total++;
            if (near(grid, p.x, p.y)) hits++;
            // Beside a leaf is paper; beside a stroke of a word, more letters.
            const nx = -Math.sin(angle) * toward * off;
            const ny = Math.cos(angle) * side * off;
            for (const k of [1, -1]) {
              // (Not where the side sample falls back onto the wall or the frame at the hinge.)
              if (Math.abs(across + k * ny) < face + 4) continue;
              sides++;
              const q = point(s, hingeAt + toward * t * Math.cos(angle) + k * nx, across + k * ny);
              if (near(grid, q.x, q.y)) crowded++;
            }
          }
          if (total >= Math.max(4, width * 0.2) && total - hits <= 1 && crowded <= sides * 0.3) {
            const hinge = point(s, jamb, 0);
            return { hinge, opensTowards: normal(s, side) };
          }
        }
      }
    }
  }
  return undefined;
}

/**
 * Glazing drawn inside a slanted wall: ink on the wall's centre line (the glass) with paper between it
 * and the wall's faces on both sides. Hatching crosses the centre line only now and then; a solid or
 * hollow wall has no paper on one of the two sides or no glass.
 */
function slantedGlazing(s: Segment, grid: InkGrid, length: number): Uint8Array {
  const half = Math.floor(s.thickness / 2);
  const flags = new Uint8Array(length);
  if (half < 4) return flags;
  const raw = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    const ink = (d: number) => {
      const p = point(s, i, d);
      return inked(grid, p.x, p.y);
    };
    const glass = ink(-1) || ink(0) || ink(1);
    let paperBefore = false;
    let paperAfter = false;
    for (let d = 2; d <= half - 2; d++) {
      if (!ink(-d)) paperBefore = true;
      if (!ink(d)) paperAfter = true;
    }
    raw[i] = glass && paperBefore && paperAfter ? 1 : 0;
  }
  const smoothed = smooth(raw, 3);
  for (let i = 0; i < length; i++) flags[i] = smoothed[i]! >= 0.7 ? 1 : 0;
  return flags;
}

/** The stretches [start, end) of ones. */
function runsOf(flags: Uint8Array): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (let i = 0; i < flags.length;) {
    if (!flags[i]) {
      i++;
      continue;
    }
    let j = i;
    while (j < flags.length && flags[j]) j++;
    runs.push([i, j]);
    i = j;
  }
  return runs;
}

/** Sets gaps of at most `longest` zeros between ones to one. */
function bridgeGaps(flags: Uint8Array, longest: number): void {
  let lastOne = -1;
  for (let i = 0; i < flags.length; i++) {
    if (!flags[i]) continue;
    if (lastOne >= 0 && i - lastOne - 1 <= longest) flags.fill(1, lastOne + 1, i);
    lastOne = i;
  }
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
