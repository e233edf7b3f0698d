import { lFromY, yFromL, type LabImage } from '../image/color';
import { clamp } from '../image/filters';

/**
 * Paints a surface as a paint visualiser does: the new colour's hue and chroma everywhere inside the
 * mask, and its lightness times the photo's own light on that surface (each pixel's luminance over the
 * surface's mean), so shadows in corners, the light from a window and the texture of the plaster stay.
 * Unlike a tint, the old colour does not show through. Writes into `out`.
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
  let sumY = 0;
  let weight = 0;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i]! < 0.5) continue;
    sumY += yFromL(original.L[i]!);
    weight++;
  }
  if (weight < 50) return false;
  const meanY = sumY / weight;
  const [pL, pA, pB] = args.lab as [number, number, number];
  const paintY = yFromL(pL);
  // A dim room painted white stays a dim room: the exposure carries over part of the way.
  const exposure = clamp((meanY / paintY) ** 0.35, 0.55, 1.3);
  const detail = args.detail ?? 1;
  for (let i = 0; i < mask.length; i++) {
    const m = mask[i]! * strength;
    if (m <= 0.002) continue;
    const light = clamp(yFromL(original.L[i]!) / meanY, 0.08, 2.5) ** detail;
    const L = clamp(lFromY(clamp(paintY * light * exposure, 0, 1)), 0, 100);
    // Chroma follows lightness: the paint in a deep shadow is darker, not more saturated.
    const c = clamp(L / Math.max(1, pL), 0.4, 1.1);
    out.L[i] = out.L[i]! + m * (L - out.L[i]!);
    out.a[i] = out.a[i]! + m * (pA * c - out.a[i]!);
    out.b[i] = out.b[i]! + m * (pB * c - out.b[i]!);
  }
  return true;
}
