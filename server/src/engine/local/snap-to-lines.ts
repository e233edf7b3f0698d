import { isShadeOf, type LabImage } from '../image/color';
import type { EdgeLine } from './edge-lines';

/** The photo in Lab, lightly smoothed (scene-masks.ts's `photo()`). */
type PhotoLab = Pick<LabImage, 'L' | 'a' | 'b'>;

/** Colour step across a line (Lab, lightness at half weight) below which it is no edge to end on. */
const minContrast = 6;
/**
 * A long upright line may be fainter: a white door's frame against a pale wall steps by a few units,
 * noise does not line up over a sixth of the photo, and in an upright photo such lines are the room's
 * own verticals (frames, corners, the sides of units), where a soft shadow's edge under a sofa is not.
 */
const faintContrast = 3;
const faintLength = 0.15;
/** Run over rise of a line that counts as upright (about 6 degrees). */
const uprightSlope = 0.1;
/** Share of the strip between a parallel border and the line that must look like the line's far side. */
const parallelMoveShare = 0.8;
/** Share of a line's length along which the mask must change sides for the line to be its border. */
const minBorderShare = 0.5;
/** How far a pixel taken into the mask may be from the surface's colour (as scene-masks.ts's growth). */
const driftLimit = 9;
/** The darkest a shadow on the surface is taken to be (L* + 16 over the lit surface's). */
const minShadeRatio = 0.45;
/** How far (|da| + |db|) a shadow's colour may be from the surface's scaled down. */
const shadeTolerance = 8;

/**
 * Puts a mask's border on the photo's straight edges where it runs raggedly along one. The mask's
 * border is found by growing over colour steps, and where a surface meets a thing of a near tone in
 * shade (a wall and the top of the kitchen units, a floor and the plinth) it wanders a few pixels to a
 * few dozen either side of the edge the eye sees as one straight line: paint that ends in a ragged line
 * there looks broken. A line is taken as the mask's border where, for at least half its length, the mask
 * is in on one side a band's width away and out on the other, with a colour step across it; within that
 * band each pixel then goes to the side of the line it lies on, if it looks more like that side's far
 * end than the other's (so a switch or a cable beside the edge stays as it was) and, to join, is near
 * the surface's colour and not another surface's. Runs shorter than the
 * band are left alone. Works in place on a 0/1 mask.
 */
export function snapToEdgeLines(
  mask: Float32Array,
  width: number,
  height: number,
  lines: readonly EdgeLine[],
  photo: PhotoLab,
  /**
   * Whether a pixel may join the mask at all (not another paintable surface's), given the pixel at the
   * band's far end across the line: a thing's label that runs over the line onto the surface's side is
   * the parser's margin, and the surface may take it back.
   */
  mayJoin: (i: number, across: number) => boolean,
): void {
  const band = Math.max(3, Math.round(0.012 * (width + height)));
  const minLength = Math.max(2 * band, 0.04 * Math.min(width, height));
  for (const line of lines) {
    const length = Math.hypot(line.x2 - line.x1, line.y2 - line.y1);
    if (length >= minLength) snapAlong(mask, width, height, line, length, band, photo, mayJoin);
  }
}

function snapAlong(
  mask: Float32Array,
  width: number,
  height: number,
  line: EdgeLine,
  length: number,
  band: number,
  photo: PhotoLab,
  mayJoin: (i: number, across: number) => boolean,
) {
  const dx = (line.x2 - line.x1) / length;
  const dy = (line.y2 - line.y1) / length;
  const nx = -dy;
  const ny = dx;
  const index = (x: number, y: number) => {
    const px = Math.round(x);
    const py = Math.round(y);
    return px < 0 || py < 0 || px >= width || py >= height ? -1 : py * width + px;
  };
  const steps = Math.floor(length) + 1;
  const upright = Math.abs(line.x2 - line.x1) <= Math.abs(line.y2 - line.y1) * uprightSlope;
  const contrast = upright && length >= faintLength * Math.min(width, height) ? faintContrast : minContrast;
  const soft = Math.max(4, Math.round(band / 5));
  // Per position along the line: +1 where the mask is in on the line's negative side and out on its
  // positive side, -1 the other way round, 0 where it is not the border or no edge is there.
  const side = new Int8Array(steps);
  let plus = 0;
  let minus = 0;
  for (let t = 0; t < steps; t++) {
    const x = line.x1 + dx * t;
    const y = line.y1 + dy * t;
    const neg = index(x - nx * band, y - ny * band);
    const pos = index(x + nx * band, y + ny * band);
    if (neg < 0 || pos < 0) continue;
    const inNeg = mask[neg]! > 0.5;
    const inPos = mask[pos]! > 0.5;
    if (inNeg === inPos) continue;
    // The step across the line, close by and a little further out: a soft edge (a unit's top in shade,
    // its colour ramping over a dozen pixels) shows only part of its step 2 px either side.
    const step = Math.max(
      colourDistance(photo, index(x - nx * 2, y - ny * 2), index(x + nx * 2, y + ny * 2)),
      colourDistance(photo, index(x - nx * soft, y - ny * soft), index(x + nx * soft, y + ny * soft)),
    );
    if (step < contrast) continue;
    side[t] = inNeg ? 1 : -1;
    if (inNeg) plus++;
    else minus++;
  }
  const sign = plus >= minus ? 1 : -1;
  if (Math.max(plus, minus) < steps * minBorderShare) return;
  const parallel = followsParallelEdge(mask, side, sign, line, dx, dy, band, index);
  // Runs of positions where the line is the border, bridging gaps of a few pixels.
  const keep = new Uint8Array(steps);
  let start = -1;
  let lastSeen = -1;
  const closeRun = () => {
    if (start >= 0 && lastSeen - start + 1 >= band) keep.fill(1, start, lastSeen + 1);
  };
  for (let t = 0; t < steps; t++) {
    if (side[t] !== sign) continue;
    if (start < 0 || t - lastSeen > 3) {
      closeRun();
      start = t;
    }
    lastSeen = t;
  }
  closeRun();
  // Each pixel of the band beside a kept position goes to its side of the line when it looks like it.
  // Pixels to move, each with the side it goes to (1 in, 0 out), applied together below.
  const moved: number[] = [];
  const to: number[] = [];
  let wrongSide = 0;
  for (let t = 0; t < steps; t++) {
    if (!keep[t]) continue;
    const x = line.x1 + dx * t;
    const y = line.y1 + dy * t;
    // The surface's side and the other side, each measured at the band's far end.
    const inside = index(x - sign * nx * band, y - sign * ny * band);
    const outside = index(x + sign * nx * band, y + sign * ny * band);
    for (let s = -band + 1; s < band; s++) {
      // Both half-pixel offsets, so a slanted line's band has no gaps between positions.
      for (const half of [0, 0.5]) {
        const across = s + half;
        const j = index(x + sign * nx * across, y + sign * ny * across);
        if (j < 0) continue;
        const wantIn = across < 0;
        if (mask[j]! > 0.5 === wantIn) continue;
        wrongSide++;
        const fromInside = colourDistance(photo, j, inside);
        const nearInside = fromInside < colourDistance(photo, j, outside);
        const likeInside = fromInside < driftLimit || inShadeOf(photo, j, inside);
        if (wantIn ? nearInside && likeInside && mayJoin(j, outside) : !nearInside) {
          moved.push(j);
          to.push(wantIn ? 1 : 0);
        }
      }
    }
  }
  // A border that keeps one distance from the line lies on another edge beside it (a soft shadow's under
  // a sofa, a headboard's inner frame), unless the line is upright and nearly all of the strip between
  // looks like the line's far side: a door's label a few pixels short of its frame, where the parser's
  // grid left the border on the door's own white.
  if (parallel && !(upright && moved.length >= wrongSide * parallelMoveShare)) return;
  moved.forEach((j, k) => (mask[j] = to[k]!));
}

/**
 * Whether the mask's border keeps one distance from the line all along it: then it may lie on another
 * edge beside this one (the inner edge of a headboard's frame, with the outer edge the line), and is
 * not ragged.
 */
function followsParallelEdge(
  mask: Float32Array,
  side: Int8Array,
  sign: number,
  line: EdgeLine,
  dx: number,
  dy: number,
  band: number,
  index: (x: number, y: number) => number,
): boolean {
  const offsets: number[] = [];
  for (let t = 0; t < side.length; t++) {
    if (side[t] !== sign) continue;
    const x = line.x1 + dx * t;
    const y = line.y1 + dy * t;
    let inside = 0;
    for (let s = -band; s <= band; s++) {
      // Across the line (its normal is (-dy, dx)); only the count matters, not the direction.
      const j = index(x - dy * s, y + dx * s);
      if (j >= 0 && mask[j]! > 0.5) inside++;
    }
    // The border's place across the line, counted from the mask side's far end: 0 is on the line.
    offsets.push(inside - band - 0.5);
  }
  const middle = median(offsets);
  const spread = median(offsets.map((offset) => Math.abs(offset - middle)));
  return Math.abs(middle) >= 2 && spread <= 1;
}

function median(values: number[]): number {
  const sorted = [...values].sort((p, q) => p - q);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Whether pixel i is pixel j's surface in shade (a thing's cast shadow on the wall beside it). */
function inShadeOf(photo: PhotoLab, i: number, j: number): boolean {
  if (i < 0 || j < 0) return false;
  const { L, a, b } = photo;
  return isShadeOf(L[i]!, a[i]!, b[i]!, L[j]!, a[j]!, b[j]!, minShadeRatio, shadeTolerance);
}

function colourDistance(photo: PhotoLab, i: number, j: number): number {
  if (i < 0 || j < 0) return 0;
  const dL = (photo.L[i]! - photo.L[j]!) * 0.5;
  const dA = photo.a[i]! - photo.a[j]!;
  const dB = photo.b[i]! - photo.b[j]!;
  return Math.sqrt(dL * dL + dA * dA + dB * dB);
}
