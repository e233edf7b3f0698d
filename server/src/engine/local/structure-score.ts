import { imageToLab } from '../image/color';
import { boxBlur, softBlur } from '../image/filters';
import type { RgbImage } from '../image/raster';
import { resizeRgb } from '../image/raster';

/**
 * Structure score: how much of a room's edge structure (walls, windows, doors, furniture outlines)
 * an output keeps, in [0, 1].
 *
 * Both images are compared at 384 px on the long side, where only structural edges survive and
 * texture and noise do not. An edge is a local maximum of the CIELAB gradient (so a recoloured wall
 * still has its edges even where lightness barely changes). A strong edge of one image counts as kept
 * when the other image has at least a weak edge of similar orientation within 2 px. The score is the
 * harmonic mean of both directions, weighted by edge strength: a lost window frame and a new edge drawn
 * across a smooth wall both lower it. Identical images score 1; unrelated rooms score far below 0.5.
 */
export async function structureScore(
  input: RgbImage,
  output: RgbImage,
  options: {
    ignore?: Uint8Array;
    /**
     * Where the input's edges may fade (they are not counted as lost; new edges there still count):
     * the outline of a surface painted to the colour of its neighbour (a dark wall painted white
     * beside a white frame) loses its contrast by design. There, too, an edge the input shows only
     * faintly may come out strong (a white wall painted mustard under its white ceiling): the paint line
     * sharpens a corner the photo already had. Where the photo had no edge at all (a blotch inside a
     * plain wall) a new edge still counts against the score.
     */
    mayFade?: Uint8Array;
  } = {},
): Promise<number> {
  const { width, height, edges: edgesA, faintNear } = await inputEdges(input);
  const b = await resizeRgb(output, width, height);
  const ignore = options.ignore ? shrunkOnce(options.ignore, input, width, height) : null;
  let fade = options.mayFade ? shrunkOnce(options.mayFade, input, width, height) : null;
  if (fade && ignore) fade = fade.map((v, i) => v | ignore[i]!);
  const edgesB = edgeField(b);
  const keptA = recall(edgesA, edgesB, width, height, fade ?? ignore);
  const keptB = recall(edgesB, edgesA, width, height, ignore, fade && { at: fade, near: faintNear });
  if (keptA.total === 0 && keptB.total === 0) return 1;
  const r = keptA.total > 0 ? keptA.kept / keptA.total : 1;
  const p = keptB.total > 0 ? keptB.kept / keptB.total : 1;
  const score = r + p > 0 ? (2 * r * p) / (r + p) : 0;
  return Math.round(score * 1000) / 1000;
}

const scoringSide = 384;

/** Edges of an input image, computed once per image object: renders score several outputs against one. */
const inputEdgeCache = new WeakMap<
  RgbImage,
  Promise<{ width: number; height: number; edges: EdgeField; faintNear: Uint8Array }>
>();

function inputEdges(input: RgbImage) {
  let cached = inputEdgeCache.get(input);
  if (!cached) {
    const scale = Math.min(1, scoringSide / Math.max(input.width, input.height));
    const width = Math.max(8, Math.round(input.width * scale));
    const height = Math.max(8, Math.round(input.height * scale));
    cached = resizeRgb(input, width, height).then((a) => {
      const edges = edgeField(a);
      const faint = { bin: edgeBins(edges, width, height, faintEdge) };
      return { width, height, edges, faintNear: nearOrientations(faint, width, height) };
    });
    inputEdgeCache.set(input, cached);
    cached.catch(() => inputEdgeCache.delete(input));
  }
  return cached;
}

/**
 * Computes the input's half of the score ahead of time, e.g. while the detector thread is busy. The
 * image must not be modified afterwards (the engine never modifies a decoded input).
 */
export async function prepareStructureScore(input: RgbImage): Promise<void> {
  await inputEdges(input);
}
const strongEdge = 7;
const weakEdge = 2.5;
/** An edge the eye barely sees (a white wall meeting a white ceiling in soft light). */
const faintEdge = 1;
const bins = 8;
const tolerance = 2;

interface EdgeField {
  magnitude: Float32Array;
  /** The gradient of the strongest channel (for binning at another threshold). */
  gx: Float32Array;
  gy: Float32Array;
  /** Orientation bin 0..7 (mod 180 degrees) of local maxima, -1 elsewhere. */
  bin: Int8Array;
}

function edgeField(image: RgbImage): EdgeField {
  const { width, height } = image;
  const lab = imageToLab(image);
  const channels = [lab.L, lab.a, lab.b].map((plane) => softBlur(plane, width, height, 2));
  const n = width * height;
  const gx = new Float32Array(n);
  const gy = new Float32Array(n);
  const magnitude = new Float32Array(n);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      // Di Zenzo-style colour gradient: the channel with the strongest change sets the direction.
      let best = 0;
      for (const plane of channels) {
        const dx = (plane[i + 1]! - plane[i - 1]!) / 2;
        const dy = (plane[i + width]! - plane[i - width]!) / 2;
        const m = dx * dx + dy * dy;
        magnitude[i] = magnitude[i]! + m;
        if (m > best) {
          best = m;
          gx[i] = dx;
          gy[i] = dy;
        }
      }
      magnitude[i] = Math.sqrt(magnitude[i]!);
    }
  }
  return { magnitude, bin: edgeBins({ magnitude, gx, gy }, width, height, weakEdge), gx, gy };
}

/** Orientation bins of the local maxima of the gradient at least `threshold` strong (-1 elsewhere). */
function edgeBins(
  field: Pick<EdgeField, 'magnitude' | 'gx' | 'gy'>,
  width: number,
  height: number,
  threshold: number,
): Int8Array {
  const { magnitude, gx, gy } = field;
  const bin = new Int8Array(width * height).fill(-1);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const m = magnitude[i]!;
      if (m < threshold) continue;
      const angle = (Math.atan2(gy[i]!, gx[i]!) + Math.PI) % Math.PI;
      // Non-maximum suppression along the gradient keeps edges one pixel wide.
      const ox = Math.round(Math.cos(angle));
      const oy = Math.round(Math.sin(angle));
      if (m < magnitude[i + oy * width + ox]! || m < magnitude[i - oy * width - ox]!) continue;
      bin[i] = Math.floor((angle / Math.PI) * bins) % bins;
    }
  }
  return bin;
}

function recall(
  from: EdgeField,
  to: EdgeField,
  width: number,
  height: number,
  ignore: Uint8Array | null,
  /** Where `from`'s edges may instead match these (the input's faint edges). */
  alternative: { at: Uint8Array; near: Uint8Array } | null = null,
) {
  const near = nearOrientations(to, width, height);
  let kept = 0;
  let total = 0;
  for (let i = 0; i < width * height; i++) {
    const k = from.bin[i]!;
    const m = from.magnitude[i]!;
    if (k < 0 || m < strongEdge || (ignore && ignore[i])) continue;
    total += m;
    // The same orientation bin or either neighbour.
    const wanted = (1 << k) | (1 << ((k + 1) % bins)) | (1 << ((k + bins - 1) % bins));
    if (near[i]! & wanted || (alternative?.at[i] && alternative.near[i]! & wanted)) kept += m;
  }
  return { kept, total };
}

/**
 * For each pixel, one bit per orientation bin (8 bins, one byte) that has a weak edge of the image within
 * `tolerance` px: a square dilation by OR, one pass across and one down.
 */
function nearOrientations(edges: Pick<EdgeField, 'bin'>, width: number, height: number): Uint8Array {
  const n = width * height;
  const bits = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const k = edges.bin[i]!;
    if (k >= 0) bits[i] = 1 << k;
  }
  const across = new Uint8Array(n);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let any = 0;
      const to = Math.min(width - 1, x + tolerance);
      for (let xx = Math.max(0, x - tolerance); xx <= to; xx++) any |= bits[row + xx]!;
      across[row + x] = any;
    }
  }
  const near = new Uint8Array(n);
  for (let y = 0; y < height; y++) {
    const from = Math.max(0, y - tolerance);
    const to = Math.min(height - 1, y + tolerance);
    for (let x = 0; x < width; x++) {
      let any = 0;
      for (let yy = from; yy <= to; yy++) any |= across[yy * width + x]!;
      near[y * width + x] = any;
    }
  }
  return near;
}

/** Per mask: a render scores a few attempts, and the ideas of one photo share their masks. */
const shrunk = new WeakMap<Uint8Array, { input: RgbImage; mask: Uint8Array }>();

/** The mask at the scoring size (read, never written: it may be shared). */
function shrunkOnce(mask: Uint8Array, input: RgbImage, w: number, h: number): Uint8Array {
  const hit = shrunk.get(mask);
  if (hit && hit.input === input) return hit.mask;
  const small = shrinkMask(mask, input.width, input.height, w, h);
  shrunk.set(mask, { input, mask: small });
  return small;
}

function shrinkMask(mask: Uint8Array, width: number, height: number, w: number, h: number): Uint8Array {
  const out = new Uint8Array(w * h);
  // The column each input column falls in, once: the mask is full size (12 MP for a phone photo).
  const column = new Int32Array(width);
  for (let x = 0; x < width; x++) column[x] = Math.min(w - 1, Math.floor((x * w) / width));
  for (let y = 0; y < height; y++) {
    const row = Math.min(h - 1, Math.floor((y * h) / height)) * w;
    const from = y * width;
    for (let x = 0; x < width; x++) if (mask[from + x]) out[row + column[x]!] = 1;
  }
  // Edges at the border of an intended change belong to the change.
  const grown = boxBlur(Float32Array.from(out), w, h, tolerance + 1);
  return Uint8Array.from(grown, (v) => (v > 0 ? 1 : 0));
}
