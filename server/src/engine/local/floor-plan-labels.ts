import type { FloorPlanLabel, Point2 } from '../design-engine.port';
import { dimensionChains, type OutsideLength } from './floor-plan-chains';
import type { PlanText } from './floor-plan-ocr';
import { parseArea, parseDimensions } from './floor-plan-scale';

/** Words that name rooms on residential and small public plans. */
const roomWords = new Set(
  (
    'kitchen bedroom bed living lounge dining bath bathroom wc toilet hall hallway entrance entry foyer study ' +
    'office utility laundry storage store pantry garage family closet wardrobe porch terrace balcony nursery ' +
    'master ensuite en-suite shower corridor landing den library playroom guest reception sitting drawing ' +
    'breakfast cloakroom cloaks boiler plant deck patio sunroom conservatory gym media room dressing attic ' +
    'cellar basement workshop lobby vestibule mudroom scullery larder snug tv games music reading kitchenette ' +
    'diner suite loft annex annexe studio carport nook veranda verandah orangery sauna cinema'
  ).split(' '),
);

export interface RoomShape {
  polygon: Point2[];
  /** Floor area in pixels (else the polygon's). */
  area?: number;
}

export interface ReadLabels {
  labels: FloorPlanLabel[];
  /** Per room (same order as given): its name and its written clear size in metres. */
  names: Array<string | null>;
  sizes: Array<{ width: number; depth: number } | null>;
  /** Pixels-per-metre estimates, one per matched length. */
  samples: number[];
}

/**
 * Sorts the text read from a plan into room names and dimension strings, and ties them to rooms: a
 * label whose centre lies inside a room's polygon (or a size set just under the room's name) belongs to
 * that room. A room's written size compared with the room's measured box gives two scale estimates, a
 * single length one (along its text), a written floor area one (against the room's floor in pixels); lengths written outside the rooms are matched to the building's
 * overall width or depth when the rooms give fewer than two.
 */
export function assignLabels(texts: PlanText[], rooms: RoomShape[], building: Box | null): ReadLabels {
  const labels: FloorPlanLabel[] = [];
  const names: Array<string[]> = rooms.map(() => []);
  const sizes: ReadLabels['sizes'] = rooms.map(() => null);
  const roomSamples: number[] = [];
  const outside: OutsideLength[] = [];
  const sideways: OutsideLength[] = [];
  const read = texts.map((text) => {
    const centre = { x: text.box.x + text.box.width / 2, y: text.box.y + text.box.height / 2 };
    // Stray strokes of the label itself can notch the room's outline under its centre: try near its
    // ends too, both ways (a name set along a narrow room stands upright).
    const probes = [
      centre,
      ...[0.15, 0.85].flatMap((f) => [
        { x: text.box.x + text.box.width * f, y: centre.y },
        { x: centre.x, y: text.box.y + text.box.height * f },
      ]),
    ];
    const room = probes.map((p) => rooms.findIndex((r) => contains(r.polygon, p))).find((i) => i >= 0) ?? -1;
    const dims = findDimensions(text.text);
    const area = dims ? null : parseArea(text.text);
    // "Kitchen 3.45 x 2.80" names the room and gives its size.
    const name = roomName(dims ? withoutSizes(text.text) : text.text, text.confidence);
    return { text, centre, room, dims, area, name };
  });
  // A size written just under a room's name belongs to that room even where it spills over the
  // room's outline (a small room, a size set below the name near a wall).
  for (const item of read) {
    if (!item.dims || item.room >= 0) continue;
    const owner = read.find(
      (other) => other.name && other.room >= 0 && isUnder(item.text.box, other.text.box),
    );
    if (owner) item.room = owner.room;
  }
  const singles: Array<{ room: number; value: number; horizontal: boolean }> = [];
  for (const { text, centre, room, dims, area, name } of read) {
    const kind: FloorPlanLabel['kind'] = dims || (area && !name) ? 'dimension' : name ? 'room-name' : 'other';
    // An area written in a room: its floor in pixels against it gives one estimate.
    if (area && room >= 0) {
      const shape = rooms[room]!;
      roomSamples.push(Math.sqrt((shape.area ?? polygonArea(shape.polygon)) / area));
    }
    if (kind === 'other' && text.confidence < 60) continue;
    const label = (shown: string, as: FloorPlanLabel['kind']): FloorPlanLabel => ({
      text: shown,
      kind: as,
      box: {
        x: round(text.box.x),
        y: round(text.box.y),
        width: round(text.box.width),
        height: round(text.box.height),
      },
      confidence: Math.round(text.confidence),
    });
    if (dims && name) labels.push(label(name, 'room-name'), label(text.text, 'dimension'));
    else labels.push(label(dims ? text.text : (name ?? text.text), kind));
    if (name && room >= 0) names[room]!.push(name);
    if (dims?.length === 2 && room >= 0 && !sizes[room]) {
      const [a, b] = [...dims].sort((p, q) => q - p) as [number, number];
      // The polygon runs through the outermost floor pixels: one pixel short of the clear size.
      const bounds = boundsOf(rooms[room]!.polygon);
      const box = { width: bounds.width + 1, height: bounds.height + 1 };
      const [long, short] = [Math.max(box.width, box.height), Math.min(box.width, box.height)];
      sizes[room] = box.width >= box.height ? { width: a, depth: b } : { width: b, depth: a };
      roomSamples.push(long / a, short / b);
    }
    if (dims?.length === 1 && room >= 0)
      singles.push({ room, value: dims[0]!, horizontal: text.box.width >= text.box.height });
    if (dims?.length === 1 && room < 0) {
      // A figure set along a side of the building (read turned) is a column of its chain: transposed,
      // the chains down the sides are read as those along the top and bottom.
      if (text.box.height > text.box.width * 1.5)
        sideways.push({ value: dims[0]!, centre: { x: centre.y, y: centre.x }, height: text.box.width });
      else outside.push({ value: dims[0]!, centre, height: text.box.height });
    }
  }
  // One length alone in a room runs along the text: a level line gives the room's width, an upright
  // one its depth (rooms that also carry a pair are measured by the pair).
  for (const { room, value, horizontal } of singles) {
    if (sizes[room]) continue;
    const bounds = boundsOf(rooms[room]!.polygon);
    roomSamples.push((horizontal ? bounds.width + 1 : bounds.height + 1) / value);
  }
  // Figures along a dimension chain measure the stretches between its ticks, not the building.
  const chains = dimensionChains(outside);
  const sideChains = dimensionChains(sideways);
  const samples = [...roomSamples, ...chains.samples, ...sideChains.samples];
  if (samples.length < 2 && building) {
    // The building's overall width is the largest figure above or below it (the others measure parts
    // of it), its depth the largest beside it.
    let width = 0;
    let depth = 0;
    for (const [i, { value, centre }] of outside.entries()) {
      if (chains.chained.has(i)) continue;
      const beside = centre.x > building.x && centre.x < building.x + building.width;
      const aside = centre.y > building.y && centre.y < building.y + building.height;
      if (beside && !aside) width = Math.max(width, value);
      else if (aside && !beside) depth = Math.max(depth, value);
    }
    if (width) samples.push(building.width / width);
    if (depth) samples.push(building.height / depth);
  }
  return {
    labels,
    // A key letter only names a room that carries no written name (a table drawn as a circle reads "O").
    names: names.map((list) => {
      const words = list.filter((n) => n.length > 1);
      const chosen = words.length ? words : list;
      return chosen.length ? [...new Set(chosen)].join(' / ') : null;
    }),
    sizes,
    samples,
  };
}

function polygonArea(polygon: Point2[]): number {
  let twice = 0;
  polygon.forEach((p, i) => {
    const q = polygon[(i + 1) % polygon.length]!;
    twice += p.x * q.y - q.x * p.y;
  });
  return Math.abs(twice) / 2;
}

/** Whether `box` sits just below `above`, overlapping it across (within two of its line heights). */
function isUnder(box: Box, above: Box): boolean {
  const gap = box.y - (above.y + above.height);
  const overlap = Math.min(box.x + box.width, above.x + above.width) - Math.max(box.x, above.x);
  return (
    gap >= -above.height / 2 && gap <= above.height * 2 && overlap > Math.min(box.width, above.width) / 2
  );
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A line with its sizes (and anything in brackets) taken out: what may name the room. */
function withoutSizes(text: string): string {
  const words = sizeWords(text.replace(/\([^)]*\)/g, ' '));
  const run = sizeRun(words);
  return run ? [...words.slice(0, run.from), ...words.slice(run.to)].join(' ') : text;
}

/**
 * A dimension string, alone or inside a longer line ("Kitchen 3.60 x 4.20"). Listings often give each
 * side in both units, the second in brackets ("3.45m (11'4\") x 2.80m (9'2\")"): the bracketed ones are
 * set aside when the line does not read as it is.
 */
export function findDimensions(text: string): number[] | null {
  for (const candidate of [text, text.replace(/\([^)]*\)/g, ' ')]) {
    const whole = parseDimensions(candidate);
    if (whole) return whole;
    const run = sizeRun(sizeWords(candidate));
    if (run) return run.values;
  }
  return null;
}

function sizeWords(text: string): string[] {
  return text.replace(/[×X]/g, ' x ').split(/\s+/).filter(Boolean);
}

/** The longest run of words that reads as a pair of lengths ("3.60 x 4.20" in "Bedroom 2 3.60 x 4.20"). */
function sizeRun(words: string[]): { values: number[]; from: number; to: number } | null {
  for (let length = words.length; length >= 3; length--)
    for (let from = 0; from + length <= words.length; from++) {
      const run = words.slice(from, from + length);
      const values = run.includes('x') ? parseDimensions(run.join(' ')) : null;
      if (values?.length === 2) return { values, from, to: from + length };
    }
  return null;
}

/**
 * A room name: the words of the line (OCR debris stripped) when one of them names a room, a number
 * kept after a name ("Bedroom 2") or a fraction before one ("1/2 Bath"). A lone capital letter with
 * high confidence is a key letter, as old plans label rooms.
 */
export function roomName(text: string, confidence: number): string | null {
  const trimmed = text.trim();
  // O and I are what circles and posts read as.
  if (/^[A-HJ-NP-Z]$/.test(trimmed)) return confidence >= 80 ? trimmed : null;
  const tokens = trimmed
    .split(/\s+/)
    .map((t) => t.replace(/^[^A-Za-z0-9/]+|[^A-Za-z0-9/]+$/g, ''))
    // "W.C." is a word; "Kitchen/Diner" and "Study/Bedroom" are one name for two uses.
    .map((t) => (/^([A-Za-z]\.)+[A-Za-z]?$/.test(t) ? t.replace(/\./g, '') : t))
    .filter((t) => /^[A-Za-z][A-Za-z-]*(\/[A-Za-z][A-Za-z-]*)*$/.test(t) || /^\d{1,2}(\/\d)?$/.test(t))
    // A lone letter, or two small ones ("re" after "Pantry"), is debris of a stroke or a turned word.
    .filter((t) => (t.length > 1 && !/^[a-z]{2}$/.test(t)) || /\d/.test(t));
  const isRoomWord = (t: string) => {
    const lower = t.toLowerCase();
    return roomWords.has(lower.replace(/-/g, '')) || lower.split(/[-/]/).some((part) => roomWords.has(part));
  };
  const first = tokens.findIndex(isRoomWord);
  if (first < 0) return null;
  const kept = tokens.filter(
    (t, i) => !/^\d/.test(t) || (i > 0 && i >= first) || (t.includes('/') && i + 1 === first),
  );
  return kept.join(' ') || null;
}

export function boundsOf(points: Point2[]): Box {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** Even-odd test: whether `p` lies inside `polygon` (used to name rooms and to score tests). */
export function contains(polygon: Point2[], p: Point2): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

function round(v: number): number {
  return Math.round(v);
}
