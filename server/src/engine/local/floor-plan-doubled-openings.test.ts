import { describe, expect, it } from 'vitest';
import { withoutDoubledOpenings } from './floor-plan-doubled-openings';
import type { FoundOpening } from './floor-plan-openings';
import type { Segment } from './floor-plan-segment';

const upright = (x: number, thickness: number): Segment => ({
  start: { x, y: 100 },
  end: { x, y: 360 },
  thickness,
  orientation: 'v',
});
const window = (a: number, x: number, y: number, width = 85): FoundOpening => ({
  kind: 'window',
  wallId: `w${a + 1}`,
  center: { x, y },
  width,
  a,
  b: a,
});

describe('openings doubled across a wall drawn as two lines', () => {
  // A 9 px wall and a 2 px line 13 px outside it, each with a gap where the window is.
  const segments = [upright(808, 9), upright(822, 2), upright(400, 9)];

  it('keeps one window, the one in the thicker wall', () => {
    const kept = withoutDoubledOpenings(segments, [window(1, 822, 405), window(0, 808, 405)]);
    expect(kept).toEqual([window(0, 808, 405)]);
  });

  it('keeps windows side by side along one wall, and windows in walls far apart', () => {
    const openings = [window(0, 808, 405, 40), window(0, 808, 450, 40), window(2, 400, 405)];
    expect(withoutDoubledOpenings(segments, openings)).toEqual(openings);
  });

  it('keeps a door and a window across the wall from each other', () => {
    const door: FoundOpening = { ...window(1, 822, 405), kind: 'door' };
    expect(withoutDoubledOpenings(segments, [door, window(0, 808, 405)])).toHaveLength(2);
  });
});
