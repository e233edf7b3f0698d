import { describe, expect, it } from 'vitest';
import type { LabImage } from '../image/color';
import { photoRegions, protectObjectRegions, voteWithinRegions } from './photo-regions';

const side = 64;
const [wall, cabinet, painting] = [1, 11, 23];

/** A pale wall shaded left to right, with a darker panel (x 20..43, y 10..53) standing against it. */
function wallWithPanel(): LabImage {
  const n = side * side;
  const lab = {
    width: side,
    height: side,
    L: new Float32Array(n),
    a: new Float32Array(n),
    b: new Float32Array(n),
  };
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const i = y * side + x;
      const panel = x >= 20 && x < 44 && y >= 10 && y < 54;
      lab.L[i] = panel ? 55 : 90 - x * 0.2;
      lab.b[i] = panel ? 4 : 2;
    }
  }
  return lab;
}

const inPanel = (i: number) => {
  const [x, y] = [i % side, Math.floor(i / side)];
  return x >= 20 && x < 44 && y >= 10 && y < 54;
};

describe('photo regions', () => {
  it('keeps a shaded plain wall as one region and the panel standing on it as another', () => {
    const { region, count } = photoRegions(wallWithPanel(), 400, 10);
    expect(count).toBe(2);
    const panelRegion = region[30 * side + 30];
    for (let i = 0; i < side * side; i++) expect(region[i] === panelRegion).toBe(inPanel(i));
  });

  it('gives a blotch of wall inside a panel the parser called cabinet the panel’s class', () => {
    const lab = wallWithPanel();
    const labels = new Uint8Array(side * side).map((_, i) => (inPanel(i) ? cabinet : wall));
    // The parser's blotch in the middle of the panel, and a strip down the panel's edge.
    for (let y = 25; y < 35; y++) for (let x = 28; x < 36; x++) labels[y * side + x] = wall;
    for (let y = 10; y < 54; y++) for (let x = 20; x < 23; x++) labels[y * side + x] = wall;
    const { region, count } = photoRegions(lab, 400, 10);
    voteWithinRegions(labels, side, region, count, new Set([wall, cabinet]));
    expect(labels[30 * side + 31]).toBe(cabinet);
    // Along the panel's edge the parser may know better (an edge too faint for the photo): left alone.
    expect(labels[30 * side + 21]).toBe(wall);
    // The wall round the panel is untouched.
    expect(labels[5 * side + 5]).toBe(wall);
  });

  it('takes the margin of a picture the parser saw in part out of the wall, and no wall beyond it', () => {
    const lab = wallWithPanel();
    const labels = new Uint8Array(side * side).map((_, i) => (inPanel(i) ? painting : wall));
    // The parser's picture stops short of the frame by two pixels all round.
    for (let i = 0; i < side * side; i++) {
      const [x, y] = [i % side, Math.floor(i / side)];
      if (inPanel(i) && (x < 22 || x >= 42 || y < 12 || y >= 52)) labels[i] = wall;
    }
    const { region, count } = photoRegions(lab, 400, 10);
    protectObjectRegions(labels, side, region, count, new Set([painting]), new Set([wall]));
    for (let i = 0; i < side * side; i++) expect(labels[i]).toBe(inPanel(i) ? painting : wall);
  });
});
