import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeImage } from '../image/raster';
import { styledPlan } from '../test-support/synthetic-plan-draw';
import { photographedPlan } from '../test-support/synthetic-plan-photo';
import { scorePlan, scoreScaledPlan } from '../test-support/synthetic-plan-score';
import { extractFloorPlan } from './floor-plan';
import { closePlanReader } from './floor-plan-ocr';
import { evenPaper } from './floor-plan-paper';

afterAll(closePlanReader);

describe('plans photographed in uneven light', () => {
  it.each([
    [4, '#605a50'],
    [2, '#8a8478'],
  ])(
    'finds the walls, rooms and doors of generated plan %i lit down to %s',
    async (seed, shade) => {
      const plan = await styledPlan(seed);
      const photo = await photographedPlan(plan.png, plan.width, plan.height, shade);
      const model = await extractFloorPlan(await decodeImage(photo));
      const score = scorePlan(plan, model);
      expect(score.wallIoU).toBeGreaterThan(0.93);
      expect(score.roomsFound).toBe(score.roomsTrue);
      expect(score.doorsFound).toBe(score.doorsTrue);
      expect(Math.abs(model.pixelsPerMetre! / plan.pixelsPerMetre - 1)).toBeLessThan(0.03);
    },
    60_000,
  );

  it('leaves a plan on evenly lit paper untouched', async () => {
    const plan = await styledPlan(4);
    const image = await decodeImage(plan.png);
    expect(await evenPaper(image)).toBe(image);
  });

  it('does not lighten a solid black block wider than a wall', async () => {
    const page = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } })
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect x="500" y="400" width="240" height="150" fill="#111"/><rect x="100" y="100" width="300" height="12" fill="#111"/></svg>`,
          ),
        },
      ])
      .png()
      .toBuffer();
    const image = await decodeImage(page);
    const even = await evenPaper(image);
    const at = (x: number, y: number) => even.data[(y * even.width + x) * 3]!;
    expect(at(620, 475)).toBeLessThan(40);
    expect(at(250, 106)).toBeLessThan(40);
  });
});

/** Generated plan `seed` shrunk to `side` px as a JPEG (a listing's image), and what is read from it. */
async function shrunkPlan(seed: number, side: number) {
  const plan = await styledPlan(seed);
  const factor = side / Math.max(plan.width, plan.height);
  const small = await sharp(plan.png)
    .resize(Math.round(plan.width * factor))
    .jpeg({ quality: 60 })
    .toBuffer();
  const model = await extractFloorPlan(await decodeImage(small), { readText: false });
  return { plan, factor, model };
}

describe('small plans (a listing’s thumbnail-sized image)', () => {
  it.each([2, 7])(
    'finds the rooms, doors and windows of generated plan %i shrunk to 450 px',
    async (seed) => {
      const { plan, factor, model } = await shrunkPlan(seed, 450);
      const score = scoreScaledPlan(plan, model, factor);
      expect(score.roomsFound).toBe(score.roomsTrue);
      expect(score.roomsMissed).toBe(0);
      expect(score.doorsFound + score.windowsFound).toBeGreaterThanOrEqual(
        0.9 * (score.doorsTrue + score.windowsTrue),
      );
      expect(score.falseOpenings).toBeLessThanOrEqual(1);
    },
    60_000,
  );

  it.each([1, 2, 6])(
    'measures the walls of generated plan %i shrunk to 600 px as drawn: no door leaf for a wall, IoU over 0.92',
    async (seed) => {
      const { plan, factor, model } = await shrunkPlan(seed, 600);
      // Enlarged for measuring, a door's leaf (a hairline) came out as thick as the stroke opening's size
      // and stood as a thin wall in the doorway: 1-6 on these plans.
      const thinnest = Math.min(...plan.walls.map((r) => Math.min(r.w, r.h)));
      expect(model.walls.filter((w) => w.thickness / factor < thinnest / 2)).toEqual([]);
      // Walls measured by their ink mask came out up to a pixel thicker on each side (IoU 0.89-0.90).
      expect(scoreScaledPlan(plan, model, factor).wallIoU).toBeGreaterThan(0.92);
    },
    60_000,
  );

  it.each([2, 4])(
    'places the walls of generated plan %i shrunk to 450 px to a fraction of a pixel (IoU over 0.94)',
    async (seed) => {
      const { plan, factor, model } = await shrunkPlan(seed, 450);
      // Without a scale the model's lengths are pixels: rounded to whole ones, a 4 px partition lost up to
      // half a pixel on each face (IoU 0.88 on both plans).
      expect(model.units).toBe('px');
      expect(scoreScaledPlan(plan, model, factor).wallIoU).toBeGreaterThan(0.94);
    },
    60_000,
  );
});
