import { lFromY, yFromL, type LabImage } from '../image/color';
import { boxBlur, clamp } from '../image/filters';

/**
 * Paints a surface as a paint visualiser does: the new colour's hue and chroma everywhere inside the
 * mask, and its lightness times the photo's own light on that surface, so shadows in corners, the light
 * from a window and the texture of the plaster stay while the surface takes the paint's lightness.
 * Unlike a tint, the old colour (and the old lightness) does not show through: a dark wood panel painted
 * white reads white, with its shading kept.
 *
 * The light on a pixel is its luminance over the mean of its own material. A mask can hold two
 * materials (a dark panel beside a white wall, a red cushion on white bedding): their lightness is split
 * where the (lightly smoothed) lightness falls in two clearly different groups, and each group is
 * measured against its own mean, so both take the paint's lightness. Within a group every gradual
 * change (shadow, window light) and every texture is kept. Writes into `out`.
 */
export function paintSurface(args: {
  out: LabImage;
  original: LabImage;
  mask: Float32Array;
  lab: readonly number[];
  strength: number;
  /** Upholstery and cabinet fronts keep more of their own detail than a wall. */
  detail?: number;
}): boolean {
  const { out, original, mask, strength } = args;
  const n = mask.length;
  let weight = 0;
  for (let i = 0; i < n; i++) if (mask[i]! >= 0.5) weight++;
  if (weight < 50) return false;
  const groups = groupsOf(original, mask);
  const [pL, pA, pB] = args.lab as [number, number, number];
  const paintY = yFromL(pL);
  // A dim photo stays dim: the paint's lightness is scaled to the photo's own white (its brightest
  // percent), never lifted above it; a normally exposed photo takes the paint as it is.
  // A light room painted a mid tone stays a light room: its light lifts the paint a little (never a
  // dark surface's gloom pulling a light paint down).
  const exposure = clamp(whitePoint(original) / 0.7, 0.75, 1) * clamp((groups.meanY / paintY) ** 0.2, 1, 1.2);
  const detail = args.detail ?? 1;
  const target = lFromY(paintY * exposure);
  const raw = new Float32Array(n);
  const { lnShade, lnTexture } = groups.light;
  const darkest = Math.log(0.08);
  const brightest = Math.log(2.5);
  let sumOut = 0;
  let countOut = 0;
  for (let i = 0; i < n; i++) {
    if (mask[i]! * strength <= 0.002) continue;
    // Shading (the light round the pixel) carries over as a ratio, softened where a dark surface
    // takes a light paint (a dark gloss panel's reflections are not what matt paint shows); the fine
    // texture (grain, weave) keeps its contrast in L* units rather than its ratio, so a dark grained
    // panel painted white does not turn into a loud pattern: paint hides some of what it covers.
    // (In logarithms, the powers of the ratios are products: one exp per pixel.)
    const darker = (groups.lAt(i) + 16) / (pL + 16);
    const shadeGain = clamp(Math.sqrt(darker), 0.55, 1);
    const texGain = clamp(darker, 0.3, 1) * detail;
    const lnLight = clamp(shadeGain * lnShade[i]! + texGain * lnTexture[i]!, darkest, brightest);
    raw[i] = lFromY(shoulder(paintY * Math.exp(lnLight * detail) * exposure));
    if (mask[i]! >= 0.5) {
      sumOut += raw[i]!;
      countOut++;
    }
  }
  // Lightness is concave in luminance: shading pulls the mean L* below the paint's. The surface is
  // lifted (by at most 12 L*) so its mean is the paint's, as a paint chip is judged.
  const lift = countOut > 0 ? clamp(target - sumOut / countOut, -4, 12) : 0;
  for (let i = 0; i < n; i++) {
    const m = mask[i]! * strength;
    if (m <= 0.002) continue;
    const lifted = raw[i]! + lift;
    const L = clamp(lifted > 97 ? 97 + (lifted - 97) * 0.3 : lifted, 0, 100);
    // Chroma follows lightness: the paint in a deep shadow is darker, not more saturated.
    const c = clamp(L / Math.max(1, pL), 0.4, 1.1);
    out.L[i] = out.L[i]! + m * (L - out.L[i]!);
    out.a[i] = out.a[i]! + m * (pA * c - out.a[i]!);
    out.b[i] = out.b[i]! + m * (pB * c - out.b[i]!);
  }
  return true;
}

const groupCache = new WeakMap<Float32Array, { original: LabImage; groups: Groups }>();

/** A render paints the same mask of the same photo at several strengths: the groups are computed once. */
function groupsOf(original: LabImage, mask: Float32Array): Groups {
  const hit = groupCache.get(mask);
  if (hit && hit.original === original) return hit.groups;
  const found = lightnessGroups(original, mask, original.width, original.height);
  const groups = { ...found, light: lightLogs(original, mask, found) };
  groupCache.set(mask, { original, groups });
  return groups;
}

function lightLogs(original: LabImage, mask: Float32Array, groups: Omit<Groups, 'light'>): Groups['light'] {
  const lnShade = new Float32Array(mask.length);
  const lnTexture = new Float32Array(mask.length);
  for (let i = 0; i < mask.length; i++) {
    if (mask[i]! <= 0.002) continue;
    const near = groups.nearAt(i);
    lnShade[i] = Math.log(clamp(near / groups.meanAt(i), 0.08, 2.5));
    lnTexture[i] = Math.log(Math.max(1e-6, yFromL(original.L[i]!)) / near);
  }
  return { lnShade, lnTexture };
}

/**
 * Marks (in `out`) the border between the two materials a paint covers in one colour: the edge
 * between a dark panel and a white wall fades there by design once both wear the same paint.
 */
export function markMaterialBorder(original: LabImage, mask: Float32Array, out: Uint8Array): void {
  const groups = groupsOf(original, mask);
  if (!groups.split) return;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i]! <= 0.002) continue;
    const t = groups.split(i);
    if (t > 0.03 && t < 0.97) out[i] = 1;
  }
}

interface Groups {
  /**
   * Per pixel, the logarithms of its light round it over its material's mean (clamped as the paint
   * uses it) and of its own luminance over the light round it.
   */
  light: { lnShade: Float32Array; lnTexture: Float32Array };
  /** The mask's mean luminance. */
  meanY: number;
  meanAt: (i: number) => number;
  nearAt: (i: number) => number;
  lAt: (i: number) => number;
  /** 0 in the dark material, 1 in the light one (absent when the surface is one material). */
  split?: (i: number) => number;
}

/** Highlights roll off toward white instead of clipping (a white wall in the sun keeps its gradient). */
function shoulder(y: number): number {
  const knee = 0.82;
  if (y <= knee) return y;
  return knee + (1 - knee) * (1 - Math.exp(-(y - knee) / (1 - knee)));
}

/** The luminance of the photo's brightest 2 % (sampled). */
function whitePoint(lab: LabImage): number {
  const bins = new Uint32Array(101);
  let count = 0;
  for (let i = 0; i < lab.L.length; i += 7) {
    bins[Math.max(0, Math.min(100, Math.round(lab.L[i]!)))]!++;
    count++;
  }
  let above = 0;
  for (let L = 100; L >= 0; L--) {
    above += bins[L]!;
    if (above >= count * 0.02) return yFromL(L);
  }
  return 1;
}

/** Lightness groups closer than this (in L*) are one material in different light. */
const materialStep = 25;

/**
 * The mean luminance each pixel's light is measured against: the mask's mean, or, where the mask's
 * smoothed lightness falls in two groups far apart (Otsu's split on a lightness histogram), the mean of
 * the pixel's group, blended over a few L* units across the split so group borders follow the photo's
 * own edges without a seam.
 */
function lightnessGroups(
  original: LabImage,
  mask: Float32Array,
  width: number,
  height: number,
): Omit<Groups, 'light'> {
  const n = mask.length;
  const radius = Math.max(2, Math.round(width / 160));
  const weighted = new Float32Array(n);
  const weightedY = new Float32Array(n);
  const m = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    if (mask[i]! < 0.5) continue;
    m[i] = 1;
    weighted[i] = original.L[i]!;
    weightedY[i] = yFromL(original.L[i]!);
  }
  const sumL = boxBlur(weighted, width, height, radius);
  const sumY = boxBlur(weightedY, width, height, radius);
  const sumW = boxBlur(m, width, height, radius);
  const smooth = new Float32Array(n);
  const nearY = new Float32Array(n);
  const bins = new Float64Array(101);
  let total = 0;
  let totalY = 0;
  for (let i = 0; i < n; i++) {
    if (mask[i]! <= 0.002) continue;
    const s = sumW[i]! > 1e-3 ? sumL[i]! / sumW[i]! : original.L[i]!;
    smooth[i] = s;
    nearY[i] = Math.max(1e-4, sumW[i]! > 1e-3 ? sumY[i]! / sumW[i]! : yFromL(original.L[i]!));
    if (mask[i]! < 0.5) continue;
    bins[Math.max(0, Math.min(100, Math.round(s)))]!++;
    total++;
    totalY += yFromL(original.L[i]!);
  }
  const meanY = Math.max(1e-4, totalY / Math.max(1, total));
  const nearAt = (i: number) => nearY[i]!;
  const lAt = (i: number) => smooth[i]!;
  const single = { meanY, meanAt: () => meanY, nearAt, lAt };
  // Otsu's threshold on the smoothed lightness.
  let all = 0;
  for (let L = 0; L <= 100; L++) all += L * bins[L]!;
  let w0 = 0;
  let s0 = 0;
  let best = -1;
  let split = -1;
  for (let L = 0; L < 100; L++) {
    w0 += bins[L]!;
    s0 += L * bins[L]!;
    const w1 = total - w0;
    if (w0 === 0 || w1 === 0) continue;
    const between = w0 * w1 * (s0 / w0 - (all - s0) / w1) ** 2;
    if (between > best) [best, split] = [between, L];
  }
  if (split < 0) return single;
  let dark = 0;
  let darkY = 0;
  let darkL = 0;
  let lightY = 0;
  let lightL = 0;
  for (let i = 0; i < n; i++) {
    if (mask[i]! < 0.5) continue;
    const y = yFromL(original.L[i]!);
    if (smooth[i]! <= split + 0.5) {
      dark++;
      darkY += y;
      darkL += smooth[i]!;
    } else {
      lightY += y;
      lightL += smooth[i]!;
    }
  }
  const light = total - dark;
  if (Math.min(dark, light) < total * 0.06) return single;
  if (lightL / light - darkL / dark < materialStep) return single;
  const lnDark = Math.log(Math.max(1e-4, darkY / dark));
  const lnLight = Math.log(Math.max(1e-4, lightY / light));
  const at = split + 0.5;
  const lightShare = (i: number) => 1 / (1 + Math.exp(-(smooth[i]! - at) / 3));
  return {
    meanY,
    nearAt,
    lAt,
    split: lightShare,
    meanAt: (i) => Math.exp(lnDark + lightShare(i) * (lnLight - lnDark)),
  };
}
