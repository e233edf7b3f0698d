import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeImage } from '../image/raster';
import { readFloorPlan, saveSample } from '../test-support/fixtures';
import { styledPlan } from '../test-support/synthetic-plan-draw';
import { scorePlan } from '../test-support/synthetic-plan-score';
import { extractFloorPlan } from './floor-plan';
import { closePlanReader } from './floor-plan-ocr';
import { renderFloorPlanOverlay } from './floor-plan-overlay';

afterAll(closePlanReader);

describe('rooms named and measured from the plan’s own text (offline OCR)', () => {
  it.each([
    [4, 'metric'],
    [10, 'feet and inches'],
  ])(
    'reads the scale and room names of generated plan %i (%s)',
    async (seed) => {
      const plan = await styledPlan(seed);
      const model = await extractFloorPlan(await decodeImage(plan.png));
      expect(model.units).toBe('m');
      expect(model.scale?.source).toBe('dimensions');
      expect(model.scale!.agreeing).toBeGreaterThanOrEqual(2);
      expect(Math.abs(model.pixelsPerMetre! / plan.pixelsPerMetre - 1)).toBeLessThan(0.03);
      const score = scorePlan(plan, model);
      expect(score.namesFound / score.roomsTrue).toBeGreaterThanOrEqual(0.66);
      score.areaErrors.forEach((error) => expect(error).toBeLessThan(0.05));
      const sized = model.rooms.filter((r) => r.labelledSize);
      expect(sized.length).toBeGreaterThanOrEqual(2);
      expect(model.labels!.some((l) => l.kind === 'dimension')).toBe(true);
    },
    60_000,
  );

  // Sizes written the ways plans write them, on plans drawn with a known scale.
  it.each([
    [5, 'metric', 'comma', '3,40 x 4,20 m'],
    [7, 'metric', 'millimetres', '3400 x 4200'],
    [11, 'imperial', 'hyphen', `12'-6" x 10'-0"`],
    [6, 'metric', 'width', '3.40 m (width only)'],
  ] as const)(
    'takes the scale of plan %i (%s, %s) from sizes written as %s',
    async (seed, units, sizes, _written) => {
      const plan = await styledPlan(seed, { units, sizes });
      const model = await extractFloorPlan(await decodeImage(plan.png));
      expect(model.scale?.source).toBe('dimensions');
      expect(model.scale!.agreeing).toBeGreaterThanOrEqual(2);
      expect(Math.abs(model.pixelsPerMetre! / plan.pixelsPerMetre - 1)).toBeLessThan(0.05);
      scorePlan(plan, model).areaErrors.forEach((error) => expect(error).toBeLessThan(0.05));
    },
    60_000,
  );

  // Text set along the page's height: names along narrow rooms, or a plan scanned on its side.
  it.each([
    [10, 90],
    [4, 270],
  ] as const)(
    'reads the names and sizes of generated plan %i turned by %i degrees',
    async (seed, turn) => {
      const plan = await styledPlan(seed);
      const turned = await sharp(plan.png).rotate(turn).png().toBuffer();
      const model = await extractFloorPlan(await decodeImage(turned));
      expect(model.rooms.map((r) => r.name).sort()).toEqual(plan.rooms.map((r) => r.name).sort());
      expect(model.scale?.source).toBe('dimensions');
      expect(Math.abs(model.pixelsPerMetre! / plan.pixelsPerMetre - 1)).toBeLessThan(0.03);
    },
    60_000,
  );

  // No sizes in the rooms: the building measured along a dimension chain (a figure per stretch
  // between ticks) and by one overall figure, as architects draw it; over the building, or down its left
  // side with the figures turned a quarter (read from the strip beside the building, turned; before,
  // such a plan had no scale).
  it.each<[number, 'chain' | 'side-chain', string]>([
    [1, 'chain', 'over it'],
    [10, 'chain', 'over it'],
    [1, 'side-chain', 'down its side'],
    [2, 'side-chain', 'down its side'],
    [6, 'side-chain', 'down its side'],
  ])(
    'takes the scale of generated plan %i from a dimension chain (%s: %s)',
    async (seed, sizes) => {
      const plan = await styledPlan(seed, { units: 'metric', sizes });
      const model = await extractFloorPlan(await decodeImage(plan.png));
      expect(model.scale?.source).toBe('dimensions');
      expect(Math.abs(model.pixelsPerMetre! / plan.pixelsPerMetre - 1)).toBeLessThan(0.01);
    },
    60_000,
  );

  it('reads the names of a small plan turned on its side (the modern plan, 480 px)', async () => {
    const turned = await sharp(readFloorPlan('floorplan_modern-house_black-line_pd.jpg'))
      .rotate(90)
      .resize(480)
      .jpeg({ quality: 70 })
      .toBuffer();
    const model = await extractFloorPlan(await decodeImage(turned));
    const named = model.rooms.map((r) => r.name).filter(Boolean);
    // At their own size the turned names were misread ("Foimal Dining") or missed (Family, Pantry).
    expect(named).toEqual(expect.arrayContaining(['Eat-in Kitchen', 'Family', 'Entrance', 'Pantry']));
  }, 60_000);

  it('takes the scale from a chain of two stretches checked against the overall figure above it', async () => {
    // Plan 6's chain has two figures (6.25, 5.90) under the overall 12.15 m: each once passed for the
    // building's width, and the two agreed on a scale twice the true one; then the pair was not read.
    const plan = await styledPlan(6, { units: 'metric', sizes: 'chain' });
    const model = await extractFloorPlan(await decodeImage(plan.png));
    expect(model.scale?.source).toBe('dimensions');
    expect(Math.abs(model.pixelsPerMetre! / plan.pixelsPerMetre - 1)).toBeLessThan(0.01);
  }, 60_000);

  it('leaves a plan without dimension strings in pixels and says so', async () => {
    const model = await extractFloorPlan(
      await decodeImage(readFloorPlan('floorplan_modern-house_black-line_pd.jpg')),
    );
    expect(model.units).toBe('px');
    expect(model.pixelsPerMetre).toBeNull();
    expect(model.scale?.source).toBe('none');
    const names = model.labels!.filter((l) => l.kind === 'room-name').map((l) => l.text);
    for (const name of ['Eat-in Kitchen', 'Pantry', 'Family', 'Laundry', 'Storage', 'Entrance', '1/2 Bath'])
      expect(names).toContain(name);
    // Level marks ("BRH 87.50") are neither names nor dimensions.
    expect(model.labels!.filter((l) => l.kind === 'dimension')).toEqual([]);
    const named = model.rooms.map((r) => r.name).filter(Boolean);
    expect(named).toEqual(expect.arrayContaining(['Eat-in Kitchen', 'Family', 'Entrance', '1/2 Bath']));
    await saveSample(
      'floor-plan-modern-overlay.png',
      (await renderFloorPlanOverlay(readFloorPlan('floorplan_modern-house_black-line_pd.jpg'), model)).image,
    );
  }, 60_000);

  it('a user-given scale wins over the plan’s dimension strings', async () => {
    const plan = await styledPlan(4);
    const model = await extractFloorPlan(await decodeImage(plan.png), { pixelsPerMetre: 40 });
    expect(model.pixelsPerMetre).toBe(40);
    expect(model.scale?.source).toBe('user');
  }, 60_000);
});
