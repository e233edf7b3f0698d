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

export function imageToLab(image: RgbImage): LabImage {
  const n = image.width * image.height;
  const L = new Float32Array(n);
  const a = new Float32Array(n);
  const b = new Float32Array(n);
  const d = image.data;
  for (let i = 0; i < n; i++) {
    const [l, aa, bb] = rgbToLab(d[i * 3] ?? 0, d[i * 3 + 1] ?? 0, d[i * 3 + 2] ?? 0);
    L[i] = l;
    a[i] = aa;
    b[i] = bb;
  }
  return { width: image.width, height: image.height, L, a, b };
}

export function labToImage(lab: LabImage): RgbImage {
  const n = lab.width * lab.height;
  const data = new Uint8Array(n * 3);
  for (let i = 0; i < n; i++) {
    const [r, g, b] = labToRgb(lab.L[i] ?? 0, lab.a[i] ?? 0, lab.b[i] ?? 0);
    data[i * 3] = r;
    data[i * 3 + 1] = g;
    data[i * 3 + 2] = b;
  }
  return { width: lab.width, height: lab.height, data };
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
