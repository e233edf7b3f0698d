import { createHash } from 'node:crypto';
import type { DetectedObject, RoomAnalysis } from '../design-engine.port';
import type { FloatMap, RgbImage } from '../image/raster';
import { findLines } from './lines';
import { detectObjects } from './object-detector';
import type { Surface, SurfaceMap } from './surfaces';
import { classifySurfaces, segmentSurfaces, surfaceMaskGuide, surfaceMasks } from './surfaces';

/** What the local engine sees in a room photo at the working size of an operation. */
export interface Perception {
  objects: DetectedObject[];
  lines: RoomAnalysis['lines'];
  surfaces: SurfaceMap;
  /** Full-resolution soft masks, computed on first use (analysis does not need them). */
  masks(): Record<Surface, FloatMap>;
  exterior: boolean;
}

const cache = new Map<string, Promise<Perception>>();
const cacheSize = 6;

/**
 * Detects objects, lines and surfaces, memoised per image content: an ideation renders up to six ideas
 * from one photo and should look at it once. Failed runs are not cached.
 */
export function perceiveRoom(
  image: RgbImage,
  options: {
    exterior?: boolean;
    detectObjects?: boolean;
    /** The caller will use `masks()`: their guide is prepared while the detector runs. */
    masks?: boolean;
  } = {},
): Promise<Perception> {
  const key = createHash('sha1')
    .update(image.data)
    .update(
      `${image.width}x${image.height}:${options.exterior ? 'exterior' : 'auto'}:${options.detectObjects === false ? 'no-objects' : 'objects'}`,
    )
    .digest('hex');
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const running = runPerception(
    image,
    options.exterior ?? false,
    options.detectObjects !== false,
    options.masks ?? false,
  );
  cache.set(key, running);
  running.catch(() => cache.delete(key));
  while (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
  return running;
}

/** Forgets what was seen (benchmarks measure cold runs with it). */
export function clearPerceptionCache(): void {
  cache.clear();
}

async function runPerception(
  image: RgbImage,
  exterior: boolean,
  detect: boolean,
  prepareMasks: boolean,
): Promise<Perception> {
  // The detector runs on its own thread (see object-detector.ts): lines and superpixels, which do not
  // depend on the objects, are computed meanwhile; only the region classification waits for them.
  const detecting = detect ? detectObjects(image) : Promise.resolve([]);
  const finding = findLines(image);
  // Handled below; without this a failure while segmenting would count as unhandled.
  detecting.catch(() => undefined);
  finding.catch(() => undefined);
  const segmentation = await segmentSurfaces(image);
  if (prepareMasks) surfaceMaskGuide(image);
  const [objects, lines] = await Promise.all([detecting, finding]);
  const surfaces = classifySurfaces(segmentation, { objects, horizonY: lines.horizonY, exterior });
  let masks: Record<Surface, FloatMap> | null = null;
  return {
    objects,
    lines,
    surfaces,
    masks: () => (masks ??= surfaceMasks(surfaces, image)),
    exterior: exterior || surfaces.hasSky,
  };
}
