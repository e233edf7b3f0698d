import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { OutputSize } from '@roomcraft/contracts/catalogue/index';
import { createInvalidImageError } from '../engine-errors';

/** 8-bit RGB pixels, row-major and interleaved. */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** One value per pixel, 0..1 (soft masks, weights). */
export interface FloatMap {
  width: number;
  height: number;
  data: Float32Array;
}

/** Long side of images the local engine works on: the spec's output sizes are at most 1024 px. */
export const maxWorkingSide = 1024;

/** Decodes JPEG/PNG/WebP bytes to RGB, honouring EXIF orientation and flattening transparency on white. */
export async function decodeImage(bytes: Uint8Array, options: { maxSide?: number } = {}): Promise<RgbImage> {
  try {
    let pipeline = sharp(bytes, { failOn: 'error' }).rotate();
    if (options.maxSide) {
      pipeline = pipeline.resize(options.maxSide, options.maxSide, {
        fit: 'inside',
        withoutEnlargement: true,
      });
    }
    const { data, info } = await pipeline
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, data: toRgb(data, info.channels) };
  } catch (error) {
    throw createInvalidImageError(
      'The image could not be read. Please use a JPEG, PNG or WebP image.',
      error,
    );
  }
}

function toRgb(data: Buffer, channels: number): Uint8Array {
  if (channels === 3) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  const pixels = data.length / channels;
  const rgb = new Uint8Array(pixels * 3);
  for (let i = 0; i < pixels; i++) {
    const v = data[i * channels] ?? 0;
    rgb[i * 3] = v;
    rgb[i * 3 + 1] = channels >= 3 ? (data[i * channels + 1] ?? 0) : v;
    rgb[i * 3 + 2] = channels >= 3 ? (data[i * channels + 2] ?? 0) : v;
  }
  return rgb;
}

/** Target pixel size for an output-size option; `auto` keeps the aspect ratio with the long side <= 1024. */
export function targetSize(source: { width: number; height: number }, outputSize: OutputSize = 'auto') {
  if (outputSize !== 'auto') {
    const [width, height] = outputSize.split('x').map(Number) as [number, number];
    return { width, height };
  }
  const scale = Math.min(1, maxWorkingSide / Math.max(source.width, source.height));
  return { width: Math.round(source.width * scale), height: Math.round(source.height * scale) };
}

/**
 * Decodes a photo at the size the output will have. A fixed output size crops the photo to its aspect
 * ratio around the centre (cover), so that input and output share one frame for the structure score.
 */
export async function decodeForOutput(bytes: Uint8Array, outputSize: OutputSize = 'auto'): Promise<RgbImage> {
  try {
    const meta = await sharp(bytes).rotate().metadata();
    const oriented = (meta.orientation ?? 1) >= 5;
    const source = {
      width: (oriented ? meta.height : meta.width) ?? 0,
      height: (oriented ? meta.width : meta.height) ?? 0,
    };
    if (!source.width || !source.height) throw new Error('image without size');
    const size = targetSize(source, outputSize);
    const { data, info } = await sharp(bytes, { failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(size.width, size.height, { fit: 'cover', position: 'centre' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, data: toRgb(data, info.channels) };
  } catch (error) {
    throw createInvalidImageError(
      'The image could not be read. Please use a JPEG, PNG or WebP image.',
      error,
    );
  }
}

/**
 * Decodes a painted mask to 0/1 at the given size: a pixel is selected where it is light and opaque
 * (white strokes on black or on transparency).
 */
export async function decodeMask(bytes: Uint8Array, width: number, height: number): Promise<Uint8Array> {
  try {
    const { data, info } = await sharp(bytes)
      .rotate()
      .ensureAlpha()
      .resize(width, height, { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const mask = new Uint8Array(width * height);
    for (let i = 0; i < mask.length; i++) {
      const o = i * info.channels;
      const lum = ((data[o] ?? 0) + (data[o + 1] ?? 0) + (data[o + 2] ?? 0)) / 3;
      const alpha = data[o + info.channels - 1] ?? 255;
      mask[i] = (lum * alpha) / 255 > 127 ? 1 : 0;
    }
    return mask;
  } catch (error) {
    throw createInvalidImageError('The mask could not be read. Please paint the mask again.', error);
  }
}

export async function encodePng(image: RgbImage, alpha?: Uint8Array): Promise<Uint8Array> {
  const channels = alpha ? 4 : 3;
  let raw: Uint8Array = image.data;
  if (alpha) {
    raw = new Uint8Array(image.width * image.height * 4);
    for (let i = 0; i < image.width * image.height; i++) {
      raw[i * 4] = image.data[i * 3] ?? 0;
      raw[i * 4 + 1] = image.data[i * 3 + 1] ?? 0;
      raw[i * 4 + 2] = image.data[i * 3 + 2] ?? 0;
      raw[i * 4 + 3] = alpha[i] ?? 255;
    }
  }
  const png = await sharp(raw, { raw: { width: image.width, height: image.height, channels } })
    .png({ compressionLevel: 4, adaptiveFiltering: false })
    .toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

export async function resizeRgb(
  image: RgbImage,
  width: number,
  height: number,
  kernel: 'lanczos3' | 'cubic' | 'linear' = 'lanczos3',
): Promise<RgbImage> {
  if (image.width === width && image.height === height) return image;
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .resize(width, height, { fit: 'fill', kernel })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: toRgb(data, info.channels) };
}

const decoded = new Map<string, Promise<RgbImage>>();

/**
 * An ideation's analysis and all its ideas start from the same upload: a 12-megapixel JPEG is decoded and scaled
 * once, not once per idea (the image is never written to, so sharing it is safe).
 */
export function decodeForOutputOnce(bytes: Uint8Array, outputSize?: OutputSize): Promise<RgbImage> {
  const key = `${createHash('sha1').update(bytes).digest('hex')}:${outputSize ?? 'auto'}`;
  let image = decoded.get(key);
  if (!image) {
    image = decodeForOutput(bytes, outputSize);
    decoded.set(key, image);
    image.catch(() => decoded.delete(key));
    while (decoded.size > 4) decoded.delete(decoded.keys().next().value as string);
  }
  return image;
}
