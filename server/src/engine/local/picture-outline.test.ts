import { describe, expect, it } from 'vitest';
import { writeLabAsRgb } from '../image/color';
import { buildSceneMasks, parserSizedImage } from './scene-masks';
import { sceneClasses } from './scene-parser';

// The photo is drawn at the parser's own size: one cell per pixel.
const side = 512;
type Lab = [number, number, number];
interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
const within = (b: Box, x: number, y: number) => x >= b.x0 && x < b.x1 && y >= b.y0 && y < b.y1;

async function wallMask(colour: (x: number, y: number) => Lab, label: (x: number, y: number) => number) {
  const data = new Uint8Array(side * side * 3);
  const labels = new Uint8Array(side * side);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      writeLabAsRgb(...colour(x, y), data, (y * side + x) * 3);
      labels[y * side + x] = label(x, y);
    }
  }
  const image = { width: side, height: side, data };
  const mask = buildSceneMasks({ side, labels }, image, await parserSizedImage(image, side), []).mask(
    'wall',
  ).data;
  return (b: Box) => {
    let sum = 0;
    for (let y = b.y0; y < b.y1; y++) for (let x = b.x0; x < b.x1; x++) sum += mask[y * side + x]!;
    return sum / ((b.x1 - b.x0) * (b.y1 - b.y0));
  };
}

describe('a picture the parser sees only in part', () => {
  it("keeps a pale canvas's margins, which the parser called wall, unpainted", async () => {
    const floorFrom = 440;
    const canvas: Box = { x0: 200, y0: 100, x1: 320, y1: 320 };
    // Its painted middle: the only part the parser calls painting.
    const middle: Box = { x0: 214, y0: 120, x1: 306, y1: 296 };
    const meanIn = await wallMask(
      (x, y) => {
        if (y >= floorFrom) return [35, 8, 20];
        // A thin grey edge round a canvas a little lighter than the wall.
        const edge = within({ x0: 198, y0: 98, x1: 322, y1: 322 }, x, y) && !within(canvas, x, y);
        if (edge) return [58, 2, 8];
        if (!within(canvas, x, y)) return [74, 3, 12];
        // Soft painted blotches, fading into the canvas's pale margin past the middle.
        const past = Math.max(middle.x0 - x, x - middle.x1, middle.y0 - y, y - middle.y1, 0);
        const paint = Math.max(0, 1 - past / 14) * Math.sin(x / 5) * Math.sin(y / 7);
        return [80 - 22 * Math.abs(paint), 2 - 4 * paint, 9 - 20 * Math.abs(paint)];
      },
      (x, y) =>
        y >= floorFrom
          ? sceneClasses.floor
          : within(middle, x, y)
            ? sceneClasses.painting
            : sceneClasses.wall,
    );
    // The margins round the painted middle (left, right, above, below): kept.
    expect(meanIn({ x0: 202, y0: 110, x1: 212, y1: 310 })).toBeLessThan(0.1);
    expect(meanIn({ x0: 308, y0: 110, x1: 318, y1: 310 })).toBeLessThan(0.1);
    expect(meanIn({ x0: 210, y0: 102, x1: 310, y1: 118 })).toBeLessThan(0.1);
    expect(meanIn({ x0: 210, y0: 298, x1: 310, y1: 318 })).toBeLessThan(0.1);
    // The wall round it: painted, right up to its edge.
    expect(meanIn({ x0: 40, y0: 40, x1: 180, y1: 420 })).toBeGreaterThan(0.97);
    expect(meanIn({ x0: 326, y0: 110, x1: 340, y1: 310 })).toBeGreaterThan(0.9);
  });

  it('paints the wall between a frame and the headboard below it, though their lines are alike', async () => {
    const frame: Box = { x0: 150, y0: 60, x1: 350, y1: 200 };
    const headboardFrom = 232;
    const meanIn = await wallMask(
      (x, y) => {
        if (y >= headboardFrom) return y < headboardFrom + 10 ? [92, 0, 3] : [40, 0, 2];
        if (within(frame, x, y))
          return within({ x0: 160, y0: 70, x1: 340, y1: 190 }, x, y) ? [70, 20, 18] : [10, 0, 0];
        return [26, 8, 8];
      },
      (x, y) => {
        if (y >= headboardFrom) return sceneClasses.bed;
        // The parser's picture runs past the frame's foot in a ragged band.
        const foot = 200 + (x % 40 < 20 ? 6 : 3);
        return x >= 150 && x < 350 && y >= 60 && y < foot ? sceneClasses.painting : sceneClasses.wall;
      },
    );
    // The panel between the frame's foot and the headboard is painted; the picture is not.
    expect(meanIn({ x0: 160, y0: 204, x1: 340, y1: 228 })).toBeGreaterThan(0.85);
    expect(meanIn({ x0: 160, y0: 70, x1: 340, y1: 190 })).toBeLessThan(0.02);
  });
});
