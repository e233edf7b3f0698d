import { generationRoutes } from '@roomcraft/contracts/generations';
import { pathOf } from '@roomcraft/contracts/api-routes';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { createAccountsTestApp } from '../../accounts/accounts.test-support';

const pictureOf = (itemId: string, style?: string) =>
  `${pathOf(generationRoutes.furniturePicture, { itemId })}${style ? `?style=${encodeURIComponent(style)}` : ''}`;

/** Mean colour of the pixels that are not the light background: the piece itself. */
async function pieceColour(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sum: [number, number, number] = [0, 0, 0];
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (Math.abs(r - 0xf4) + Math.abs(g - 0xf1) + Math.abs(b - 0xec) < 12) continue;
    sum[0] += r;
    sum[1] += g;
    sum[2] += b;
    count += 1;
  }
  return { share: count / (info.width * info.height), mean: sum.map((v) => v / Math.max(1, count)) };
}

describe('compose catalogue pictures', { timeout: 60_000 }, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('draws a catalogue piece for anyone, as a cacheable PNG that fills a good part of the square', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: pictureOf('modern-sofa') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 192, 192]);
    const { share } = await pieceColour(response.rawPayload);
    expect(share).toBeGreaterThan(0.12);
  });

  it("takes the design style's colours", async () => {
    const [modern, boho] = await Promise.all(
      ['modern', 'bohemian'].map(async (style) => {
        const response = await testApp.app.inject({ method: 'GET', url: pictureOf('modern-sofa', style) });
        return (await pieceColour(response.rawPayload)).mean;
      }),
    );
    const distance = Math.hypot(...modern!.map((v, i) => v - boho![i]!));
    expect(distance).toBeGreaterThan(10);
  });

  it('answers 404 in the error format for an unknown item', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: pictureOf('flying-carpet') });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: expect.any(String) } });
  });
});
