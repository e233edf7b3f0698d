import { describe, expect, it } from 'vitest';
import { straightenCeilingLine } from './ceiling-line';
import { createRandom } from './random';

const side = 256;
const [other, wall, ceiling, lamp] = [0, 1, 6, 40];

/** Ceiling above y = 60 + 0.25 x, wall below; the parser's border wanders up to 6 px off it. */
function wanderingJunction(): Uint8Array {
  const random = createRandom(7);
  const labels = new Uint8Array(side * side);
  let drift = 0;
  for (let x = 0; x < side; x++) {
    drift = Math.max(-6, Math.min(6, drift + (random() - 0.5) * 3));
    const border = 60 + 0.25 * x + drift;
    for (let y = 0; y < side; y++) labels[y * side + x] = y < border ? ceiling : wall;
  }
  return labels;
}

const borderAt = (labels: Uint8Array, x: number) => {
  for (let y = 1; y < side; y++)
    if (labels[y * side + x] === wall && labels[(y - 1) * side + x] === ceiling) return y;
  return -1;
};

describe('the line where wall meets ceiling', () => {
  it('is made straight where the parser’s border wanders', () => {
    const labels = wanderingJunction();
    const offLine = () => {
      const border = Array.from({ length: side }, (_, x) => ({ x, y: borderAt(labels, x) }));
      const n = border.length;
      const mx = border.reduce((s, p) => s + p.x, 0) / n;
      const my = border.reduce((s, p) => s + p.y, 0) / n;
      const slope =
        border.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0) /
        border.reduce((s, p) => s + (p.x - mx) ** 2, 0);
      return Math.max(...border.map((p) => Math.abs(p.y - (my + slope * (p.x - mx)))));
    };
    expect(offLine()).toBeGreaterThan(3);
    straightenCeilingLine(labels, side, wall, ceiling);
    expect(offLine()).toBeLessThanOrEqual(1);
    // Still where the parser put it, give or take its wandering.
    for (let x = 0; x < side; x += 16)
      expect(Math.abs(borderAt(labels, x) - (60 + 0.25 * x))).toBeLessThanOrEqual(7);
  });

  it('leaves a lamp across the line, and patches away from it, as they are', () => {
    const labels = wanderingJunction();
    for (let y = 70; y < 110; y++) for (let x = 100; x < 120; x++) labels[y * side + x] = lamp;
    for (let y = 200; y < 210; y++) for (let x = 30; x < 50; x++) labels[y * side + x] = ceiling;
    straightenCeilingLine(labels, side, wall, ceiling);
    for (let y = 70; y < 110; y++) for (let x = 100; x < 120; x++) expect(labels[y * side + x]).toBe(lamp);
    expect(labels[205 * side + 40]).toBe(ceiling);
  });

  it('changes nothing where no ceiling meets a wall', () => {
    const labels = new Uint8Array(side * side).fill(wall);
    for (let i = 0; i < side * 40; i++) labels[i] = other;
    const copy = new Uint8Array(labels);
    straightenCeilingLine(labels, side, wall, ceiling);
    expect(labels).toEqual(copy);
  });
});
