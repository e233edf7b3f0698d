import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeImage } from '../image/raster';
import { styledPlan } from '../test-support/synthetic-plan-draw';
import { scorePlan } from '../test-support/synthetic-plan-score';
import { extractFloorPlan } from './floor-plan';
import { closePlanReader } from './floor-plan-ocr';
import { evenPaper } from './floor-plan-paper';

afterAll(closePlanReader);

/** The plan as a phone photographs it on a desk: lit from one side, the far corner in shade, JPEG. */
async function photographed(png: Uint8Array, width: number, height: number, shade: string): Promise<Buffer> {
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="g" cx="0.3" cy="0.3" r="0.9"><stop offset="0" stop-color="#f4f1ea"/><stop offset="1" stop-color="${shade}"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp(png)
    .composite([{ input: light, blend: 'multiply' }])
    .blur(0.6)
    .jpeg({ quality: 75 })
    .toBuffer();
}

describe('plans photographed in uneven light', () => {
  it.each([
    [4, '#605a50'],
    [2, '#8a8478'],
  ])(
    'finds the walls, rooms and doors of generated plan %i lit down to %s',
    async (seed, shade) => {
      const plan = await styledPlan(seed);
      const photo = await photographed(plan.png, plan.width, plan.height, shade);
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
