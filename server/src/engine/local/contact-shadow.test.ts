import { describe, expect, it } from 'vitest';
import { addContactShadow } from './contact-shadow';

const width = 320;
const height = 240;
/** A warm beige rug. */
const rug = [150, 128, 100] as const;

/**
 * A rug with an object cut out (the hole) at x 140-180, y 100-160: its shadow (the rug at a quarter of
 * its light) to the lower left, and beside it on the right a black bag, as dark but without the rug's hue.
 */
function scene() {
  const data = new Uint8Array(width * height * 3);
  const hole = new Uint8Array(width * height);
  const shadow = (x: number, y: number) => x >= 120 && x < 160 && y >= 160 && y < 172;
  const bag = (x: number, y: number) => x >= 180 && x < 230 && y >= 110 && y < 175;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const colour = bag(x, y) ? [16, 16, 18] : shadow(x, y) ? rug.map((c) => c * 0.25) : rug;
      data.set(colour.map(Math.round), i * 3);
      if (x >= 140 && x < 180 && y >= 100 && y < 160) hole[i] = 1;
    }
  const side = 32;
  return {
    image: { width, height, data },
    hole,
    shadow,
    bag,
    grid: { side, labels: new Uint8Array(side * side).fill(29) },
  };
}

const box = { x: 140 / width, y: 100 / height, width: 40 / width, height: 60 / height };

describe('contact shadow', () => {
  it("adds the removed object's shadow on the rug to the hole, never the black bag beside it", () => {
    const { image, hole, shadow, bag, grid } = scene();
    const added = addContactShadow(image, hole, box, grid);
    let shadowIn = 0;
    let shadowAll = 0;
    let bagIn = 0;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        if (shadow(x, y)) {
          shadowAll++;
          shadowIn += hole[y * width + x]!;
        }
        if (bag(x, y)) bagIn += hole[y * width + x]!;
      }
    expect(added).toBeGreaterThan(0);
    expect(shadowIn / shadowAll).toBeGreaterThan(0.9);
    expect(bagIn).toBe(0);
  });

  it('adds nothing where the dark area beside the object is larger than the object (a dark floor)', () => {
    const { image, hole, grid } = scene();
    // The whole lower half of the photo in shade: not a contact shadow.
    for (let y = 150; y < height; y++)
      for (let x = 0; x < width; x++)
        if (!hole[y * width + x])
          image.data.set(
            rug.map((c) => Math.round(c * 0.25)),
            (y * width + x) * 3,
          );
    expect(addContactShadow(image, hole, box, grid)).toBe(0);
  });
});
