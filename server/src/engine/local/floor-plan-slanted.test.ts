import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { FloorPlanModel, FloorPlanWall } from '../design-engine.port';
import { decodeImage } from '../image/raster';
import { extractFloorPlan } from './floor-plan';
import { closePlanReader } from './floor-plan-ocr';

afterAll(closePlanReader);

/**
 * A house with walls 14 px thick drawn as one closed outline; with `bay`, the top wall steps out in a bay
 * whose two sides run at 45 degrees (about 85 px long each).
 */
async function plan(bay: boolean, bayWindows = false): Promise<FloorPlanModel> {
  const top = bay ? 'L250,150 L310,90 L490,90 L550,150' : '';
  // A window drawn into each slanted side: a frame over the wall with a glass bar down its middle.
  const window = (cx: number, cy: number, degrees: number) =>
    `<g transform="translate(${cx} ${cy}) rotate(${degrees})"><rect x="-25" y="-7" width="50" height="14" fill="#fff" stroke="#000" stroke-width="1.5"/><line x1="-25" y1="0" x2="25" y2="0" stroke="#000" stroke-width="3"/></g>`;
  const windows = bayWindows ? window(280, 120, -45) + window(520, 120, 45) : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="#fff"/>
    <path d="M100,150 ${top} L700,150 L700,500 L100,500 Z" fill="none" stroke="#000" stroke-width="14" stroke-linejoin="miter"/>
    <line x1="180" y1="150" x2="180" y2="500" stroke="#000" stroke-width="10"/>
    ${windows}
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return extractFloorPlan(await decodeImage(new Uint8Array(png)), { readText: false });
}

const degrees = (w: FloorPlanWall) => (Math.atan2(w.end.y - w.start.y, w.end.x - w.start.x) * 180) / Math.PI;
/** How far a wall is from 45 degrees (0 for a slanted wall, 45 for a horizontal or vertical one). */
const offDiagonal = (w: FloorPlanWall) => Math.abs((((degrees(w) % 90) + 90) % 90) - 45);
const length = (w: FloorPlanWall) => Math.hypot(w.end.x - w.start.x, w.end.y - w.start.y);
/** A piece lying wholly beside one of the bay's slanted sides. */
const inBaySide = (w: FloorPlanWall) =>
  [
    [245, 315],
    [485, 555],
  ].some(([lo, hi]) => [w.start, w.end].every((p) => p.y > 85 && p.y < 145 && p.x > lo! && p.x < hi!));

describe('thick slanted walls', () => {
  it('become one slanted wall each, not a staircase of short straight pieces', async () => {
    const model = await plan(true);
    const slanted = model.walls.filter((w) => offDiagonal(w) < 10);
    expect(slanted).toHaveLength(2);
    for (const w of slanted) {
      expect(length(w)).toBeGreaterThan(60);
      expect(w.thickness).toBeGreaterThan(10);
      expect(w.thickness).toBeLessThan(20);
    }
    // The straight search used to cut each side into steps a few pixels long.
    expect(model.walls.filter((w) => offDiagonal(w) > 35 && inBaySide(w))).toEqual([]);
    // One wall per side drawn: three along the top, the two slanted ones, three more and the partition.
    expect(model.walls).toHaveLength(9);
    // The bay belongs to the room it opens from: two rooms, as drawn.
    expect(model.rooms).toHaveLength(2);
    // Nothing drawn in the walls: no openings.
    expect(model.openings).toEqual([]);
  });

  it('hold the windows drawn in them', async () => {
    const model = await plan(true, true);
    const windows = model.openings.filter((o) => o.kind === 'window');
    expect(windows).toHaveLength(2);
    for (const [x, y] of [
      [280, 120],
      [520, 120],
    ] as const)
      expect(windows.some((w) => Math.hypot(w.center.x - x, w.center.y - y) < 10)).toBe(true);
    for (const w of windows) {
      expect(w.width).toBeGreaterThan(35);
      expect(w.width).toBeLessThan(65);
    }
    expect(model.rooms).toHaveLength(2);
  });

  it('are not found at the corners of straight walls', async () => {
    const model = await plan(false);
    expect(model.walls.filter((w) => offDiagonal(w) < 35)).toEqual([]);
    expect(model.rooms).toHaveLength(2);
  });
});
