import { describe, expect, it } from 'vitest';
import { dimensionChains, type OutsideLength } from './floor-plan-chains';

/** Figures written at the middle of each stretch of a chain starting at x0, at `ppm` pixels per metre. */
function chain(x0: number, y: number, ppm: number, stretches: number[]): OutsideLength[] {
  let at = x0;
  return stretches.map((value) => {
    const centre = { x: at + (value * ppm) / 2, y };
    at += value * ppm;
    return { value, centre, height: 12 };
  });
}

describe('dimension chains', () => {
  it('reads the scale from figures along one chain', () => {
    const { samples, chained } = dimensionChains(chain(100, 40, 50, [3.6, 0.9, 2.4, 4.1]));
    expect(samples).toHaveLength(3);
    samples.forEach((s) => expect(s).toBeCloseTo(50, 5));
    expect([...chained].sort()).toEqual([0, 1, 2, 3]);
  });

  it('tells two chains on different levels apart and leaves a lone overall figure out', () => {
    const lengths = [
      ...chain(100, 40, 50, [2, 3, 1.5]),
      { value: 6.5, centre: { x: 262, y: 12 }, height: 12 },
      ...chain(80, 900, 50, [1.2, 3.3, 2]),
    ];
    const { samples, chained } = dimensionChains(lengths);
    expect(samples).toHaveLength(4);
    samples.forEach((s) => expect(s).toBeCloseTo(50, 5));
    expect(chained.has(3)).toBe(false);
  });

  it('reads a chain of two figures where the overall figure on another row is their sum', () => {
    const lengths = [
      ...chain(100, 700, 50, [6.25, 5.9]),
      { value: 12.15, centre: { x: 404, y: 730 }, height: 12 },
    ];
    const { samples, chained } = dimensionChains(lengths);
    // The pair's own spacing, and the overall figure's place after the first figure.
    expect(samples).toHaveLength(2);
    expect(samples[0]).toBeCloseTo(50, 5);
    expect(samples[1]).toBeCloseTo(50, 0);
    expect([...chained].sort()).toEqual([0, 1]);
  });

  it('takes no pair for a chain without an overall figure that sums it and stands at its middle', () => {
    const pair = chain(100, 700, 50, [4, 2.5]);
    // No overall figure; one of the wrong sum; the right sum written far off the stretch's middle.
    expect(dimensionChains(pair).samples).toEqual([]);
    expect(dimensionChains([...pair, { value: 7, centre: { x: 262, y: 730 }, height: 12 }]).samples).toEqual(
      [],
    );
    expect(
      dimensionChains([...pair, { value: 6.5, centre: { x: 420, y: 730 }, height: 12 }]).samples,
    ).toEqual([]);
  });

  it('takes figures that only share a row for no chain', () => {
    const row: OutsideLength[] = [
      { value: 3.6, centre: { x: 100, y: 40 }, height: 12 },
      { value: 3.6, centre: { x: 160, y: 41 }, height: 12 },
      { value: 0.9, centre: { x: 500, y: 40 }, height: 12 },
    ];
    expect(dimensionChains(row).samples).toEqual([]);
  });
});
