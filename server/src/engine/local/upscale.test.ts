import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photos, readRoomPhoto } from '../test-support/fixtures';
import { upscaleLocally } from './upscale';

/** Mean absolute difference between two same-size RGB buffers. */
function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe('upscale (local)', () => {
  it('doubles a small image with ESRGAN, closer to the original detail than a plain resize', async () => {
    const original = await sharp(readRoomPhoto(photos.furnished)).resize(256, 154).raw().toBuffer();
    const small = await sharp(original, { raw: { width: 256, height: 154, channels: 3 } })
      .resize(128, 77)
      .png()
      .toBuffer();
    const progress: number[] = [];
    const result = await upscaleLocally({
      image: new Uint8Array(small),
      factor: 2,
      onProgress: (p) => progress.push(p.fraction),
    });
    expect(result.method).toBe('esrgan');
    expect([result.width, result.height]).toEqual([256, 154]);
    expect(progress.at(-1)).toBe(1);
    const esrgan = await sharp(result.image).raw().toBuffer();
    const nearest = await sharp(small).resize(256, 154, { kernel: 'nearest' }).raw().toBuffer();
    expect(meanDifference(esrgan, original)).toBeLessThan(meanDifference(nearest, original));
  });

  it('uses Lanczos for large images and 4x when asked', async () => {
    const result = await upscaleLocally({
      image: readRoomPhoto(photos.apartment),
      factor: 4,
      method: 'auto',
    });
    expect(result.method).toBe('lanczos');
    expect([result.width, result.height]).toEqual([3200, 2132]);
  });
});
