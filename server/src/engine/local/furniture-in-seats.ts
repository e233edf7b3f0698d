import { labDistance, medianLab, type LabImage } from '../image/color';
import { growBlob, neighbour4 } from '../image/grid';
import { sceneClasses } from './scene-parser';

/** Furniture that is not a fabric and stands in front of or beside a seat. */
const furniture = new Set<number>((['table', 'chair', 'shelf'] as const).map((c) => sceneClasses[c]));

/** Seats, recoloured as fabrics. */
const seats = new Set<number>((['sofa', 'armchair', 'bed'] as const).map((c) => sceneClasses[c]));

/**
 * How far (Lab, lightness at a quarter weight: a table top runs from the sofa's shade into the sun) a
 * seat pixel may be from the colour of the furniture pixel the growth started from, to be the same thing.
 */
const sameThing = 16;

/** How near its piece's median colour a furniture pixel must be to start the growth. */
const typicalOfPiece = 20;

/**
 * How far in hue and chroma (a*, b*) from its seat's usual colour a pixel, and the furniture it is
 * taken for, must be. Lightness alone is no sign: a grey sofa's seat in the sun is as white as the shelf
 * beside it, a white sheet in shade as grey as the nightstand.
 */
const unlikeSeat = 14;

function hueStep(a: number, b: number, seat: readonly number[]): number {
  return Math.hypot(a - seat[1]!, b - seat[2]!);
}

/**
 * The parser often calls the near half of a coffee table in front of a sofa 'table' and the rest 'sofa':
 * recoloured with the sofa, half a wooden top turned ivory. The furniture's label grows into the seat's
 * over pixels in the furniture's own colour (measured from where the growth started, so it cannot drift)
 * that are unlike that seat's usual colour; those pixels are the furniture's, and kept. Only from furniture
 * unlike the seat: a red chair label on the edge of a red armchair, or a wooden table in front of a brown
 * leather sofa of its colour, stays as the parser drew it. Works on the parser's grid.
 */
export function takeFurnitureFromSeats(labels: Uint8Array, lab: LabImage, side: number): void {
  const n = labels.length;
  // Each seat's usual colour, seat by seat (one class often holds two pieces: a red armchair and the
  // end of a striped sofa).
  const seatOf = new Int32Array(n).fill(-1);
  const usual: Array<[number, number, number]> = [];
  const seen = new Uint8Array(n);
  for (let start = 0; start < n; start++) {
    const cls = labels[start]!;
    if (!seats.has(cls) || seen[start]) continue;
    const pixels = growBlob(start, side, seen, (j) => labels[j] === cls);
    for (const i of pixels) seatOf[i] = usual.length;
    usual.push(medianLab(lab, pixels));
  }
  if (usual.length === 0) return;
  // The growth starts from the furniture's typical pixels (near its piece's median: the white of a
  // magazine on a table would lead it on into a sunlit seat cushion), each with its own colour (a table
  // top is darker in the sofa's shade than in the sun), which the pixels it takes inherit.
  const origin = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let tail = 0;
  const claimed = new Uint8Array(n);
  for (let start = 0; start < n; start++) {
    const cls = labels[start]!;
    if (!furniture.has(cls) || claimed[start]) continue;
    const pixels = growBlob(start, side, claimed, (j) => labels[j] === cls);
    const piece = medianLab(lab, pixels);
    for (const i of pixels) {
      if (labDistance(lab, i, piece) > typicalOfPiece) continue;
      origin[i] = i;
      queue[tail++] = i;
    }
  }
  for (let head = 0; head < tail; head++) {
    const i = queue[head]!;
    const x = i % side;
    const from = origin[i]!;
    const seed = [lab.L[from]!, lab.a[from]!, lab.b[from]!];
    for (let k = 0; k < 4; k++) {
      const j = neighbour4(i, x, side, k);
      if (j < 0 || j >= n || origin[j]! >= 0 || claimed[j]) continue;
      const seat = seatOf[j]! >= 0 ? usual[seatOf[j]!] : undefined;
      if (!seat || hueStep(seed[1]!, seed[2]!, seat) < unlikeSeat) continue;
      const toSeed = Math.hypot((lab.L[j]! - seed[0]!) * 0.25, lab.a[j]! - seed[1]!, lab.b[j]! - seed[2]!);
      if (toSeed > sameThing || hueStep(lab.a[j]!, lab.b[j]!, seat) < unlikeSeat) continue;
      labels[j] = labels[i]!;
      origin[j] = from;
      queue[tail++] = j;
    }
  }
}
