import type { FloorPlanModel, FloorPlanScale, Point2 } from '../design-engine.port';
import type { RgbImage } from '../image/raster';
import {
  assignLabels,
  boundsOf,
  findDimensions,
  roomName,
  type Box,
  type ReadLabels,
} from './floor-plan-labels';
import { readPlanText, readTurnedText, type PlanText } from './floor-plan-ocr';
import { evenPaper } from './floor-plan-paper';
import { agreeOnScale } from './floor-plan-scale';
import { keepSegments, segmentGap } from './floor-plan-symbols';
import { extractPlanGeometry } from './floor-plan-walls';
import { withoutDoubledOpenings } from './floor-plan-doubled-openings';

export interface ExtractFloorPlanOptions {
  /** A scale the user gave; it wins over one read from the plan's dimension strings. */
  pixelsPerMetre?: number;
  wallHeightMetres?: number;
  /** Read room names and dimension strings (OCR). Default true. */
  readText?: boolean;
  /** Long side above which the geometry is found at reduced size (default `planWorkingSide`). */
  workingSide?: number;
}

/**
 * Floor-plan extraction: the walls, openings and rooms (see `extractPlanGeometry`), named and measured
 * from the plan's own text. OCR runs in tesseract's worker thread while the geometry runs here, so the
 * two overlap. The scale comes from the user, else from dimension strings that agree with one another,
 * else there is none and the model stays in pixels.
 */
export async function extractFloorPlan(
  photo: RgbImage,
  options: ExtractFloorPlanOptions = {},
): Promise<FloorPlanModel> {
  const image = await evenPaper(photo);
  const reading: Promise<PlanText[]> = options.readText === false ? Promise.resolve([]) : readPlanText(image);
  // Keep a failed read from surfacing as an unhandled rejection while the geometry still runs.
  reading.catch(() => undefined);
  const geometry = await extractPlanGeometry(image, { workingSide: options.workingSide });
  const assumptions: string[] = [];
  let texts: PlanText[] = [];
  try {
    texts = await reading;
  } catch {
    assumptions.push('The plan’s text could not be read: rooms are unnamed.');
  }
  const { thickness, rooms } = geometry;
  const kept = withoutStrayLines(geometry.segments, geometry.openings, rooms);
  const legible = withoutText(kept.segments, kept.openings, texts);
  const segments = legible.segments;
  const openings = withoutDoubledOpenings(segments, legible.openings);
  const building = buildingBox(segments);
  texts = [...texts, ...(await turnedText(image, texts, rooms, building, options.readText !== false))];
  const read: ReadLabels = assignLabels(texts, rooms, building);
  const fromText = agreeOnScale(read.samples);
  const userScale = options.pixelsPerMetre && options.pixelsPerMetre > 0 ? options.pixelsPerMetre : null;
  const ppm = userScale ?? fromText.pixelsPerMetre;
  const scale: FloorPlanScale = userScale ? { ...fromText.scale, source: 'user' } : fromText.scale;
  if (!ppm)
    assumptions.push(
      'No scale given: lengths and areas are in pixels; wall height assumes walls about 0.2 m thick.',
    );
  else if (scale.source === 'dimensions')
    assumptions.push(
      `Scale read from ${scale.agreeing} of ${scale.samples.length} dimension estimates (within ${Math.round(scale.spread * 100)} % of each other).`,
    );
  // Without a scale, a typical 0.2 m wall sets the height of the preview; areas stay in pixels.
  const pxPerMetre = ppm ?? thickness / 0.2;
  // Lengths keep a millimetre, or a hundredth of a pixel: on a listing's 450 px plan a whole pixel is a
  // fifth of a partition's thickness, and a centimetre a quarter of a pixel.
  const length = (v: number) => (ppm ? Math.round((v / ppm) * 1000) / 1000 : round2(v));
  const toUnits = (p: Point2): Point2 => ({ x: length(p.x), y: length(p.y) });
  const wallHeight = (options.wallHeightMetres ?? 2.7) * (ppm ? 1 : pxPerMetre);
  return {
    units: ppm ? 'm' : 'px',
    pixelsPerMetre: ppm ? Math.round(ppm * 1000) / 1000 : null,
    imageWidth: image.width,
    imageHeight: image.height,
    walls: segments.map((s, i) => ({
      id: `w${i + 1}`,
      start: toUnits(s.start),
      end: toUnits(s.end),
      thickness: length(s.thickness),
      height: round2(wallHeight),
    })),
    openings: openings.map(({ a, b: _b, ...o }) => ({
      ...o,
      wallId: `w${a + 1}`,
      center: toUnits(o.center),
      width: length(o.width),
      ...(o.swing ? { swing: { hinge: toUnits(o.swing.hinge), opensTowards: o.swing.opensTowards } } : {}),
    })),
    rooms: rooms.map((room, i) => ({
      id: `r${i + 1}`,
      polygon: room.polygon.map(toUnits),
      centroid: toUnits(room.centroid),
      area: ppm ? round2(room.area / (ppm * ppm)) : Math.round(room.area),
      name: read.names[i] ?? null,
      labelledSize: read.sizes[i] ?? null,
    })),
    assumptions,
    labels: read.labels,
    scale,
  };
}

/**
 * Room names and sizes written along a narrow room, or all of a plan's text when it was scanned on its
 * side, are missed by the upright reading. Rooms still unnamed after it, or named only by a lone letter
 * (turned words leave such debris), and big enough to hold a word are read again turned both ways
 * (ADR 061); only lines that read as a room name or a size are kept, and none where upright text
 * already stands. When the upright text gives no scale, the strips left and right of the building are
 * read turned too: dimension chains down its sides are set along them (only sizes are kept there).
 */
async function turnedText(
  image: RgbImage,
  upright: PlanText[],
  rooms: Array<{ polygon: Point2[]; area: number }>,
  building: Box | null,
  enabled: boolean,
): Promise<PlanText[]> {
  if (!enabled || !rooms.length) return [];
  const uprightRead = assignLabels(upright, rooms, building);
  const named = uprightRead.names;
  const sides =
    building && agreeOnScale(uprightRead.samples).pixelsPerMetre === null ? sideStrips(image, building) : [];
  const parts = [
    ...rooms
      .filter((_, i) => (named[i]?.length ?? 0) <= 1)
      .map((room) => boundsOf(room.polygon))
      .filter((box) => Math.min(box.width, box.height) >= 14),
    ...sides,
  ];
  if (!parts.length) return [];
  let turned: PlanText[];
  try {
    turned = await readTurnedText(image, parts);
  } catch {
    return [];
  }
  // A lone capital is a key letter upright, but mostly debris of a turned word.
  const meaningful = (line: PlanText) =>
    (roomName(line.text, line.confidence)?.length ?? 0) > 1 || findDimensions(line.text) !== null;
  // Turned text read upright is debris ("N", "ll"); only a real word there means the ink was read already.
  const readUpright = upright.filter((line) => line.confidence >= 50 && meaningful(line));
  const inSide = (line: PlanText) => sides.some((side) => overlapShare(line.box, side) > 0.5);
  return turned.filter(
    (line) =>
      line.confidence >= 40 &&
      meaningful(line) &&
      (!inSide(line) || findDimensions(line.text) !== null) &&
      !readUpright.some((u) => overlapShare(line.box, u.box) > 0.3),
  );
}

/** The margins left and right of the building, as high as it, where side dimension chains stand. */
function sideStrips(image: RgbImage, building: Box): Box[] {
  const top = Math.max(0, Math.round(building.y));
  const height = Math.min(image.height, Math.round(building.y + building.height)) - top;
  const left = Math.floor(building.x) - 2;
  const right = Math.ceil(building.x + building.width) + 2;
  return [
    { x: 0, y: top, width: left, height },
    { x: right, y: top, width: image.width - right, height },
  ].filter((strip) => strip.width >= 14 && strip.height >= 14);
}

/** The share of `box` that `other` covers. */
function overlapShare(box: Box, other: Box): number {
  const w = Math.min(box.x + box.width, other.x + other.width) - Math.max(box.x, other.x);
  const h = Math.min(box.y + box.height, other.y + other.height) - Math.max(box.y, other.y);
  return w > 0 && h > 0 ? (w * h) / Math.max(1, box.width * box.height) : 0;
}

/**
 * Words whose letters ran together can pass for short walls; once the text has been read, wall pieces
 * lying wholly inside a line of text are dropped (with any opening they bound).
 */
function withoutText<S extends { start: Point2; end: Point2 }, O extends { a: number; b: number }>(
  segments: S[],
  openings: O[],
  texts: PlanText[],
): { segments: S[]; openings: O[] } {
  const inside = (p: Point2) =>
    texts.some(
      ({ box, confidence }) =>
        confidence >= 50 &&
        p.x >= box.x - 3 &&
        p.x <= box.x + box.width + 3 &&
        p.y >= box.y - 3 &&
        p.y <= box.y + box.height + 3,
    );
  return keepSegments(segments, openings, (s) => !(inside(s.start) && inside(s.end)));
}

/**
 * Overall dimension lines (a thin line with end ticks beside the building) can survive as walls. A wall
 * piece much thinner than the plan's walls, lying wholly outside the rooms' extent (beyond a wall's
 * thickness from it) and touching no other wall, bounds nothing and is dropped. Plans drawn in thin lines
 * throughout keep every piece: there the typical wall is thin too.
 */
function withoutStrayLines<
  S extends { start: Point2; end: Point2; thickness: number },
  O extends { a: number; b: number },
>(segments: S[], openings: O[], rooms: Array<{ polygon: Point2[] }>): { segments: S[]; openings: O[] } {
  if (!rooms.length || segments.length < 4) return { segments, openings };
  const typical = medianOf(segments.map((s) => s.thickness));
  const extent = boundsOf(rooms.flatMap((r) => r.polygon));
  const margin = typical * 1.5;
  const outside = (s: S) =>
    Math.max(s.start.x, s.end.x) < extent.x - margin ||
    Math.min(s.start.x, s.end.x) > extent.x + extent.width + margin ||
    Math.max(s.start.y, s.end.y) < extent.y - margin ||
    Math.min(s.start.y, s.end.y) > extent.y + extent.height + margin;
  const alone = (s: S) => segments.every((other) => other === s || segmentGap(s, other) > margin);
  return keepSegments(segments, openings, (s) => !(s.thickness <= typical * 0.5 && outside(s) && alone(s)));
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((p, q) => p - q);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The building's extent: the outer faces of all walls. */
function buildingBox(segments: Array<{ start: Point2; end: Point2; thickness: number }>): Box | null {
  if (!segments.length) return null;
  const points = segments.flatMap((s) => {
    const h = s.thickness / 2;
    return [
      { x: Math.min(s.start.x, s.end.x) - h, y: Math.min(s.start.y, s.end.y) - h },
      { x: Math.max(s.start.x, s.end.x) + h, y: Math.max(s.start.y, s.end.y) + h },
    ];
  });
  return boundsOf(points);
}

function round2(v: number): number {
  return Math.round(v * 100) / 100;
}
