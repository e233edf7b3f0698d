import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageToLab } from '../image/color';
import { decodeForOutput, type RgbImage } from '../image/raster';
import { fixturesDir } from '../test-support/fixtures';
import { loadOpenCv } from '../image/opencv';
import { findEdgeLines, type EdgeLine } from './edge-lines';
import { parserSizedImage } from './scene-masks';
import { parserSide } from './scene-parser';
import { createRandom } from './random';
import { snapToEdgeLines } from './snap-to-lines';

const width = 480;
const height = 320;
/** The top of a unit: y = 150 + 0.2 x, wall above, the unit's front below. */
const edgeAt = (x: number) => 150 + 0.2 * x;
/** An olive wall and a beige front of the same lightness (Lab L 54.5 and 54.6): an edge of colour only. */
const oliveWall: [number, number, number] = [128, 135, 80];
const beigeFront: [number, number, number] = [152, 126, 100];
/** A frame a little lighter than the front: by colour alone it could be the front's. */
const paleFrame: [number, number, number] = [180, 155, 118];

function photo(frame = 0): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = y < edgeAt(x) ? oliveWall : y < edgeAt(x) + frame ? paleFrame : beigeFront;
      data.set(colour, (y * width + x) * 3);
    }
  }
  return { width, height, data };
}

/** The wall's mask as the growth leaves it: its border wanders up to `wander` px either side. */
function raggedMask(wander: number, at = edgeAt): Float32Array {
  const random = createRandom(3);
  const mask = new Float32Array(width * height);
  let drift = 0;
  for (let x = 0; x < width; x++) {
    drift = Math.max(-wander, Math.min(wander, drift + (random() - 0.5) * 4));
    for (let y = 0; y < height; y++) if (y < at(x) + drift) mask[y * width + x] = 1;
  }
  return mask;
}

const unitTop: EdgeLine = { x1: 20, y1: edgeAt(20), x2: 460, y2: edgeAt(460) };
const anyPixel = () => true;

/** Per column, how far the mask's border lies from y (the first pixel out of the mask). */
function borderOffsets(mask: Float32Array, at: (x: number) => number, from = 30, to = 450): number[] {
  const offsets: number[] = [];
  for (let x = from; x < to; x++) {
    let y = 0;
    while (y < height && mask[y * width + x]! > 0.5) y++;
    offsets.push(y - at(x));
  }
  return offsets;
}

describe('snapping a mask to the photo’s straight edges', () => {
  it('puts a ragged border on the straight edge it runs along', () => {
    const mask = raggedMask(8);
    expect(Math.max(...borderOffsets(mask, edgeAt).map(Math.abs))).toBeGreaterThan(5);
    snapToEdgeLines(mask, width, height, [unitTop], imageToLab(photo()), anyPixel);
    expect(Math.max(...borderOffsets(mask, edgeAt).map(Math.abs))).toBeLessThanOrEqual(1);
  });

  it('puts a ragged border on a soft edge (a unit top whose shade ramps over 16 px)', () => {
    // The colour turns from the wall's to the front's over 16 px: 2 px either side of the line see
    // only a quarter of the step, as on the kitchen's tall unit under its soft shadow.
    const data = new Uint8Array(width * height * 3);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const t = Math.max(0, Math.min(1, (y - edgeAt(x) + 8) / 16));
        data.set(
          oliveWall.map((c, k) => Math.round(c + (beigeFront[k]! - c) * t)),
          (y * width + x) * 3,
        );
      }
    const mask = raggedMask(8);
    snapToEdgeLines(mask, width, height, [unitTop], imageToLab({ width, height, data }), anyPixel);
    expect(Math.max(...borderOffsets(mask, edgeAt).map(Math.abs))).toBeLessThanOrEqual(2);
  });

  it('keeps a border that follows another edge beside the line (the inner edge of a frame)', () => {
    // A 6 px frame under the line: the mask of the front ends at the frame, not on the line.
    const image = photo(6);
    const front = new Float32Array(width * height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) if (y >= edgeAt(x) + 6) front[y * width + x] = 1;
    const before = new Float32Array(front);
    snapToEdgeLines(front, width, height, [unitTop], imageToLab(image), anyPixel);
    expect(front).toEqual(before);
  });

  it('never takes in what belongs to another surface', () => {
    const mask = raggedMask(8);
    // Everything under the line is the units' by the parser: the wall may lose its spill there but
    // gains nothing anywhere.
    const mayJoin = (i: number) => Math.floor(i / width) < edgeAt(i % width) - 12;
    const before = new Float32Array(mask);
    snapToEdgeLines(mask, width, height, [unitTop], imageToLab(photo()), mayJoin);
    let gained = 0;
    for (let i = 0; i < mask.length; i++) if (mask[i]! > before[i]!) gained++;
    expect(gained).toBe(0);
    expect(Math.max(...borderOffsets(mask, edgeAt))).toBeLessThanOrEqual(1);
  });

  it('takes in the wall’s own colour in shade beside the edge (the unit’s shadow on the wall)', () => {
    // An 8 px band of the wall above the unit's top in shade (its RGB scaled down, so its chromaticity
    // kept), too dark for the colour drift alone: the growth stopped raggedly inside it.
    const data = new Uint8Array(width * height * 3);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const above = edgeAt(x) - y;
        const colour =
          above <= 0 ? beigeFront : above <= 8 ? oliveWall.map((c) => Math.round(c * 0.6)) : oliveWall;
        data.set(colour, (y * width + x) * 3);
      }
    const mask = raggedMask(4, (x) => edgeAt(x) - 5);
    snapToEdgeLines(mask, width, height, [unitTop], imageToLab({ width, height, data }), anyPixel);
    expect(Math.max(...borderOffsets(mask, edgeAt).map(Math.abs))).toBeLessThanOrEqual(1);
  });

  it('takes back the strip another surface’s label holds on the wall’s side of the edge', () => {
    // The units' label runs 9 px over their top onto the wall, and the growth stopped raggedly in it;
    // the pixel across the line, a band into the units, carries the same label: the parser's margin.
    const units = (i: number) => Math.floor(i / width) >= edgeAt(i % width) - 9;
    const image = imageToLab(photo());
    const mask = raggedMask(4, (x) => edgeAt(x) - 5);
    snapToEdgeLines(mask, width, height, [unitTop], image, (i, across) => !units(i) || units(across));
    expect(Math.max(...borderOffsets(mask, edgeAt).map(Math.abs))).toBeLessThanOrEqual(1);
    // Without the pixel across the line to go by, the strip stays with the units.
    const kept = raggedMask(4, (x) => edgeAt(x) - 5);
    snapToEdgeLines(kept, width, height, [unitTop], image, (i) => !units(i));
    expect(Math.min(...borderOffsets(kept, edgeAt))).toBeLessThanOrEqual(-6);
  });

  it('leaves alone a line that crosses the inside of the mask', () => {
    const mask = raggedMask(8, (x) => edgeAt(x) + 60);
    const before = new Float32Array(mask);
    snapToEdgeLines(mask, width, height, [unitTop], imageToLab(photo()), anyPixel);
    expect(mask).toEqual(before);
  });

  it('finds an edge of colour alone, on its full-size pixel', async () => {
    // Larger than the parser's copy: the line is found there and moved onto the full-size step.
    const big = 2;
    const image: RgbImage = {
      width: width * big,
      height: height * big,
      data: new Uint8Array(width * height * big * big * 3),
    };
    for (let y = 0; y < image.height; y++)
      for (let x = 0; x < image.width; x++)
        image.data.set(y < edgeAt(x / big) * big ? oliveWall : beigeFront, (y * image.width + x) * 3);
    const { cv } = await loadOpenCv();
    const lines = findEdgeLines(cv, imageToLab(await parserSizedImage(image, parserSide)), imageToLab(image));
    const along = lines.filter((line) => Math.abs(line.x2 - line.x1) > 300);
    expect(along.length).toBeGreaterThan(0);
    for (const line of along) {
      for (const t of [0, 0.5, 1]) {
        const x = line.x1 + (line.x2 - line.x1) * t;
        const y = line.y1 + (line.y2 - line.y1) * t;
        expect(Math.abs(y - edgeAt(x / big) * big)).toBeLessThanOrEqual(1.5);
      }
    }
  });
});

describe('the straight edges of a real photo', () => {
  it('finds the kitchen’s upper units’ top, slanting in perspective, as one long line', async () => {
    // A walk along a slanted line at the search's 1 degree left this staircase edge in short pieces
    // under the minimum length: no line was found along the tops of the units at all.
    const file = path.join(fixturesDir, 'rooms/kitchen-dining_furnished_pxhere-cc0.jpg');
    const image = await decodeForOutput(readFileSync(file), 'auto');
    const { cv } = await loadOpenCv();
    const lines = findEdgeLines(cv, imageToLab(await parserSizedImage(image, parserSide)), imageToLab(image));
    // The tops of the two middle units run from about (190, 102) to (410, 177) in this 1024 px photo.
    const along = lines.filter((line) => {
      const run = line.x2 - line.x1;
      const slope = (line.y2 - line.y1) / run;
      const yAt = (x: number) => line.y1 + slope * (x - line.x1);
      return Math.abs(run) >= 150 && Math.abs(yAt(250) - 122) <= 4 && Math.abs(yAt(350) - 156) <= 4;
    });
    expect(along.length).toBeGreaterThan(0);
  });
});

describe('a white door beside a pale wall (an upright, faint edge)', () => {
  const doorAt = 300;
  /** A beige wall left of x = 300 and a white door right of it: 5.5 apart (lightness at half weight). */
  const paleWall: [number, number, number] = [206, 200, 190];
  const whiteDoor: [number, number, number] = [226, 224, 220];
  const frameEdge: EdgeLine = { x1: doorAt - 0.5, y1: 20, x2: doorAt - 0.5, y2: 300 };

  /** With `shade`, the door's first 8 px run from grey up to its white (its edge in shade). */
  function doorPhoto(shade = false): RgbImage {
    const data = new Uint8Array(width * height * 3);
    const grey = [150, 146, 140];
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const k = x - doorAt;
        const colour =
          x < doorAt
            ? paleWall
            : shade && k < 8
              ? whiteDoor.map((c, i) => Math.round(grey[i]! + ((c - grey[i]!) * k) / 7))
              : whiteDoor;
        data.set(colour, (y * width + x) * 3);
      }
    return { width, height, data };
  }

  /** The wall's mask reaching `by` px onto the door all along it (the parser's door label stops short). */
  function wallMask(by: number): Float32Array {
    const mask = new Float32Array(width * height);
    for (let y = 0; y < height; y++) for (let x = 0; x < doorAt + by; x++) mask[y * width + x] = 1;
    return mask;
  }

  const paintedDoorColumns = (mask: Float32Array) => {
    let columns = 0;
    for (let x = doorAt; x < width; x++) if (mask[160 * width + x]! > 0.5) columns++;
    return columns;
  };

  it('takes the paint off the door’s side where the wall’s mask runs evenly onto it', () => {
    const mask = wallMask(8);
    snapToEdgeLines(mask, width, height, [frameEdge], imageToLab(doorPhoto()), anyPixel);
    expect(paintedDoorColumns(mask)).toBe(0);
    // The wall keeps its paint up to the frame.
    expect(mask[160 * width + doorAt - 2]).toBe(1);
  });

  it('leaves an even border alone where the strip beside the line is not all the door’s colour', () => {
    // The door's edge in shade, grey to white: only its whiter half would move, leaving a ragged strip.
    const mask = wallMask(8);
    const before = new Float32Array(mask);
    snapToEdgeLines(mask, width, height, [frameEdge], imageToLab(doorPhoto(true)), anyPixel);
    expect(mask).toEqual(before);
  });

  it('leaves a slanted faint line alone (a soft shadow’s edge under a sofa is no frame)', () => {
    // The same colours along the units' slanted top: below the bar for a line that is not upright.
    const data = new Uint8Array(width * height * 3);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) data.set(y < edgeAt(x) ? paleWall : whiteDoor, (y * width + x) * 3);
    const mask = raggedMask(8);
    const before = new Float32Array(mask);
    snapToEdgeLines(mask, width, height, [unitTop], imageToLab({ width, height, data }), anyPixel);
    expect(mask).toEqual(before);
  });
});
