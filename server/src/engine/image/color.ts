import type { RgbImage } from './raster';

/**
 * sRGB <-> CIELAB (D65). Lab is where the engine measures and moves colour: distances in it follow
 * perception, and lightness (L) carries the shading and texture that must survive a recolour.
 */
export interface LabImage {
  width: number;
  height: number;
  L: Float32Array;
  a: Float32Array;
  b: Float32Array;
}

const toLinear = new Float32Array(256);
for (let i = 0; i < 256; i++) {
  const c = i / 255;
  toLinear[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

// 4096-step table for linear -> sRGB 8-bit: precise enough and far cheaper than pow per pixel.
const gammaSteps = 4096;
const fromLinear = new Uint8Array(gammaSteps + 1);
for (let i = 0; i <= gammaSteps; i++) {
  const c = i / gammaSteps;
  const s = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
  fromLinear[i] = Math.max(0, Math.min(255, Math.round(s * 255)));
}

const Xn = 0.95047;
const Zn = 1.08883;
const epsilon = 216 / 24389;
const kappa = 24389 / 27;

// Table of the Lab companding function f(t) over [0, 1.1] with linear interpolation: Math.cbrt three
// times per pixel dominated whole-image conversion. Interpolation error stays below 1e-3 in L.
const fSteps = 8192;
const fMax = 1.1;
const fTable = new Float32Array(fSteps + 2);
for (let i = 0; i <= fSteps + 1; i++) {
  const t = (i / fSteps) * fMax;
  fTable[i] = t > epsilon ? Math.cbrt(t) : (kappa * t + 16) / 116;
}

function fFast(t: number): number {
  if (t <= 0) return 16 / 116 + (kappa * t) / 116;
  if (t >= fMax) return Math.cbrt(t);
  const p = (t / fMax) * fSteps;
  const i = p | 0;
  const w = p - i;
  return fTable[i]! + (fTable[i + 1]! - fTable[i]!) * w;
}

function f(t: number): number {
  return t > epsilon ? Math.cbrt(t) : (kappa * t + 16) / 116;
}

function fInv(t: number): number {
  const t3 = t * t * t;
  return t3 > epsilon ? t3 : (116 * t - 16) / kappa;
}

export function rgbToLab(r: number, g: number, b: number): [number, number, number] {
  const lr = toLinear[r] ?? 0;
  const lg = toLinear[g] ?? 0;
  const lb = toLinear[b] ?? 0;
  const x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / Xn;
  const y = 0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb;
  const z = (0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / Zn;
  const fy = f(y);
  return [116 * fy - 16, 500 * (f(x) - fy), 200 * (fy - f(z))];
}

function linearToByte(v: number): number {
  if (v <= 0) return 0;
  if (v >= 1) return 255;
  return fromLinear[Math.round(v * gammaSteps)] ?? 0;
}

export function labToRgb(L: number, a: number, b: number): [number, number, number] {
  const fy = (L + 16) / 116;
  const x = fInv(fy + a / 500) * Xn;
  const y = L > kappa * epsilon ? fy * fy * fy : L / kappa;
  const z = fInv(fy - b / 200) * Zn;
  const lr = 3.2404542 * x - 1.5371385 * y - 0.4985314 * z;
  const lg = -0.969266 * x + 1.8760108 * y + 0.041556 * z;
  const lb = 0.0556434 * x - 0.2040259 * y + 1.0572252 * z;
  return [linearToByte(lr), linearToByte(lg), linearToByte(lb)];
}

/** Whole-image conversion, inlined (no per-pixel tuples): it runs on a million pixels per render. */
export function imageToLab(image: RgbImage): LabImage {
  const n = image.width * image.height;
  const L = new Float32Array(n);
  const A = new Float32Array(n);
  const B = new Float32Array(n);
  const d = image.data;
  for (let i = 0; i < n; i++) {
    const lr = toLinear[d[i * 3]!]!;
    const lg = toLinear[d[i * 3 + 1]!]!;
    const lb = toLinear[d[i * 3 + 2]!]!;
    const x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / Xn;
    const y = 0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb;
    const z = (0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / Zn;
    const fx = fFast(x);
    const fy = fFast(y);
    const fz = fFast(z);
    L[i] = 116 * fy - 16;
    A[i] = 500 * (fx - fy);
    B[i] = 200 * (fy - fz);
  }
  return { width: image.width, height: image.height, L, a: A, b: B };
}

const labs = new WeakMap<RgbImage, LabImage>();

/**
 * A decoded photo's Lab planes, converted once (read, never write them): an ideation's analysis, masks
 * and renders share one decoded image, and per-photo caches (paint groups, floor light) key on these.
 */
export function labOfImage(image: RgbImage): LabImage {
  let lab = labs.get(image);
  if (!lab) {
    lab = imageToLab(image);
    labs.set(image, lab);
  }
  return lab;
}

/** Lab -> sRGB bytes written straight into `out` at `offset` (no allocation). */
export function writeLabAsRgb(L: number, a: number, b: number, out: Uint8Array, offset: number): void {
  const fy = (L + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - b / 200;
  const fx3 = fx * fx * fx;
  const fz3 = fz * fz * fz;
  const x = (fx3 > epsilon ? fx3 : (116 * fx - 16) / kappa) * Xn;
  const y = L > kappa * epsilon ? fy * fy * fy : L / kappa;
  const z = (fz3 > epsilon ? fz3 : (116 * fz - 16) / kappa) * Zn;
  out[offset] = linearToByte(3.2404542 * x - 1.5371385 * y - 0.4985314 * z);
  out[offset + 1] = linearToByte(-0.969266 * x + 1.8760108 * y + 0.041556 * z);
  out[offset + 2] = linearToByte(0.0556434 * x - 0.2040259 * y + 1.0572252 * z);
}

export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function rgbToHex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

export function hexToLab(hex: string): [number, number, number] {
  return rgbToLab(...hexToRgb(hex));
}

export function labToHex(L: number, a: number, b: number): string {
  return rgbToHex(...labToRgb(L, a, b));
}

/** CIE76 colour difference: good enough to rank colours and judge "moved toward". */
export function deltaE(p: readonly number[], q: readonly number[]): number {
  return Math.hypot((p[0] ?? 0) - (q[0] ?? 0), (p[1] ?? 0) - (q[1] ?? 0), (p[2] ?? 0) - (q[2] ?? 0));
}

/** CIE lightness L* (0..100) to relative luminance Y (0..1): light is multiplied in Y, not in L*. */
export const yFromL = (L: number) => {
  const f = (L + 16) / 116;
  return f > 6 / 29 ? f * f * f : (f - 16 / 116) * 3 * (6 / 29) ** 2;
};

/** Relative luminance Y (0..1) back to CIE lightness L*. */
export const lFromY = (Y: number) => (Y > 216 / 24389 ? 116 * Math.cbrt(Y) - 16 : (24389 / 27) * Y);

/** The median colour of some of a Lab image's pixels, plane by plane. */
export function medianLab(
  lab: Pick<LabImage, 'L' | 'a' | 'b'>,
  pixels: readonly number[],
): [number, number, number] {
  // A typed array sorts numerically without a comparator call per pair (this runs on whole walls).
  const median = (plane: Float32Array) => {
    const values = Float32Array.from(pixels, (i) => plane[i]!).sort();
    return values[values.length >> 1]!;
  };
  return [median(lab.L), median(lab.a), median(lab.b)];
}

/** How far apart two Lab colours are, lightness at half weight (as `labDistance`). */
export function labColourDistance(p: readonly number[], q: readonly number[]): number {
  return Math.hypot((p[0]! - q[0]!) * 0.5, p[1]! - q[1]!, p[2]! - q[2]!);
}

/** How far pixel `i` is from a Lab colour, lightness at half weight (shading matters less than hue). */
export function labDistance(lab: LabImage, i: number, colour: readonly number[]): number {
  return Math.hypot((lab.L[i]! - colour[0]!) * 0.5, lab.a[i]! - colour[1]!, lab.b[i]! - colour[2]!);
}

/**
 * Whether Lab colour (l, a, b) is colour (sl, sa, sb) in shade: darker, by a ratio of L* + 16 of at
 * least `minRatio`, with a* and b* shrunk in the same ratio within `tolerance` (|da| + |db|). Light
 * scaled down keeps its chromaticity, and L* + 16, a* and b* all go with the cube root of the light.
 */
export function isShadeOf(
  l: number,
  a: number,
  b: number,
  sl: number,
  sa: number,
  sb: number,
  minRatio: number,
  tolerance: number,
): boolean {
  const r = (l + 16) / (sl + 16);
  if (r >= 1 || r < minRatio) return false;
  return Math.abs(a - sa * r) + Math.abs(b - sb * r) < tolerance;
}
