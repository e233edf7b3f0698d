import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { RgbImage } from '../image/raster';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One line of text read from a plan, with its box in the plan's pixels. */
export interface PlanText {
  text: string;
  box: Box;
  /** 0..100, tesseract's own. */
  confidence: number;
}

let worker: Promise<Worker> | null = null;

/**
 * The English model ships in the `@tesseract.js-data/eng` npm package (the small integer LSTM model);
 * `langPath` points at that folder so tesseract.js never reaches for its CDN, and the unpacked model is
 * cached in a temp folder of our own.
 */
function ocrWorker(): Promise<Worker> {
  worker ??= (async () => {
    const require = createRequire(import.meta.url);
    const dataDir = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
    const cachePath = path.join(tmpdir(), 'roomcraft-tesseract');
    mkdirSync(cachePath, { recursive: true });
    const created = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: path.join(dataDir, '4.0.0_best_int'),
      cachePath,
      gzip: true,
    });
    // Plans scatter short labels over the page: sparse text finds them where page layout analysis
    // would look for paragraphs.
    await created.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, user_defined_dpi: '300' });
    return created;
  })();
  worker.catch(() => (worker = null));
  return worker;
}

/** Stops the OCR worker (tests and scripts that must exit). */
export async function closePlanReader(): Promise<void> {
  const current = worker;
  worker = null;
  if (current) await (await current).terminate();
}

/**
 * Reads the text lines of a plan. Only very small plans are enlarged: at plan sizes from 700 px up,
 * enlarging made tesseract slower and read feet-and-inch marks worse.
 */
export async function readPlanText(
  image: RgbImage,
  options: { readingSide?: number } = {},
): Promise<PlanText[]> {
  const scale = readingScale(image, options.readingSide);
  const png = await planSharp(image)
    .resize(Math.round(image.width * scale), Math.round(image.height * scale), { kernel: 'cubic' })
    .grayscale()
    .png({ compressionLevel: 1 })
    .toBuffer();
  return (await recognizeLines(png)).map((line) => ({ ...line, box: scaleBox(line.box, 1 / scale) }));
}

/** Very large plans are read at 1400 px: their labels stay legible and tesseract's time follows area. */
function readingScale(image: RgbImage, readingSide = 1400): number {
  const longSide = Math.max(image.width, image.height);
  return longSide < 700 ? 2 : longSide > 1600 ? readingSide / longSide : 1;
}

/**
 * Reads text set upright on the page within the given parts of a plan: narrow rooms carry their name
 * along their length, and a plan scanned on its side has all its text turned. Each part is cut out,
 * turned both ways and stacked into one sheet so tesseract runs once per direction; each line read is
 * mapped back to the plan's pixels (its box then stands taller than wide).
 */
export async function readTurnedText(image: RgbImage, parts: Box[]): Promise<PlanText[]> {
  // On plans under 1000 px the parts are read at up to twice their size (names on a listing's small
  // plan were misread or missed at their own size), within about a megapixel per sheet: tesseract's time
  // follows the area.
  const area = parts.reduce((sum, part) => sum + part.width * part.height, 0);
  const enlarged = Math.min(2, Math.sqrt(1.2e6 / Math.max(1, area)));
  const scale = Math.max(readingScale(image), Math.max(image.width, image.height) < 1000 ? enlarged : 1);
  const tiles = parts
    .map((part) => clampBox(scaleBox(part, scale), image.width * scale, image.height * scale))
    .filter((box) => box.width >= 16 && box.height >= 16);
  if (!tiles.length) return [];
  const page = await planSharp(image)
    .resize(Math.round(image.width * scale), Math.round(image.height * scale), { kernel: 'cubic' })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const lines: PlanText[] = [];
  for (const turn of [90, 270] as const) {
    const gap = 24;
    const placed: Array<{ tile: Box; top: number; png: Buffer }> = [];
    let top = gap;
    for (const tile of tiles) {
      const png = await sharp(page.data, {
        raw: { width: page.info.width, height: page.info.height, channels: 1 },
      })
        .extract({ left: tile.x, top: tile.y, width: tile.width, height: tile.height })
        .rotate(turn)
        .png({ compressionLevel: 1 })
        .toBuffer();
      placed.push({ tile, top, png });
      top += tile.width + gap;
    }
    const sheetWidth = Math.max(...tiles.map((t) => t.height)) + 2 * gap;
    const sheet = await sharp({
      create: { width: sheetWidth, height: top, channels: 3, background: '#ffffff' },
    })
      .composite(placed.map((p) => ({ input: p.png, left: gap, top: p.top })))
      .grayscale()
      .png({ compressionLevel: 1 })
      .toBuffer();
    for (const line of await recognizeLines(sheet)) {
      const middle = line.box.y + line.box.height / 2;
      const owner = placed.find((p) => middle >= p.top && middle < p.top + p.tile.width);
      if (!owner) continue;
      const local = { ...line.box, x: line.box.x - gap, y: line.box.y - owner.top };
      lines.push({ ...line, box: scaleBox(unturnBox(local, owner.tile, turn), 1 / scale) });
    }
  }
  return lines;
}

/**
 * A box read on a turned tile, back in the page's pixels. Turning by 90 (clockwise) takes the tile's
 * (x, y) to (h - y, x); by 270 to (y, w - x).
 */
function unturnBox(box: Box, tile: Box, turn: 90 | 270): Box {
  const corners = [
    { u: box.x, v: box.y },
    { u: box.x + box.width, v: box.y + box.height },
  ].map(({ u, v }) => (turn === 90 ? { x: v, y: tile.height - u } : { x: tile.width - v, y: u }));
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x: tile.x + x, y: tile.y + y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

async function recognizeLines(png: Buffer): Promise<PlanText[]> {
  const reader = await ocrWorker();
  const { data } = await reader.recognize(png, {}, { blocks: true, text: false });
  const lines: PlanText[] = [];
  for (const block of data.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines) {
        const text = line.text.replace(/\s+/g, ' ').trim();
        if (!text) continue;
        const { x0, y0, x1, y1 } = line.bbox;
        lines.push({
          text,
          box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 },
          confidence: line.confidence,
        });
      }
  return lines;
}

function planSharp(image: RgbImage): ReturnType<typeof sharp> {
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 3 },
  });
}

function scaleBox(box: Box, by: number): Box {
  return { x: box.x * by, y: box.y * by, width: box.width * by, height: box.height * by };
}

/** Whole pixels inside the page. */
function clampBox(box: Box, width: number, height: number): Box {
  const x = Math.max(0, Math.floor(box.x));
  const y = Math.max(0, Math.floor(box.y));
  return {
    x,
    y,
    width: Math.min(Math.floor(width), Math.ceil(box.x + box.width)) - x,
    height: Math.min(Math.floor(height), Math.ceil(box.y + box.height)) - y,
  };
}
