import type { LabImage } from '../image/color';
import { growBlob, neighbour4 } from '../image/grid';
import { sceneClasses } from './scene-parser';

/** Soft furnishings a restyle recolours; the parser's masks of them swallow what lies on them. */
const fabricClasses = new Set<number>(
  (['sofa', 'bed', 'armchair', 'curtain', 'rug'] as const).map((c) => sceneClasses[c]),
);

/** Seats: the parser often splits one sofa between these, so a part of one may join another. */
const seatClasses = new Set<number>([sceneClasses.sofa, sceneClasses.armchair, sceneClasses.bed]);

/** Below this many pixels (at the parser's grid) a fabric is too small to tell its colour from clutter. */
const minimumFabric = 300;

/** A region holding at least this share of a fabric is the fabric itself, whatever its colour. */
const fabricShare = 0.2;

/**
 * A fabric whose colour holds less than half of it is not one fabric but a heap (clothes on a chair,
 * a chair half hidden under them): kept rather than recoloured in patches.
 */
const coherentShare = 0.5;

/**
 * Black or charcoal upholstery (an office chair's mesh) has no colour to shift: lifted toward a light tone
 * it turns to grey noise. Kept.
 */
const darkestFabric = 20;

/** Lightness below which a thing lying on a seat is black (a coat, a bag), never the seat's own shade. */
const blackThing = 15;

/** How far a region's colour may be from every fabric colour and still be the fabric (see colourStep). */
const clutterStep = 18;

/** How close a part of a heap must be to a neighbouring seat's colour to be taken as part of that seat. */
const sameSeatStep = 10;

type Lab = [number, number, number];

interface Fabric {
  cls: number;
  pixels: number[];
  /** The colour of its largest region of the photo. */
  main: Lab;
  heap: boolean;
}

/**
 * The parser labels a chair with the clothes heaped on it, a rug with the dumbbells and shoes on it, an
 * office chair's black mesh as an armchair: recoloured with the fabrics, a green bag turns oatmeal and
 * black mesh grey. A fabric is a few large regions of the photo (its cushions, its lit and shaded sides).
 * A heap (no colour holds half of it) or a black fabric is kept whole, except parts of it in the colour
 * of a seat beside it (the end of a sofa the parser called armchair), which join that seat. On a rug,
 * what lies on it is a small region of another colour: each rug's colours are the means of its regions
 * holding a fifth of it or more, and a smaller region far from all of them (hue, or a several-fold
 * lightness step) is relabelled 'other' and kept as it is, with the rim the parser's grid gave the rug.
 */
export function cutClutterFromFabrics(
  labels: Uint8Array,
  lab: LabImage,
  side: number,
  region: Int32Array,
  regionCount: number,
): void {
  const n = side * side;
  const owner = new Int32Array(n).fill(-1);
  const seen = new Uint8Array(n);
  const fabrics: Fabric[] = [];
  const stats = new RegionStats(regionCount, lab, region);
  for (let seed = 0; seed < n; seed++) {
    const cls = labels[seed]!;
    if (!fabricClasses.has(cls) || owner[seed] !== -1) continue;
    const pixels = growBlob(seed, side, seen, (j) => labels[j] === cls);
    for (const i of pixels) owner[i] = fabrics.length;
    const fabric: Fabric = { cls, pixels, main: [0, 0, 0], heap: false };
    fabrics.push(fabric);
    if (pixels.length < minimumFabric) continue;
    const touched = stats.collect(pixels);
    const largest = touched.reduce((best, r) => (stats.count[r]! > stats.count[best]! ? r : best));
    fabric.main = stats.mean(largest);
    let alike = 0;
    for (const r of touched)
      if (colourStep(stats.mean(r), fabric.main) <= clutterStep) alike += stats.count[r]!;
    fabric.heap = alike < coherentShare * pixels.length || fabric.main[0] < darkestFabric;
    if (!fabric.heap) {
      const colours = touched
        .filter((r) => stats.count[r]! >= fabricShare * pixels.length || r === largest)
        .map((r) => stats.mean(r));
      // A rug is cut object by object. On a seat the cushions and pillows of other colours belong to it,
      // and a patterned cover split between kept and recoloured patches would look moth-eaten: only
      // black things (a coat, a bag) are taken off a sofa or chair that is not itself dark. A bed keeps
      // its dark runner or throw, a fabric the restyle recolours.
      const isClutter =
        cls === sceneClasses.rug
          ? (r: number) => nearestStep(stats.mean(r), colours) > clutterStep
          : cls === sceneClasses.bed
            ? () => false
            : (r: number) => stats.mean(r)[0] < blackThing && fabric.main[0] > blackThing * 2;
      const clutter = new Set(
        touched.filter((r) => stats.count[r]! < fabricShare * pixels.length && isClutter(r)),
      );
      if (clutter.size > 0) {
        for (const i of pixels) if (clutter.has(region[i]!)) labels[i] = sceneClasses.other;
        growCut(labels, lab, side, pixels, colours);
      }
    }
    stats.reset(touched);
  }
  for (const fabric of fabrics)
    if (fabric.heap) keepHeap(fabric, fabrics, labels, side, owner, region, stats);
}

/** A heap is kept ('other'), but its regions in the colour of a seat they touch join that seat. */
function keepHeap(
  heap: Fabric,
  fabrics: Fabric[],
  labels: Uint8Array,
  side: number,
  owner: Int32Array,
  region: Int32Array,
  stats: RegionStats,
) {
  const touched = stats.collect(heap.pixels);
  const joins = new Map<number, number>();
  if (seatClasses.has(heap.cls)) {
    const beside = new Map<number, Set<number>>();
    for (const i of heap.pixels) {
      for (let k = 0; k < 4; k++) {
        const j = neighbour4(i, i % side, side, k);
        if (j < 0 || j >= labels.length) continue;
        const other = fabrics[owner[j]!];
        if (!other || other === heap || other.heap || !seatClasses.has(other.cls)) continue;
        const seats = beside.get(region[i]!) ?? new Set<number>();
        seats.add(owner[j]!);
        beside.set(region[i]!, seats);
      }
    }
    for (const [r, seats] of beside) {
      for (const id of seats) {
        if (colourStep(stats.mean(r), fabrics[id]!.main) <= sameSeatStep) joins.set(r, fabrics[id]!.cls);
      }
    }
  }
  for (const i of heap.pixels) labels[i] = joins.get(region[i]!) ?? sceneClasses.other;
  stats.reset(touched);
}

/** Pixel counts and Lab sums of a fabric's pixels per region of the photo, reset between fabrics. */
class RegionStats {
  readonly count: Int32Array;
  private readonly sums: Float64Array;

  constructor(
    regionCount: number,
    private readonly lab: LabImage,
    private readonly region: Int32Array,
  ) {
    this.count = new Int32Array(regionCount);
    this.sums = new Float64Array(regionCount * 3);
  }

  /** Adds the pixels; returns the regions they fall in. */
  collect(pixels: number[]): number[] {
    const touched: number[] = [];
    for (const i of pixels) {
      const r = this.region[i]!;
      if (this.count[r] === 0) touched.push(r);
      this.count[r] = this.count[r]! + 1;
      this.sums[r * 3] = this.sums[r * 3]! + this.lab.L[i]!;
      this.sums[r * 3 + 1] = this.sums[r * 3 + 1]! + this.lab.a[i]!;
      this.sums[r * 3 + 2] = this.sums[r * 3 + 2]! + this.lab.b[i]!;
    }
    return touched;
  }

  mean(r: number): Lab {
    const k = this.count[r]!;
    return [this.sums[r * 3]! / k, this.sums[r * 3 + 1]! / k, this.sums[r * 3 + 2]! / k];
  }

  reset(touched: number[]): void {
    for (const r of touched) {
      this.count[r] = 0;
      this.sums.fill(0, r * 3, r * 3 + 3);
    }
  }
}

/**
 * A cut object's rim (a dumbbell's edge, a bag's shaded side) often fell into the fabric's region at
 * the parser's grid: fabric pixels beside the cut that are not the fabric's colour go with the object,
 * a few pixels deep, so no rim of the new colour rings it.
 */
function growCut(labels: Uint8Array, lab: LabImage, side: number, pixels: number[], colours: Lab[]) {
  const notFabric = (i: number) => nearestStep([lab.L[i]!, lab.a[i]!, lab.b[i]!], colours) > clutterStep / 2;
  const besideCut = (i: number) => {
    for (let k = 0; k < 4; k++) {
      const j = neighbour4(i, i % side, side, k);
      if (j >= 0 && j < labels.length && labels[j] === sceneClasses.other) return true;
    }
    return false;
  };
  for (let pass = 0; pass < 4; pass++) {
    const grow = pixels.filter((i) => labels[i] !== sceneClasses.other && besideCut(i) && notFabric(i));
    if (grow.length === 0) return;
    for (const i of grow) labels[i] = sceneClasses.other;
  }
}

/** The colour step from `colour` to the nearest of `colours`. */
function nearestStep(colour: Lab, colours: Lab[]): number {
  let best = Infinity;
  for (const other of colours) best = Math.min(best, colourStep(colour, other));
  return best;
}

/**
 * A colour difference that forgives shading: the lit and the shaded side of one cushion differ in
 * lightness by a ratio, not a step, and keep their hue; black dumbbells on a brown rug or a white shirt on
 * a red chair differ in both. Lightness counts by its log ratio (x 25), hue and chroma in full.
 */
function colourStep(one: Lab, other: Lab): number {
  const light = 25 * Math.log((one[0] + 10) / (other[0] + 10));
  return Math.hypot(light, one[1] - other[1], one[2] - other[2]);
}
