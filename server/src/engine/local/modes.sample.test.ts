import { describe, it } from 'vitest';
import sharp from 'sharp';
import { readFileSync, mkdirSync } from 'node:fs';
import { stageLocally } from './compose';
import { declutterLocally } from './declutter';
import { readRoomPhoto, roomPhotoNames } from '../test-support/fixtures';

const dir = process.env.ENGINE_SAMPLES_DIR;
const extra = (process.env.ENGINE_SAMPLE_EXTRA ?? '').split(',').filter(Boolean);

// Skipped unless ENGINE_SAMPLES_DIR is set: writes staging and declutter before/after pairs for a person
// to look at (`ENGINE_SAMPLES_DIR=/tmp/modes npx vitest run <this file>`); asserts nothing.
describe.skipIf(!dir)('mode samples (written for a person to look at, not asserted)', () => {
  it('writes staging and declutter pairs', async () => {
    mkdirSync(dir!, { recursive: true });
    const modes = (process.env.ENGINE_SAMPLE_MODES ?? 'stage,declutter').split(',');
    const names = process.env.ENGINE_SAMPLE_ONLY
      ? process.env.ENGINE_SAMPLE_ONLY.split(',')
      : roomPhotoNames();
    const photos = [
      ...names.map((n) => ({ n, bytes: readRoomPhoto(n) })),
      ...extra.map((p) => ({ n: p.split('/').pop()!, bytes: new Uint8Array(readFileSync(p)) })),
    ];
    for (const { n, bytes } of photos) {
      const base = n.replace(/\.\w+$/, '');
      const before = await sharp(bytes)
        .rotate()
        .resize(640, 480, { fit: 'contain', background: '#000' })
        .png()
        .toBuffer();
      const outdoor = n.startsWith('outdoor') || n.startsWith('exterior');
      const runs: Array<[string, () => Promise<{ image: Uint8Array; notes: string[] }>]> = [];
      if (modes.includes('stage'))
        runs.push([
          'stage',
          () =>
            stageLocally({
              image: bytes,
              roomType: outdoor ? 'outdoor-patio' : n.startsWith('bedroom') ? 'bedroom' : 'living-room',
              designStyle: process.env.ENGINE_SAMPLE_STYLE ?? 'scandinavian',
            }),
        ]);
      if (modes.includes('declutter')) runs.push(['declutter', () => declutterLocally({ image: bytes })]);
      for (const [mode, run] of runs) {
        const t0 = Date.now();
        const r = await run();
        console.log(mode, n, Date.now() - t0, 'ms', r.notes.join(' | '));
        const after = await sharp(r.image)
          .resize(640, 480, { fit: 'contain', background: '#000' })
          .png()
          .toBuffer();
        await sharp({ create: { width: 1280, height: 480, channels: 3, background: '#000' } })
          .composite([
            { input: before, left: 0, top: 0 },
            { input: after, left: 640, top: 0 },
          ])
          .png()
          .toFile(`${dir}/${mode}-${base}.png`);
        await sharp(r.image).png().toFile(`${dir}/${mode}-${base}-full.png`);
      }
    }
  }, 600000);
});
