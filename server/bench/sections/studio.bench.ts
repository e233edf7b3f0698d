import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { studioLimits } from '@roomcraft/contracts/studio';
import sharp from 'sharp';
import { serverRoot } from '../../src/kernel/paths';
import { createIdeationRepository } from '../../src/modules/studio/ideation/ideation.repository';
import type { BenchRow } from '../bench-row';
import { percentile } from '../bench-support';
import { createRoom, signedUpUser, startInProcessApp, waitUntilCompleted } from '../in-process-app';

const uploadSamples = 12;
const ideationSamples = 6;

const fixturePhoto = () =>
  readFileSync(join(serverRoot, 'test/fixtures/images/rooms/living-room_furnished_pxhere-cc0.jpg'));

/** A real room photo blown up and covered in noise so that it really is ~7 MB as a JPEG (JPEG can't squash noise). */
async function sevenMegabyteJpeg(): Promise<Buffer> {
  const photo = fixturePhoto();
  const target = studioLimits.uploadMaxBytes * 0.96;
  let width = 2600;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const height = Math.round((width * 3) / 4);
    const { data } = await sharp(photo)
      .resize(width, height, { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (let index = 0; index < data.length; index += 1)
      data[index] = (data[index]! + ((index * 2654435761) >>> 27) - 16) & 0xff;
    const jpeg = await sharp(data, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    if (jpeg.length <= studioLimits.uploadMaxBytes && jpeg.length > target * 0.93) return jpeg;
    width = Math.round(width * Math.sqrt(target / jpeg.length));
  }
  throw new Error('could not make a ~7 MB JPEG');
}

/**
 * The studio end to end in one process on PGlite, through the HTTP app: upload of a ~7 MB JPEG until it
 * is stored (oriented, stripped, thumbnail made), and an ideation of 4 ideas with the local engine from
 * POST /api/ideations until every image is stored (the worker runs in the same process).
 */
export async function run(): Promise<BenchRow[]> {
  const running = await startInProcessApp('studio');
  const { app, deps } = running;
  try {
    const { cookie } = await signedUpUser(running);

    const jpeg = await sevenMegabyteJpeg();
    const uploadMs: number[] = [];
    for (let index = 0; index <= uploadSamples; index += 1) {
      const started = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: '/api/upload-image',
        payload: jpeg,
        headers: { cookie, 'content-type': 'image/jpeg' },
      });
      if (answer.statusCode !== 200) throw new Error(`upload failed: ${answer.statusCode} ${answer.body}`);
      // The first run warms sharp up; it is not a sample.
      if (index > 0) uploadMs.push(performance.now() - started);
    }

    // The ideation room is a photo as a phone takes it (4032x3024), not the noise above.
    const phonePhoto = await sharp(fixturePhoto())
      .resize(4032, 3024, { fit: 'fill' })
      .jpeg({ quality: 90 })
      .toBuffer();
    const roomImageId = await createRoom(app, cookie, phonePhoto);
    const ideationRepository = createIdeationRepository({ db: deps.database.db });
    const ideationMs: number[] = [];
    for (let index = 0; index <= ideationSamples; index += 1) {
      const started = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: '/api/ideations',
        headers: { cookie },
        payload: {
          roomImageId,
          roomType: 'living-room',
          designStyle: 'scandinavian',
          creativityLevel: 3,
          numberOfIdeas: 4,
        },
      });
      if (answer.statusCode !== 200) throw new Error(`ideation failed to start: ${answer.body}`);
      const id = (answer.json() as { ideationRequestId: string }).ideationRequestId;
      await waitUntilCompleted(
        async () => {
          const { request } = await ideationRepository.findById({ id });
          return { status: request?.status, error: request?.error };
        },
        { label: 'ideation', startedAt: started, timeoutMs: 120_000 },
      );
      // The first run loads the object detector's weights; it is not a sample.
      if (index > 0) ideationMs.push(performance.now() - started);
    }

    return [
      {
        section: 'studio',
        name: 'upload 7 MB JPEG -> stored (PGlite)',
        p50Ms: percentile(uploadMs, 0.5),
        p95Ms: percentile(uploadMs, 0.95),
        note: `${(jpeg.length / 2 ** 20).toFixed(2)} MB, ${uploadSamples} uploads, orient + strip + thumbnail`,
      },
      {
        section: 'studio',
        name: 'ideation start -> 4 images (local engine)',
        p50Ms: percentile(ideationMs, 0.5),
        p95Ms: percentile(ideationMs, 0.95),
        note: `${ideationSamples} requests, one at a time, 4032x3024 photo; target < 5000 ms`,
      },
    ];
  } finally {
    await running.close();
  }
}
