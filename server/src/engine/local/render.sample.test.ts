import { describe, it } from 'vitest';
import sharp from 'sharp';
import { readFileSync } from 'node:fs';
import { ideateLocally } from './ideate';
import { renderIdeaLocally } from './render';
import { readRoomPhoto, roomPhotoNames } from '../test-support/fixtures';

const dir = process.env.ENGINE_SAMPLES_DIR;
const extra = (process.env.ENGINE_SAMPLE_EXTRA ?? '').split(',').filter(Boolean);

// Skipped unless ENGINE_SAMPLES_DIR is set, on purpose: this writes images for a person to look at and
// asserts nothing, so it is a tool run on demand (`ENGINE_SAMPLES_DIR=/tmp/samples npx vitest run <this
// file>`), not a check. The asserted properties live in the neighbouring *.test.ts files.
describe.skipIf(!dir)('render samples (written for a person to look at, not asserted)', () => {
  it('writes before/after strips', async () => {
    // ENGINE_SAMPLE_ONLY names fixtures (a comma list); '-' for none, to draw only ENGINE_SAMPLE_EXTRA.
    const only = process.env.ENGINE_SAMPLE_ONLY;
    const names = only === '-' ? [] : only ? only.split(',') : roomPhotoNames();
    const photos = [
      ...names.map((n) => ({ n, bytes: readRoomPhoto(n) })),
      ...extra.map((p) => ({ n: p.split('/').pop()!, bytes: new Uint8Array(readFileSync(p)) })),
    ];
    for (const { n, bytes } of photos) {
      const tiles = [await sharp(bytes).rotate().resize(400, 300, { fit: 'cover' }).png().toBuffer()];
      for (const creativity of [2, 4] as const) {
        const exterior = n.startsWith('outdoor') || n.startsWith('exterior');
        const { ideas } = ideateLocally({
          roomType: exterior ? 'garden' : 'living-room',
          designStyle: process.env.ENGINE_SAMPLE_STYLE ?? 'scandinavian',
          creativity,
          numberOfIdeas: 1,
          seed: 3,
          exterior,
        });
        const t0 = Date.now();
        const r = await renderIdeaLocally({
          image: bytes,
          idea: ideas[0]!,
          roomLocation: exterior ? 'exterior' : 'interior',
        });
        console.log(n, creativity, Date.now() - t0, 'ms', r.structureScore.toFixed(3), r.notes.join(' | '));
        tiles.push(await sharp(r.image).resize(400, 300, { fit: 'cover' }).png().toBuffer());
        // The strip's tiles are too small to judge an edge (a halo is a few pixels wide): the full-size
        // after image is written beside it.
        await sharp(r.image)
          .png()
          .toFile(`${dir}/full-${n.replace(/\.\w+$/, '')}-c${creativity}.png`);
      }
      await sharp({ create: { width: 1200, height: 300, channels: 3, background: '#000' } })
        .composite(tiles.map((t, k) => ({ input: t, left: k * 400, top: 0 })))
        .png()
        .toFile(`${dir}/strip-${n.replace(/\.\w+$/, '')}.png`);
    }
  }, 300000);
});
