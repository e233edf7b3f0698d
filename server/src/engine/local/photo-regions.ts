import { neighbour4 } from '../image/grid';
import type { LabImage } from '../image/color';
import { boxBlur } from '../image/filters';

/**
 * The photo cut into regions of one colour, each bounded by the photo's own edges (graph-based
 * segmentation, Felzenszwalb and Huttenlocher 2004): neighbouring pixels join while the colour step
 * between them is no larger than the variation already inside both regions plus `scale` / region size,
 * so a plain surface shaded across the room stays one region and a frame, a cabinet's edge or a door's
 * outline stays a border. Returns a region id per pixel (0..count-1).
 */
export function photoRegions(
  lab: LabImage,
  scale: number,
  minSize: number,
): { region: Int32Array; count: number } {
  const { width, height } = lab;
  const n = width * height;
  // Not smoothed: a blurred edge becomes a band of in-between pixels, a thin region of its own along
  // every border. Noise does not split a plain wall: its variation raises the wall's own threshold.
  const { L, a: A, b: B } = lab;
  // Edge 2i joins pixel i to its right-hand neighbour, 2i+1 to the one below; weights are colour steps
  // in tenths of a unit, for a counting sort. Edges off the photo keep the largest weight and are skipped.
  const none = 65535;
  const weight = new Uint16Array(2 * n).fill(none);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (x < width - 1) weight[2 * i] = step(L, A, B, i, i + 1);
      if (y < height - 1) weight[2 * i + 1] = step(L, A, B, i, i + width);
    }
  }
  const order = countingOrder(weight, none);
  const parent = new Int32Array(n);
  const size = new Int32Array(n).fill(1);
  const internal = new Float32Array(n);
  for (let i = 0; i < n; i++) parent[i] = i;
  for (let pass = 0; pass < 2; pass++) {
    for (let k = 0; k < order.length; k++) {
      const e = order[k]!;
      const i = e >> 1;
      const ra = root(parent, i);
      const rb = root(parent, e & 1 ? i + width : i + 1);
      if (ra === rb) continue;
      const w = weight[e]! / 10;
      const joins =
        pass === 0
          ? w <= Math.min(internal[ra]! + scale / size[ra]!, internal[rb]! + scale / size[rb]!)
          : // Then specks (a highlight, a screw, noise along an edge) go into the neighbour they differ least from.
            size[ra]! < minSize || size[rb]! < minSize;
      if (!joins) continue;
      const [big, small] = size[ra]! >= size[rb]! ? [ra, rb] : [rb, ra];
      parent[small] = big;
      size[big] = size[big]! + size[small]!;
      internal[big] = w;
    }
  }
  const region = new Int32Array(n);
  const ids = new Int32Array(n).fill(-1);
  let count = 0;
  for (let i = 0; i < n; i++) {
    const r = root(parent, i);
    if (ids[r] === -1) ids[r] = count++;
    region[i] = ids[r]!;
  }
  return { region, count };
}

function step(L: Float32Array, A: Float32Array, B: Float32Array, i: number, j: number): number {
  const dL = L[i]! - L[j]!;
  const dA = A[i]! - A[j]!;
  const dB = B[i]! - B[j]!;
  return Math.min(65534, Math.round(Math.sqrt(dL * dL + dA * dA + dB * dB) * 10));
}

/** The root of i's set, halving the path on the way (union-find). */
function root(parent: Int32Array, i: number): number {
  while (parent[i] !== i) {
    const up = parent[parent[i]!]!;
    parent[i] = up;
    i = up;
  }
  return i;
}

/** Edge indices in order of increasing weight (weights are small integers; `none` edges left out). */
function countingOrder(weight: Uint16Array, none: number): Int32Array {
  let max = 0;
  let valid = 0;
  for (const w of weight) {
    if (w === none) continue;
    valid++;
    if (w > max) max = w;
  }
  const start = new Int32Array(max + 2);
  for (const w of weight) if (w !== none) start[w + 1]!++;
  for (let v = 1; v <= max + 1; v++) start[v] = start[v]! + start[v - 1]!;
  const order = new Int32Array(valid);
  for (let k = 0; k < weight.length; k++) if (weight[k] !== none) order[start[weight[k]!]!++] = k;
  return order;
}

/**
 * The parser decides each pixel on its own and often splits one plain surface between two classes (a
 * kitchen's tall unit half 'wall', half 'cabinet'; a pillow's shaded side 'wall'): painted as labelled,
 * it comes out in blotches. A region of the photo is one surface, so a patch of one of the `mergeable`
 * classes that lies inside a region and is enclosed there by another of them (most of its outline runs
 * along it) and smaller than it takes that class. A patch along the region's border is left: the region
 * may run across an edge too faint to see (a white sideboard against a white wall) that the parser placed
 * by what it knows of rooms.
 */
export function voteWithinRegions(
  labels: Uint8Array,
  side: number,
  region: Int32Array,
  regionCount: number,
  mergeable: ReadonlySet<number>,
): void {
  const n = labels.length;
  const { slot, ids } = slots(mergeable);
  const m = ids.length;
  // Each mergeable class's pixels per region.
  const perRegion = new Int32Array(regionCount * m);
  for (let i = 0; i < n; i++) {
    const c = slot[labels[i]!]!;
    if (c >= 0) perRegion[region[i]! * m + c]!++;
  }
  const seen = new Uint8Array(n);
  const patch = new Int32Array(n);
  const along = new Int32Array(m);
  for (let start = 0; start < n; start++) {
    const label = labels[start]!;
    if (seen[start] || slot[label]! < 0) continue;
    const r = region[start]!;
    let size = 0;
    let outline = 0;
    along.fill(0);
    patch[size++] = start;
    seen[start] = 1;
    for (let head = 0; head < size; head++) {
      const i = patch[head]!;
      const x = i % side;
      for (let k = 0; k < 4; k++) {
        const j = neighbour4(i, x, side, k);
        if (j < 0 || j >= n) continue;
        if (labels[j] === label && region[j] === r) {
          if (!seen[j]) {
            seen[j] = 1;
            patch[size++] = j;
          }
          continue;
        }
        outline++;
        const c = slot[labels[j]!]!;
        if (region[j] === r && c >= 0) along[c]!++;
      }
    }
    let best = -1;
    for (let c = 0; c < m; c++) if (along[c]! > 0 && (best < 0 || along[c]! > along[best]!)) best = c;
    if (best >= 0 && along[best]! >= 0.6 * outline && size < perRegion[r * m + best]!) {
      for (let k = 0; k < size; k++) labels[patch[k]!] = ids[best]!;
    }
  }
}

/**
 * A picture, a mirror, a window or a door the parser saw only in part (its pale margin called wall):
 * painted round, it loses its edge in ragged bites. Where one such class holds most of a region of the
 * photo, the region is that object and the surface pixels in it near the object's own pixels (a
 * margin, not a strip of wall the region ran into over a faint edge) are taken out of the surface too.
 */
export function protectObjectRegions(
  labels: Uint8Array,
  side: number,
  region: Int32Array,
  regionCount: number,
  objects: ReadonlySet<number>,
  surfaces: ReadonlySet<number>,
): void {
  const n = labels.length;
  const { slot, ids } = slots(objects);
  const m = ids.length;
  const total = new Int32Array(regionCount);
  const perRegion = new Int32Array(regionCount * m);
  const objectPixels = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const r = region[i]!;
    total[r]!++;
    const c = slot[labels[i]!]!;
    if (c < 0) continue;
    perRegion[r * m + c]!++;
    objectPixels[i] = 1;
  }
  const owner = new Int16Array(regionCount).fill(-1);
  for (let r = 0; r < regionCount; r++)
    for (let c = 0; c < m; c++) if (perRegion[r * m + c]! >= 0.6 * total[r]!) owner[r] = ids[c]!;
  // Within about 1 % of the image of the object's own pixels (a box sum above zero).
  const near = boxBlur(objectPixels, side, side, Math.max(2, Math.round(side / 100)));
  for (let i = 0; i < n; i++) {
    const o = owner[region[i]!]!;
    if (o >= 0 && near[i]! > 1e-6 && surfaces.has(labels[i]!)) labels[i] = o;
  }
}

/** A dense index for a small set of labels: slot[label] is its index (or -1), ids[index] the label. */
function slots(labels: ReadonlySet<number>): { slot: Int8Array; ids: number[] } {
  const slot = new Int8Array(256).fill(-1);
  const ids = [...labels];
  ids.forEach((label, index) => (slot[label] = index));
  return { slot, ids };
}
