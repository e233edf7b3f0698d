import { createRandom, pick } from '../local/random';
import type { Rect } from './synthetic-plan';

/** How a generated plan is drawn: each is a convention seen on real plans. */
export type WallStyle = 'solid' | 'hollow' | 'hatched' | 'grey';
export type WindowStyle = 'triple' | 'frame' | 'single';

export interface TruthOpening {
  kind: 'door' | 'window';
  /** Centre, in pixels. */
  x: number;
  y: number;
  /** Clear width, in pixels. */
  width: number;
  horizontal: boolean;
  windowStyle?: WindowStyle;
  /** Door hinge jamb (pixels) and the side (+1 or -1 along the wall normal) the leaf swings into. */
  hinge?: { x: number; y: number };
  swingSide?: 1 | -1;
}

export interface TruthRoom {
  name: string;
  /** Centre-line rectangle, pixels. */
  rect: Rect;
  /** A point well inside the clear floor (away from walls, labels sit here). */
  centre: { x: number; y: number };
  /** Clear width and depth in metres (between wall faces). */
  widthM: number;
  depthM: number;
}

export interface WallLine {
  horizontal: boolean;
  /** Fixed coordinate (y for horizontal), and the span along the wall, in pixels. */
  at: number;
  from: number;
  to: number;
  thickness: number;
  exterior: boolean;
}

export interface PlanLayout {
  seed: number;
  width: number;
  height: number;
  pixelsPerMetre: number;
  wallStyle: WallStyle;
  units: 'metric' | 'imperial';
  lines: WallLine[];
  rooms: TruthRoom[];
  openings: TruthOpening[];
  /** Bounding box of the building's centre lines. */
  outline: Rect;
}

const names = ['Living', 'Kitchen', 'Bedroom', 'Bath', 'Dining', 'Study', 'Hall', 'Bedroom 2', 'Utility'];

/**
 * A random rectilinear house (guillotine splits of a rectangle, sometimes with a corner cut away to make
 * an L), with doors in interior walls and windows and an entrance in exterior walls. Seeded: the same
 * seed always gives the same plan.
 */
export function planLayout(seed: number, options: { longSide?: number } = {}): PlanLayout {
  const random = createRandom(seed);
  const between = (lo: number, hi: number) => lo + random() * (hi - lo);
  const snap = (v: number) => Math.round(v * 20) / 20;
  const widthM = snap(between(9, 15));
  const depthM = snap(between(7, 11));
  const margin = 2.2;
  const ppm = Math.round((options.longSide ?? between(950, 1350)) / (widthM + 2 * margin));
  type R = { x: number; y: number; w: number; h: number };
  let cells: R[] = [{ x: 0, y: 0, w: widthM, h: depthM }];
  const target = 3 + Math.floor(random() * 5);
  for (let guard = 0; cells.length < target && guard < 40; guard++) {
    cells.sort((a, b) => b.w * b.h - a.w * a.h);
    const cell = cells[0]!;
    const vertical = cell.w >= cell.h;
    const side = vertical ? cell.w : cell.h;
    if (side < 5) break;
    const cut = snap(side * between(0.35, 0.65));
    cells = cells.slice(1);
    if (vertical) cells.push({ ...cell, w: cut }, { ...cell, x: cell.x + cut, w: cell.w - cut });
    else cells.push({ ...cell, h: cut }, { ...cell, y: cell.y + cut, h: cell.h - cut });
  }
  // An L-shaped house: a corner room becomes garden.
  if (cells.length >= 4 && random() < 0.35) {
    const corner = cells.findIndex(
      (c) =>
        (c.x === 0 || Math.abs(c.x + c.w - widthM) < 1e-6) &&
        (c.y === 0 || Math.abs(c.y + c.h - depthM) < 1e-6) &&
        c.w * c.h < widthM * depthM * 0.3,
    );
    if (corner >= 0) cells.splice(corner, 1);
  }
  const tOut = Math.round(between(0.25, 0.38) * ppm);
  const tIn = Math.max(5, Math.round(between(0.1, 0.18) * ppm));
  const ox = Math.round(margin * ppm);
  const oy = Math.round(margin * ppm);
  const px = (v: number) => Math.round(v * ppm);
  // Edges from metre coordinates, so that neighbours share exactly the same pixel line.
  const rects: Rect[] = cells.map((c) => ({
    x: ox + px(c.x),
    y: oy + px(c.y),
    w: px(c.x + c.w) - px(c.x),
    h: px(c.y + c.h) - px(c.y),
  }));
  const lines = wallLines(rects, tOut, tIn);
  const openings: TruthOpening[] = [];
  let entrance = false;
  for (const line of lines) {
    for (const [a, b] of freePieces(line, lines)) {
      const length = b - a;
      const clearance = 0.3 * ppm + line.thickness;
      const door = !line.exterior || !entrance;
      const width = px(door ? between(0.8, 0.95) : between(0.9, 1.8));
      if (length < width + 2 * clearance) continue;
      if (line.exterior && !door && random() > 0.8) continue;
      if (!line.exterior && random() > 0.85) continue;
      if (line.exterior && door) entrance = true;
      const start = a + clearance + random() * (length - width - 2 * clearance);
      const mid = start + width / 2;
      const x = line.horizontal ? mid : line.at;
      const y = line.horizontal ? line.at : mid;
      if (door) {
        const atStart = random() < 0.5;
        const along = atStart ? start : start + width;
        openings.push({
          kind: 'door',
          x,
          y,
          width,
          horizontal: line.horizontal,
          hinge: line.horizontal ? { x: along, y: line.at } : { x: line.at, y: along },
          swingSide: random() < 0.5 ? 1 : -1,
        });
      } else {
        const windowStyle = pick(['triple', 'frame', 'single'] as const, random);
        openings.push({ kind: 'window', x, y, width, horizontal: line.horizontal, windowStyle });
      }
    }
  }
  const used = new Set<string>();
  const rooms = rects.map((rect, i) => {
    let name = pick(names, random);
    if (used.has(name)) name = names.find((n) => !used.has(n)) ?? `Room ${i + 1}`;
    used.add(name);
    const half = (side: 'l' | 'r' | 't' | 'b') => halfThickness(rect, side, lines);
    const clearW = rect.w - half('l') - half('r');
    const clearH = rect.h - half('t') - half('b');
    return {
      name,
      rect,
      centre: {
        x: rect.x + half('l') + clearW / 2,
        y: rect.y + half('t') + clearH / 2,
      },
      widthM: clearW / ppm,
      depthM: clearH / ppm,
    };
  });
  const all = rects.reduce(
    (box, r) => ({
      x0: Math.min(box.x0, r.x),
      y0: Math.min(box.y0, r.y),
      x1: Math.max(box.x1, r.x + r.w),
      y1: Math.max(box.y1, r.y + r.h),
    }),
    { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity },
  );
  return {
    seed,
    width: Math.round((widthM + 2 * margin) * ppm),
    height: Math.round((depthM + 2 * margin) * ppm),
    pixelsPerMetre: ppm,
    wallStyle: pick(['solid', 'hollow', 'hatched', 'grey'] as const, random),
    units: random() < 0.4 ? 'imperial' : 'metric',
    lines,
    rooms,
    openings,
    outline: { x: all.x0, y: all.y0, w: all.x1 - all.x0, h: all.y1 - all.y0 },
  };
}

/** Walls along every room side: exterior where only one room borders the side, interior where two do. */
function wallLines(rects: Rect[], tOut: number, tIn: number): WallLine[] {
  const lines: WallLine[] = [];
  for (const horizontal of [true, false]) {
    const coords = new Set<number>();
    for (const r of rects) for (const c of horizontal ? [r.y, r.y + r.h] : [r.x, r.x + r.w]) coords.add(c);
    for (const at of coords) {
      const spans: Array<[number, number, number]> = []; // from, to, side (-1 before, +1 after)
      for (const r of rects) {
        const [lo, hi, a, b] = horizontal
          ? [r.x, r.x + r.w, r.y, r.y + r.h]
          : [r.y, r.y + r.h, r.x, r.x + r.w];
        if (a === at) spans.push([lo, hi, 1]);
        if (b === at) spans.push([lo, hi, -1]);
      }
      const cuts = [...new Set(spans.flatMap(([lo, hi]) => [lo, hi]))].sort((p, q) => p - q);
      let current: WallLine | null = null;
      for (let i = 0; i + 1 < cuts.length; i++) {
        const [lo, hi] = [cuts[i]!, cuts[i + 1]!];
        const sides = spans.filter(([s, e]) => s <= lo && e >= hi).length;
        if (sides === 0) {
          current = null;
          continue;
        }
        const exterior = sides === 1;
        if (current && current.exterior === exterior && current.to === lo) current.to = hi;
        else {
          current = { horizontal, at, from: lo, to: hi, thickness: exterior ? tOut : tIn, exterior };
          lines.push(current);
        }
      }
    }
  }
  return lines;
}

/** Pieces of a wall between the points where other walls meet it: an opening must fit inside one. */
function freePieces(line: WallLine, lines: WallLine[]): Array<[number, number]> {
  const stops = [line.from, line.to];
  for (const other of lines) {
    if (other === line) continue;
    const ends = other.horizontal === line.horizontal ? [] : [other.at];
    for (const e of ends) {
      const crosses = other.from <= line.at && other.to >= line.at;
      if (crosses && e > line.from && e < line.to) stops.push(e);
    }
    if (other.horizontal === line.horizontal && other.at === line.at) stops.push(other.from, other.to);
  }
  const sorted = [...new Set(stops)].filter((s) => s >= line.from && s <= line.to).sort((p, q) => p - q);
  const pieces: Array<[number, number]> = [];
  for (let i = 0; i + 1 < sorted.length; i++) pieces.push([sorted[i]!, sorted[i + 1]!]);
  return pieces;
}

/** Half the thickness of the wall on one side of a room (the thickest one touching that side). */
function halfThickness(rect: Rect, side: 'l' | 'r' | 't' | 'b', lines: WallLine[]): number {
  const horizontal = side === 't' || side === 'b';
  const at = side === 'l' ? rect.x : side === 'r' ? rect.x + rect.w : side === 't' ? rect.y : rect.y + rect.h;
  const [lo, hi] = horizontal ? [rect.x, rect.x + rect.w] : [rect.y, rect.y + rect.h];
  let t = 0;
  for (const l of lines)
    if (l.horizontal === horizontal && l.at === at && l.from < hi && l.to > lo) t = Math.max(t, l.thickness);
  return t / 2;
}
