import { lFromY, yFromL, type LabImage } from '../image/color';
import { clamp, coarseBlur, upsample } from '../image/filters';

/** The floor finishes the offline engine can lay. */
export type FloorMaterial = 'wood' | 'tile' | 'stone' | 'concrete' | 'carpet' | 'tatami' | 'weave';

const materialWords: Array<[FloorMaterial, RegExp]> = [
  ['tile', /\b(tile|tiles|terracotta|saltillo|encaustic|ceramic|porcelain|terrazzo)\b/i],
  ['stone', /\b(marble|travertine|limestone|slate|stone|granite|calacatta|flagstone)\b/i],
  ['concrete', /\b(concrete|cement|microcement|screed|resin)\b/i],
  ['tatami', /\btatami\b/i],
  ['weave', /\b(jute|sisal|seagrass)\b/i],
  ['carpet', /\b(carpet|wool|rug)\b/i],
];

/** The material a floor colour's name stands for ("Saltillo Tile" is tile, "Walnut" is wood). */
export function floorMaterialOf(name: string): FloorMaterial {
  for (const [material, words] of materialWords) if (words.test(name)) return material;
  return 'wood';
}

/** How a material is described in text ("oak planks", "tiles"). */
export function floorMaterialNoun(material: FloorMaterial): string {
  return {
    wood: 'planks',
    tile: 'tiles',
    stone: 'slabs',
    concrete: 'concrete',
    carpet: 'carpet',
    tatami: 'mats',
    weave: 'weave',
  }[material];
}

/** "white oak planks", "saltillo tiles", "polished concrete": the material named once. */
export function floorPhrase(name: string): string {
  const lower = name.toLowerCase();
  const noun = floorMaterialNoun(floorMaterialOf(name));
  const singular = noun.replace(/s$/, '');
  if (lower.endsWith(` ${singular}`) || lower === singular)
    return lower.replace(new RegExp(`${singular}$`), noun);
  if (
    /\b(concrete|carpet|tile|marble|limestone|travertine|jute|sisal|tatami)\b/.test(lower) &&
    noun !== 'planks'
  )
    return lower.endsWith('tile') ? `${lower}s` : lower;
  return `${lower} ${noun}`;
}

/** Outdoors a plank or carpet colour becomes stone paving of that tone: a drive is not laid in oak. */
export function pavingMaterialOf(name: string): FloorMaterial {
  const material = floorMaterialOf(name);
  return ['wood', 'carpet', 'tatami', 'weave'].includes(material) ? 'stone' : material;
}

/** "stone in a white oak tone", "dark concrete", "terracotta tiles". */
export function pavingPhrase(name: string): string {
  const material = floorMaterialOf(name);
  if (['wood', 'carpet', 'tatami', 'weave'].includes(material))
    return `stone in a ${name.toLowerCase()} tone`;
  return floorPhrase(name);
}

/** The floor plane as the camera sees it: a ground plane below a level horizon. */
export interface FloorView {
  /** Horizon (eye level) in pixels; floor pixels lie below it. */
  horizonY: number;
  /** Where the receding lines meet, in pixels. */
  centreX: number;
  /** Focal length in pixels. */
  focal: number;
  /** Plane units per pixel across the bottom row: sets how big planks and tiles look. */
  scale: number;
}

/**
 * The floor plane's perspective from its mask and the line detector's horizon: a ground plane seen by a
 * level camera maps (x, y) to plane coordinates X = (x - cx) / (y - h), Z = f / (y - h) (a homography),
 * so planks converge on the vanishing point and shrink with distance as the photo's own lines do.
 */
export function floorView(
  mask: Float32Array,
  width: number,
  height: number,
  lines: {
    horizonY: number;
    vanishingPoint: { x: number; y: number } | null;
    segments?: Array<{ x1: number; y1: number; x2: number; y2: number; orientation: string }>;
  },
): FloorView | null {
  const rows: number[] = [];
  for (let y = 0; y < height; y += 2) {
    let k = 0;
    for (let x = 0; x < width; x += 4) if (mask[y * width + x]! > 0.5) k++;
    if (k > 2) rows.push(y);
  }
  if (rows.length < 4) return null;
  const top = rows[Math.floor(rows.length * 0.03)]!;
  const bottom = rows[rows.length - 1]!;
  // The floor is below eye level: a horizon estimate that crosses the floor is moved above it.
  // The floor's own vanishing point (where its edges and old board seams meet) beats the photo's.
  const own = floorVanishingPoint(mask, width, height, lines.segments ?? []);
  let horizonY = clamp(own?.y ?? lines.horizonY, 0.2, 0.75) * height;
  horizonY = Math.min(horizonY, top - 0.06 * height);
  const centreX = clamp(own?.x ?? lines.vanishingPoint?.x ?? 0.5, 0.05, 0.95) * width;
  // About nine planks (or five tiles) across the nearest row of floor, as in a typical room photo.
  const scale = 9 / width;
  return { horizonY, centreX, focal: 0.9 * width, scale: scale * (bottom - horizonY) };
}

/**
 * Where the floor's receding lines meet (0..1 coordinates): the photo's line segments that lie on the
 * floor or along its edge (skirting, old seams, a rug's sides), intersected pairwise, the median of the
 * meeting points above the floor. Null when fewer than two such lines disagree in direction.
 */
export function floorVanishingPoint(
  mask: Float32Array,
  width: number,
  height: number,
  segments: ReadonlyArray<{ x1: number; y1: number; x2: number; y2: number; orientation: string }>,
): { x: number; y: number } | null {
  const onFloor = (x: number, y: number) => {
    for (const dy of [0, 0.015, 0.03]) {
      const px = Math.min(width - 1, Math.max(0, Math.round(x * width)));
      const py = Math.min(height - 1, Math.max(0, Math.round((y + dy) * height)));
      if (mask[py * width + px]! > 0.5) return true;
    }
    return false;
  };
  const floorLines = segments.filter(
    (s) => s.orientation === 'receding' && onFloor((s.x1 + s.x2) / 2, (s.y1 + s.y2) / 2),
  );
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < floorLines.length; i++) {
    for (let j = i + 1; j < floorLines.length; j++) {
      const p = floorLines[i]!;
      const q = floorLines[j]!;
      // In pixels, so that angles are true.
      const [ax, ay, bx, by] = [p.x1 * width, p.y1 * height, p.x2 * width, p.y2 * height];
      const [cx, cy, dx, dy] = [q.x1 * width, q.y1 * height, q.x2 * width, q.y2 * height];
      const d1x = bx - ax;
      const d1y = by - ay;
      const d2x = dx - cx;
      const d2y = dy - cy;
      const cross = d1x * d2y - d1y * d2x;
      const sin = Math.abs(cross) / (Math.hypot(d1x, d1y) * Math.hypot(d2x, d2y));
      if (sin < 0.17) continue; // under 10 degrees apart: their meeting point is noise
      const t = ((cx - ax) * d2y - (cy - ay) * d2x) / cross;
      const x = (ax + t * d1x) / width;
      const y = (ay + t * d1y) / height;
      if (x < -0.5 || x > 1.5 || y < -0.2 || y > 0.8) continue;
      xs.push(x);
      ys.push(y);
    }
  }
  if (xs.length === 0) return null;
  const median = (values: number[]) => values.sort((p, q) => p - q)[values.length >> 1]!;
  return { x: median(xs), y: median(ys) };
}

/**
 * Lab albedo of the material at plane point (u, v), written into `out` (no array per pixel);
 * `footprint` is the pixel's size in plane units.
 */
type Texture = (u: number, v: number, footprint: number, out: number[]) => void;

function setLab(out: number[], L: number, a: number, b: number): void {
  out[0] = L;
  out[1] = a;
  out[2] = b;
}

function hash(x: number, y: number): number {
  let h = (Math.imul(x | 0, 374761393) + Math.imul(y | 0, 668265263)) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

function valueNoise(x: number, y: number): number {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const fx = x - xi;
  const fy = y - yi;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const top = hash(xi, yi) + (hash(xi + 1, yi) - hash(xi, yi)) * sx;
  const bottom = hash(xi, yi + 1) + (hash(xi + 1, yi + 1) - hash(xi, yi + 1)) * sx;
  return top + (bottom - top) * sy;
}

/** 0 inside a tile or plank, 1 on its joint, faded where joints are finer than a pixel (no aliasing). */
function joint(t: number, width: number, footprint: number): number {
  const d = Math.abs(t - Math.round(t));
  const band = Math.max(width, footprint) / 2;
  return (d < band ? 1 - d / band : 0) * Math.min(1, width / footprint);
}

const boardsPerUnit = 1.5;

function textureFor(material: FloorMaterial, base: readonly number[], seed: number): Texture {
  const [L0, a0, b0] = base as [number, number, number];
  // Grout is light beside dark tiles and dark beside light ones, as real grout reads.
  const grout = L0 > 55 ? L0 - 22 : L0 + 18;
  switch (material) {
    case 'wood':
      return (plane, v, planeFootprint, out) => {
        // Boards two thirds of the plane's unit wide: about 13 across the nearest row of floor (a
        // typical photo's near row is 2.5-3 m: boards of 20-23 cm; at 9 across they read 30-35 cm,
        // wider than the kitchen's cabinet doors).
        const u = plane * boardsPerUnit;
        const fp = planeFootprint * boardsPerUnit;
        const plank = Math.floor(u);
        const length = 6;
        const offset = hash(plank, seed) * length;
        const board = Math.floor((v + offset) / length);
        const tone = (hash(plank * 31 + board, seed + 7) - 0.5) * 10;
        const detail = clamp(1 - fp * 3, 0, 1);
        // Grain runs along the board: streaks narrow across it (u) and long along it (v), never bands
        // across the planks (those read as tiles).
        const across = u - plank;
        const grain =
          ((valueNoise(u * 16, v * 0.35 + board * 3.7) - 0.5) * 5 +
            Math.sin(across * 22 + valueNoise(u * 3, v * 0.25) * 7) * 1.2) *
          detail;
        const seam = Math.max(
          joint(u, 0.035 * boardsPerUnit, fp),
          joint((v + offset) / length, 0.012, fp / length),
        );
        setLab(out, L0 + tone + grain - seam * 16, a0 + tone * 0.08, b0 + tone * 0.2);
      };
    case 'tile':
    case 'stone': {
      const size = material === 'tile' ? 1.6 : 2.4;
      return (u, v, fp, out) => {
        const tu = u / size;
        const tv = v / (material === 'stone' ? size * 0.7 : size);
        const cell = hash(Math.floor(tu), Math.floor(tv) + seed * 101);
        const spread = material === 'stone' ? 9 : 3;
        const mottle =
          material === 'stone' ? (valueNoise(u * 3, v * 3) - 0.5) * 8 * clamp(1 - fp * 2, 0, 1) : 0;
        const g = Math.max(joint(tu, 0.04, fp / size), joint(tv, 0.04, fp / size));
        const L = L0 + (cell - 0.5) * spread + mottle;
        setLab(out, L + (grout - L) * g, a0 * (1 - g * 0.7), b0 * (1 - g * 0.7));
      };
    }
    case 'concrete':
      return (u, v, fp, out) => {
        const cloud =
          (valueNoise(u * 0.5, v * 0.5) - 0.5) * 8 +
          (valueNoise(u * 3, v * 3) - 0.5) * 3 * clamp(1 - fp, 0, 1);
        setLab(out, L0 + cloud, a0, b0);
      };
    case 'carpet':
      return (u, v, fp, out) => {
        const pile = (valueNoise(u * 20, v * 20) - 0.5) * 5 * clamp(1 - fp * 10, 0, 1);
        setLab(out, L0 + pile + (valueNoise(u, v) - 0.5) * 3, a0, b0);
      };
    case 'tatami':
      return tatamiTexture(L0, a0, b0, seed);
    case 'weave':
      return weaveTexture(L0, a0, b0);
  }
}

/**
 * Sisal, jute or seagrass: a basket weave of small squares (a sixth of a plane unit, about 5 cm) whose
 * ribs run one way and the next square's the other, the fibre's tone varying along them. A plain pile
 * read as a flat khaki carpet.
 */
function weaveTexture(L0: number, a0: number, b0: number): Texture {
  const square = 1 / 6;
  return (u, v, fp, out) => {
    const su = Math.floor(u / square);
    const sv = Math.floor(v / square);
    const acrossRibs = (su + sv) % 2 === 0 ? u : v;
    const detail = clamp(1 - fp * 6, 0, 1);
    const rib = Math.sin((acrossRibs / square) * Math.PI * 2 * 2) * 3 * detail;
    const fibre = (valueNoise(u * 30, v * 30) - 0.5) * 4 * detail;
    const squareEdge = Math.max(joint(u / square, 0.08, fp / square), joint(v / square, 0.08, fp / square));
    setLab(out, L0 + rib + fibre - squareEdge * 5, a0, b0 * (1 + (rib + fibre) * 0.02));
  };
}

/**
 * Tatami mats, 3 x 6 plane units (about 90 x 180 cm) in a running bond, their long edges bound in dark
 * cloth (heri), the rush running along each mat in fine lines, each mat a touch lighter or darker (the
 * rush weathers unevenly). A plain pile read as yellow-green paint on the floor.
 */
function tatamiTexture(L0: number, a0: number, b0: number, seed: number): Texture {
  const matWidth = 3;
  const matLength = 6;
  return (u, v, fp, out) => {
    const row = Math.floor(v / matWidth);
    const shift = (row % 2) * (matLength / 2);
    const along = (u + shift) / matLength;
    const mat = Math.floor(along);
    const tone = (hash(mat * 17 + row, seed + 3) - 0.5) * 6;
    const detail = clamp(1 - fp * 4, 0, 1);
    // The rush: fine lines along the mat (u), faded where they are finer than a pixel.
    const rush =
      (Math.sin(((v % matWidth) / matWidth) * Math.PI * 2 * 28) * 1.5 +
        (valueNoise(u * 2, v * 40) - 0.5) * 3) *
      detail;
    // Cloth borders on the long edges (rows of mats meet along u), butt joints on the short ones.
    const border = joint(v / matWidth, 0.06, fp / matWidth);
    const butt = joint(along, 0.006, fp / matLength);
    const L = L0 + tone + rush - butt * 10;
    setLab(out, L + (22 - L) * border, a0 * (1 - border), b0 * (1 - border * 0.8));
  };
}

/**
 * Lays a new floor inside the mask: the material's albedo in the floor's perspective, times the photo's
 * own light on the floor (each pixel's luminance over the floor's mean), so shadows under furniture,
 * light pools from windows and reflections stay where they were. Rugs and furniture are outside the mask
 * and stay in front. Writes into `out`; returns the share of the photo re-laid (mask > 0.5).
 */
export function relayFloor(args: {
  out: LabImage;
  original: LabImage;
  mask: Float32Array;
  view: FloorView;
  material: FloorMaterial;
  lab: readonly number[];
  strength: number;
  seed: number;
}): number {
  const { out, original, mask, view, material, strength } = args;
  const { width, height } = out;
  const floor = floorLightOf(original, mask);
  if (!floor) return 0;
  const { meanY, old, light } = floor;
  // A floor part-way toward the idea (a toned-down render) is the new material in a blended tone:
  // the old pattern never shows through (planks under "concrete").
  const blend = clamp(strength, 0, 1);
  const base = [0, 1, 2].map((c) => old[c]! + blend * (args.lab[c]! - old[c]!));
  const texture = textureFor(material, base, args.seed);
  // The photo's exposure carries over half-way: a dim room gets a dim new floor, not a glowing one.
  const exposure = clamp((meanY / Math.max(1e-3, yFromL(base[0]!))) ** 0.25, 0.7, 1.15);
  let laid = 0;
  const albedo = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    const depth = y - view.horizonY;
    if (depth <= 0.5) continue;
    const inv = 1 / depth;
    const footprint = Math.max(view.scale * inv, view.scale * view.focal * inv * inv);
    const v = view.scale * view.focal * inv;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      // The mask's own softness (its anti-aliased border) blends; the strength does not.
      const m = mask[i]!;
      if (m <= 0.002) continue;
      if (m > 0.5) laid++;
      const u = (x - view.centreX) * view.scale * inv;
      texture(u, v, footprint, albedo);
      const [tL, tA, tB] = albedo as [number, number, number];
      const L = clamp(lFromY(clamp(yFromL(tL) * light[i]! * exposure, 0, 1)), 0, 100);
      out.L[i] = out.L[i]! + m * (L - out.L[i]!);
      out.a[i] = out.a[i]! + m * (tA - out.a[i]!);
      out.b[i] = out.b[i]! + m * (tB - out.b[i]!);
    }
  }
  return laid / (width * height);
}

interface FloorLight {
  /** The floor's mean luminance. */
  meanY: number;
  /** The old floor's mean Lab colour. */
  old: [number, number, number];
  /** Per pixel, the light on the floor round it over the floor's mean. */
  light: Float32Array;
}

/** Log ratios of sharp to wide light between which the sharp light takes over (1.6x to 3x). */
const lightEdgeFrom = Math.log(1.6);
const lightEdgeTo = Math.log(3);

/** Per mask: the ideas of one photo lay their floors in the same light. */
const floorLights = new WeakMap<Float32Array, { original: LabImage; floor: FloorLight | null }>();

/**
 * The light on the floor, without the old floor's own pattern: luminance averaged inside the floor over
 * a wide radius (a few boards wide, computed at a quarter of the size) keeps window light, shadows under
 * furniture and soft reflections, but not the old boards' seams or tones.
 */
function floorLightOf(original: LabImage, mask: Float32Array): FloorLight | null {
  const hit = floorLights.get(mask);
  if (hit && hit.original === original) return hit.floor;
  const { width, height } = original;
  const ym = new Float32Array(mask.length);
  const mm = new Float32Array(mask.length);
  const old: [number, number, number] = [0, 0, 0];
  let sumY = 0;
  let weight = 0;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i]! < 0.5) continue;
    ym[i] = yFromL(original.L[i]!);
    mm[i] = 1;
    sumY += ym[i]!;
    weight++;
    old[0] += original.L[i]!;
    old[1] += original.a[i]!;
    old[2] += original.b[i]!;
  }
  let floor: FloorLight | null = null;
  if (weight >= 50) {
    const meanY = sumY / weight;
    const radius = Math.max(8, Math.round(width / 16));
    const blurredY = coarseBlur(ym, width, height, radius);
    const blurredM = coarseBlur(mm, width, height, radius);
    const light = new Float32Array(mask.length);
    const sharp = sharpLight(ym, mask, blurredY, blurredM, width, height);
    for (let i = 0; i < mask.length; i++) {
      if (mask[i]! <= 0.002) continue;
      const wide = blurredM[i]! > 0.05 ? blurredY[i]! / blurredM[i]! : yFromL(original.L[i]!);
      // Where the sharp light departs strongly from the wide one, it is light, not the old floor's
      // pattern: a pool of sun, a shadow under the bed. A rug's grey squares differ by less and stay out.
      const ratio = Math.log(sharp[i]! / Math.max(1e-4, wide));
      const k = clamp((Math.abs(ratio) - lightEdgeFrom) / (lightEdgeTo - lightEdgeFrom), 0, 1);
      light[i] = clamp((wide * Math.exp(ratio * k)) / meanY, 0.12, 2.2);
    }
    floor = { meanY, old: [old[0] / weight, old[1] / weight, old[2] / weight], light };
  }
  floorLights.set(mask, { original, floor });
  return floor;
}

/**
 * The light on the floor with its sharp edges kept (a pool of sun through a window): the median of the
 * floor's log luminance (of each cell's mean) over a window a few boards wide, on a grid about 256 cells across. A median keeps
 * a step wider than its window (the edge of the light) and drops what is narrower (seams, one board's
 * tone). Pixels off the floor take the wide blur's light, so the walls beside it do not pull the median.
 */
function sharpLight(
  y: Float32Array,
  mask: Float32Array,
  blurredY: Float32Array,
  blurredM: Float32Array,
  width: number,
  height: number,
): Float32Array {
  const factor = Math.max(1, Math.round(width / 256));
  const radius = 6;
  const w = Math.ceil(width / factor);
  const h = Math.ceil(height / factor);
  const sum = new Float32Array(w * h);
  const count = new Float32Array(w * h);
  for (let py = 0; py < height; py++)
    for (let px = 0; px < width; px++) {
      const i = py * width + px;
      const j = Math.floor(py / factor) * w + Math.floor(px / factor);
      sum[j]! += mask[i]! >= 0.5 ? y[i]! : blurredM[i]! > 0.05 ? blurredY[i]! / blurredM[i]! : 0.2;
      count[j]!++;
    }
  // Log luminance from 1e-3 to 1 in 256 steps, for a histogram median.
  const lo = Math.log(1e-3);
  const bins = new Uint8Array(w * h);
  for (let j = 0; j < bins.length; j++)
    bins[j] = Math.round(clamp((Math.log(Math.max(1e-3, sum[j]! / count[j]!)) - lo) / -lo, 0, 1) * 255);
  const median = new Float32Array(w * h);
  const histogram = new Uint32Array(256);
  for (let cy = 0; cy < h; cy++)
    for (let cx = 0; cx < w; cx++) {
      histogram.fill(0);
      let n = 0;
      for (let yy = Math.max(0, cy - radius); yy <= Math.min(h - 1, cy + radius); yy++)
        for (let xx = Math.max(0, cx - radius); xx <= Math.min(w - 1, cx + radius); xx++) {
          histogram[bins[yy * w + xx]!]!++;
          n++;
        }
      let k = 0;
      let below = 0;
      while (below + histogram[k]! <= n / 2) below += histogram[k++]!;
      median[cy * w + cx] = Math.exp(lo + (k / 255) * -lo);
    }
  return upsample(median, w, h, width, height);
}
