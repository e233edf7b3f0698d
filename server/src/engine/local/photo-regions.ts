import type { LabImage } from '../image/color';
import { maxFilter } from '../image/filters';

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
  // Edges to the right and below, weights quantised to tenths for a counting sort.
  const edgeCount = (width - 1) * height + width * (height - 1);
  const from = new Int32Array(edgeCount);
  const to = new Int32Array(edgeCount);
  const weight = new Uint16Array(edgeCount);
  let e = 0;
  const add = (i: number, j: number) => {
    const dL = L[i]! - L[j]!;
    const dA = A[i]! - A[j]!;
    const dB = B[i]! - B[j]!;
    from[e] = i;
    to[e] = j;
    weight[e++] = Math.min(65535, Math.round(Math.sqrt(dL * dL + dA * dA + dB * dB) * 10));
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (x < width - 1) add(i, i + 1);
      if (y < height - 1) add(i, i + width);
    }
  }
  const order = countingOrder(weight);
  const parent = new Int32Array(n);
  const size = new Int32Array(n).fill(1);
  const internal = new Float32Array(n);
  for (let i = 0; i < n; i++) parent[i] = i;
  const find = (i: number) => {
    let r = i;
    while (parent[r] !== r) r = parent[r]!;
    while (parent[i] !== r) {
      const next = parent[i]!;
      parent[i] = r;
      i = next;
    }
    return r;
  };
  const join = (a: number, b: number, w: number) => {
    const [big, small] = size[a]! >= size[b]! ? [a, b] : [b, a];
    parent[small] = big;
    size[big] = size[big]! + size[small]!;
    internal[big] = w;
  };
  for (const k of order) {
    const a = find(from[k]!);
    const b = find(to[k]!);
    if (a === b) continue;
    const w = weight[k]! / 10;
    if (w <= Math.min(internal[a]! + scale / size[a]!, internal[b]! + scale / size[b]!)) join(a, b, w);
  }
  // Specks (a highlight, a screw, noise along an edge) go into the neighbour they differ least from.
  for (const k of order) {
    const a = find(from[k]!);
    const b = find(to[k]!);
    if (a !== b && (size[a]! < minSize || size[b]! < minSize)) join(a, b, weight[k]! / 10);
  }
  const region = new Int32Array(n);
  const ids = new Int32Array(n).fill(-1);
  let count = 0;
  for (let i = 0; i < n; i++) {
    const r = find(i);
    if (ids[r] === -1) ids[r] = count++;
    region[i] = ids[r]!;
  }
  return { region, count };
}

/** Edge indices in order of increasing weight (weights are small integers). */
function countingOrder(weight: Uint16Array): Int32Array {
  let max = 0;
  for (const w of weight) if (w > max) max = w;
  const start = new Int32Array(max + 2);
  for (const w of weight) start[w + 1]!++;
  for (let v = 1; v <= max + 1; v++) start[v] = start[v]! + start[v - 1]!;
  const order = new Int32Array(weight.length);
  for (let k = 0; k < weight.length; k++) order[start[weight[k]!]!++] = k;
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
  mergeable: ReadonlySet<number>,
): void {
  const n = labels.length;
  // Each mergeable class's pixels per region, keyed region * 256 + label.
  const perRegion = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    if (!mergeable.has(labels[i]!)) continue;
    const key = region[i]! * 256 + labels[i]!;
    perRegion.set(key, (perRegion.get(key) ?? 0) + 1);
  }
  const seen = new Uint8Array(n);
  const patch = new Int32Array(n);
  const along = new Map<number, number>();
  for (let start = 0; start < n; start++) {
    const label = labels[start]!;
    if (seen[start] || !mergeable.has(label)) continue;
    const r = region[start]!;
    let size = 0;
    let outline = 0;
    along.clear();
    patch[size++] = start;
    seen[start] = 1;
    for (let head = 0; head < size; head++) {
      const i = patch[head]!;
      const x = i % side;
      for (let k = 0; k < 4; k++) {
        const j =
          k === 0
            ? x > 0
              ? i - 1
              : -1
            : k === 1
              ? x < side - 1
                ? i + 1
                : -1
              : k === 2
                ? i - side
                : i + side;
        if (j < 0 || j >= n) continue;
        if (labels[j] === label && region[j] === r) {
          if (!seen[j]) {
            seen[j] = 1;
            patch[size++] = j;
          }
          continue;
        }
        outline++;
        if (region[j] === r && mergeable.has(labels[j]!))
          along.set(labels[j]!, (along.get(labels[j]!) ?? 0) + 1);
      }
    }
    let best = -1;
    let bestCount = 0;
    for (const [other, k] of along) if (k > bestCount) [best, bestCount] = [other, k];
    if (best >= 0 && bestCount >= 0.6 * outline && size < (perRegion.get(r * 256 + best) ?? 0)) {
      for (let k = 0; k < size; k++) labels[patch[k]!] = best;
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
  const total = new Int32Array(regionCount);
  const perRegion = new Map<number, number>();
  for (let i = 0; i < labels.length; i++) {
    const r = region[i]!;
    total[r]!++;
    if (objects.has(labels[i]!))
      perRegion.set(r * 256 + labels[i]!, (perRegion.get(r * 256 + labels[i]!) ?? 0) + 1);
  }
  const owner = new Int16Array(regionCount).fill(-1);
  for (const [key, k] of perRegion)
    if (k >= 0.6 * total[Math.floor(key / 256)]!) owner[Math.floor(key / 256)] = key % 256;
  const objectPixels = new Float32Array(labels.length);
  for (let i = 0; i < labels.length; i++) if (objects.has(labels[i]!)) objectPixels[i] = 1;
  const near = maxFilter(objectPixels, side, Math.max(2, Math.round(side / 100)));
  for (let i = 0; i < labels.length; i++) {
    const o = owner[region[i]!]!;
    if (o >= 0 && near[i]! > 0 && surfaces.has(labels[i]!)) labels[i] = o;
  }
}
