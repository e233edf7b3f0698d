import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { RgbImage } from '../image/raster';

/** One line of text read from a plan, with its box in the plan's pixels. */
export interface PlanText {
  text: string;
  box: { x: number; y: number; width: number; height: number };
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
  const longSide = Math.max(image.width, image.height);
  // Very large plans are read at 1400 px: their labels stay legible and tesseract's time follows area.
  const readingSide = options.readingSide ?? 1400;
  const scale = longSide < 700 ? 2 : longSide > 1600 ? readingSide / longSide : 1;
  const png = await sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .resize(Math.round(image.width * scale), Math.round(image.height * scale), { kernel: 'cubic' })
    .grayscale()
    .png({ compressionLevel: 1 })
    .toBuffer();
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
          box: { x: x0 / scale, y: y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale },
          confidence: line.confidence,
        });
      }
  return lines;
}
