import type { DeclutterInput, DeclutterResult, DetectedObject, NormalizedBox } from '../design-engine.port';
import { throwIfAborted } from '../engine-errors';
import { dilate } from '../image/filters';
import { loadOpenCv, release } from '../image/opencv';
import { decodeForOutput, decodeMask, type RgbImage } from '../image/raster';
import { inpaint, prepareInpaint } from './inpaint';
import { previewNote, progress } from './local-common';
import { detectObjects } from './object-detector';
import { finishImage } from './render';
import { prepareStructureScore } from './structure-score';

/**
 * Removes clutter: small objects the detector finds (cups, bottles, bags, books, toys...) and whatever the
 * user painted, by inpainting from the surroundings. Everything outside the removed areas stays
 * pixel-identical. Furniture is never removed automatically.
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
  const notes = [previewNote];
  // The detector runs on its own thread: the input's half of the structure score is computed meanwhile.
  const detecting = detect ? detectObjects(image) : null;
  detecting?.catch(() => undefined); // awaited below
  await prepareStructureScore(image);
  if (detecting) prepareInpaint(image);
  if (detecting) {
    throwIfAborted(input.signal);
    progress(input, 'detecting-objects', 0.2, 'Looking for clutter');
    const clutter = pickClutter(await detecting);
    progress(input, 'segmenting', 0.45, `Outlining ${clutter.length} objects`);
    for (const object of clutter) {
      await addObjectOutline(image, object.box, hole);
      removed.push({
        objectName: object.objectName,
        source: 'detected',
        confidence: object.confidence,
        box: object.box,
      });
    }
    if (clutter.length === 0)
      notes.push('No small loose objects were found; paint over anything else you want removed.');
  }
  const grown = dilate(hole, width, height, Math.max(2, Math.round(width / 256)));
  const filled = grown.reduce((sum, v) => sum + v, 0) / grown.length;
  throwIfAborted(input.signal);
  progress(input, 'inpainting', 0.65, 'Filling in the background');
  const output = filled > 0 ? await inpaint(image, grown) : image;
  if (filled > 0.25) notes.push('A large area was filled in; the fill is smooth and may look soft.');
  const result = await finishImage({ input, image, output, notes, ignore: grown });
  return { ...result, removed, filledShare: Math.round(filled * 1000) / 1000 };
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

/**
 * The object's outline inside its box by GrabCut (box edges are background, the middle probably the
 * object), added to the hole. A failed cut falls back to an ellipse inside the box.
 */
async function addObjectOutline(image: RgbImage, box: NormalizedBox, hole: Uint8Array): Promise<void> {
  const { cv } = await loadOpenCv();
  const { width, height } = image;
  const pad = 0.15;
  const x0 = Math.max(0, Math.floor((box.x - box.width * pad) * width));
  const y0 = Math.max(0, Math.floor((box.y - box.height * pad) * height));
  const x1 = Math.min(width, Math.ceil((box.x + box.width * (1 + pad)) * width));
  const y1 = Math.min(height, Math.ceil((box.y + box.height * (1 + pad)) * height));
  const w = x1 - x0;
  const h = y1 - y0;
  if (w < 4 || h < 4) return;
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
    cv.grabCut(crop, mask, inner, bgd, fgd, 3, cv.GC_INIT_WITH_RECT);
    // `Mat.data` makes a new view on every access: read it once.
    const labels = mask.data;
    const fgdLabel = cv.GC_FGD;
    const probableFgdLabel = cv.GC_PR_FGD;
    let foreground = 0;
    for (let i = 0; i < labels.length; i++)
      if (labels[i] === fgdLabel || labels[i] === probableFgdLabel) foreground++;
    const usable = foreground > 0.05 * inner.width * inner.height;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const m = labels[y * w + x];
        const inEllipse =
          ((x - inner.x - inner.width / 2) / (inner.width / 2)) ** 2 +
            ((y - inner.y - inner.height / 2) / (inner.height / 2)) ** 2 <=
          1;
        if (usable ? m === fgdLabel || m === probableFgdLabel : inEllipse)
          hole[(y0 + y) * width + x0 + x] = 1;
      }
    }
  } finally {
    release(crop, mask, bgd, fgd);
  }
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
