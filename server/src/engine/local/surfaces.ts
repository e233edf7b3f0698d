import type { DetectedObject } from '../design-engine.port';
import { imageToLab, labToHex } from '../image/color';
import { createGuidedFilter, luminance, softBlur, upsample } from '../image/filters';
import type { FloatMap, RgbImage } from '../image/raster';
import { resizeRgb } from '../image/raster';
import { slic } from './superpixels';

export const surfaceLabels = { other: 0, wall: 1, floor: 2, ceiling: 3 } as const;
export type Surface = 'wall' | 'floor' | 'ceiling';

/** Surfaces of a room at a low working resolution: a label per pixel and the regions behind them. */
export interface SurfaceMap {
  width: number;
  height: number;
  labels: Uint8Array;
  /** Region id per pixel (merged superpixels). */
  regionOf: Int32Array;
  regions: Region[];
  /** A bright blue region along the top: sky, so probably an exterior photo. */
  hasSky: boolean;
}

export interface Region {
  id: number;
  count: number;
  share: number;
  lab: [number, number, number];
  /** Mean lightness gradient inside: texture and clutter score high. */
  texture: number;
  top: number;
  bottom: number;
  centreY: number;
  /** Share of the region inside detected furniture or objects. */
  objectOverlap: number;
  /** Share of the top image row the region covers. */
  topCoverage: number;
  surface: Surface | null;
}

const workingWidth = 256;

/**
 * Estimates walls, floor and ceiling: SLIC superpixels are merged into regions of one colour that no
 * strong edge crosses, then each region is judged by where it lies relative to the horizon, how smooth
 * it is and whether a detected object covers it. An estimate, not a segmentation model: it errs toward
 * "other", which a recolour leaves alone.
 */
export async function estimateSurfaces(
  image: RgbImage,
  context: { objects: DetectedObject[]; horizonY: number; exterior: boolean },
): Promise<SurfaceMap> {
  return classifySurfaces(await segmentSurfaces(image), context);
}

/** The object-independent half of `estimateSurfaces`: working-size Lab, superpixels merged into regions. */
export interface SurfaceSegmentation {
  width: number;
  height: number;
  lab: ReturnType<typeof imageToLab>;
  gradient: Float32Array;
  regionOf: Int32Array;
}

export async function segmentSurfaces(image: RgbImage): Promise<SurfaceSegmentation> {
  const scale = workingWidth / image.width;
  const small = await resizeRgb(image, workingWidth, Math.max(8, Math.round(image.height * scale)), 'linear');
  const { width, height } = small;
  const lab = imageToLab(small);
  const superpixels = slic(lab, 320);
  const gradient = lightnessGradient(lab.L, width, height);
  const regionOf = mergeSuperpixels(superpixels, lab, gradient, width, height);
  return { width, height, lab, gradient, regionOf };
}

/** The half that needs the detected objects and the horizon: regions judged as wall, floor, ceiling. */
export function classifySurfaces(
  segmentation: SurfaceSegmentation,
  context: { objects: DetectedObject[]; horizonY: number; exterior: boolean },
): SurfaceMap {
  const { width, height, lab, gradient, regionOf } = segmentation;
  const n = width * height;
  const regions = describeRegions(regionOf, lab, gradient, width, height, context.objects);
  const labels = new Uint8Array(n);
  const hasSky = regions.some((region) => isSky(region));
  if (!context.exterior && !hasSky) {
    for (const region of regions) region.surface = classify(region, context.horizonY);
    // A white sofa against a white wall merges into the wall region: the detector's box takes it back
    // (all but the top of the box, which is mostly the wall behind the backrest).
    const furniture = coverage(
      context.objects.filter((o) => o.category !== 'clutter' && o.confidence >= 0.22),
      width,
      height,
      0.12,
    );
    for (let i = 0; i < n; i++) {
      const surface = regions[regionOf[i] ?? 0]?.surface;
      if (surface && (!furniture[i] || surface === 'ceiling')) labels[i] = surfaceLabels[surface];
    }
  }
  return { width, height, labels, regionOf, regions, hasSky };
}

function maxOf(values: Int32Array): number {
  let max = 0;
  for (let i = 0; i < values.length; i++) if (values[i]! > max) max = values[i]!;
  return max;
}

/** 1 where a detected object's box covers the pixel (skipping the top `skipTop` of each box). */
function coverage(objects: DetectedObject[], width: number, height: number, skipTop: number): Uint8Array {
  const out = new Uint8Array(width * height);
  for (const { box } of objects) {
    const x0 = Math.max(0, Math.floor(box.x * width));
    const x1 = Math.min(width, Math.ceil((box.x + box.width) * width));
    const y0 = Math.max(0, Math.floor((box.y + box.height * skipTop) * height));
    const y1 = Math.min(height, Math.ceil((box.y + box.height) * height));
    for (let y = y0; y < y1; y++) out.fill(1, y * width + x0, y * width + x1);
  }
  return out;
}

function lightnessGradient(L: Float32Array, width: number, height: number): Float32Array {
  const out = new Float32Array(L.length);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const gx = (L[i + 1] ?? 0) - (L[i - 1] ?? 0);
      const gy = (L[i + width] ?? 0) - (L[i - width] ?? 0);
      out[i] = Math.hypot(gx, gy) / 2;
    }
  }
  return out;
}

/** Greedy merge of adjacent superpixels with similar colour and a weak shared border (union-find). */
function mergeSuperpixels(
  labels: Int32Array,
  lab: { L: Float32Array; a: Float32Array; b: Float32Array },
  gradient: Float32Array,
  width: number,
  height: number,
): Int32Array {
  const count = maxOf(labels) + 1;
  const sums = new Float64Array(count * 4);
  for (let i = 0; i < labels.length; i++) {
    const k = labels[i] ?? 0;
    sums[k * 4] = (sums[k * 4] ?? 0) + (lab.L[i] ?? 0);
    sums[k * 4 + 1] = (sums[k * 4 + 1] ?? 0) + (lab.a[i] ?? 0);
    sums[k * 4 + 2] = (sums[k * 4 + 2] ?? 0) + (lab.b[i] ?? 0);
    sums[k * 4 + 3] = (sums[k * 4 + 3] ?? 0) + 1;
  }
  const borders = new Map<number, { length: number; strength: number }>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const p = labels[i] ?? 0;
      for (const j of [x < width - 1 ? i + 1 : -1, y < height - 1 ? i + width : -1]) {
        if (j < 0) continue;
        const q = labels[j] ?? 0;
        if (p === q) continue;
        const key = Math.min(p, q) * count + Math.max(p, q);
        const border = borders.get(key) ?? { length: 0, strength: 0 };
        border.length += 1;
        border.strength += Math.max(gradient[i] ?? 0, gradient[j] ?? 0);
        borders.set(key, border);
      }
    }
  }
  const parent = Int32Array.from({ length: count }, (_, i) => i);
  const find = (k: number): number => {
    while (parent[k] !== k) {
      parent[k] = parent[parent[k] ?? k] ?? k;
      k = parent[k] ?? k;
    }
    return k;
  };
  const mean = (k: number) => {
    const c = sums[k * 4 + 3] || 1;
    return [(sums[k * 4] ?? 0) / c, (sums[k * 4 + 1] ?? 0) / c, (sums[k * 4 + 2] ?? 0) / c] as const;
  };
  const colourDistance = (p: number, q: number) => {
    const [L1, a1, b1] = mean(p);
    const [L2, a2, b2] = mean(q);
    // Lightness counts less: shading across one wall is a lightness ramp, colour stays put.
    return Math.sqrt(0.7 * (L1 - L2) ** 2 + (a1 - a2) ** 2 + (b1 - b2) ** 2);
  };
  const edges = [...borders.entries()]
    .map(([key, border]) => ({
      p: Math.floor(key / count),
      q: key % count,
      strength: border.strength / border.length,
      length: border.length,
    }))
    .filter((edge) => edge.length >= 2)
    .sort((e1, e2) => colourDistance(e1.p, e1.q) - colourDistance(e2.p, e2.q));
  for (const edge of edges) {
    const p = find(edge.p);
    const q = find(edge.q);
    if (p === q) continue;
    if (colourDistance(p, q) > 7 || edge.strength > 4.5) continue;
    parent[q] = p;
    for (let c = 0; c < 4; c++) sums[p * 4 + c] = (sums[p * 4 + c] ?? 0) + (sums[q * 4 + c] ?? 0);
  }
  const ids = new Map<number, number>();
  const out = new Int32Array(labels.length);
  for (let i = 0; i < labels.length; i++) {
    const root = find(labels[i] ?? 0);
    let id = ids.get(root);
    if (id === undefined) {
      id = ids.size;
      ids.set(root, id);
    }
    out[i] = id;
  }
  return out;
}

function describeRegions(
  regionOf: Int32Array,
  lab: { L: Float32Array; a: Float32Array; b: Float32Array },
  gradient: Float32Array,
  width: number,
  height: number,
  objects: DetectedObject[],
): Region[] {
  const count = maxOf(regionOf) + 1;
  const covered = coverage(
    objects.filter((o) => o.category !== 'clutter' && o.confidence >= 0.25),
    width,
    height,
    0,
  );
  const acc = Array.from({ length: count }, () => ({
    n: 0,
    L: 0,
    a: 0,
    b: 0,
    g: 0,
    y: 0,
    top: 1,
    bottom: 0,
    obj: 0,
    topRow: 0,
  }));
  for (let i = 0; i < regionOf.length; i++) {
    const r = acc[regionOf[i] ?? 0];
    if (!r) continue;
    const y = Math.floor(i / width) / height;
    r.n++;
    r.L += lab.L[i] ?? 0;
    r.a += lab.a[i] ?? 0;
    r.b += lab.b[i] ?? 0;
    r.g += gradient[i] ?? 0;
    r.y += y;
    if (i < width) r.topRow++;
    r.top = Math.min(r.top, y);
    r.bottom = Math.max(r.bottom, y);
    if (covered[i]) r.obj++;
  }
  return acc.map((r, id) => ({
    id,
    count: r.n,
    share: r.n / regionOf.length,
    lab: [r.L / r.n, r.a / r.n, r.b / r.n],
    texture: r.g / r.n,
    top: r.top,
    bottom: r.bottom,
    centreY: r.y / r.n,
    objectOverlap: r.obj / r.n,
    topCoverage: r.topRow / width,
    surface: null,
  }));
}

function isSky(region: Region): boolean {
  const [L, , b] = region.lab;
  return region.share > 0.04 && region.top < 0.02 && region.topCoverage > 0.2 && b < -12 && L > 55;
}

function classify(region: Region, horizonY: number): Surface | null {
  const [L, a, b] = region.lab;
  const chroma = Math.hypot(a, b);
  if (region.share < 0.012) return null;
  // Blown-out windows are bright and flat too: never paint them.
  if (L > 95 && chroma < 6) return null;
  const smooth = region.texture < 3;
  // A ceiling runs along the top edge; a tall cabinet touching the top covers only a corner of it.
  const alongTop =
    region.topCoverage > 0.2 || (region.top < 0.03 && region.bottom < Math.min(0.3, horizonY - 0.1));
  // With a level camera every ceiling pixel lies above the horizon (and every floor pixel below it).
  if (region.top < 0.08 && alongTop && region.bottom < horizonY + 0.05 && region.centreY < horizonY * 0.7) {
    return smooth && region.objectOverlap < 0.3 ? 'ceiling' : null;
  }

  if (region.bottom > 0.93 && region.centreY > horizonY + 0.12 && region.top > horizonY - 0.1) {
    return region.share > 0.025 && region.objectOverlap < 0.45 && region.texture < 4.5 ? 'floor' : null;
  }
  // Pale blue and very bright regions near walls are mostly sky and windows.
  const skyLike = L > 78 && b < -7;
  if (
    smooth &&
    !skyLike &&
    region.objectOverlap < 0.35 &&
    region.top < horizonY + 0.1 &&
    region.bottom > horizonY - 0.2
  ) {
    return 'wall';
  }
  return null;
}

/** Share and mean colour of each surface. */
export function surfaceSummary(map: SurfaceMap) {
  const summary = (label: number) => {
    const regions = map.regions.filter((region) => region.surface && surfaceLabels[region.surface] === label);
    const count = regions.reduce((sum, region) => sum + region.count, 0);
    if (count === 0) return { share: 0, hex: null };
    const mean = [0, 1, 2].map((c) => regions.reduce((sum, r) => sum + (r.lab[c] ?? 0) * r.count, 0) / count);
    return {
      share: Math.round((count / map.labels.length) * 1000) / 1000,
      hex: labToHex(mean[0]!, mean[1]!, mean[2]!),
    };
  };
  return {
    wall: summary(surfaceLabels.wall),
    floor: summary(surfaceLabels.floor),
    ceiling: summary(surfaceLabels.ceiling),
  };
}

/**
 * Soft 0..1 masks of the surfaces at full resolution. The low-resolution labels are upsampled, then a
 * guided filter snaps their borders to the photo's edges: a recolour then changes colour only where the
 * photo already has an edge, which keeps the structure score high.
 */
export function surfaceMasks(map: SurfaceMap, image: RgbImage): Record<Surface, FloatMap> {
  const filter = surfaceMaskGuide(image);
  const mask = (surface: Surface): FloatMap => {
    const label = surfaceLabels[surface];
    const low = new Float32Array(map.labels.length);
    let any = false;
    for (let i = 0; i < low.length; i++) {
      if (map.labels[i] === label) {
        low[i] = 1;
        any = true;
      }
    }
    // No pixel of this surface: the filtered mask is exactly zero, no need to filter it.
    if (!any)
      return { width: image.width, height: image.height, data: new Float32Array(image.width * image.height) };
    const up = upsample(
      softBlur(low, map.width, map.height, 1),
      map.width,
      map.height,
      image.width,
      image.height,
    );
    return { width: image.width, height: image.height, data: filter(up) };
  };
  return { wall: mask('wall'), floor: mask('floor'), ceiling: mask('ceiling') };
}

type GuidedFilter = ReturnType<typeof createGuidedFilter>;

/** One guided filter per image and radius: its guide statistics depend only on the photo. */
function cachedGuide(cache: WeakMap<RgbImage, GuidedFilter>, image: RgbImage, radius: number): GuidedFilter {
  let filter = cache.get(image);
  if (!filter) {
    filter = createGuidedFilter(luminance(image), image.width, image.height, radius, 1e-3);
    cache.set(image, filter);
  }
  return filter;
}

const surfaceGuides = new WeakMap<RgbImage, GuidedFilter>();

/** The guided filter of `surfaceMasks`, so a render can prepare it while the detector thread is busy. */
export function surfaceMaskGuide(image: RgbImage): GuidedFilter {
  return cachedGuide(surfaceGuides, image, Math.max(4, Math.round(image.width / 110)));
}

const objectGuides = new WeakMap<RgbImage, GuidedFilter>();

/**
 * The finer guided filter that snaps object and colour masks to the photo's edges: a render and an edit
 * use it for the items kept and for the recolour of the same photo.
 */
export function objectMaskGuide(image: RgbImage): GuidedFilter {
  return cachedGuide(objectGuides, image, Math.max(3, Math.round(image.width / 160)));
}
