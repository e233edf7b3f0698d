import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authPaths } from '@roomcraft/contracts/accounts';
import { studioLimits } from '@roomcraft/contracts/studio';
import type { LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import sharp from 'sharp';
import { parseConfig, type Config } from '../../src/kernel/config';
import { buildDeps } from '../../src/app/deps';
import { buildApp } from '../../src/app/http';
import { serverRoot } from '../../src/kernel/paths';
import { openDatabase } from '../../src/db/client';
import { grantCredits } from '../../src/modules/credits/credits.usecases';
import { createIdeationRepository } from '../../src/modules/studio/ideation/ideation.repository';
import { createEmailRepository } from '../../src/providers/email/email.repository';
import type { BenchRow } from '../bench-row';
import { percentile } from '../bench-support';

const uploadSamples = 12;
const ideationSamples = 6;
const logger = pino({ level: 'silent' });

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

function cookieOf(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/**
 * The studio end to end in one process on PGlite, through the HTTP app: upload of a ~7 MB JPEG until it
 * is stored (oriented, stripped, thumbnail made), and an ideation of 4 ideas with the local engine from
 * POST /api/ideations until every image is stored (the worker runs in the same process).
 */
export async function run(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'roomcraft-bench-studio-'));
  const parsed = parseConfig({
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-dist'),
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_MAX: '1000000',
    },
  });
  const config: Config = { ...parsed, filesSigningSecret: randomBytes(32).toString('base64url') };
  const database = await openDatabase({ config, logger });
  const deps = await buildDeps({ config, logger, database });
  const app = await buildApp({ config, deps });
  try {
    await deps.queue.start();
    await deps.queue.work({ deps });

    const email = `bench-${Date.now()}@example.com`;
    await app.inject({
      method: 'POST',
      url: authPaths.signUpEmail,
      payload: { email, password: 'correct-horse-battery', firstName: 'Bench', lastName: 'Mark' },
    });
    const { mails } = await createEmailRepository({ db: deps.database.db }).listRecent({
      limit: 1,
      to: email,
    });
    const otp = mails[0]?.text.match(/\b(\d{6})\b/)?.[1];
    const verified = await app.inject({
      method: 'POST',
      url: authPaths.verifyEmail,
      payload: { email, otp },
    });
    if (verified.statusCode !== 200) throw new Error(`sign-up failed: ${verified.body}`);
    const cookie = cookieOf(verified);
    const userId = (verified.json() as { user: { id: string } }).user.id;
    await grantCredits({
      ...deps,
      userId,
      kind: 'admin_grant',
      pool: 'premium',
      amount: 100,
      reference: 'bench',
    });

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
    const phoneUpload = await app.inject({
      method: 'POST',
      url: '/api/upload-image',
      payload: phonePhoto,
      headers: { cookie, 'content-type': 'image/jpeg' },
    });
    const room = await app.inject({
      method: 'POST',
      url: '/api/rooms',
      payload: { storageId: (phoneUpload.json() as { storageId: string }).storageId },
      headers: { cookie },
    });
    const { roomImageId } = room.json() as { roomImageId: string };
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
      for (;;) {
        const { request } = await ideationRepository.findById({ id });
        if (request?.status === 'completed') break;
        if (request?.status === 'failed') throw new Error(`ideation failed: ${request.error}`);
        if (performance.now() - started > 120_000) throw new Error('ideation took over 120 s');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
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
    await app.close();
    await deps.lifecycle.shutdown('bench finished');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
