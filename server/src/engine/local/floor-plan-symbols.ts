import type { Point2 } from '../design-engine.port';
import type { FoundOpening } from './floor-plan-openings';
import type { Segment } from './floor-plan-segment';

/**
 * Furniture and fittings that survive as wall pieces (bookcases, stairs drawn apart from the walls, a
 * bath tub's rim, a bed's pillows) stand free in a room: they touch no wall. Walls form one network,
 * joined at corners and across doors and windows. Pieces are grouped by touching (ends within about a
 * wall's thickness of another piece) and by the openings between them; a group much smaller than the
 * largest (under a fifth of its total length) is a symbol, not walls (docs/spec §3: walls, openings,
 * rooms; ADR 050).
 */
export function withoutLooseSymbols(
  segments: Segment[],
  openings: FoundOpening[],
): { segments: Segment[]; openings: FoundOpening[]; dropped: Segment[] } {
  if (segments.length < 4) return { segments, openings, dropped: [] };
  const parent = segments.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const join = (i: number, j: number) => {
    parent[find(i)] = find(j);
  };
  for (let i = 0; i < segments.length; i++)
    for (let j = i + 1; j < segments.length; j++) {
      const p = segments[i]!;
      const q = segments[j]!;
      if (segmentGap(p, q) <= Math.max(p.thickness, q.thickness) * 0.75 + 2) join(i, j);
    }
  for (const o of openings) join(o.a, o.b);
  const length = new Map<number, number>();
  segments.forEach((s, i) => {
    const root = find(i);
    length.set(root, (length.get(root) ?? 0) + Math.hypot(s.end.x - s.start.x, s.end.y - s.start.y));
  });
  const longest = Math.max(...length.values());
  const loose = (i: number) => length.get(find(i))! < longest * 0.2;
  const dropped = segments.filter((_, i) => loose(i));
  return { ...keepSegments(segments, openings, (_, i) => !loose(i)), dropped };
}

/**
 * Short pieces that are not walls but parts of a symbol touching one: a door leaf drawn heavy enough to
 * survive the stroke opening (much thinner than the plan's walls), and the jambs of a window frame or
 * the letters of a label beside it (pieces that cross a wall and reach less than that wall's thickness
 * beyond it). Pieces beside an opening are the wall's own ends and stay. The wall mask keeps them (the
 * jambs lie inside real walls).
 */
export function withoutStubs(
  segments: Segment[],
  openings: FoundOpening[],
  thickness: number,
): { segments: Segment[]; openings: FoundOpening[] } {
  if (segments.length < 4) return { segments, openings };
  const sorted = segments.map((s) => s.thickness).sort((p, q) => p - q);
  const typical = sorted[Math.floor(sorted.length / 2)]!;
  const bounding = new Set(openings.flatMap((o) => [o.a, o.b]));
  const lengthOf = (s: Segment) => Math.hypot(s.end.x - s.start.x, s.end.y - s.start.y);
  const stub = (s: Segment, i: number) => {
    if (bounding.has(i) || s.orientation === 'd') return false;
    const length = lengthOf(s);
    if (s.thickness < typical * 0.6 && (length < thickness * 2.5 || doorLeaf(s, length))) return true;
    // A jamb or a label stroke: crosses a perpendicular wall and stays within about its thickness of it.
    return segments.some((w) => {
      if (w === s || w.orientation === s.orientation || w.orientation === 'd') return false;
      if (length > w.thickness * 2.5 || lengthOf(w) < length * 2) return false;
      const [lo, hi] =
        s.orientation === 'v'
          ? [Math.min(s.start.y, s.end.y), Math.max(s.start.y, s.end.y)]
          : [Math.min(s.start.x, s.end.x), Math.max(s.start.x, s.end.x)];
      const across = s.orientation === 'v' ? s.start.x : s.start.y;
      const [wLo, wHi] =
        w.orientation === 'h'
          ? [Math.min(w.start.x, w.end.x), Math.max(w.start.x, w.end.x)]
          : [Math.min(w.start.y, w.end.y), Math.max(w.start.y, w.end.y)];
      const line = w.orientation === 'h' ? w.start.y : w.start.x;
      const half = w.thickness / 2;
      // (A window's jambs stand at the ends of the wall pieces either side of it.)
      const crosses = across > wLo - w.thickness && across < wHi + w.thickness && lo < line && hi > line;
      return crosses && line - half - lo < w.thickness && hi - (line + half) < w.thickness;
    });
  };
  // A door's leaf drawn open: a thin piece square to the door's wall, from one of its jambs, about as
  // long as the door is wide. A small plan enlarged for measuring keeps leaves as thick as the stroke
  // opening's size (2-6 thin walls standing in the doorways of a 450-600 px plan, ADR 069).
  const doorLeaf = (s: Segment, length: number) =>
    openings.some((o) => {
      const wall = segments[o.a];
      if (o.kind !== 'door' || !wall || wall.orientation === s.orientation || wall.orientation === 'd')
        return false;
      if (length > o.width * 1.4 || length < o.width * 0.6) return false;
      const alongWall = wall.orientation === 'h' ? 'x' : 'y';
      const acrossWall = wall.orientation === 'h' ? 'y' : 'x';
      return [o.center[alongWall] - o.width / 2, o.center[alongWall] + o.width / 2].some((jamb) =>
        [s.start, s.end].some(
          (end) =>
            Math.abs(end[alongWall] - jamb) <= thickness &&
            Math.abs(end[acrossWall] - o.center[acrossWall]) <= thickness,
        ),
      );
    });
  return keepSegments(segments, openings, (s, i) => !stub(s, i));
}

/** Shortest distance between two segments (0 where they cross). */
export function segmentGap(p: { start: Point2; end: Point2 }, q: { start: Point2; end: Point2 }): number {
  const cross = (a: Point2, b: Point2, c: Point2) => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
  const d1 = cross(q.start, q.end, p.start);
  const d2 = cross(q.start, q.end, p.end);
  const d3 = cross(p.start, p.end, q.start);
  const d4 = cross(p.start, p.end, q.end);
  if (d1 * d2 < 0 && d3 * d4 < 0) return 0;
  return Math.min(
    pointToSegment(p.start, q),
    pointToSegment(p.end, q),
    pointToSegment(q.start, p),
    pointToSegment(q.end, p),
  );
}

function pointToSegment(p: Point2, s: { start: Point2; end: Point2 }): number {
  const dx = s.end.x - s.start.x;
  const dy = s.end.y - s.start.y;
  const length2 = dx * dx + dy * dy;
  const t = length2
    ? Math.max(0, Math.min(1, ((p.x - s.start.x) * dx + (p.y - s.start.y) * dy) / length2))
    : 0;
  return Math.hypot(p.x - (s.start.x + t * dx), p.y - (s.start.y + t * dy));
}

/** The segments `keep` accepts, with the openings between two kept segments renumbered. */
export function keepSegments<S, O extends { a: number; b: number }>(
  segments: S[],
  openings: O[],
  keep: (segment: S, index: number) => boolean,
): { segments: S[]; openings: O[] } {
  const index = new Map<number, number>();
  const kept: S[] = [];
  segments.forEach((s, i) => {
    if (!keep(s, i)) return;
    index.set(i, kept.length);
    kept.push(s);
  });
  const remapped = openings
    .filter((o) => index.has(o.a) && index.has(o.b))
    .map((o) => ({ ...o, a: index.get(o.a)!, b: index.get(o.b)! }));
  return { segments: kept, openings: remapped };
}
