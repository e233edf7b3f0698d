import { describe, expect, it } from 'vitest';
import { refineWallFaces, type GrayPlan } from './floor-plan-edges';
import type { Segment } from './floor-plan-segment';

/**
 * A 200 x 60 page with one horizontal wall whose faces lie at `top` and `bottom` (fractions of a pixel),
 * drawn as area coverage (a pixel half covered is half as dark), then blurred across by `blur` pixels on
 * each side (a small plan enlarged for measuring is about a pixel soft).
 */
function pageWithWall(
  top: number,
  bottom: number,
  blur: number,
  /** Paper drawn over the wall's rows where it says so (a hollow wall's inside). */
  paperAt?: (y: number) => boolean,
): GrayPlan {
  const width = 200;
  const height = 60;
  const paper = 245;
  const ink = 20;
  const column: number[] = [];
  for (let y = 0; y < height; y++) {
    const covered = Math.max(0, Math.min(y + 1, bottom) - Math.max(y, top));
    column.push(paper - covered * (paper - ink));
  }
  const blurred = column.map((_, y) => {
    let sum = 0;
    let n = 0;
    for (let d = -blur; d <= blur; d++) {
      const v = column[Math.max(0, Math.min(height - 1, y + d))]!;
      sum += v;
      n++;
    }
    return paperAt?.(y) ? paper : sum / n;
  });
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) data.fill(Math.round(blurred[y]!), y * width, (y + 1) * width);
  return { data, width, height, paper };
}

/** The wall as the ink mask measures it: every pixel darker than 70 % of the paper. */
function maskedWall(plan: GrayPlan): Segment {
  const rows: number[] = [];
  for (let y = 0; y < plan.height; y++) if (plan.data[y * plan.width + 100]! < plan.paper * 0.7) rows.push(y);
  const from = rows[0]!;
  const to = rows.at(-1)! + 1;
  return {
    start: { x: 10, y: (from + to) / 2 },
    end: { x: 190, y: (from + to) / 2 },
    thickness: to - from,
    orientation: 'h',
  };
}

describe('wall faces to a fraction of a pixel', () => {
  it('puts a blurred wall’s faces where it was drawn, where the ink mask made it thicker', () => {
    const plan = pageWithWall(24.3, 29.1, 1);
    const masked = maskedWall(plan);
    expect(masked.thickness).toBeGreaterThanOrEqual(5.5);
    const [wall] = refineWallFaces(plan, [masked]);
    expect(Math.abs(wall!.thickness - 4.8)).toBeLessThan(0.25);
    expect(Math.abs(wall!.start.y - 26.7)).toBeLessThan(0.15);
    expect(wall!.start.x).toBe(10);
    expect(wall!.end.y).toBe(wall!.start.y);
  });

  it('measures a crisp wall at a half pixel as drawn', () => {
    const plan = pageWithWall(20.5, 29.5, 0);
    const [wall] = refineWallFaces(plan, [maskedWall(plan)]);
    expect(Math.abs(wall!.thickness - 9)).toBeLessThan(0.1);
    expect(Math.abs(wall!.start.y - 25)).toBeLessThan(0.1);
  });

  it('measures a hollow wall (two outlines with paper between) by its outer faces', () => {
    const plan = pageWithWall(20.4, 30.4, 0, (y) => y >= 22 && y < 29);
    const masked = {
      ...maskedWall(plan),
      start: { x: 10, y: 25.4 },
      end: { x: 190, y: 25.4 },
      thickness: 11,
    };
    const [wall] = refineWallFaces(plan, [masked]);
    expect(Math.abs(wall!.thickness - 10)).toBeLessThan(0.3);
    expect(Math.abs(wall!.start.y - 25.4)).toBeLessThan(0.2);
  });
});

/** A page with ink rectangles drawn as area coverage, blurred by a pixel each way (3 x 3 box). */
function pageWithRects(rects: Array<{ x0: number; x1: number; y0: number; y1: number }>): GrayPlan {
  const width = 200;
  const height = 80;
  const paper = 245;
  const ink = 20;
  const cover = new Float32Array(width * height);
  for (const r of rects)
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const cx = Math.max(0, Math.min(x + 1, r.x1) - Math.max(x, r.x0));
        const cy = Math.max(0, Math.min(y + 1, r.y1) - Math.max(y, r.y0));
        cover[y * width + x] = Math.max(cover[y * width + x]!, cx * cy);
      }
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++)
          sum +=
            cover[
              Math.max(0, Math.min(height - 1, y + dy)) * width + Math.max(0, Math.min(width - 1, x + dx))
            ]!;
      data[y * width + x] = Math.round(paper - (sum / 9) * (paper - ink));
    }
  return { data, width, height, paper };
}

/** The ends as the ink mask measures them along row y: the first and last pixel darker than 70 % of paper. */
function maskedEnds(plan: GrayPlan, y: number): [number, number] {
  const dark: number[] = [];
  for (let x = 0; x < plan.width; x++) if (plan.data[y * plan.width + x]! < plan.paper * 0.7) dark.push(x);
  return [dark[0]!, dark.at(-1)! + 1];
}

describe('wall ends beside an opening to a fraction of a pixel', () => {
  it('puts a blurred wall’s free ends where they were drawn, where the ink mask made it longer', () => {
    const plan = pageWithRects([{ x0: 30.3, x1: 150.6, y0: 36, y1: 42 }]);
    const [from, to] = maskedEnds(plan, 39);
    expect(to - from).toBeGreaterThan(150.6 - 30.3 + 0.5);
    const [wall] = refineWallFaces(plan, [
      { start: { x: from, y: 39 }, end: { x: to, y: 39 }, thickness: 8, orientation: 'h' },
    ]);
    expect(Math.abs(wall!.start.x - 30.3)).toBeLessThan(0.2);
    expect(Math.abs(wall!.end.x - 150.6)).toBeLessThan(0.2);
  });

  it('keeps an end that runs into another wall', () => {
    // The wall ends inside an upright wall at x 150-158: the tone stays ink past its end.
    const plan = pageWithRects([
      { x0: 30.3, x1: 154, y0: 36, y1: 42 },
      { x0: 150, x1: 158, y0: 5, y1: 75 },
    ]);
    const [wall] = refineWallFaces(plan, [
      { start: { x: 29, y: 39 }, end: { x: 154, y: 39 }, thickness: 8, orientation: 'h' },
    ]);
    expect(Math.abs(wall!.start.x - 30.3)).toBeLessThan(0.2);
    expect(wall!.end.x).toBe(154);
  });
});
