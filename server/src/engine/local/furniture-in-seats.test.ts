import { describe, expect, it } from 'vitest';
import type { LabImage } from '../image/color';
import { takeFurnitureFromSeats } from './furniture-in-seats';
import { sceneClasses } from './scene-parser';

const side = 64;

/** A grey sofa over the top half; a wooden table top in front, its right half under the sofa's label. */
function scene(options: { tableColour: [number, number, number] }) {
  const n = side * side;
  const lab: LabImage = {
    width: side,
    height: side,
    L: new Float32Array(n),
    a: new Float32Array(n),
    b: new Float32Array(n),
  };
  const labels = new Uint8Array(n);
  const inTable = (x: number, y: number) => x >= 10 && x < 54 && y >= 30 && y < 40;
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const i = y * side + x;
      const table = inTable(x, y);
      // The sofa, with a sunlit, near-white strip along its seat's front edge.
      const [L, a, b] = table ? options.tableColour : y === 29 ? [92, 0, 6] : [60, 1, 16];
      lab.L[i] = L;
      lab.a[i] = a;
      lab.b[i] = b;
      labels[i] = y >= 40 ? sceneClasses.floor : table && x < 30 ? sceneClasses.table : sceneClasses.sofa;
    }
  }
  return { lab, labels, inTable };
}

describe('a coffee table the parser calls half table, half sofa', () => {
  it('gives the wooden half back to the table, and leaves the sofa, sunlit edge and all, as the sofa', () => {
    const { lab, labels, inTable } = scene({ tableColour: [68, 14, 34] });
    takeFurnitureFromSeats(labels, lab, side);
    let tableAsSofa = 0;
    let sofaTaken = 0;
    for (let y = 0; y < 40; y++) {
      for (let x = 0; x < side; x++) {
        const label = labels[y * side + x]!;
        if (inTable(x, y) && label === sceneClasses.sofa) tableAsSofa++;
        if (!inTable(x, y) && label !== sceneClasses.sofa) sofaTaken++;
      }
    }
    // Recoloured with the sofa, the half under its label turned the sofa's new colour.
    expect(tableAsSofa).toBe(0);
    expect(sofaTaken).toBe(0);
  });

  it('leaves a table of the sofa’s own hue as the parser drew it', () => {
    // A table in the sofa's hue is no sign of where one ends: nothing is taken from the sofa.
    const { lab, labels } = scene({ tableColour: [45, 2, 18] });
    takeFurnitureFromSeats(labels, lab, side);
    let taken = 0;
    for (let y = 0; y < 40; y++)
      for (let x = 30; x < side; x++) if (labels[y * side + x] !== sceneClasses.sofa) taken++;
    expect(taken).toBe(0);
  });
});
