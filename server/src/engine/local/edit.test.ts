import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../engine-errors';
import { deltaE, hexToLab, imageToLab } from '../image/color';
import { decodeForOutput } from '../image/raster';
import { fixturesDir, photos, readRoomPhoto, saveSample } from '../test-support/fixtures';
import { colourNames } from './colour-names';
import { editLocally } from './edit';
import { perceiveRoom } from './perceive';

describe('edit with a prompt (local)', () => {
  it('paints the walls sage green and says what it did and did not understand', async () => {
    const photo = readRoomPhoto(photos.furnished);
    const result = await editLocally({ image: photo, prompt: 'paint the walls sage green and add a plant' });
    await saveSample('edit-sage.png', result.image);
    expect(result.structureScore).toBeGreaterThanOrEqual(0.95);
    expect(result.feedback.understood[0]!.applied).toMatch(/walls → sage green/);
    expect(result.feedback.notUnderstood[0]!.reason).toMatch(/Compose/);
    // The upper middle of this photo is plain wall: it must now be close to sage green.
    const before = imageToLab(await decodeForOutput(photo, 'auto'));
    const after = imageToLab(await decodeForOutput(result.image, 'auto'));
    const sage = hexToLab('#9caf88');
    const at = (lab: typeof before, x: number, y: number) => {
      const i = Math.round(y * lab.height) * lab.width + Math.round(x * lab.width);
      return [lab.L[i]!, lab.a[i]!, lab.b[i]!];
    };
    // Paint keeps the photo's shading (ADR 035): a shadowed point stays darker than the swatch, so every
    // point moves clearly toward sage and the three together by at least 10 ΔE on average.
    const gains = (
      [
        [0.5, 0.12],
        [0.2, 0.2],
        [0.8, 0.3],
      ] as const
    ).map(([x, y]) => deltaE(at(before, x, y), sage) - deltaE(at(after, x, y), sage));
    for (const gain of gains) expect(gain).toBeGreaterThan(6);
    expect(gains.reduce((sum, gain) => sum + gain, 0) / gains.length).toBeGreaterThan(10);
  });

  it('changes only the painted area of a masked edit', async () => {
    const photo = readRoomPhoto(photos.furnished);
    const { width, height } = await decodeForOutput(photo, 'auto');
    const square = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const mask = await sharp({ create: { width, height, channels: 3, background: '#000000' } })
      .composite([{ input: square, left: 100, top: 40 }])
      .png()
      .toBuffer();
    const result = await editLocally({
      image: photo,
      prompt: 'make it terracotta',
      mask: new Uint8Array(mask),
    });
    const before = await decodeForOutput(photo, 'auto');
    const after = await decodeForOutput(result.image, 'auto');
    let changedOutside = 0;
    let changedInside = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3;
        const diff =
          Math.abs(after.data[i]! - before.data[i]!) + Math.abs(after.data[i + 2]! - before.data[i + 2]!);
        const inside = x >= 110 && x < 290 && y >= 50 && y < 180;
        const farOutside = x < 80 || x > 320 || y < 20 || y > 210;
        if (inside && diff > 20) changedInside++;
        if (farOutside && diff > 3) changedOutside++;
      }
    }
    expect(changedInside).toBeGreaterThan(180 * 130 * 0.8);
    expect(changedOutside).toBe(0);
  });

  it('refuses a prompt it cannot do anything with, with feedback, instead of returning the same photo', async () => {
    const error = await editLocally({
      image: readRoomPhoto(photos.furnished),
      prompt: 'frobnicate the quux',
    }).catch((e: unknown) => e);
    expect(isEngineError(error) && error.code).toBe('engine.prompt_not_understood');
    expect(isEngineError(error) && error.details?.feedback).toMatchObject({
      notUnderstood: [{ phrase: 'frobnicate the quux' }],
    });
  });
});

describe('edit an exterior with a prompt (local)', () => {
  it('paints the roof and greens the lawn, and says trim needs a provider model', async () => {
    const photo = new Uint8Array(
      readFileSync(path.join(fixturesDir, 'exteriors', 'exterior_brick-suburban-house-garage_unsplash.jpg')),
    );
    const result = await editLocally({
      image: photo,
      prompt: 'paint the roof charcoal, make the lawn greener, paint the trim white',
    });
    await saveSample('edit-exterior-roof-lawn.png', result.image);
    expect(result.feedback.understood.map((u) => u.applied)).toEqual([
      expect.stringMatching(/^roof → charcoal/),
      'lawn → lush green (#5b8c3a)',
    ]);
    expect(result.feedback.notUnderstood).toEqual([
      expect.objectContaining({
        phrase: 'paint the trim white',
        reason: expect.stringMatching(/^Trim colours/),
      }),
    ]);
    // The roof (parser building above the facade, ADR 058) moved toward charcoal.
    const image = await decodeForOutput(photo, 'auto');
    const perception = await perceiveRoom(image, { exterior: true, masks: true });
    const roof = perception.scene.mask('roof').data;
    const before = imageToLab(image);
    const after = imageToLab(await decodeForOutput(result.image, 'auto'));
    const charcoal = hexToLab(colourNames.charcoal!);
    let gain = 0;
    let n = 0;
    for (let i = 0; i < roof.length; i += 7) {
      if (roof[i]! < 0.9) continue;
      n++;
      const at = (lab: typeof before) => [lab.L[i]!, lab.a[i]!, lab.b[i]!];
      gain += deltaE(at(before), charcoal) - deltaE(at(after), charcoal);
    }
    expect(n).toBeGreaterThan(500);
    expect(gain / n).toBeGreaterThan(5);
  }, 60_000);
});
