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
