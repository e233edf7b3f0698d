import type { DetectedObject } from '../design-engine.port';
import { objectMaskGuide, type Surface } from './surfaces';
import type { FloatMap, RgbImage } from '../image/raster';

/** Words users write for things the detector knows. */
const synonyms: Array<[RegExp, string[]]> = [
  [/\b(sofa|couch|sectional|settee)s?\b/, ['sofa']],
  [/\b(arm)?chairs?\b/, ['chair']],
  [/\bbeds?\b/, ['bed']],
  [/\b(dining )?tables?\b|\bdesks?\b/, ['dining table']],
  [/\b(tv|television)s?\b/, ['TV']],
  [/\bplants?\b/, ['potted plant']],
  [/\bvases?\b/, ['vase']],
  [/\b(fridge|refrigerator)s?\b/, ['refrigerator']],
  [/\b(oven|stove|cooker)s?\b/, ['oven']],
  [/\bsinks?\b/, ['sink']],
  [/\bbooks?\b/, ['book']],
  [/\bclocks?\b/, ['clock']],
];

const surfaceWords: Array<[RegExp, Surface]> = [
  [/\bwalls?\b/, 'wall'],
  [/\bfloors?|flooring\b/, 'floor'],
  [/\bceilings?\b/, 'ceiling'],
];

export interface KeepPlan {
  /** Soft mask of the protected objects, or null. */
  mask: FloatMap | null;
  surfaces: Surface[];
  protected: string[];
  notFound: string[];
}

/**
 * Turns "items not to change" into a protection mask over the detected objects it names, and into
 * surfaces to leave alone. Names the detector cannot see are reported, not silently ignored.
 */
export function planKeepItems(
  text: string | undefined,
  objects: DetectedObject[],
  image: RgbImage,
): KeepPlan {
  const plan: KeepPlan = { mask: null, surfaces: [], protected: [], notFound: [] };
  const phrases = (text ?? '')
    .toLowerCase()
    .split(/,|;|\band\b|\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const boxes: DetectedObject[] = [];
  for (const phrase of phrases) {
    const surface = surfaceWords.find(([pattern]) => pattern.test(phrase))?.[1];
    if (surface) {
      plan.surfaces.push(surface);
      plan.protected.push(phrase);
      continue;
    }
    const names = synonyms.find(([pattern]) => pattern.test(phrase))?.[1] ?? [];
    const matches = objects.filter((o) => names.includes(o.objectName) && o.confidence >= 0.2);
    if (matches.length > 0) {
      boxes.push(...matches);
      plan.protected.push(phrase);
    } else {
      plan.notFound.push(phrase);
    }
  }
  if (boxes.length > 0) plan.mask = boxMask(image, boxes);
  return plan;
}

function boxMask(image: RgbImage, boxes: DetectedObject[]): FloatMap {
  const { width, height } = image;
  const raw = new Float32Array(width * height);
  for (const { box } of boxes) {
    const x0 = Math.max(0, Math.floor((box.x - 0.01) * width));
    const y0 = Math.max(0, Math.floor((box.y - 0.01) * height));
    const x1 = Math.min(width, Math.ceil((box.x + box.width + 0.01) * width));
    const y1 = Math.min(height, Math.ceil((box.y + box.height + 0.01) * height));
    for (let y = y0; y < y1; y++) raw.fill(1, y * width + x0, y * width + x1);
  }
  return { width, height, data: objectMaskGuide(image)(raw) };
}
