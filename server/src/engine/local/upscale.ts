import path from 'node:path';
import type { LayersModel } from '@tensorflow/tfjs';
import sharp from 'sharp';
import type { UpscaleInput, UpscaleResult } from '../design-engine.port';
import { throwIfAborted } from '../engine-errors';
import { decodeImage, encodePng, type RgbImage } from '../image/raster';
import { loadTf, packageDir, readModelArtifacts } from '../image/tf-runtime';
import { localModelId, progress } from './local-common';

/**
 * ESRGAN-slim costs about 4 s per 0.2 MP of input on one core here (WASM backend), so `auto` uses it for
 * inputs up to this size and Lanczos with light sharpening above it. Jobs may pass `method: 'esrgan'`.
 */
export const esrganAutoMaxPixels = 320_000;

const patch = 128;
const padding = 8;
const models = new Map<number, Promise<LayersModel>>();

/** A 2x or 4x larger image for HD downloads. */
export async function upscaleLocally(input: UpscaleInput): Promise<UpscaleResult> {
  progress(input, 'preparing', 0.02, 'Reading the image');
  const image = await decodeImage(input.image);
  const pixels = image.width * image.height;
  const method =
    input.method === 'auto' || !input.method
      ? pixels <= esrganAutoMaxPixels
        ? 'esrgan'
        : 'lanczos'
      : input.method;
  const notes: string[] = [];
  let output: RgbImage;
  if (method === 'esrgan') {
    output = await esrgan(image, input);
    notes.push(`Upscaled ${input.factor}x with ESRGAN (super-resolution model shipped with the app).`);
  } else {
    const resized = await sharp(image.data, {
      raw: { width: image.width, height: image.height, channels: 3 },
    })
      .resize(image.width * input.factor, image.height * input.factor, { kernel: 'lanczos3' })
      .sharpen({ sigma: 0.6 + 0.2 * input.factor })
      .raw()
      .toBuffer({ resolveWithObject: true });
    output = { width: resized.info.width, height: resized.info.height, data: new Uint8Array(resized.data) };
    notes.push(`Upscaled ${input.factor}x with Lanczos resampling and light sharpening.`);
  }
  const png = await encodePng(output);
  progress(input, 'done', 1, 'Done');
  return {
    engine: 'local',
    model: localModelId,
    notes,
    method,
    image: png,
    mediaType: 'image/png',
    width: output.width,
    height: output.height,
  };
}

function loadModel(factor: 2 | 4): Promise<LayersModel> {
  let model = models.get(factor);
  if (!model) {
    model = (async () => {
      const tf = await loadTf();
      // The package's CommonJS entry is dist/cjs/models/esrgan-slim/src/cjs.js: five levels below its root.
      const json = path.join(packageDir('@upscalerjs/esrgan-slim', 5), 'models', `x${factor}`, 'model.json');
      return tf.loadLayersModel(tf.io.fromMemory(readModelArtifacts(json)));
    })();
    models.set(factor, model);
  }
  return model;
}

/** Tiled inference: 128 px tiles with an 8 px overlap, so memory stays small and seams do not show. */
async function esrgan(image: RgbImage, input: UpscaleInput): Promise<RgbImage> {
  const factor = input.factor;
  const [tf, model] = await Promise.all([loadTf(), loadModel(factor)]);
  const { width, height } = image;
  const out = new Uint8Array(width * factor * height * factor * 3);
  const tilesX = Math.ceil(width / patch);
  const tilesY = Math.ceil(height / patch);
  for (let ty = 0; ty < tilesY; ty++) {
    for (let tx = 0; tx < tilesX; tx++) {
      throwIfAborted(input.signal);
      const x0 = tx * patch;
      const y0 = ty * patch;
      const x1 = Math.min(width, x0 + patch);
      const y1 = Math.min(height, y0 + patch);
      const px0 = Math.max(0, x0 - padding);
      const py0 = Math.max(0, y0 - padding);
      const px1 = Math.min(width, x1 + padding);
      const py1 = Math.min(height, y1 + padding);
      const w = px1 - px0;
      const h = py1 - py0;
      const tile = new Float32Array(w * h * 3);
      for (let y = 0; y < h; y++) {
        const row = ((py0 + y) * width + px0) * 3;
        for (let i = 0; i < w * 3; i++) tile[y * w * 3 + i] = image.data[row + i]!;
      }
      const result = tf.tidy(() =>
        (model.predict(tf.tensor4d(tile, [1, h, w, 3])) as ReturnType<typeof tf.tensor4d>).clipByValue(
          0,
          255,
        ),
      );
      const data = await result.data();
      result.dispose();
      const ow = w * factor;
      for (let y = (y0 - py0) * factor; y < (y1 - py0) * factor; y++) {
        const target = ((py0 * factor + y) * width * factor + x0 * factor) * 3;
        const source = (y * ow + (x0 - px0) * factor) * 3;
        for (let i = 0; i < (x1 - x0) * factor * 3; i++) out[target + i] = Math.round(data[source + i]!);
      }
      progress(input, 'upscaling', 0.05 + (0.9 * (ty * tilesX + tx + 1)) / (tilesX * tilesY), 'Upscaling');
    }
  }
  return { width: width * factor, height: height * factor, data: out };
}
