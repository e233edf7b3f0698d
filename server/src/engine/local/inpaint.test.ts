import { describe, expect, it } from 'vitest';
import type { RgbImage } from '../image/raster';
import { inpaint } from './inpaint';

/** A warm textured floor below a cool plain wall, like a room photo's two big surfaces. */
function room(width: number, height: number): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      const floor = y >= height / 2;
      const grain = floor ? ((x * 7 + y * 13) % 11) - 5 : 0;
      data[o] = floor ? 150 + grain : 200;
      data[o + 1] = floor ? 100 + grain : 205;
      data[o + 2] = floor ? 60 + grain : 215;
    }
  return { width, height, data };
}

function square(hole: Uint8Array, width: number, x0: number, y0: number, side: number) {
  for (let y = y0; y < y0 + side; y++) for (let x = x0; x < x0 + side; x++) hole[y * width + x] = 1;
}

describe('inpaint', () => {
  it('fills holes far apart each from its own surroundings and leaves every other pixel as it was', async () => {
    const width = 320;
    const height = 240;
    const image = room(width, height);
    const hole = new Uint8Array(width * height);
    square(hole, width, 30, 30, 24); // on the wall
    square(hole, width, 250, 180, 30); // on the floor
    // Paint the holes black, as clutter would be.
    for (let i = 0; i < hole.length; i++) if (hole[i]) image.data.fill(0, i * 3, i * 3 + 3);
    const output = await inpaint(image, hole);
    const mean = (x0: number, y0: number, side: number) => {
      const sum = [0, 0, 0];
      for (let y = y0; y < y0 + side; y++)
        for (let x = x0; x < x0 + side; x++)
          for (let c = 0; c < 3; c++) sum[c]! += output.data[(y * width + x) * 3 + c]!;
      return sum.map((v) => v / (side * side));
    };
    const wall = mean(30, 30, 24);
    const floor = mean(250, 180, 30);
    wall.forEach((v, c) => expect(Math.abs(v - [200, 205, 215][c]!)).toBeLessThan(12));
    floor.forEach((v, c) => expect(Math.abs(v - [150, 100, 60][c]!)).toBeLessThan(15));
    let changedOutside = 0;
    for (let i = 0; i < hole.length; i++)
      if (!hole[i])
        for (let c = 0; c < 3; c++) if (output.data[i * 3 + c] !== image.data[i * 3 + c]) changedOutside++;
    expect(changedOutside).toBe(0);
  });
});
