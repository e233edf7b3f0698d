import { describe, it } from 'vitest';
import sharp from 'sharp';
import { decodeForOutput } from '../image/raster';
import { perceiveRoom } from './perceive';
import { readRoomPhoto, roomPhotoNames } from '../test-support/fixtures';

// Skipped unless ENGINE_SAMPLES_DIR is set, on purpose: this writes images for a person to look at and
// asserts nothing, so it is a tool run on demand (`ENGINE_SAMPLES_DIR=/tmp/samples npx vitest run <this
// file>`), not a check. The asserted properties live in the neighbouring *.test.ts files.
describe.skipIf(!process.env.ENGINE_SAMPLES_DIR)('scene mask samples (for a person to look at)', () => {
  it('writes overlays', async () => {
    for (const name of roomPhotoNames()) {
      const image = await decodeForOutput(readRoomPhoto(name), 'auto');
      const p = await perceiveRoom(image, { masks: true });
      const out = new Uint8Array(image.data);
      const tint = (mask: Float32Array, rgb: number[]) => {
        for (let i = 0; i < mask.length; i++)
          for (let c = 0; c < 3; c++)
            out[i * 3 + c] = out[i * 3 + c]! * (1 - mask[i]! * 0.6) + rgb[c]! * mask[i]! * 0.6;
      };
      const s = p.scene;
      if (p.exterior) {
        tint(s.mask('facade').data, [255, 0, 0]);
        tint(s.mask('lawn').data, [0, 255, 0]);
        tint(s.mask('paving').data, [0, 0, 255]);
      } else {
        tint(s.mask('wall').data, [255, 0, 0]);
        tint(s.mask('floor').data, [0, 0, 255]);
        tint(s.mask('textile').data, [0, 255, 0]);
        tint(s.mask('cabinet').data, [255, 255, 0]);
      }
      await sharp(out, { raw: { width: image.width, height: image.height, channels: 3 } })
        .resize(512)
        .jpeg()
        .toFile(`${process.env.ENGINE_SAMPLES_DIR}/mask-${name}`);
      console.log(
        name,
        p.exterior,
        JSON.stringify(Object.fromEntries(Object.entries(s.share).map(([k, v]) => [k, Math.round(v * 100)]))),
      );
    }
  }, 120000);
});
