import type { Segment } from './floor-plan-segment';

/** The plan's grey tones, one byte per pixel, row by row. */
export interface GrayPlan {
  data: Uint8Array;
  width: number;
  height: number;
  /** The paper's tone. */
  paper: number;
}

/**
 * Puts each straight wall's faces where the drawing's tone crosses halfway from paper to ink, to a
 * fraction of a pixel. The wall mask counts every pixel darker than 70 % of the paper, so a wall's soft
 * edges (anti-aliasing; a small plan's blur, enlarged for measuring) made it up to a pixel thicker on each
 * side: on a listing's 450 px plan, where a partition is four pixels thick, that was a fifth of the wall
 * (ADR 069). The tone across the wall is the median over the middle of its length, so a crossing wall or a
 * letter beside it does not move the faces; a wall whose profile does not reach paper on both sides
 * (drawn against another line) keeps the mask's faces.
 */
export function refineWallFaces(plan: GrayPlan, segments: Segment[]): Segment[] {
  return segments.map((s) => (s.orientation === 'd' ? s : refineEnds(plan, refineFaces(plan, s))));
}

/**
 * A wall's free end (beside a door or a window) goes where the tone along the wall's core crosses halfway
 * from its ink to paper, as its faces do: the mask's soft edge made each such end up to a pixel longer,
 * and on a small plan a window's frame lines joined the wall's end (ADR 075). An end that meets another
 * wall has no crossing near it and stays.
 */
function refineEnds(plan: GrayPlan, s: Segment): Segment {
  const horizontal = s.orientation === 'h';
  const centre = horizontal ? (s.start.y + s.end.y) / 2 : (s.start.x + s.end.x) / 2;
  const startAlong = horizontal ? s.start.x : s.start.y;
  const endAlong = horizontal ? s.end.x : s.end.y;
  const length = Math.abs(endAlong - startAlong);
  if (s.thickness < 2 || length < 4) return s;
  const limit = horizontal ? plan.height : plan.width;
  const alongLimit = horizontal ? plan.width : plan.height;
  // The wall's core: the middle of its thickness, clear of its faces' soft edges.
  const coreLo = Math.max(0, Math.round(centre - s.thickness * 0.3));
  const coreHi = Math.min(limit - 1, Math.round(centre + s.thickness * 0.3));
  const cells = new Uint8Array(coreHi - coreLo + 1);
  const tone = (along: number) => {
    for (let across = coreLo; across <= coreHi; across++)
      cells[across - coreLo] = horizontal
        ? plan.data[across * plan.width + along]!
        : plan.data[along * plan.width + across]!;
    return median(cells);
  };
  const lo = Math.round(Math.min(startAlong, endAlong) + length * 0.2);
  const hi = Math.round(Math.max(startAlong, endAlong) - length * 0.2);
  if (hi - lo < 2) return s;
  const middle = new Uint8Array(hi - lo);
  for (let along = lo; along < hi; along++) middle[along - lo] = tone(along);
  const ink = median(middle);
  if (plan.paper - ink < 40) return s;
  const half = (plan.paper + ink) / 2;
  // Past a true end the drawing is paper; a gap between hatch strokes stays greyer than this.
  const nearPaper = plan.paper - (plan.paper - ink) / 4;
  const reach = Math.max(2, Math.ceil(s.thickness / 2));
  const refine = (end: number, outward: 1 | -1): number => {
    // From a pixel inside the wall outward: the first pixel lighter than halfway, then paper beyond it.
    let k = Math.round(end - outward * reach);
    if (k < 0 || k >= alongLimit) return end;
    let inner = tone(k);
    if (inner > half) return end;
    for (let step = 0; step < 2 * reach; step++) {
      const next = k + outward;
      if (next < 0 || next >= alongLimit) return end;
      const outer = tone(next);
      if (outer > half) {
        const beyond = next + outward;
        const paperBeyond = beyond < 0 || beyond >= alongLimit || tone(beyond) > nearPaper;
        if (!paperBeyond) return end;
        // Pixel k's tone stands for its centre, k + 0.5.
        return k + 0.5 + (outward * (half - inner)) / (outer - inner);
      }
      k = next;
      inner = outer;
    }
    return end;
  };
  const forward = endAlong >= startAlong ? 1 : -1;
  const a = refine(startAlong, forward === 1 ? -1 : 1);
  const b = refine(endAlong, forward);
  if (Math.abs(b - a) < length * 0.5) return s;
  return horizontal
    ? { ...s, start: { ...s.start, x: a }, end: { ...s.end, x: b } }
    : { ...s, start: { ...s.start, y: a }, end: { ...s.end, y: b } };
}

function refineFaces(plan: GrayPlan, s: Segment): Segment {
  const horizontal = s.orientation === 'h';
  const centre = horizontal ? (s.start.y + s.end.y) / 2 : (s.start.x + s.end.x) / 2;
  const [from, to] = horizontal ? [s.start.x, s.end.x] : [s.start.y, s.end.y];
  const length = Math.abs(to - from);
  if (s.thickness < 2 || length < 4) return s;
  // The middle 60 % of the wall's length: its ends meet other walls.
  const lo = Math.round(Math.min(from, to) + length * 0.2);
  const hi = Math.round(Math.max(from, to) - length * 0.2);
  const reach = s.thickness / 2 + 3;
  const first = Math.floor(centre - reach);
  const last = Math.ceil(centre + reach);
  const limit = horizontal ? plan.height : plan.width;
  const alongLimit = horizontal ? plan.width : plan.height;
  if (first < 0 || last > limit || lo < 0 || hi > alongLimit || hi - lo < 2) return s;
  const profile: number[] = [];
  const values = new Uint8Array(hi - lo);
  for (let across = first; across < last; across++) {
    for (let along = lo; along < hi; along++)
      values[along - lo] = horizontal
        ? plan.data[across * plan.width + along]!
        : plan.data[along * plan.width + across]!;
    profile.push(median(values));
  }
  const ink = Math.min(...profile);
  if (plan.paper - ink < 40) return s;
  const half = (plan.paper + ink) / 2;
  // Pixel k of the profile covers first + k .. first + k + 1; its tone stands for its centre.
  const crossing = (k: number, step: 1 | -1): number => {
    const outer = profile[k - step]!;
    const inner = profile[k]!;
    return first + k - step + 0.5 + (step * (outer - half)) / (outer - inner);
  };
  let near = 0;
  while (near < profile.length && profile[near]! >= half) near++;
  let far = profile.length - 1;
  while (far >= 0 && profile[far]! >= half) far--;
  // The profile must start and end on paper, or a neighbouring line touches the wall.
  if (near === 0 || far === profile.length - 1 || far < near) return s;
  const a = crossing(near, 1);
  const b = crossing(far, -1);
  const thickness = b - a;
  // A fit far from the mask's own measure is some other drawing, not this wall's faces.
  if (thickness < s.thickness * 0.6 || thickness > s.thickness * 1.25) return s;
  const middle = (a + b) / 2;
  return horizontal
    ? { ...s, start: { ...s.start, y: middle }, end: { ...s.end, y: middle }, thickness }
    : { ...s, start: { ...s.start, x: middle }, end: { ...s.end, x: middle }, thickness };
}

function median(values: Uint8Array): number {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < values.length; i++) histogram[values[i]!]!++;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v]!;
    if (seen * 2 >= values.length) return v;
  }
  return 255;
}
