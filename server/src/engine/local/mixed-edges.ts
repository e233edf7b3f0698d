import type { LabImage } from '../image/color';
import { neighbour4 } from '../image/grid';

/** The photo in Lab, lightly smoothed (scene-masks.ts's `photo()`). */
type PhotoLab = Pick<LabImage, 'L' | 'a' | 'b'>;

/**
 * A surface's mask ends where the growth's colour steps stop, one or a few pixels short of a thing's
 * edge: the photo's edge pixels are a blend of the surface and the thing (the lens, the JPEG and the
 * downscale smear every edge over a few pixels). Left out, they stay in the old colour: a wall painted
 * white keeps an olive line round the kitchen's black radiator and along a picture's edge.
 *
 * Pixels in a thin ring outside the mask whose colour lies on the line between the surface's colour
 * just inside and the thing's colour just beyond them (a blend, within `maxOffLine`) take the share of
 * the surface they hold: the whole of it where the thing is darker (the paint keeps the pixel's own
 * light, so a blend with a dark thing comes out as the paint in shade, the blend the eye expects), that
 * share where it is lighter. A thing of the surface's own colour (no step to blend over) and a pixel that
 * is the thing's colour take nothing. Works in place on a 0/1 mask; `mayTake` says which pixels the
 * surface may reach at all (not a door or another paintable surface), and `staysAsItIs` whether the
 * thing beyond keeps its colour in the render: a blend with a sofa that is recoloured white is not the
 * wall's paint in shade (the paint there would draw a dark outline round the new white sofa).
 */
export function takeMixedEdgePixels(
  mask: Float32Array,
  width: number,
  height: number,
  photo: PhotoLab,
  mayTake: (i: number) => boolean,
  staysAsItIs: (i: number) => boolean,
): void {
  // A few pixels, at any size: a 12 MP photo's own edges are as sharp as a 1024 px copy's (the copy's
  // blend comes from the downscale), and a wider ring costs time at every border of a large photo.
  const reach = Math.min(maxReach, Math.max(2, Math.round(width / 256)));
  const n = width * height;
  // Ring by ring out from the mask, each pixel remembering the mask pixel it was reached from (kept in
  // lists beside the ring, not in a photo-sized array: at 12 MP that array alone took 20 ms to fill).
  const seen = new Uint8Array(n);
  let ring: number[] = [];
  let from: number[] = [];
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      if (mask[i]! < 0.5) continue;
      const border =
        (x > 0 && mask[i - 1]! < 0.5) ||
        (x < width - 1 && mask[i + 1]! < 0.5) ||
        (y > 0 && mask[i - width]! < 0.5) ||
        (y < height - 1 && mask[i + width]! < 0.5);
      if (!border) continue;
      seen[i] = 1;
      ring.push(i);
      from.push(i);
    }
  }
  const taken: Array<[number, number]> = [];
  for (let step = 1; step <= reach && ring.length > 0; step++) {
    const next: number[] = [];
    const nextFrom: number[] = [];
    for (let k = 0; k < ring.length; k++) {
      const i = ring[k]!;
      const x = i % width;
      for (let d = 0; d < 4; d++) {
        const j = neighbour4(i, x, width, d);
        if (j < 0 || j >= n || seen[j] || mask[j]! >= 0.5) continue;
        seen[j] = 1;
        next.push(j);
        nextFrom.push(from[k]!);
      }
    }
    for (let k = 0; k < next.length; k++) {
      const j = next[k]!;
      if (!mayTake(j)) continue;
      const share = surfaceShare(j, nextFrom[k]!, step, reach, width, height, photo, staysAsItIs);
      if (share > 0) taken.push([j, share]);
    }
    ring = next;
    from = nextFrom;
  }
  for (const [j, share] of taken) mask[j] = share;
}

/**
 * How much of pixel j is the surface: its colour projected on the line from the thing's colour (a few
 * pixels beyond j, away from the mask pixel `from`) to the surface's (two pixels inside from `from`).
 */
function surfaceShare(
  j: number,
  from: number,
  step: number,
  reach: number,
  width: number,
  height: number,
  photo: PhotoLab,
  staysAsItIs: (i: number) => boolean,
): number {
  const fx = from % width;
  const fy = (from - fx) / width;
  const jx = j % width;
  const jy = (j - jx) / width;
  const length = Math.sqrt((jx - fx) * (jx - fx) + (jy - fy) * (jy - fy));
  const ux = (jx - fx) / length;
  const uy = (jy - fy) / length;
  const at = (x: number, y: number) => {
    const px = Math.round(x);
    const py = Math.round(y);
    return px < 0 || py < 0 || px >= width || py >= height ? -1 : py * width + px;
  };
  const inside = at(fx - ux * 2, fy - uy * 2);
  const beyond = at(jx + ux * (reach + 1 - step + 1), jy + uy * (reach + 1 - step + 1));
  if (inside < 0 || beyond < 0 || !staysAsItIs(beyond)) return 0;
  const { L, a, b } = photo;
  const sL = L[inside]! - L[beyond]!;
  const sA = a[inside]! - a[beyond]!;
  const sB = b[inside]! - b[beyond]!;
  const span2 = sL * sL + sA * sA + sB * sB;
  if (span2 < minStep * minStep) return 0;
  const pL = L[j]! - L[beyond]!;
  const pA = a[j]! - a[beyond]!;
  const pB = b[j]! - b[beyond]!;
  const share = (pL * sL + pA * sA + pB * sB) / span2;
  // A little over 1 is the surface's own colour, a little lighter than the reference pixel.
  if (share < minShare || share > 1.15) return 0;
  const oL = pL - share * sL;
  const oA = pA - share * sA;
  const oB = pB - share * sB;
  // Blends are straight lines in the photo's RGB, bent a little in Lab: the tolerance grows with the step.
  const offLine = Math.max(maxOffLine, offLineShare * Math.sqrt(span2));
  if (oL * oL + oA * oA + oB * oB > offLine * offLine) return 0;
  return L[beyond]! < L[inside]! ? 1 : Math.min(1, share);
}

/** The widest ring searched, in pixels. */
const maxReach = 4;
/** The smallest colour step (Lab) between a surface and a thing for their edge to hold blends. */
const minStep = 12;
/** How far (Lab) a blend may lie from the line between the two colours, at least and per unit of step. */
const maxOffLine = 5;
const offLineShare = 0.15;
/** A pixel holding less of the surface than this is the thing's. */
const minShare = 0.2;
