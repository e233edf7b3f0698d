import { createHash } from 'node:crypto';
import type { DetectedObject, RoomAnalysis } from '../design-engine.port';
import { loadOpenCv } from '../image/opencv';
import type { FloatMap, RgbImage } from '../image/raster';
import { findLines } from './lines';
import { detectObjects } from './object-detector';
import { buildSceneMasks, parserSizedImage, surfaceMapFromScene, type SceneMasks } from './scene-masks';
import { parseScene, parserSide } from './scene-parser';
import type { Surface, SurfaceMap } from './surfaces';

/** What the local engine sees in a room photo at the working size of an operation. */
export interface Perception {
  objects: DetectedObject[];
  lines: RoomAnalysis['lines'];
  surfaces: SurfaceMap;
  /** Full-resolution soft masks, computed on first use (analysis does not need them). */
  masks(): Record<Surface, FloatMap>;
  /** The scene parser's surfaces fused with the detector, with full-size masks on demand. */
  scene: SceneMasks;
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
  // The detector runs on its own thread (see object-detector.ts) and the parser on onnxruntime's:
  // lines are found here meanwhile.
  const detecting = detect ? detectObjects(image) : Promise.resolve([]);
  const parsing = parseScene(image);
  const small = parserSizedImage(image, parserSide);
  // Handled below; without this a failure while finding lines would count as unhandled.
  detecting.catch(() => undefined);
  parsing.catch(() => undefined);
  small.catch(() => undefined);
  const lines = await findLines(image);
  const [objects, parse, smallImage, { cv }] = await Promise.all([detecting, parsing, small, loadOpenCv()]);
  const scene = buildSceneMasks(parse, image, smallImage, objects, cv);
  if (prepareMasks && !scene.exterior) scene.mask('wall');
  const surfaces = surfaceMapFromScene(scene, smallImage);
  const isExterior = exterior || scene.exterior;
  let masks: Record<Surface, FloatMap> | null = null;
  return {
    objects,
    lines,
    surfaces,
    scene,
    masks: () =>
      (masks ??= isExterior
        ? { wall: scene.mask('facade'), floor: scene.mask('paving'), ceiling: emptyMask(image) }
        : { wall: scene.mask('wall'), floor: scene.mask('floor'), ceiling: scene.mask('ceiling') }),
    exterior: isExterior,
  };
}

function emptyMask(image: RgbImage): FloatMap {
  return { width: image.width, height: image.height, data: new Float32Array(image.width * image.height) };
}
