import type { RgbImage } from '../image/raster';
import { keepSurfaceColours } from './surface-colours';

/**
 * Fills a hole patch by patch from its edge inwards, each patch copied from the best-matching patch
 * nearby (exemplar-based inpainting, after Criminisi, Pérez and Toyama 2004). The next patch to fill is
 * where most of its patch is known and an edge (a rug's border stripe, a skirting line, a plank joint)
 * runs into the hole, so lines carry on across the hole and texture fills between them at its own scale:
 * copied in tiles, a large hole on a striped rug became a patchwork of stripes at odd angles (ADR 070).
 *
 * Writes the filled pixels into `image` and marks them in `known`; returns how many it filled.
 */
export function exemplarFill(args: {
  image: RgbImage;
  /** 1 where the image's value is known (outside every hole, or filled already). */
  known: Uint8Array;
  /** Whether a known pixel may be copied (the hole's surface: not the sofa or the bag beside it). */
  source: (i: number) => boolean;
  /** The pixels to fill: one hole, or several. */
  target: Uint8Array;
  /** Half the patch's side; by default about 1/200 of the photo's width (5 px at 1024). */
  half?: number;
}): number {
  const { image, target } = args;
  let filled = 0;
  for (const crop of cropsOf(target, image.width, image.height)) filled += fillCrop(args, crop);
  return filled;
}

interface Crop {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The hole's own pixels (photo indices). */
  pixels: number[];
}

/**
 * Each 8-connected hole with its bounding box grown by the search's reach (1.2 times its size, at least
 * 24 px): sources further away see other light and, on a floor, another scale.
 */
function cropsOf(hole: Uint8Array, width: number, height: number): Crop[] {
  const seen = new Uint8Array(width * height);
  const crops: Crop[] = [];
  const stack: number[] = [];
  for (let start = 0; start < hole.length; start++) {
    if (!hole[start] || seen[start]) continue;
    let x0 = width;
    let y0 = height;
    let x1 = -1;
    let y1 = -1;
    seen[start] = 1;
    stack.push(start);
    const pixels: number[] = [];
    while (stack.length) {
      const i = stack.pop()!;
      pixels.push(i);
      const x = i % width;
      const y = (i - x) / width;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (hole[j] && !seen[j]) {
            seen[j] = 1;
            stack.push(j);
          }
        }
    }
    const reach = Math.max(24, Math.round(Math.max(x1 - x0, y1 - y0) * 1.2));
    crops.push({
      x0: Math.max(0, x0 - reach),
      y0: Math.max(0, y0 - reach),
      x1: Math.min(width, x1 + 1 + reach),
      y1: Math.min(height, y1 + 1 + reach),
      pixels,
    });
  }
  return crops;
}

/** One crop's working copy: colours, what is known, what may be copied, what is to be filled. */
interface CropState {
  width: number;
  height: number;
  /** Half a patch's side. */
  half: number;
  rgb: Float32Array;
  gray: Float32Array;
  known: Uint8Array;
  usable: Uint8Array;
  target: Uint8Array;
  /** How sure each known pixel is: 1 in the photo, less for each patch copied further in. */
  confidence: Float32Array;
}

function fillCrop(args: Parameters<typeof exemplarFill>[0], crop: Crop): number {
  const state = readCrop(args, crop);
  keepSurfaceColours(state.rgb, state.target, state.usable, state.width, state.height);
  const pool = sourcePool(state);
  if (!pool) return 0;
  let front: number[] = [];
  for (let i = 0; i < state.known.length; i++) if (onFront(state, i)) front.push(i);
  let filled = 0;
  while (front.length > 0) {
    const centre = highestPriority(state, front);
    const match = knownOfPatch(state, centre);
    const from = bestSource(state, pool, centre, match);
    filled += copyPatch(state, centre, from, match, args, crop);
    front = movedFront(state, front, centre);
  }
  return filled;
}

function readCrop(args: Parameters<typeof exemplarFill>[0], crop: Crop): CropState {
  const { image } = args;
  const width = crop.x1 - crop.x0;
  const height = crop.y1 - crop.y0;
  const n = width * height;
  const state: CropState = {
    width,
    height,
    half: args.half ?? Math.max(3, Math.min(6, Math.round(image.width / 200))),
    rgb: new Float32Array(n * 3),
    gray: new Float32Array(n),
    known: new Uint8Array(n),
    usable: new Uint8Array(n),
    target: new Uint8Array(n),
    confidence: new Float32Array(n),
  };
  for (const g of crop.pixels) {
    const gx = g % image.width;
    state.target[(Math.floor(g / image.width) - crop.y0) * width + gx - crop.x0] = 1;
  }
  const { rgb } = state;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const g = (crop.y0 + y) * image.width + crop.x0 + x;
      for (let c = 0; c < 3; c++) rgb[i * 3 + c] = image.data[g * 3 + c]!;
      state.gray[i] = 0.299 * rgb[i * 3]! + 0.587 * rgb[i * 3 + 1]! + 0.114 * rgb[i * 3 + 2]!;
      state.known[i] = args.known[g]!;
      state.usable[i] = state.known[i] && args.source(g) ? 1 : 0;
      state.confidence[i] = state.known[i]!;
    }
  return state;
}

/**
 * Centres of the patches that may be copied (every pixel usable), thinned to about 12000 where there are
 * more: the search's cost grows with them, and neighbouring patches of a texture match alike.
 */
function sourcePool({ usable, width, height, half }: CropState): Int32Array | null {
  const bad = new Int32Array((width + 1) * (height + 1));
  const at = (x: number, y: number) => y * (width + 1) + x;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      bad[at(x + 1, y + 1)] =
        (usable[y * width + x] ? 0 : 1) + bad[at(x + 1, y)]! + bad[at(x, y + 1)]! - bad[at(x, y)]!;
  const candidates: number[] = [];
  for (let y = half; y < height - half; y++)
    for (let x = half; x < width - half; x++) {
      const [x0, y0, x1, y1] = [x - half, y - half, x + half + 1, y + half + 1];
      if (bad[at(x1, y1)]! - bad[at(x1, y0)]! - bad[at(x0, y1)]! + bad[at(x0, y0)]! === 0)
        candidates.push(y * width + x);
    }
  if (candidates.length === 0) return null;
  const step = candidates.length > 12000 ? Math.ceil(Math.sqrt(candidates.length / 12000)) : 1;
  return Int32Array.from(
    step > 1
      ? candidates.filter((i) => (i % width) % step === 0 && Math.floor(i / width) % step === 0)
      : candidates,
  );
}

/** An unfilled hole pixel beside a known one. */
function onFront({ known, target, width, height }: CropState, i: number): boolean {
  if (known[i] || !target[i]) return false;
  const x = i % width;
  const y = (i - x) / width;
  return (
    (x > 0 && known[i - 1] === 1) ||
    (x < width - 1 && known[i + 1] === 1) ||
    (y > 0 && known[i - width] === 1) ||
    (y < height - 1 && known[i + width] === 1)
  );
}

/**
 * The front pixel to fill next: confidence (how much of its patch is known, and how surely) times how
 * strongly an edge runs into the hole there (the strongest gradient in its patch, across the front).
 */
function highestPriority(state: CropState, front: number[]): number {
  const { known, usable, gray, confidence, width, height, half } = state;
  const side = 2 * half + 1;
  let best = -1;
  let bestPriority = -1;
  for (const p of front) {
    const px = p % width;
    const py = (p - px) / width;
    let sum = 0;
    let strongest = 0;
    let isoX = 0;
    let isoY = 0;
    for (let y = Math.max(0, py - half); y <= Math.min(height - 1, py + half); y++)
      for (let x = Math.max(0, px - half); x <= Math.min(width - 1, px + half); x++) {
        const i = y * width + x;
        if (!known[i] || !usable[i]) continue;
        sum += confidence[i]!;
        const inner = x > 0 && x < width - 1 && y > 0 && y < height - 1;
        if (!inner || !known[i - 1] || !known[i + 1] || !known[i - width] || !known[i + width]) continue;
        const gx = (gray[i + 1]! - gray[i - 1]!) / 2;
        const gy = (gray[i + width]! - gray[i - width]!) / 2;
        if (gx * gx + gy * gy > strongest) [strongest, isoX, isoY] = [gx * gx + gy * gy, -gy, gx];
      }
    // The front's normal: the direction from known to unknown across it.
    let nx = 0;
    let ny = 0;
    for (let y = Math.max(0, py - 1); y <= Math.min(height - 1, py + 1); y++)
      for (let x = Math.max(0, px - 1); x <= Math.min(width - 1, px + 1); x++) {
        nx += (x - px) * known[y * width + x]!;
        ny += (y - py) * known[y * width + x]!;
      }
    const norm = Math.hypot(nx, ny) || 1;
    const edge = Math.abs(isoX * (nx / norm) + isoY * (ny / norm)) / 255;
    // Edges count half: at full weight the edge of a thing beside the hole (a mat's fringe) led the
    // fill and was carried deep into it.
    const priority = (sum / (side * side)) * (edge * 0.5 + 0.02);
    if (priority > bestPriority) [bestPriority, best] = [priority, p];
  }
  return best;
}

/** The known, usable pixels of the patch round `centre` (offsets from it, and their colours). */
function knownOfPatch(state: CropState, centre: number): { offsets: number[]; values: number[] } {
  const { known, usable, rgb, width, height, half } = state;
  const px = centre % width;
  const py = (centre - px) / width;
  const offsets: number[] = [];
  const values: number[] = [];
  for (let y = Math.max(0, py - half); y <= Math.min(height - 1, py + half); y++)
    for (let x = Math.max(0, px - half); x <= Math.min(width - 1, px + half); x++) {
      const i = y * width + x;
      if (!known[i] || !usable[i]) continue;
      offsets.push(i - centre);
      values.push(rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!);
    }
  return { offsets, values };
}

/**
 * The pool's patch most like the known part of the patch round `centre` (sum of squared differences),
 * with a mild pull towards nearby sources (the same light and, on a floor, the same scale).
 */
function bestSource(
  { rgb, width }: CropState,
  pool: Int32Array,
  centre: number,
  { offsets, values }: { offsets: number[]; values: number[] },
): number {
  const px = centre % width;
  const py = (centre - px) / width;
  const count = offsets.length;
  let from = -1;
  let bestCost = Infinity;
  for (const q of pool) {
    const dx = (q % width) - px;
    const dy = Math.floor(q / width) - py;
    let cost = (dx * dx + dy * dy) * 0.02 * count;
    for (let t = 0; t < count && cost < bestCost; t++) {
      const j = (q + offsets[t]!) * 3;
      const r = rgb[j]! - values[t * 3]!;
      const g = rgb[j + 1]! - values[t * 3 + 1]!;
      const b = rgb[j + 2]! - values[t * 3 + 2]!;
      cost += r * r + g * g + b * b;
    }
    if (cost < bestCost) [bestCost, from] = [cost, q];
  }
  return from;
}

/** Copies the patch at `from` into the unfilled hole pixels round `centre`; returns how many. */
function copyPatch(
  state: CropState,
  centre: number,
  from: number,
  match: { offsets: number[] },
  args: Parameters<typeof exemplarFill>[0],
  crop: Crop,
): number {
  const { known, usable, target, rgb, gray, confidence, width, height, half } = state;
  const side = 2 * half + 1;
  let sure = 0;
  for (const offset of match.offsets) sure += confidence[centre + offset]!;
  sure /= side * side;
  const px = centre % width;
  const py = (centre - px) / width;
  const out = args.image.data;
  let copied = 0;
  for (let y = Math.max(0, py - half); y <= Math.min(height - 1, py + half); y++)
    for (let x = Math.max(0, px - half); x <= Math.min(width - 1, px + half); x++) {
      const i = y * width + x;
      if (known[i] || !target[i]) continue;
      const j = from + (i - centre);
      const g = (crop.y0 + y) * args.image.width + crop.x0 + x;
      for (let c = 0; c < 3; c++) {
        rgb[i * 3 + c] = rgb[j * 3 + c]!;
        out[g * 3 + c] = rgb[i * 3 + c]!;
      }
      gray[i] = gray[j]!;
      known[i] = 1;
      usable[i] = 1;
      confidence[i] = sure;
      args.known[g] = 1;
      copied++;
    }
  return copied;
}

/** The front after a patch round `centre` was filled: less what is filled, plus the pixels round it. */
function movedFront(state: CropState, front: number[], centre: number): number[] {
  const { known, width, height, half } = state;
  const px = centre % width;
  const py = (centre - px) / width;
  const next = front.filter((i) => !known[i]);
  for (let y = Math.max(0, py - half - 1); y <= Math.min(height - 1, py + half + 1); y++)
    for (let x = Math.max(0, px - half - 1); x <= Math.min(width - 1, px + half + 1); x++) {
      if (Math.abs(x - px) <= half && Math.abs(y - py) <= half) continue;
      const i = y * width + x;
      if (onFront(state, i) && !next.includes(i)) next.push(i);
    }
  return next;
}
