import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { addCornerMark } from './corner-mark';

const sizes: Array<[number, number]> = [
  [96, 96],
  [120, 400],
  [160, 900],
  [900, 160],
  [640, 480],
  [800, 450],
  [1024, 768],
  [3840, 2160],
];

describe('the corner mark ("Virtually staged")', () => {
  it.each(sizes)('stays wholly inside a %i x %i image, its text inside its box', async (width, height) => {
    const grey = await sharp({ create: { width, height, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    const marked = await addCornerMark(new Uint8Array(grey), width, height, 'Virtually staged');
    const { data } = await sharp(marked).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const bounds = (test: (v: number) => boolean) => {
      let [x0, y0, x1, y1] = [width, height, -1, -1];
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          if (!test(data[(y * width + x) * 3]!)) continue;
          x0 = Math.min(x0, x);
          y0 = Math.min(y0, y);
          x1 = Math.max(x1, x);
          y1 = Math.max(y1, y);
        }
      return { x0, y0, x1, y1 };
    };
    const changed = bounds((v) => v !== 128);
    const text = bounds((v) => v > 200);
    // The mark is there, a margin away from every edge of the image.
    expect(changed.x1).toBeGreaterThan(changed.x0);
    expect(changed.x0).toBeGreaterThanOrEqual(2);
    expect(changed.y0).toBeGreaterThanOrEqual(2);
    expect(changed.x1).toBeLessThanOrEqual(width - 3);
    expect(changed.y1).toBeLessThanOrEqual(height - 3);
    // The text is drawn and sits inside the box, with room on both sides.
    expect(text.x1).toBeGreaterThan(text.x0);
    expect(text.x0).toBeGreaterThan(changed.x0 + 1);
    expect(text.x1).toBeLessThan(changed.x1 - 1);
    // Bottom-left, a readable share of the width on wide images.
    expect(changed.y1).toBeGreaterThan(height * 0.8);
    expect(changed.x0).toBeLessThan(width * 0.1);
  });
});
