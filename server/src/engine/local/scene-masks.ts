import type { DetectedObject } from '../design-engine.port';
import { imageToLab, type LabImage } from '../image/color';
import { softBlur, upsample } from '../image/filters';
import type { FloatMap, RgbImage } from '../image/raster';
import { resizeRgb } from '../image/raster';
import { sceneClasses, type SceneClass, type SceneParse } from './scene-parser';
import { objectMaskGuide, surfaceLabels, type Region, type SurfaceMap } from './surfaces';

/** Surfaces a render may change; everything else in the photo is protected. */
export type Paintable = 'wall' | 'floor' | 'ceiling' | 'textile' | 'cabinet' | 'facade' | 'lawn' | 'paving';

const groups: Record<Paintable, readonly SceneClass[]> = {
  wall: ['wall'],
  floor: ['floor'],
  ceiling: ['ceiling'],
  textile: ['sofa', 'bed', 'armchair', 'curtain', 'rug'],
  cabinet: ['cabinet'],
  facade: ['building', 'house'],
  lawn: ['grass', 'field'],
  // Roads are not the owner's to re-lay; paths, patios and decks are.
  paving: ['sidewalk', 'floor'],
};

/**
 * COCO objects the parser does not know and tends to call wall (a fridge, a TV, a clock, a lamp's shade):
 * their boxes are cut out of the paintable surfaces wherever the pixels differ from the surface's colour.
 */
const foreignObjects = new Set([
  'refrigerator',
  'tv',
  'clock',
  'oven',
  'microwave',
  'sink',
  'potted plant',
  'vase',
  'person',
  'laptop',
  'book',
  'bottle',
  'cup',
  'toaster',
  'teddy bear',
]);

/** Per-pixel surfaces of one photo at the parser's resolution, and full-size soft masks on demand. */
export interface SceneMasks {
  side: number;
  /** The parser's labels after fusion with the detector and the colour check (parseSide squared). */
  labels: Uint8Array;
  /** Fraction of the photo each paintable surface covers. */
  share: Record<Paintable, number>;
  /** Soft full-size mask snapped to the photo's edges (cached). */
  mask(surface: Paintable): FloatMap;
  exterior: boolean;
}

export function buildSceneMasks(
  parse: SceneParse,
  image: RgbImage,
  small: RgbImage,
  objects: DetectedObject[],
): SceneMasks {
  const { side } = parse;
  const labels = new Uint8Array(parse.labels);
  const lab = imageToLab(small);
  cutForeignObjects(labels, lab, side, objects);
  cutOddPixels(labels, lab, side, sceneClasses.wall);
  cutOddPixels(labels, lab, side, sceneClasses.building);
  cutWater(labels, lab);
  const n = side * side;
  const count = (classes: readonly SceneClass[]) => {
    const ids = new Set(classes.map((c) => sceneClasses[c]));
    let k = 0;
    for (let i = 0; i < n; i++) if (ids.has(labels[i] as never)) k++;
    return k / n;
  };
  const share = Object.fromEntries(
    (Object.keys(groups) as Paintable[]).map((g) => [g, count(groups[g])]),
  ) as Record<Paintable, number>;
  const outdoor = count(['sky', 'building', 'house', 'grass', 'tree', 'road', 'sidewalk', 'field']);
  const indoor = count(['wall', 'ceiling', 'bed', 'sofa', 'cabinet', 'curtain', 'rug', 'armchair']);
  const exterior = share.lawn + count(['sky']) > 0.04 && outdoor > indoor;
  const cache = new Map<Paintable, FloatMap>();
  return {
    side,
    labels,
    share,
    exterior,
    mask(surface) {
      let mask = cache.get(surface);
      if (!mask) {
        mask = snappedMask(labels, side, groups[surface], image);
        cache.set(surface, mask);
      }
      return mask;
    },
  };
}

/** Upsamples one group's labels and snaps the borders to the photo's edges with a guided filter. */
function snappedMask(labels: Uint8Array, side: number, classes: readonly SceneClass[], image: RgbImage) {
  const ids = new Set<number>(classes.map((c) => sceneClasses[c]));
  const low = new Float32Array(side * side);
  let any = false;
  for (let i = 0; i < low.length; i++) {
    if (ids.has(labels[i]!)) {
      low[i] = 1;
      any = true;
    }
  }
  const { width, height } = image;
  if (!any) return { width, height, data: new Float32Array(width * height) };
  const up = upsample(softBlur(low, side, side, 1), side, side, width, height);
  const snapped = objectMaskGuide(image)(up);
  // The guided filter leaves a soft ramp; steepening it keeps the wall painted to its edge and the
  // painting next to it untouched, while the ramp still follows the photo's own edge.
  for (let i = 0; i < snapped.length; i++) {
    const v = (snapped[i]! - 0.15) / 0.45;
    snapped[i] = v <= 0 ? 0 : v >= 1 ? 1 : v * v * (3 - 2 * v);
  }
  return { width, height, data: snapped };
}

function cutForeignObjects(labels: Uint8Array, lab: LabImage, side: number, objects: DetectedObject[]) {
  const wall = sceneClasses.wall;
  const wallMean = meanOf(labels, lab, wall);
  for (const object of objects) {
    if (!foreignObjects.has(object.objectName) || object.confidence < 0.3) continue;
    const x0 = Math.max(0, Math.floor(object.box.x * side));
    const y0 = Math.max(0, Math.floor(object.box.y * side));
    const x1 = Math.min(side, Math.ceil((object.box.x + object.box.width) * side));
    const y1 = Math.min(side, Math.ceil((object.box.y + object.box.height) * side));
    // A fridge or a TV is the whole box; a plant or a person is its shape, told apart by colour.
    const whole = ['refrigerator', 'tv', 'oven', 'microwave', 'clock'].includes(object.objectName);
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = y * side + x;
        if (labels[i] !== wall) continue;
        if (whole || !wallMean || distance(lab, i, wallMean) > 14) labels[i] = sceneClasses.other;
      }
    }
  }
}

/**
 * Pixels labelled as a surface whose colour is far from the surface's colour around them (a poster, a
 * lamp, a dark frame the parser swallowed): relabelled 'other' so they are protected.
 */
function cutOddPixels(labels: Uint8Array, lab: LabImage, side: number, cls: number) {
  const n = side * side;
  const w = new Float32Array(n);
  const sa = new Float32Array(n);
  const sb = new Float32Array(n);
  const sl = new Float32Array(n);
  const hues = new Map<number, number>();
  let any = false;
  for (let i = 0; i < n; i++) {
    if (labels[i] !== cls) continue;
    any = true;
    w[i] = 1;
    sa[i] = lab.a[i]!;
    sb[i] = lab.b[i]!;
    sl[i] = lab.L[i]!;
    const key = Math.round(lab.a[i]! / 6) * 1000 + Math.round(lab.b[i]! / 6);
    hues.set(key, (hues.get(key) ?? 0) + 1);
  }
  if (!any) return;
  // The surface's commonest hue: a big poster or a fridge the parser called wall pulls the local mean
  // toward itself, but never the whole wall's mode.
  let modeKey = 0;
  let modeCount = 0;
  for (const [key, count] of hues) if (count > modeCount) [modeKey, modeCount] = [key, count];
  const modeA = Math.round(modeKey / 1000) * 6;
  const modeB = (modeKey - Math.round(modeKey / 1000) * 1000) * 6;
  const r = Math.round(side / 16);
  const [bw, ba, bb, bl] = [w, sa, sb, sl].map((plane) => softBlur(plane, side, side, r)) as [
    Float32Array,
    Float32Array,
    Float32Array,
    Float32Array,
  ];
  const odd = (i: number) => {
    const a = ba[i]! / bw[i]!;
    const b = bb[i]! / bw[i]!;
    const L = bl[i]! / bw[i]!;
    const chroma = Math.hypot(lab.a[i]! - a, lab.b[i]! - b);
    const fromMode = Math.hypot(lab.a[i]! - modeA, lab.b[i]! - modeB);
    // Shading changes lightness a lot on a plain wall, hue hardly: the test weighs hue more.
    // Sun patches and shadows on a wall are far lighter or darker but keep its hue: only a very large
    // lightness step (a black frame on a white wall) counts on its own.
    const light = Math.abs(lab.L[i]! - L) / Math.max(20, L * 0.9);
    return chroma > 16 || fromMode > 30 || light > 1;
  };
  for (let i = 0; i < n; i++) {
    if (labels[i] === cls && bw[i]! >= 1e-3 && odd(i)) labels[i] = sceneClasses.other;
  }
  // The parser's borders are a few pixels off: 'other' pixels next to the surface that look like it
  // (the strip of wall round a picture frame, a patch of sun) join it: no unpainted halo or blotch.
  for (let pass = 0; pass < 16; pass++) {
    const grow: number[] = [];
    for (let y = 1; y < side - 1; y++) {
      for (let x = 1; x < side - 1; x++) {
        const i = y * side + x;
        if (labels[i] !== sceneClasses.other || bw[i]! < 1e-3) continue;
        const touches =
          labels[i - 1] === cls ||
          labels[i + 1] === cls ||
          labels[i - side] === cls ||
          labels[i + side] === cls;
        if (touches && !odd(i) && Math.abs(lab.L[i]! - bl[i]! / bw[i]!) < 22) grow.push(i);
      }
    }
    for (const i of grow) labels[i] = cls;
  }
}

/** A pool is labelled floor by the parser: clear blue or cyan 'floor' is water, never paving to re-lay. */
function cutWater(labels: Uint8Array, lab: LabImage) {
  for (let i = 0; i < labels.length; i++) {
    if (labels[i] === sceneClasses.floor && lab.b[i]! < -14 && lab.b[i]! < lab.a[i]! - 10) {
      labels[i] = sceneClasses.water;
    }
  }
}

function meanOf(labels: Uint8Array, lab: LabImage, cls: number): [number, number, number] | null {
  let k = 0;
  let sL = 0;
  let sA = 0;
  let sB = 0;
  for (let i = 0; i < labels.length; i++) {
    if (labels[i] !== cls) continue;
    k++;
    sL += lab.L[i]!;
    sA += lab.a[i]!;
    sB += lab.b[i]!;
  }
  return k > 0 ? [sL / k, sA / k, sB / k] : null;
}

function distance(lab: LabImage, i: number, c: readonly number[]): number {
  return Math.hypot((lab.L[i]! - c[0]!) * 0.5, lab.a[i]! - c[1]!, lab.b[i]! - c[2]!);
}

/**
 * The old surface map (wall/floor/ceiling labels and regions) from the parse, for analysis, edits and
 * compose, which read shares and mean colours from it.
 */
export function surfaceMapFromScene(scene: SceneMasks, small: RgbImage): SurfaceMap {
  const { side } = scene;
  const lab = imageToLab(small);
  const n = side * side;
  const labels = new Uint8Array(n);
  const regionOf = new Int32Array(n);
  const byClass: Array<[number, 'wall' | 'floor' | 'ceiling']> = scene.exterior
    ? []
    : [
        [sceneClasses.wall, 'wall'],
        [sceneClasses.floor, 'floor'],
        [sceneClasses.ceiling, 'ceiling'],
      ];
  const regions: Region[] = [];
  for (const [cls, surface] of byClass) {
    const id = regions.length + 1;
    let count = 0;
    let sL = 0;
    let sA = 0;
    let sB = 0;
    let top = 1;
    let bottom = 0;
    for (let i = 0; i < n; i++) {
      if (scene.labels[i] !== cls) continue;
      labels[i] = surfaceLabels[surface];
      regionOf[i] = id;
      count++;
      sL += lab.L[i]!;
      sA += lab.a[i]!;
      sB += lab.b[i]!;
      const y = Math.floor(i / side) / side;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
    if (count === 0) continue;
    regions.push({
      id,
      count,
      share: count / n,
      lab: [sL / count, sA / count, sB / count],
      texture: 0,
      top,
      bottom,
      centreY: (top + bottom) / 2,
      objectOverlap: 0,
      topCoverage: 0,
      surface,
    });
  }
  return { width: side, height: side, labels, regionOf, regions, hasSky: scene.exterior };
}

/** The photo at the parser's size, for colour checks at that resolution. */
export function parserSizedImage(image: RgbImage, side: number): Promise<RgbImage> {
  return resizeRgb(image, side, side, 'linear');
}
