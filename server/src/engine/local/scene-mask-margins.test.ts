import { describe, expect, it } from 'vitest';
import { writeLabAsRgb } from '../image/color';
import { loadOpenCv } from '../image/opencv';
import { buildSceneMasks, cutAtCeilingLine, parserSizedImage } from './scene-masks';
import { sceneClasses } from './scene-parser';
import type { Cv } from '../image/opencv';

/**
 * Scene masks of a drawn 1024 px photo over the parser's 512 cells (each cell 2 x 2 pixels): `colourAt`
 * gives each pixel's Lab colour, `labelAt` each cell's class at its top-left pixel.
 */
async function drawnScene(
  colourAt: (x: number, y: number) => readonly number[],
  labelAt: (x: number, y: number) => number,
  cv: Cv | null = null,
) {
  const size = 1024;
  const side = 512;
  const data = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const [L, a, b] = colourAt(x, y) as [number, number, number];
      writeLabAsRgb(L, a, b, data, (y * size + x) * 3);
    }
  }
  const labels = new Uint8Array(side * side);
  for (let cy = 0; cy < side; cy++)
    for (let cx = 0; cx < side; cx++) labels[cy * side + cx] = labelAt(cx * 2, cy * 2);
  const image = { width: size, height: size, data };
  return buildSceneMasks({ side, labels }, image, await parserSizedImage(image, side), [], cv);
}

describe("a guarded thing's label that runs past its edge", () => {
  // A 1024 px photo over the parser's 512 cells: each cell is 2 x 2 pixels.
  const size = 1024;
  const floorFrom = 880;

  /** A beige wall over a floor with one thing on the wall; the parser's label of it is `spill` px too big. */
  async function wallMask(
    thing: { x0: number; y0: number; x1: number; y1: number; lab: [number, number, number] },
    cls: number,
    spill: number,
  ) {
    const inThing = (x: number, y: number) => x >= thing.x0 && x < thing.x1 && y >= thing.y0 && y < thing.y1;
    const inLabel = (x: number, y: number) =>
      x >= thing.x0 - spill && x < thing.x1 + spill && y >= thing.y0 - spill && y < thing.y1 + spill;
    const scene = await drawnScene(
      // The wall is lit a little unevenly, as walls are.
      (x, y) => (y >= floorFrom ? [35, 8, 20] : inThing(x, y) ? thing.lab : [64 - (x / size) * 4, 3, 13]),
      (x, y) => (y >= floorFrom ? sceneClasses.floor : inLabel(x, y) ? cls : sceneClasses.wall),
    );
    const mask = scene.mask('wall').data;
    return (x0: number, y0: number, x1: number, y1: number) => {
      let sum = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += mask[y * size + x]!;
      return sum / ((x1 - x0) * (y1 - y0));
    };
  }

  it('paints the wall right up to a picture the parser drew a few pixels too big (no halo)', async () => {
    const picture = { x0: 400, y0: 300, x1: 600, y1: 500, lab: [48, 28, 24] as [number, number, number] };
    const meanIn = await wallMask(picture, sceneClasses.painting, 6);
    // The ring of wall inside the picture's label, 1 to 5 px from the picture: painted.
    expect(meanIn(picture.x0 - 5, picture.y0 + 10, picture.x0 - 1, picture.y1 - 10)).toBeGreaterThan(0.9);
    expect(meanIn(picture.x1 + 1, picture.y0 + 10, picture.x1 + 5, picture.y1 - 10)).toBeGreaterThan(0.9);
    expect(meanIn(picture.x0 + 10, picture.y1 + 1, picture.x1 - 10, picture.y1 + 5)).toBeGreaterThan(0.9);
    // The picture itself, up to its edge: not painted.
    expect(meanIn(picture.x0 + 1, picture.y0 + 1, picture.x1 - 1, picture.y1 - 1)).toBeLessThan(0.02);
  });

  it("paints the wall right up to a sofa's back where the sofa's label runs onto the wall", async () => {
    // A grey-green sofa against the beige wall, standing on the floor; its label is 6 px too big.
    const sofa = { x0: 300, y0: 640, x1: 760, y1: floorFrom, lab: [55, -8, 6] as [number, number, number] };
    const meanIn = await wallMask(sofa, sceneClasses.sofa, 6);
    // The wall just above the sofa's back and beside its arms, inside the sofa's label: painted (it
    // was a ring of the old colour between the new paint and the recoloured sofa).
    expect(meanIn(sofa.x0 + 10, sofa.y0 - 5, sofa.x1 - 10, sofa.y0 - 1)).toBeGreaterThan(0.9);
    expect(meanIn(sofa.x1 + 1, sofa.y0 + 10, sofa.x1 + 5, sofa.y1 - 10)).toBeGreaterThan(0.9);
    // The sofa itself, up to its edge: not painted.
    expect(meanIn(sofa.x0 + 1, sofa.y0 + 1, sofa.x1 - 1, sofa.y1 - 1)).toBeLessThan(0.02);
  });

  it("never grows into a window whose casing is the wall's own colour", async () => {
    // The casing has no outline and the wall's colour: only the parser's label tells it apart.
    const casing = { x0: 600, y0: 240, x1: 760, y1: 640, lab: [62.5, 3, 13] as [number, number, number] };
    const meanIn = await wallMask(casing, sceneClasses.windowpane, 2);
    // The casing's pixels along its edge stay unpainted: a window's label is not a margin the wall may
    // take back (the paint would eat into the casing).
    expect(meanIn(casing.x0, casing.y0 + 20, casing.x0 + 4, casing.y1 - 20)).toBeLessThan(0.05);
    expect(meanIn(casing.x0 + 20, casing.y1 - 4, casing.x1 - 20, casing.y1)).toBeLessThan(0.05);
  });
});

describe('the wall and ceiling line round a room corner', () => {
  it("follows the side wall's sloping top into the corner, not the back wall's level line past it", () => {
    const width = 600;
    const height = 300;
    // The side wall's top slopes down from (0, 20) to the corner at (240, 120); the back wall's top is
    // level from there on.
    const corner = (x: number) => (x < 240 ? 20 + (x * 100) / 240 : 120);
    const L = new Float32Array(width * height);
    const wall = new Float32Array(width * height);
    const ceiling = new Float32Array(width * height);
    for (let x = 0; x < width; x++) {
      // The masks' own border wanders a few pixels round the corner line.
      const wander = Math.round(Math.sin(x / 7) * 3);
      for (let y = 0; y < height; y++) {
        const i = y * width + x;
        L[i] = y < corner(x) ? 92 : 80;
        const isWall = y >= corner(x) + wander;
        wall[i] = isWall ? 1 : 0;
        ceiling[i] = isWall ? 0 : 1;
      }
    }
    cutAtCeilingLine(wall, ceiling, width, height, L);
    const top = (x: number) => {
      let y = 0;
      while (y < height && wall[y * width + x]! <= 0.5) y++;
      return y;
    };
    // Near the corner too: the wall's top within 3 px of the corner line in every column.
    let worst = 0;
    for (let x = 0; x < width; x++) worst = Math.max(worst, Math.abs(top(x) - corner(x)));
    expect(worst).toBeLessThanOrEqual(3);
  });
});

describe("a sofa's back cushions lit from above", () => {
  it('recolours their lit tops with the sofa, and keeps a black table top in the same bay out', async () => {
    const size = 1024;
    const sofa = { x0: 300, y0: 600, x1: 760, y1: 880 };
    // The top 14 px of the sofa: the cushions' peaks in the sofa's colour, every other 20 px column a bay
    // of their tops lit by the window, lighter and bluer than the rest of the sofa.
    const band = sofa.y0 + 14;
    const lit = (x: number) => Math.floor(x / 20) % 2 === 1;
    const table = { x0: 400, x1: 420 };
    const onSofa = (x: number, y: number) => x >= sofa.x0 && x < sofa.x1 && y >= sofa.y0 && y < sofa.y1;
    const scene = await drawnScene(
      (x, y) => {
        const inBay = onSofa(x, y) && y < band && lit(x);
        if (!onSofa(x, y)) return y >= sofa.y1 ? [35, 8, 20] : [82, -4, -9];
        if (inBay && x >= table.x0 && x < table.x1) return [12, 0, 0];
        return inBay ? [68, -5, -4] : [50, -3, 4];
      },
      (x, y) => (onSofa(x, y) ? sceneClasses.sofa : y >= sofa.y1 ? sceneClasses.floor : sceneClasses.wall),
    );
    const mask = scene.mask('textile').data;
    let bays = 0;
    let taken = 0;
    let tableTaken = 0;
    for (let y = sofa.y0 + 2; y < band - 2; y++) {
      for (let x = sofa.x0 + 30; x < sofa.x1 - 30; x++) {
        if (!lit(x) || x % 20 < 3 || x % 20 > 16) continue;
        if (x >= table.x0 && x < table.x1) tableTaken += mask[y * size + x]!;
        else {
          bays++;
          taken += mask[y * size + x]!;
        }
      }
    }
    // Left out, the lit tops were a row of pale blotches between the recoloured sofa and the new paint.
    expect(taken / bays).toBeGreaterThan(0.9);
    expect(tableTaken).toBe(0);
  });
});

describe('a window whose label runs past its casing onto the wall', () => {
  it('paints the wall up to the casing where an edge line bounds it, and leaves the casing white', async () => {
    const { cv } = await loadOpenCv();
    const size = 1024;
    // A white casing 16 px wide round a grey-blue pane; the wall beside it a little shaded.
    const casing = { x0: 400, y0: 200, x1: 640, y1: 700 };
    const inCasing = (x: number, y: number) =>
      x >= casing.x0 && x < casing.x1 && y >= casing.y0 && y < casing.y1;
    const inPane = (x: number, y: number) =>
      x >= casing.x0 + 16 && x < casing.x1 - 16 && y >= casing.y0 + 16 && y < casing.y1 - 16;
    const spill = 6;
    const inLabel = (x: number, y: number) =>
      x >= casing.x0 - spill && x < casing.x1 + spill && y >= casing.y0 - spill && y < casing.y1 + spill;
    const scene = await drawnScene(
      (x, y) => {
        const beside = Math.min(Math.abs(x - casing.x0), Math.abs(x - casing.x1));
        if (y >= 880) return [35, 8, 20];
        if (inPane(x, y)) return [70, -4, -12];
        return inCasing(x, y) ? [94, 0, 2] : [78 - Math.max(0, 8 - beside) * 0.6, 2, 14];
      },
      (x, y) => (y >= 880 ? sceneClasses.floor : inLabel(x, y) ? sceneClasses.windowpane : sceneClasses.wall),
      cv,
    );
    const mask = scene.mask('wall').data;
    const meanIn = (x0: number, y0: number, x1: number, y1: number) => {
      let sum = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += mask[y * size + x]!;
      return sum / ((x1 - x0) * (y1 - y0));
    };
    // The wall's strip inside the window's label, beside the casing's sides: painted (it stayed as a
    // ragged band of the old colour).
    expect(meanIn(casing.x0 - 5, casing.y0 + 40, casing.x0 - 1, casing.y1 - 40)).toBeGreaterThan(0.9);
    expect(meanIn(casing.x1 + 1, casing.y0 + 40, casing.x1 + 5, casing.y1 - 40)).toBeGreaterThan(0.9);
    // The casing itself: not painted.
    expect(meanIn(casing.x0 + 2, casing.y0 + 40, casing.x0 + 14, casing.y1 - 40)).toBeLessThan(0.05);
    expect(meanIn(casing.x1 - 14, casing.y0 + 40, casing.x1 - 2, casing.y1 - 40)).toBeLessThan(0.05);
  });
});

describe("a coloured armchair's flank in shade", () => {
  /** An armchair over a beige wall and floor; the 10 px down its right side is `flank`. */
  async function fabricMask(body: [number, number, number], flank: [number, number, number]) {
    const size = 1024;
    const chair = { x0: 400, y0: 500, x1: 640, y1: 860 };
    const onChair = (x: number, y: number) => x >= chair.x0 && x < chair.x1 && y >= chair.y0 && y < chair.y1;
    const scene = await drawnScene(
      (x, y) => (!onChair(x, y) ? (y >= 880 ? [35, 8, 20] : [70, 2, 12]) : x >= chair.x1 - 10 ? flank : body),
      (x, y) => (onChair(x, y) ? sceneClasses.armchair : y >= 880 ? sceneClasses.floor : sceneClasses.wall),
    );
    const mask = scene.mask('textile').data;
    let sum = 0;
    let count = 0;
    for (let y = chair.y0 + 30; y < chair.y1 - 30; y++)
      for (let x = chair.x1 - 8; x < chair.x1 - 2; x++, count++) sum += mask[y * size + x]!;
    return sum / count;
  }

  it("recolours a red armchair's shaded flank with the rest of it (no red rim)", async () => {
    expect(await fabricMask([40, 45, 25], [24, 30, 16])).toBeGreaterThan(0.9);
  });

  it('leaves a black thing down the side of a grey armchair out (no colour to tell shade by)', async () => {
    expect(await fabricMask([55, 0, 3], [12, 0, 0])).toBeLessThan(0.1);
  });
});
