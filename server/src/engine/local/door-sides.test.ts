import { describe, expect, it } from 'vitest';
import type { LabImage } from '../image/color';
import { straightenDoorSides } from './door-sides';
import { sceneClasses } from './scene-parser';

const side = 256;
const { door, wall } = sceneClasses;

/**
 * A wall (lightness 74) with a white door (87) in it, cells 100-139 across and 60-199 down. On rows
 * 110-149 the parser's label of the door starts 8 cells in, and those 8 cells are `shortL` light: the
 * door's own white, or a shade between the two.
 */
function scene(shortL: number) {
  const labels = new Uint8Array(side * side).fill(wall);
  const L = new Float32Array(side * side).fill(74);
  for (let y = 60; y < 200; y++)
    for (let x = 100; x < 140; x++) {
      const short = y >= 110 && y < 150 && x < 108;
      L[y * side + x] = short ? shortL : 87;
      if (!short) labels[y * side + x] = door;
    }
  const lab: LabImage = {
    width: side,
    height: side,
    L,
    a: new Float32Array(side * side).fill(1),
    b: new Float32Array(side * side).fill(8),
  };
  return { labels, lab };
}

const labelledDoor = (labels: Uint8Array, y: number) => {
  let x = 90;
  while (labels[y * side + x] !== door) x++;
  return x;
};

describe('a door’s sides stand upright', () => {
  it('takes back the door’s white where its label stepped in from the frame', () => {
    const { labels, lab } = scene(87);
    straightenDoorSides(labels, lab, side);
    expect(labelledDoor(labels, 130)).toBe(100);
    // The wall beside it stays wall.
    expect(labels[130 * side + 99]).toBe(wall);
  });

  it('leaves cells of a shade between the wall’s and the door’s as they were', () => {
    // Nearer the door's white than the wall's lightness, but not by half: a shadow beside a dark door.
    const { labels, lab } = scene(82);
    straightenDoorSides(labels, lab, side);
    expect(labelledDoor(labels, 130)).toBe(108);
  });
});
