import { describe, expect, it } from 'vitest';
import type { RgbImage } from '../image/raster';
import { buildSceneMasks, busyLabel } from './scene-masks';
import { sceneClasses } from './scene-parser';

const side = 256;

/** A wall the parser labels whole: a dark wood panel on the left, white plaster on the right, a picture on the plaster. */
function featureWall(): RgbImage {
  const data = new Uint8Array(side * side * 3);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const o = (y * side + x) * 3;
      // Plaster and wood each with a little grain, so neither is perfectly flat.
      const grain = ((x * 7 + y * 13) % 5) - 2;
      const [r, g, b] = x < 110 ? [70, 45, 35] : [232, 228, 220];
      data.set([r + grain, g + grain, b + grain], o);
      // The picture: stripes of dark and light, a busy inside.
      if (x >= 170 && x < 220 && y >= 60 && y < 110) {
        const dark = Math.floor((x + y) / 3) % 2 === 0;
        data.set(dark ? [40, 60, 120] : [210, 190, 90], o);
      }
    }
  }
  return { width: side, height: side, data };
}

describe('busy patches on a wall of two materials', () => {
  it('keeps a picture on the white wall protected, but not the border where the dark panel meets the plaster', () => {
    const image = featureWall();
    const parse = { side, labels: new Uint8Array(side * side).fill(sceneClasses.wall) };
    const scene = buildSceneMasks(parse, image, image, []);
    const shareIn = (x0: number, x1: number, y0: number, y1: number, label: number) => {
      let hits = 0;
      let all = 0;
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) {
          all++;
          if (scene.labels[y * side + x] === label) hits++;
        }
      return hits / all;
    };
    // Along the panel's edge (away from the picture): plain wall on both sides, painted as one. Before,
    // the one long border counted as busy texture and a tenth of this strip was left unpainted.
    expect(shareIn(100, 120, 140, 240, busyLabel)).toBeLessThan(0.05);
    expect(shareIn(100, 120, 140, 240, sceneClasses.wall)).toBeGreaterThan(0.95);
    // The picture's inside stays protected (not wall, so never painted).
    expect(shareIn(180, 210, 70, 100, sceneClasses.wall)).toBeLessThan(0.05);
  });
});
