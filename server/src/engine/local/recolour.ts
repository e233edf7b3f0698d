import type { DetectedObject } from '../design-engine.port';
import { imageToLab, writeLabAsRgb } from '../image/color';
import type { LabImage } from '../image/color';
import { clamp } from '../image/filters';
import type { FloatMap, RgbImage } from '../image/raster';
import { paintSurface } from './paint';
import { objectMaskGuide, type Surface } from './surfaces';

/** A colour to move a region toward, and how far (0..1). */
export interface ColourTarget {
  lab: [number, number, number];
  strength: number;
}

/** Everything a recolour does: per-surface targets, soft furniture, and a global light grade. */
export interface RecolourPlan {
  surfaces: Partial<Record<Surface, ColourTarget>>;
  /** Upholstery of detected sofas, beds and chairs. */
  textiles?: ColourTarget;
  /** Other regions to recolour, e.g. the painted area of an edit. */
  regions?: Array<{ mask: FloatMap; target: ColourTarget }>;
  grade: {
    /** -1..1: cooler / warmer light */
    warmth: number;
    /** -1..1: darker / brighter */
    brightness: number;
    /** -1..1 */
    contrast: number;
    /** -1..1 */
    saturation: number;
  };
  /** Only change inside this soft mask (a painted edit). */
  within?: FloatMap;
  /** Never change inside this soft mask ("items not to change"). */
  keep?: FloatMap;
}

export const neutralGrade = { warmth: 0, brightness: 0, contrast: 0, saturation: 0 };

/**
 * Moves regions toward target colours in CIELAB while keeping each pixel's offset from its region's
 * mean: shading, texture and every edge inside a wall survive, only the wall's colour changes. All
 * changes are smooth per-pixel functions blended by edge-snapped masks, so no new edge appears.
 */
export function applyRecolour(
  image: RgbImage,
  plan: RecolourPlan,
  masks: Partial<Record<Surface, FloatMap>>,
  textileMask: FloatMap | null,
  sourceLab: LabImage = imageToLab(image),
): RgbImage {
  const original = sourceLab;
  const lab: LabImage = {
    ...sourceLab,
    L: new Float32Array(sourceLab.L),
    a: new Float32Array(sourceLab.a),
    b: new Float32Array(sourceLab.b),
  };
  for (const surface of ['ceiling', 'wall', 'floor'] as const) {
    const target = plan.surfaces[surface];
    const mask = masks[surface];
    // Surfaces are painted as a paint visualiser does (the photo's light kept, the old colour gone).
    if (target && mask)
      paintSurface({ out: lab, original, mask: mask.data, lab: target.lab, strength: target.strength });
  }
  if (plan.textiles && textileMask) shiftRegion(lab, original, textileMask.data, plan.textiles);
  for (const region of plan.regions ?? []) shiftRegion(lab, original, region.mask.data, region.target);
  gradeLight(lab, plan.grade);
  return toRgbBlended(lab, image, plan.within?.data, plan.keep?.data);
}

function shiftRegion(
  lab: LabImage,
  original: { L: Float32Array; a: Float32Array; b: Float32Array },
  mask: Float32Array,
  target: ColourTarget,
): void {
  let weight = 0;
  let sumL = 0;
  let sumA = 0;
  let sumB = 0;
  for (let i = 0; i < mask.length; i++) {
    const m = mask[i]!;
    if (m < 0.5) continue;
    weight += m;
    sumL += original.L[i]! * m;
    sumA += original.a[i]! * m;
    sumB += original.b[i]! * m;
  }
  if (weight < 50) return;
  const meanL = sumL / weight;
  const meanA = sumA / weight;
  const meanB = sumB / weight;
  const [wantedL, tA, tB] = target.lab;
  // Lightness moves at most 30 units: beyond that, every imperfection of an estimated mask shows
  // (a dark, textured wall painted white). Hue and chroma still move all the way.
  const tL = meanL + clamp(wantedL - meanL, -30, 30);
  // Detail gain: a dark wall painted light keeps its shading without amplifying noise, and vice versa.
  const gain = clamp(Math.sqrt((tL + 5) / (meanL + 5)), 0.55, 1.6);
  for (let i = 0; i < mask.length; i++) {
    const m = mask[i]! * target.strength;
    if (m <= 0.002) continue;
    const L = tL + (original.L[i]! - meanL) * gain;
    const a = tA + (original.a[i]! - meanA) * 0.6;
    const b = tB + (original.b[i]! - meanB) * 0.6;
    lab.L[i] = lab.L[i]! + m * (clamp(L, 0, 100) - lab.L[i]!);
    lab.a[i] = lab.a[i]! + m * (a - lab.a[i]!);
    lab.b[i] = lab.b[i]! + m * (b - lab.b[i]!);
  }
}

const gradeSteps = 4096;

function gradeLight(lab: LabImage, grade: RecolourPlan['grade']): void {
  const { warmth, brightness, contrast, saturation } = grade;
  if (!warmth && !brightness && !contrast && !saturation) return;
  const gamma = 2 ** (-0.6 * brightness);
  const chroma = 1 + 0.5 * saturation;
  const slope = 1 + 0.35 * contrast;
  // L^gamma from a table with linear interpolation (a pow per pixel dominated): the error stays below
  // 0.5 L units next to black and below 0.001 above L = 5.
  const curve = new Float64Array(gradeSteps + 2);
  for (let k = 0; k <= gradeSteps + 1; k++) curve[k] = 100 * Math.min(1, k / gradeSteps) ** gamma;
  for (let i = 0; i < lab.L.length; i++) {
    const p = (clamp(lab.L[i]!, 0, 100) / 100) * gradeSteps;
    const k = p | 0;
    let L = curve[k]! + (curve[k + 1]! - curve[k]!) * (p - k);
    L = 50 + (L - 50) * slope;
    lab.L[i] = clamp(L, 0, 100);
    // Light colour shows most in the highlights.
    const lit = 0.35 + 0.65 * (lab.L[i]! / 100);
    lab.a[i] = lab.a[i]! * chroma + warmth * 2.5 * lit;
    lab.b[i] = lab.b[i]! * chroma + warmth * 9 * lit;
  }
}

function toRgbBlended(
  lab: LabImage,
  image: RgbImage,
  within: Float32Array | undefined,
  keep: Float32Array | undefined,
): RgbImage {
  const data = new Uint8Array(image.data.length);
  const src = image.data;
  for (let i = 0; i < lab.L.length; i++) {
    let w = 1;
    if (within) w *= within[i]!;
    if (keep) w *= 1 - keep[i]!;
    const o = i * 3;
    if (w <= 0.001) {
      data[o] = src[o]!;
      data[o + 1] = src[o + 1]!;
      data[o + 2] = src[o + 2]!;
      continue;
    }
    writeLabAsRgb(lab.L[i]!, lab.a[i]!, lab.b[i]!, data, o);
    if (w < 0.999) {
      data[o] = Math.round(src[o]! + w * (data[o]! - src[o]!));
      data[o + 1] = Math.round(src[o + 1]! + w * (data[o + 1]! - src[o + 1]!));
      data[o + 2] = Math.round(src[o + 2]! + w * (data[o + 2]! - src[o + 2]!));
    }
  }
  return { width: image.width, height: image.height, data };
}

/**
 * A soft mask of the upholstery of detected soft furniture: inside each box, pixels near the box's
 * dominant colour, snapped to the photo's edges.
 */
export function textileMask(
  image: RgbImage,
  objects: DetectedObject[],
  lab: LabImage = imageToLab(image),
  labels = ['sofa', 'bed', 'chair'],
): FloatMap | null {
  const soft = objects.filter((o) => labels.includes(o.objectName) && o.confidence >= 0.3);
  if (soft.length === 0) return null;
  const { width, height } = image;
  const raw = new Float32Array(width * height);
  for (const object of soft) {
    const x0 = Math.floor(object.box.x * width);
    const y0 = Math.floor(object.box.y * height);
    const x1 = Math.min(width, Math.ceil((object.box.x + object.box.width) * width));
    const y1 = Math.min(height, Math.ceil((object.box.y + object.box.height) * height));
    const dominant = dominantColour(lab, width, x0, y0, x1, y1);
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = y * width + x;
        const d2 =
          (lab.L[i]! - dominant[0]) ** 2 * 0.3 +
          (lab.a[i]! - dominant[1]) ** 2 +
          (lab.b[i]! - dominant[2]) ** 2;
        raw[i] = Math.max(raw[i]!, Math.exp(-d2 / (2 * 10 * 10)));
      }
    }
  }
  return { width, height, data: objectMaskGuide(image)(raw) };
}

/** Mode of a coarse Lab histogram: the upholstery, not the average of upholstery and background. */
function dominantColour(lab: LabImage, width: number, x0: number, y0: number, x1: number, y1: number) {
  const bins = new Map<number, { n: number; L: number; a: number; b: number }>();
  for (let y = y0; y < y1; y += 2) {
    for (let x = x0; x < x1; x += 2) {
      const i = y * width + x;
      const key =
        Math.round(lab.L[i]! / 12) * 10000 +
        Math.round(lab.a[i]! / 8 + 50) * 100 +
        Math.round(lab.b[i]! / 8 + 50);
      const bin = bins.get(key) ?? { n: 0, L: 0, a: 0, b: 0 };
      bin.n++;
      bin.L += lab.L[i]!;
      bin.a += lab.a[i]!;
      bin.b += lab.b[i]!;
      bins.set(key, bin);
    }
  }
  let best = { n: 0, L: 50, a: 0, b: 0 };
  for (const bin of bins.values()) if (bin.n > best.n) best = bin;
  return [best.L / Math.max(1, best.n), best.a / Math.max(1, best.n), best.b / Math.max(1, best.n)] as const;
}
