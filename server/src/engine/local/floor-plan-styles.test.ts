import { describe, expect, it } from 'vitest';
import { decodeImage } from '../image/raster';
import { saveSample } from '../test-support/fixtures';
import { styledPlan } from '../test-support/synthetic-plan-draw';
import { planLayout } from '../test-support/synthetic-plan-layout';
import { scorePlan, summarise, type PlanScore } from '../test-support/synthetic-plan-score';
import { extractFloorPlan } from './floor-plan';
import { renderFloorPlanOverlay } from './floor-plan-overlay';

/**
 * Fifteen generated houses: solid, hollow, hatched and grey walls; windows three ways; doors with swings.
 * Seeds 15, 18 (hollow walls with framed windows) and 20 (hatching) are the ones that scored 0.81-0.86
 * before ADR 037.
 */
const seeds = [...Array.from({ length: 12 }, (_, i) => i + 1), 15, 18, 20];

describe('floor-plan extraction on generated plans of several drawing styles', () => {
  it('the seeds cover every wall style and every window drawing', () => {
    const layouts = seeds.map((seed) => planLayout(seed));
    expect(new Set(layouts.map((l) => l.wallStyle))).toEqual(new Set(['solid', 'hollow', 'hatched', 'grey']));
    const windows = layouts.flatMap((l) => l.openings.map((o) => o.windowStyle).filter(Boolean));
    expect(new Set(windows)).toEqual(new Set(['triple', 'frame', 'single']));
  });

  it('meets the quality bars: wall IoU, room count, door and window recall, room areas', async () => {
    const scores: Array<PlanScore & { wallStyle: string }> = [];
    for (const seed of seeds) {
      const plan = await styledPlan(seed);
      const model = await extractFloorPlan(await decodeImage(plan.png), {
        pixelsPerMetre: plan.pixelsPerMetre,
        readText: false,
      });
      const score = scorePlan(plan, model);
      scores.push({ ...score, wallStyle: plan.wallStyle });
      // No single plan, whatever its wall style, may fall below the bar, whatever the average does.
      expect(score.wallIoU, `seed ${seed} (${plan.wallStyle})`).toBeGreaterThanOrEqual(0.93);
      expect(score.roomsMissed, `seed ${seed} (${plan.wallStyle})`).toBe(0);
      if (seed <= 4)
        await saveSample(
          `floor-plan-styled-${seed}.png`,
          (await renderFloorPlanOverlay(plan.png, model)).image,
        );
    }
    const styles = new Set(scores.map((score) => score.wallStyle));
    expect(styles.size).toBe(4);
    for (const style of styles) {
      const worst = Math.min(...scores.filter((score) => score.wallStyle === style).map((x) => x.wallIoU));
      expect(worst, `worst wall IoU of ${style} walls`).toBeGreaterThanOrEqual(0.93);
    }
    const summary = summarise(scores);
    expect(summary.meanWallIoU).toBeGreaterThanOrEqual(0.93);
    expect(summary.roomCountExact).toBeGreaterThanOrEqual(0.9);
    expect(summary.doorRecall).toBeGreaterThanOrEqual(0.9);
    expect(summary.windowRecall).toBeGreaterThanOrEqual(0.9);
    expect(summary.roomsWithin5Percent).toBeGreaterThanOrEqual(0.9);
  }, 120_000);

  it('finds the walls, rooms and thin-line windows of a 2000 px plan measured at reduced size', async () => {
    // Plans over 1600 px are measured at 1600 px and scaled back (ADR 037); at 1200 px this plan's
    // windows, single lines inside solid walls, were lost.
    const plan = await styledPlan(4, { longSide: 2000 });
    const model = await extractFloorPlan(await decodeImage(plan.png), {
      pixelsPerMetre: plan.pixelsPerMetre,
      readText: false,
    });
    expect(model.imageWidth).toBeGreaterThan(1600);
    const score = scorePlan(plan, model);
    expect(score.wallIoU).toBeGreaterThanOrEqual(0.93);
    expect(score.roomCountExact).toBe(true);
    expect(score.windowsFound).toBe(score.windowsTrue);
    expect(score.doorsFound).toBe(score.doorsTrue);
    expect(Math.max(...score.areaErrors)).toBeLessThan(0.05);
  }, 30_000);

  it('does not take the overall dimension line beside the building for a wall', async () => {
    for (const seed of [15, 16, 18, 20]) {
      const plan = await styledPlan(seed);
      const model = await extractFloorPlan(await decodeImage(plan.png), { readText: false });
      const { x, y, w, h } = plan.outline;
      // The dimension line is drawn about 1.1 m above the outline; a wall may reach out of the outline
      // (a door leaf opening outwards) but none lies wholly beyond it.
      const slack = plan.pixelsPerMetre * 0.5;
      for (const wall of model.walls) {
        const ends = [wall.start, wall.end];
        const beyond =
          ends.every((p) => p.y < y - slack) ||
          ends.every((p) => p.y > y + h + slack) ||
          ends.every((p) => p.x < x - slack) ||
          ends.every((p) => p.x > x + w + slack);
        expect(beyond, `seed ${seed}, wall ${wall.id} ${JSON.stringify(ends)}`).toBe(false);
      }
    }
  }, 60_000);

  it('recognises which way a door swings', async () => {
    const plan = await styledPlan(4);
    const model = await extractFloorPlan(await decodeImage(plan.png), {
      pixelsPerMetre: plan.pixelsPerMetre,
      readText: false,
    });
    const ppm = plan.pixelsPerMetre;
    const doors = plan.openings.filter((o) => o.kind === 'door');
    let matched = 0;
    for (const truth of doors) {
      const found = model.openings.find(
        (o) =>
          o.kind === 'door' &&
          Math.hypot(o.center.x * ppm - truth.x, o.center.y * ppm - truth.y) < truth.width / 2,
      );
      if (!found?.swing) continue;
      const hinge = found.swing.hinge;
      expect(Math.hypot(hinge.x * ppm - truth.hinge!.x, hinge.y * ppm - truth.hinge!.y)).toBeLessThan(
        0.3 * ppm,
      );
      const normal = truth.horizontal ? { x: 0, y: truth.swingSide! } : { x: truth.swingSide!, y: 0 };
      expect(found.swing.opensTowards).toEqual(normal);
      matched++;
    }
    expect(matched).toBe(doors.length);
  }, 30_000);
});
