import { createHash } from 'node:crypto';
import type {
  ClutterObject,
  DeclutterInput,
  DeclutterResult,
  DetectedObject,
  FindClutterInput,
  FindClutterResult,
  NormalizedBox,
} from '../design-engine.port';
import { throwIfAborted } from '../engine-errors';
import { dilate } from '../image/filters';
import { loadOpenCv, release } from '../image/opencv';
import { decodeForOutput, decodeMask, type RgbImage } from '../image/raster';
import { inpaint } from './inpaint';
import { progress } from './local-common';
import { perceiveRoom } from './perceive';
import { finishImage } from './render';
import { prepareStructureScore } from './structure-score';
import { fillFromSurface } from './surface-fill';
import { addContactShadow } from './contact-shadow';

const declutterNote =
  'Made by the offline preview engine: it takes out what was marked and fills the space with the floor or wall round it; the room and its furniture stay as they are.';

/**
 * Removes clutter: small objects the detector finds (cups, bottles, bags, books, toys...) and whatever the
 * user painted. Each hole is filled with real texture of the surface behind it (floor, rug, wall: from the
 * scene parser), copied from a clean patch of that surface and blended into the hole's edge
 * (`surface-fill.ts`); holes with no clean source fall back to the smooth inpainting. Everything outside
 * the removed areas stays pixel-identical. Furniture is never removed automatically.
 */
export async function declutterLocally(input: DeclutterInput): Promise<DeclutterResult> {
  progress(input, 'preparing', 0.05, 'Reading the photo');
  const image = await decodeForOutput(input.image, input.outputSize);
  const { width, height } = image;
  const hole = new Uint8Array(width * height);
  const removed: DeclutterResult['removed'] = [];
  if (input.mask) {
    const painted = await decodeMask(input.mask, width, height);
    for (let i = 0; i < hole.length; i++) hole[i] = painted[i]!;
    const box = boundingBox(painted, width, height);
    if (box) removed.push({ objectName: 'painted area', source: 'mask', confidence: 1, box });
  }
  const detect = input.detectClutter ?? !input.mask;
  const notes = [declutterNote];
  // Objects and surfaces in one look (the detector runs on its own thread, the parser on onnxruntime's):
  // the input's half of the structure score is computed meanwhile.
  const perceiving = perceiveRoom(image, { detectObjects: detect });
  perceiving.catch(() => undefined); // awaited below
  await prepareStructureScore(image);
  throwIfAborted(input.signal);
  progress(input, 'detecting-objects', 0.2, 'Looking for clutter');
  const perception = await perceiving;
  if (detect) {
    const wanted = input.removeObjectIds ? new Set(input.removeObjectIds) : null;
    const clutter = pickClutter(perception.objects).filter((o) => !wanted || wanted.has(clutterId(o)));
    const { side, behind } = perception.scene;
    progress(input, 'segmenting', 0.45, `Outlining ${clutter.length} objects`);
    for (const object of clutter) {
      await objectOutline(image, object.box, hole);
      // Its shadow on the floor goes with it.
      addContactShadow(image, hole, object.box, { side, labels: behind });
      removed.push({
        id: clutterId(object),
        objectName: object.objectName,
        source: 'detected',
        confidence: object.confidence,
        box: object.box,
      });
    }
    if (clutter.length === 0 && !wanted)
      notes.push('No small loose objects were found; paint over anything else you want removed.');
  }
  if (input.keepMask) {
    const keep = await decodeMask(input.keepMask, width, height);
    for (let i = 0; i < hole.length; i++) if (keep[i]) hole[i] = 0;
  }
  const grown = dilate(hole, width, height, Math.max(2, Math.round(width / 256)));
  if (input.keepMask) {
    const keep = await decodeMask(input.keepMask, width, height);
    for (let i = 0; i < grown.length; i++) if (keep[i]) grown[i] = 0;
  }
  let filled = 0;
  for (let i = 0; i < grown.length; i++) filled += grown[i]!;
  filled /= grown.length;
  throwIfAborted(input.signal);
  progress(input, 'inpainting', 0.65, 'Filling in the background');
  let output = image;
  if (filled > 0) {
    // Filled from what lies behind the removed things: the rug under the dumbbells, not 'other'.
    const surface = await fillFromSurface(image, grown, {
      side: perception.scene.side,
      labels: perception.scene.behind,
      shown: perception.scene.labels,
    });
    output = surface.output;
    if (surface.report.fallback > 0) {
      // What no clean patch could fill: the smooth inpainting, over the copied result.
      const rest = new Uint8Array(grown.length);
      let soft = 0;
      for (let i = 0; i < rest.length; i++) {
        rest[i] = grown[i] && !surface.done[i] ? 1 : 0;
        soft += rest[i]!;
      }
      output = await inpaint(output, rest);
      // Said only where the soft part can be seen: the cluttered room's cup ring on the table (0.08 % of
      // the photo) brought this note under a result whose dumbbells' hole was filled with the rug's weave.
      if (soft / rest.length >= softNoticeShare)
        notes.push(
          'Part of the removed area had no clean surface to copy from; it is filled smoothly and may look soft.',
        );
    }
  }
  const result = await finishImage({ input, image, output, notes, ignore: grown });
  return { ...result, removed, filledShare: Math.round(filled * 1000) / 1000 };
}

/** Share of the photo filled smoothly (no clean surface to copy) above which the result says so. */
const softNoticeShare = 0.005;

/** The clutter in a photo, each with an id and outline, for the page's per-object toggles. */
export async function findClutterLocally(input: FindClutterInput): Promise<FindClutterResult> {
  progress(input, 'preparing', 0.05, 'Reading the photo');
  const image = await decodeForOutput(input.image, 'auto');
  const perception = await perceiveRoom(image);
  throwIfAborted(input.signal);
  progress(input, 'segmenting', 0.5, 'Outlining the clutter');
  const objects: ClutterObject[] = [];
  for (const object of pickClutter(perception.objects)) {
    const mask = new Uint8Array(image.width * image.height);
    const outline = await objectOutline(image, object.box, mask);
    objects.push({ ...object, id: clutterId(object), outline });
  }
  progress(input, 'done', 1, 'Done');
  return { width: image.width, height: image.height, objects };
}

/** Stable per photo: the detector is deterministic. */
export function clutterId(object: DetectedObject): string {
  const r = (v: number) => Math.round(v * 1000);
  return `${object.objectName.replace(/\s+/g, '-')}-${r(object.box.x)}-${r(object.box.y)}-${r(object.box.width)}-${r(object.box.height)}`;
}

/** Loose small things, not furniture; many books together are a bookshelf, not clutter. */
export function pickClutter(objects: DetectedObject[]): DetectedObject[] {
  const books = objects.filter((o) => o.objectName === 'book').length;
  return objects.filter(
    (o) =>
      o.category === 'clutter' &&
      o.confidence >= 0.2 &&
      o.box.width * o.box.height < 0.06 &&
      !(o.objectName === 'book' && books >= 4),
  );
}

interface Outline {
  polygon: Array<{ x: number; y: number }>;
  /** The object's pixels (photo indices). */
  pixels: Uint32Array;
}

/** Outlines by photo content and box: the page lists the clutter first, then removes what was ticked. */
const outlineCache = new Map<string, Outline>();
const outlineCacheSize = 64;

/** The object's outline (see `cutOutline`), added to the hole; remembered per photo content and box. */
async function objectOutline(
  image: RgbImage,
  box: NormalizedBox,
  hole: Uint8Array,
): Promise<Array<{ x: number; y: number }>> {
  const key = `${photoKey(image)}:${box.x},${box.y},${box.width},${box.height}`;
  let outline = outlineCache.get(key);
  if (outline) {
    outlineCache.delete(key);
  } else {
    const mask = new Uint8Array(image.width * image.height);
    const polygon = await cutOutline(image, box, mask);
    let n = 0;
    for (let i = 0; i < mask.length; i++) n += mask[i]!;
    const pixels = new Uint32Array(n);
    for (let i = 0, j = 0; i < mask.length; i++) if (mask[i]) pixels[j++] = i;
    outline = { polygon, pixels };
  }
  outlineCache.set(key, outline);
  while (outlineCache.size > outlineCacheSize)
    outlineCache.delete(outlineCache.keys().next().value as string);
  for (const i of outline.pixels) hole[i] = 1;
  return outline.polygon;
}

const photoKeys = new WeakMap<RgbImage, string>();

function photoKey(image: RgbImage): string {
  let key = photoKeys.get(image);
  if (!key) {
    key = `${image.width}x${image.height}:${createHash('sha1').update(image.data).digest('hex')}`;
    photoKeys.set(image, key);
  }
  return key;
}

/**
 * The object's outline inside its box by GrabCut (the margin round the box is background, the box
 * probably the object), added to the hole; returns it as a polygon (0..1 coordinates). A narrow margin
 * can hold too little background to tell it from the object (dumbbells beside a black bag: dark counts
 * as background, and nothing is cut), so a failed cut is tried again with a wide margin, whose
 * background is mostly the floor; failing both, an ellipse inside the box.
 */
async function cutOutline(
  image: RgbImage,
  box: NormalizedBox,
  hole: Uint8Array,
): Promise<Array<{ x: number; y: number }>> {
  const { width, height } = image;
  const rectangle = [
    { x: box.x, y: box.y },
    { x: box.x + box.width, y: box.y },
    { x: box.x + box.width, y: box.y + box.height },
    { x: box.x, y: box.y + box.height },
  ];
  const bx0 = Math.max(0, Math.round(box.x * width));
  const by0 = Math.max(0, Math.round(box.y * height));
  const bx1 = Math.min(width, Math.round((box.x + box.width) * width));
  const by1 = Math.min(height, Math.round((box.y + box.height) * height));
  if (bx1 - bx0 < 4 || by1 - by0 < 4) return rectangle;
  const cut = (await grabCut(image, box, 0.15)) ?? (await grabCut(image, box, 0.6));
  const object = cut ?? ellipseIn(width, height, bx0, by0, bx1, by1);
  // Both lie inside the box.
  for (let y = by0; y < by1; y++)
    for (let i = y * width + bx0; i < y * width + bx1; i++) if (object[i]) hole[i] = 1;
  return (await outlinePolygon(object, width, height, bx0, by0, bx1, by1)) ?? rectangle;
}

/**
 * GrabCut's foreground in the box, with `pad` (share of the box's size) of background round it; null
 * when it is under 5 % of the box.
 */
async function grabCut(image: RgbImage, box: NormalizedBox, pad: number): Promise<Uint8Array | null> {
  const { cv } = await loadOpenCv();
  const { width, height } = image;
  const x0 = Math.max(0, Math.floor((box.x - box.width * pad) * width));
  const y0 = Math.max(0, Math.floor((box.y - box.height * pad) * height));
  const x1 = Math.min(width, Math.ceil((box.x + box.width * (1 + pad)) * width));
  const y1 = Math.min(height, Math.ceil((box.y + box.height * (1 + pad)) * height));
  const w = x1 - x0;
  const h = y1 - y0;
  const crop = new cv.Mat(h, w, cv.CV_8UC3);
  const mask = new cv.Mat();
  const bgd = new cv.Mat();
  const fgd = new cv.Mat();
  try {
    for (let y = 0; y < h; y++)
      crop.data.set(image.data.subarray(((y0 + y) * width + x0) * 3, ((y0 + y) * width + x1) * 3), y * w * 3);
    const inner = new cv.Rect(
      Math.max(1, Math.round(box.x * width) - x0),
      Math.max(1, Math.round(box.y * height) - y0),
      Math.max(2, Math.min(w - 2, Math.round(box.width * width))),
      Math.max(2, Math.min(h - 2, Math.round(box.height * height))),
    );
    // GrabCut seeds its colour models from OpenCV's global generator: seeded here, a cut depends only
    // on the photo and the box, not on what was cut before in this process.
    cv.setRNGSeed(1);
    cv.grabCut(crop, mask, inner, bgd, fgd, 3, cv.GC_INIT_WITH_RECT);
    // `Mat.data` makes a new view on every access: read it once.
    const labels = mask.data;
    const object = new Uint8Array(width * height);
    let count = 0;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const m = labels[y * w + x];
        if (m !== cv.GC_FGD && m !== cv.GC_PR_FGD) continue;
        count++;
        object[(y0 + y) * width + x0 + x] = 1;
      }
    const usable = count > 0.05 * inner.width * inner.height;
    return usable ? object : null;
  } finally {
    release(crop, mask, bgd, fgd);
  }
}

function ellipseIn(width: number, height: number, x0: number, y0: number, x1: number, y1: number) {
  const object = new Uint8Array(width * height);
  const [cx, cy, rx, ry] = [(x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, (y1 - y0) / 2];
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++)
      if (((x + 0.5 - cx) / rx) ** 2 + ((y + 0.5 - cy) / ry) ** 2 <= 1) object[y * width + x] = 1;
  return object;
}

/** The largest outline of the object's pixels near the box, simplified, in 0..1 coordinates. */
async function outlinePolygon(
  object: Uint8Array,
  width: number,
  height: number,
  bx0: number,
  by0: number,
  bx1: number,
  by1: number,
): Promise<Array<{ x: number; y: number }> | null> {
  const { cv } = await loadOpenCv();
  const grow = Math.max(2, Math.round(Math.max(bx1 - bx0, by1 - by0) / 20));
  const x0 = Math.max(0, bx0 - grow);
  const y0 = Math.max(0, by0 - grow);
  const w = Math.min(width, bx1 + grow) - x0;
  const h = Math.min(height, by1 + grow) - y0;
  const cut = new cv.Mat(h, w, cv.CV_8UC1);
  const contours = new cv.MatVector();
  const hierarchy = new cv.Mat();
  const polygon = new cv.Mat();
  try {
    const cutData = cut.data;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) cutData[y * w + x] = object[(y0 + y) * width + x0 + x] ? 255 : 0;
    cv.findContours(cut, contours, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_SIMPLE);
    let best = -1;
    let bestArea = 0;
    for (let i = 0; i < contours.size(); i++) {
      const area = cv.contourArea(contours.get(i));
      if (area > bestArea) [bestArea, best] = [area, i];
    }
    if (best < 0) return null;
    cv.approxPolyDP(contours.get(best), polygon, Math.max(1, Math.min(w, h) / 60), true);
    const points = polygon.data32S;
    const outline: Array<{ x: number; y: number }> = [];
    for (let i = 0; i + 1 < points.length; i += 2)
      outline.push({ x: round4((x0 + points[i]!) / width), y: round4((y0 + points[i + 1]!) / height) });
    return outline.length >= 3 ? outline : null;
  } finally {
    release(cut, hierarchy, polygon);
    contours.delete();
  }
}

function round4(v: number) {
  return Math.round(v * 10000) / 10000;
}

function boundingBox(mask: Uint8Array, width: number, height: number): NormalizedBox | null {
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  }
  if (x1 < 0) return null;
  return { x: x0 / width, y: y0 / height, width: (x1 - x0 + 1) / width, height: (y1 - y0 + 1) / height };
}
