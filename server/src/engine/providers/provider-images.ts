import sharp from 'sharp';
import { softBlur } from '../image/filters';
import type { RgbImage } from '../image/raster';

/** Prompt and pixel helpers of the provider adapters. */
export function visionPrompt(): string {
  return (
    'Identify the room type (one of the usual room names, lower-case with hyphens, e.g. living-room) and the visible objects ' +
    'with a category, a confidence 0..1 and a bounding box normalised to 0..1 of the image width and height.'
  );
}

export function where(x: number, y: number): string {
  const side = x < 0.35 ? 'on the left' : x > 0.65 ? 'on the right' : 'in the middle';
  const depth = y > 0.8 ? 'near the camera' : y < 0.6 ? 'against the back wall' : 'mid-room';
  return `${side}, ${depth}`;
}

/**
 * A compose item's turn in words ('' when it faces the camera). Degrees clockwise seen from above, as the
 * compose page sends them: 90 turns the front to face the left of the picture.
 */
export function turnedWords(rotation: number | undefined): string {
  const degrees = Math.round(rotation ?? 0);
  if (degrees === 0) return '';
  if (Math.abs(degrees) >= 180) return ', turned 180° to face away from the camera';
  return `, turned ${Math.abs(degrees)}° to the ${degrees > 0 ? 'left' : 'right'}`;
}

export async function fitToFrame(bytes: Uint8Array, frame: RgbImage): Promise<RgbImage> {
  const { data } = await sharp(bytes)
    .flatten({ background: '#ffffff' })
    .resize(frame.width, frame.height, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: frame.width,
    height: frame.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
  };
}

/** Original pixels outside the mask (exactly), the provider's inside, feathered inward over ~3 px. */
export function keepOutsideMask(frame: RgbImage, output: RgbImage, mask: Uint8Array): RgbImage {
  const soft = softBlur(Float32Array.from(mask), frame.width, frame.height, 3);
  const data = new Uint8Array(frame.data.length);
  for (let i = 0; i < mask.length; i++) {
    const w = mask[i] ? Math.min(1, soft[i]! * 1.6) : 0;
    for (let c = 0; c < 3; c++)
      data[i * 3 + c] = Math.round(frame.data[i * 3 + c]! * (1 - w) + output.data[i * 3 + c]! * w);
  }
  return { ...frame, data };
}

export function markBox(
  mask: Uint8Array,
  width: number,
  height: number,
  box: { x: number; y: number; width: number; height: number },
) {
  const x0 = Math.max(0, Math.floor((box.x - box.width * 0.1) * width));
  const x1 = Math.min(width, Math.ceil((box.x + box.width * 1.1) * width));
  for (
    let y = Math.max(0, Math.floor((box.y - box.height * 0.1) * height));
    y < Math.min(height, Math.ceil((box.y + box.height * 1.1) * height));
    y++
  ) {
    mask.fill(1, y * width + x0, y * width + x1);
  }
}
