import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeImage } from '../image/raster';
import { readFloorPlan, saveSample } from '../test-support/fixtures';
import { syntheticPlan, wallIoU } from '../test-support/synthetic-plan';
import { extractFloorPlan } from './floor-plan';
import { closePlanReader } from './floor-plan-ocr';
import { renderFloorPlanPreview } from './floor-plan-preview';

afterAll(closePlanReader);

describe('floor plan to 3D (local)', () => {
  it.each(['three-rooms', 'four-rooms'] as const)(
    'recovers the walls, openings and room areas of a synthetic %s plan',
    async (layout) => {
      const plan = await syntheticPlan(layout);
      const model = await extractFloorPlan(await decodeImage(plan.png), {
        pixelsPerMetre: plan.pixelsPerMetre,
      });
      expect(model.units).toBe('m');
      expect(wallIoU(model.walls, plan, plan.pixelsPerMetre)).toBeGreaterThan(0.85);
      expect(model.rooms).toHaveLength(plan.roomAreas.length);
      model.rooms.forEach((room, i) => {
        expect(Math.abs(room.area - plan.roomAreas[i]!) / plan.roomAreas[i]!).toBeLessThan(0.03);
      });
      expect(model.openings.filter((o) => o.kind === 'door')).toHaveLength(plan.doors);
      expect(model.openings.filter((o) => o.kind === 'window')).toHaveLength(plan.windows);
      expect(model.walls.every((w) => w.height === 2.7 && w.thickness > 0.15 && w.thickness < 0.4)).toBe(
        true,
      );
    },
  );

  it('builds a plausible model of a real CAD plan without a scale, in pixels, and previews it', async () => {
    const model = await extractFloorPlan(
      await decodeImage(readFloorPlan('floorplan_modern-house_black-line_pd.jpg')),
    );
    expect(model.units).toBe('px');
    expect(model.assumptions.join(' ')).toMatch(/No scale given/);
    expect(model.walls.length).toBeGreaterThanOrEqual(15);
    expect(model.rooms.length).toBeGreaterThanOrEqual(6);
    // Its windows are framed boxes with a thick glass bar inside a hatched wall, its doors frames with
    // straight leaves: found where the hatching breaks (ADR 050; counts in floor-plan-real-drawings).
    expect(model.openings.length).toBeGreaterThanOrEqual(2);
    // Every room the plan names is a room of the model.
    const names = model.rooms.map((r) => r.name ?? '').join(' | ');
    for (const name of ['Kitchen', 'Living', 'Family', 'Entrance', 'Laundry', 'Bath'])
      expect(names).toContain(name);
    const footprint = model.imageWidth * model.imageHeight;
    const roomArea = model.rooms.reduce((sum, room) => sum + room.area, 0);
    expect(roomArea / footprint).toBeGreaterThan(0.3);
    expect(roomArea / footprint).toBeLessThan(0.9);
    const preview = await renderFloorPlanPreview(model);
    await saveSample('floor-plan-modern.png', preview.image);
    const stats = await sharp(preview.image).stats();
    expect(preview.width).toBe(1024);
    expect(stats.channels[0]!.stdev).toBeGreaterThan(10);
  });

  it('finds the rooms of a scanned 19th-century plan', async () => {
    const model = await extractFloorPlan(
      await decodeImage(readFloorPlan('floorplan_library-1885_historic-scan_pd.jpg')),
      { readText: false },
    );
    expect(model.walls.length).toBeGreaterThanOrEqual(8);
    expect(model.rooms.length).toBeGreaterThanOrEqual(3);
    await saveSample('floor-plan-library.png', (await renderFloorPlanPreview(model)).image);
  });

  it('draws a transparent preview when asked', async () => {
    const plan = await syntheticPlan('three-rooms');
    const model = await extractFloorPlan(await decodeImage(plan.png), {
      pixelsPerMetre: plan.pixelsPerMetre,
      readText: false,
    });
    const preview = await renderFloorPlanPreview(model, { transparent: true });
    const { data, info } = await sharp(preview.image)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[3]).toBe(0);
  });
});
