import type { FloorPlanModel, FloorPlanScale, Point2 } from '../design-engine.port';

const inch = 0.0254;
const foot = 0.3048;

/**
 * Lengths written on a plan, in metres: "3.60 m", "3,60", "3600" (millimetres), "12'6\"", "12' 6''",
 * "12'-6\"", "12ft 6in", and pairs "3.60 x 4.20" or "12'6\" x 10'0\"". Returns null for anything else (room
 * names, level marks such as "BRH 87.50" are names with numbers and are rejected by the caller's kind).
 */
export function parseDimensions(text: string): number[] | null {
  const clean = text
    .replace(/[’′‘`´]/g, "'")
    .replace(/[”″“]|''/g, '"')
    .replace(/[×X*]/g, 'x')
    .replace(/\s+/g, ' ')
    .trim();
  const parts = clean.split(/\s*x\s*/);
  if (parts.length > 2 || parts.some((p) => p === '')) return null;
  const values = parts.map(parseLength);
  if (values.some((v) => v === null)) return null;
  return values as number[];
}

function parseLength(part: string): number | null {
  // Feet and inches, the inches sometimes after a hyphen as architects write them: 12'-6".
  const imperial = part.match(/^(\d{1,3})\s*(?:'|ft)\s*(?:-\s*)?(?:(\d{1,2}(?:\.\d+)?)\s*(?:"|in)?)?$/);
  if (imperial) {
    const inches = Number(imperial[2] ?? 0);
    if (inches >= 12) return null;
    return Number(imperial[1]) * foot + inches * inch;
  }
  const metric = part.match(/^(\d{1,3}[.,]\d{1,2})\s*(m|mtr)?$/i);
  if (metric) return Number(metric[1]!.replace(',', '.'));
  const millimetres = part.match(/^(\d{3,5})\s*(mm)?$/i);
  if (millimetres) {
    const mm = Number(millimetres[1]);
    return mm >= 500 && mm <= 40000 ? mm / 1000 : null;
  }
  return null;
}

/**
 * A floor area written on a plan, in square metres: "12.5 m²", "12,5 m2", "12.5 sqm", "12.5 sq m",
 * "135 sq ft", "135 ft²", "135 sf", possibly after a room name ("Kitchen 12.5 m²"). Null for anything
 * else. European plans often give each room's area instead of its sides (docs/spec §3: rooms measured).
 */
export function parseArea(text: string): number | null {
  const match = text
    .replace(/\s+/g, ' ')
    .match(/(\d{1,4}(?:[.,]\d{1,2})?)\s*(m²|m2|sq\.? ?m|sqm|ft²|ft2|sq\.? ?ft|sf)(?![a-z])/i);
  if (!match) return null;
  const value = Number(match[1]!.replace(',', '.'));
  const metric = /m/i.test(match[2]!.replace(/sq/i, ''));
  const squareMetres = metric ? value : value * foot * foot;
  return squareMetres >= 0.5 && squareMetres <= 2000 ? squareMetres : null;
}

/**
 * The plan's scale from single pixels-per-metre estimates (one per dimension string matched to what it
 * measures): the median, after dropping estimates more than 8 % from it. A scale is only trusted when at
 * least two estimates agree, so one misread string cannot set it.
 */
export function agreeOnScale(samples: number[]): { pixelsPerMetre: number | null; scale: FloorPlanScale } {
  const valid = samples.filter((s) => Number.isFinite(s) && s > 0);
  const centre = median(valid);
  const kept = valid.filter((s) => Math.abs(s - centre) / centre <= 0.08);
  const value = median(kept);
  const spread = kept.length ? Math.max(...kept.map((s) => Math.abs(s - value) / value)) : 0;
  const trusted = kept.length >= 2;
  return {
    pixelsPerMetre: trusted ? value : null,
    scale: {
      source: trusted ? 'dimensions' : 'none',
      samples: valid.map(round3),
      agreeing: trusted ? kept.length : 0,
      spread: round3(spread),
    },
  };
}

/** Pixels per metre from one wall whose real length the user knows. */
export function pixelsPerMetreFromLength(from: Point2, to: Point2, metres: number): number {
  if (!(metres > 0)) throw new RangeError('A known length must be greater than zero.');
  return Math.hypot(to.x - from.x, to.y - from.y) / metres;
}

/**
 * A model in pixels re-expressed in metres once the user has typed one wall's real length. A model
 * already in metres is first taken back to pixels, so a user's correction replaces a read scale.
 */
export function scaleByKnownWall(model: FloorPlanModel, wallId: string, metres: number): FloorPlanModel {
  const wall = model.walls.find((w) => w.id === wallId);
  if (!wall) throw new RangeError(`No wall ${wallId} in this plan.`);
  const toPx = model.units === 'm' ? (model.pixelsPerMetre ?? 1) : 1;
  const px = (p: Point2): Point2 => ({ x: p.x * toPx, y: p.y * toPx });
  const ppm = pixelsPerMetreFromLength(px(wall.start), px(wall.end), metres);
  const m = (p: Point2): Point2 => ({ x: round2((p.x * toPx) / ppm), y: round2((p.y * toPx) / ppm) });
  const length = (v: number) => round2((v * toPx) / ppm);
  const wallHeight = model.units === 'm' ? (model.walls[0]?.height ?? 2.7) : 2.7;
  return {
    ...model,
    units: 'm',
    pixelsPerMetre: round3(ppm),
    walls: model.walls.map((w) => ({
      ...w,
      start: m(w.start),
      end: m(w.end),
      thickness: length(w.thickness),
      height: wallHeight,
    })),
    openings: model.openings.map((o) => ({
      ...o,
      center: m(o.center),
      width: length(o.width),
      ...(o.swing ? { swing: { ...o.swing, hinge: m(o.swing.hinge) } } : {}),
    })),
    rooms: model.rooms.map((r) => ({
      ...r,
      polygon: r.polygon.map(m),
      centroid: m(r.centroid),
      area: round2((r.area * toPx * toPx) / (ppm * ppm)),
    })),
    assumptions: model.assumptions.filter((a) => !a.startsWith('No scale')),
    scale: { source: 'user', samples: [round3(ppm)], agreeing: 1, spread: 0 },
  };
}

/** Square metres to square feet, for users who prefer imperial units. */
export function squareFeet(squareMetres: number): number {
  return squareMetres / (foot * foot);
}

function median(values: number[]): number {
  const sorted = [...values].sort((p, q) => p - q);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function round2(v: number): number {
  return Math.round(v * 100) / 100;
}

function round3(v: number): number {
  return Math.round(v * 1000) / 1000;
}
