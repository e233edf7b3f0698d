import { labToHex } from '../image/color';
import { createGuidedFilter, luminance } from '../image/filters';
import type { RgbImage } from '../image/raster';

export const surfaceLabels = { other: 0, wall: 1, floor: 2, ceiling: 3 } as const;
export type Surface = 'wall' | 'floor' | 'ceiling';

/** Surfaces of a room at the scene parser's resolution: a label per pixel and a region per surface. */
export interface SurfaceMap {
  width: number;
  height: number;
  labels: Uint8Array;
  /** Region id per pixel (one region per surface). */
  regionOf: Int32Array;
  regions: Region[];
  /** The parser sees an exterior (sky, lawn, buildings): walls and ceilings are not estimated. */
  hasSky: boolean;
}

export interface Region {
  id: number;
  count: number;
  share: number;
  lab: [number, number, number];
  /** Kept for the region's shape; the parser's regions leave it 0. */
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

const objectGuides = new WeakMap<RgbImage, GuidedFilter>();

/**
 * The finer guided filter that snaps object and colour masks to the photo's edges: a render and an edit
 * use it for the items kept and for the recolour of the same photo.
 */
export function objectMaskGuide(image: RgbImage): GuidedFilter {
  return cachedGuide(objectGuides, image, Math.max(3, Math.round(image.width / 160)));
}
