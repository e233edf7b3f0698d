import type { DetectedObject } from '../design-engine.port';
import { imageToLab, labToHex } from '../image/color';
import { guidedFilter, luminance, softBlur } from '../image/filters';
import type { FloatMap, RgbImage } from '../image/raster';
import { resizeFloatMap, resizeRgb } from '../image/raster';
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
  const scale = workingWidth / image.width;
  const small = await resizeRgb(image, workingWidth, Math.max(8, Math.round(image.height * scale)), 'linear');
  const { width, height } = small;
  const n = width * height;
  const lab = imageToLab(small);
  const superpixels = slic(lab, 320);
  const gradient = lightnessGradient(lab.L, width, height);
  const regionOf = mergeSuperpixels(superpixels, lab, gradient, width, height);
  const regions = describeRegions(regionOf, lab, gradient, width, height, context.objects);
  const labels = new Uint8Array(n);
  if (!context.exterior) {
    for (const region of regions) region.surface = classify(region, context.horizonY);
    for (let i = 0; i < n; i++) {
      const surface = regions[regionOf[i] ?? 0]?.surface;
      labels[i] = surface ? surfaceLabels[surface] : 0;
    }
  }
  return { width, height, labels, regionOf, regions };
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
  const count = Math.max(...labels) + 1;
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
    return Math.sqrt(0.35 * (L1 - L2) ** 2 + (a1 - a2) ** 2 + (b1 - b2) ** 2);
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
  const count = Math.max(...regionOf) + 1;
  const acc = Array.from({ length: count }, () => ({ n: 0, L: 0, a: 0, b: 0, g: 0, y: 0, top: 1, bottom: 0, obj: 0 }));
  const solidObjects = objects.filter((o) => o.category !== 'clutter' && o.confidence >= 0.25);
  for (let i = 0; i < regionOf.length; i++) {
    const r = acc[regionOf[i] ?? 0];
    if (!r) continue;
    const x = (i % width) / width;
    const y = Math.floor(i / width) / height;
    r.n++;
    r.L += lab.L[i] ?? 0;
    r.a += lab.a[i] ?? 0;
    r.b += lab.b[i] ?? 0;
    r.g += gradient[i] ?? 0;
    r.y += y;
    r.top = Math.min(r.top, y);
    r.bottom = Math.max(r.bottom, y);
    if (solidObjects.some((o) => x >= o.box.x && x <= o.box.x + o.box.width && y >= o.box.y && y <= o.box.y + o.box.height)) {
      r.obj++;
    }
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
    surface: null,
  }));
}

function classify(region: Region, horizonY: number): Surface | null {
  const [L, a, b] = region.lab;
  const chroma = Math.hypot(a, b);
  if (region.share < 0.012) return null;
  // Blown-out windows and sky are bright and flat too: never paint them.
  if (L > 95 && chroma < 6) return null;
  if (b < -12 && L > 55 && region.top < 0.05) return null;
  const smooth = region.texture < 2.2;
  if (region.top < 0.08 && region.bottom < horizonY + 0.05 && region.centreY < horizonY * 0.7 && smooth) {
    return region.objectOverlap < 0.3 ? 'ceiling' : null;
  }
  if (region.bottom > 0.93 && region.centreY > horizonY + 0.12 && region.top > horizonY - 0.1) {
    return region.objectOverlap < 0.45 && region.texture < 4 ? 'floor' : null;
  }
  if (smooth && region.objectOverlap < 0.35 && region.top < horizonY + 0.1 && region.bottom > horizonY - 0.2) {
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
    return { share: Math.round((count / map.labels.length) * 1000) / 1000, hex: labToHex(mean[0]!, mean[1]!, mean[2]!) };
  };
  return {
    wall: summary(surfaceLabels.wall),
    floor: summary(surfaceLabels.floor),
    ceiling: summary(surfaceLabels.ceiling),
  };
}

/**
 * A soft 0..1 mask of one surface at full resolution. The low-resolution label is upsampled, then a
 * guided filter snaps its border to the photo's edges: a recolour then changes colour only where the
 * photo already has an edge, which keeps the structure score high.
 */
export function surfaceMask(map: SurfaceMap, surface: Surface, image: RgbImage, guide?: Float32Array): FloatMap {
  const label = surfaceLabels[surface];
  const low = new Float32Array(map.labels.length);
  for (let i = 0; i < low.length; i++) low[i] = map.labels[i] === label ? 1 : 0;
  const smoothed = softBlur(low, map.width, map.height, 1);
  const up = resizeFloatMap({ width: map.width, height: map.height, data: smoothed }, image.width, image.height);
  const luma = guide ?? luminance(image);
  const radius = Math.max(4, Math.round(image.width / 120));
  return { width: image.width, height: image.height, data: guidedFilter(luma, up.data, image.width, image.height, radius, 1e-3) };
}
