import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { deltaE, hexToLab } from '../image/color';
import { photos, readRoomPhoto } from '../test-support/fixtures';
import { analyzeRoomLocally } from './analyze';

async function solid(hex: string, width = 320, height = 240): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: hex } })
      .png()
      .toBuffer(),
  );
}

describe('analyze room (local)', () => {
  it('finds the two colours of a two-colour image with their shares', async () => {
    const left = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#9caf88' } })
      .png()
      .toBuffer();
    const image = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#27344f' } })
      .composite([{ input: left, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const analysis = await analyzeRoomLocally({ image: new Uint8Array(image), detectObjects: false });
    const [first, second] = analysis.palette;
    expect(deltaE(first!.lab, hexToLab('#9caf88'))).toBeLessThan(3);
    expect(first!.share).toBeCloseTo(0.75, 1);
    expect(deltaE(second!.lab, hexToLab('#27344f'))).toBeLessThan(3);
    expect(first!.name).toBe('sage green');
  });

  it('tells warm light from cool light and dim from bright', async () => {
    const warm = await analyzeRoomLocally({ image: await solid('#f0d9b5'), detectObjects: false });
    const cool = await analyzeRoomLocally({ image: await solid('#c9d6e8'), detectObjects: false });
    const dark = await analyzeRoomLocally({ image: await solid('#2a2622'), detectObjects: false });
    expect(warm.light.tone).toBe('warm');
    expect(cool.light.tone).toBe('cool');
    expect(warm.light.label).toBe('bright');
    expect(dark.light.label).toBe('dim');
  });

  it('describes a furnished living room: walls, straight lines, a sofa', async () => {
    const analysis = await analyzeRoomLocally({ image: readRoomPhoto(photos.furnished) });
    expect(analysis.engine).toBe('local');
    expect(analysis.palette.length).toBeGreaterThanOrEqual(4);
    expect(analysis.palette.reduce((sum, c) => sum + c.share, 0)).toBeCloseTo(1, 1);
    expect(analysis.regions.wall.share).toBeGreaterThan(0.2);
    expect(analysis.lines.vertical + analysis.lines.horizontal).toBeGreaterThan(5);
    expect(analysis.lines.horizonY).toBeGreaterThan(0.3);
    expect(analysis.lines.horizonY).toBeLessThan(0.7);
    expect(analysis.objects.map((o) => o.objectName)).toContain('sofa');
    expect(analysis.roomTypeGuess?.value).toBe('living-room');
  });

  it('guesses a bedroom from its bed and calls the garden photo an exterior', async () => {
    const bedroom = await analyzeRoomLocally({ image: readRoomPhoto(photos.hotelBedroom) });
    expect(bedroom.roomTypeGuess?.value).toBe('bedroom');
    const garden = await analyzeRoomLocally({ image: readRoomPhoto(photos.outdoor) });
    expect(garden.regions.wall.share).toBe(0);
    expect(garden.notes.join(' ')).toMatch(/exterior/);
  });
});
