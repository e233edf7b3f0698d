import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authPaths } from '@roomcraft/contracts/accounts';
import type { LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { parseConfig, type Config } from '../../src/kernel/config';
import { buildDeps } from '../../src/app/deps';
import { buildApp } from '../../src/app/http';
import { serverRoot } from '../../src/kernel/paths';
import { openDatabase } from '../../src/db/client';
import { grantCredits } from '../../src/modules/credits/credits.usecases';
import { createEmailRepository } from '../../src/providers/email/email.repository';
import type { BenchRow } from '../bench-row';
import { percentile } from '../bench-support';

const samples = 5;
const logger = pino({ level: 'silent' });
const photo = (name: string) => readFileSync(join(serverRoot, 'test/fixtures/images/rooms', name));
const cookieOf = (response: LightMyRequestResponse) =>
  response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

/** Each mode's request, the photo it runs on and the target for the engine step. */
const cases = [
  {
    mode: 'visualize',
    photo: 'living-room_furnished_pxhere-cc0.jpg',
    body: { prompt: 'paint the walls sage and make the floor dark oak' },
    target: 'edit < 1000 ms',
  },
  {
    mode: 'decluttering',
    photo: 'living-room_cluttered_roomgpt.jpg',
    body: {},
    target: 'declutter < 1500 ms',
  },
  {
    mode: 'virtual-staging',
    photo: 'bedroom_derelict-almost-empty_pexels.jpg',
    body: { roomType: 'bedroom', designStyle: 'scandinavian' },
    target: 'staging < 2000 ms',
  },
  {
    mode: 'compose',
    photo: 'living-room_furnished_pxhere-cc0.jpg',
    body: {
      items: [
        { itemId: 'armchair', x: 0.3, y: 0.85 },
        { itemId: 'floor-lamp', x: 0.75, y: 0.8 },
      ],
    },
    target: 'compose',
  },
] as const;

/**
 * The single-image modes end to end in one process on PGlite, through the HTTP app: from
 * POST /api/generations until the room image is completed (job pick-up, engine, storage, credits).
 */
export async function run(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'roomcraft-bench-modes-'));
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
    const email = `bench-modes-${Date.now()}@example.com`;
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

    const rows: BenchRow[] = [];
    for (const each of cases) {
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/upload-image',
        payload: photo(each.photo),
        headers: { cookie, 'content-type': 'image/jpeg' },
      });
      const room = await app.inject({
        method: 'POST',
        url: '/api/rooms',
        payload: { storageId: (uploaded.json() as { storageId: string }).storageId },
        headers: { cookie },
      });
      const { roomImageId: source } = room.json() as { roomImageId: string };
      const times: number[] = [];
      for (let index = 0; index <= samples; index += 1) {
        const started = performance.now();
        const answer = await app.inject({
          method: 'POST',
          url: '/api/generations',
          headers: { cookie },
          payload: { mode: each.mode, roomImageId: source, ...each.body },
        });
        if (answer.statusCode !== 200) throw new Error(`${each.mode} failed to start: ${answer.body}`);
        const { roomImageId } = answer.json() as { roomImageId: string };
        for (;;) {
          const progress = (
            await app.inject({
              method: 'GET',
              url: `/api/rooms/${roomImageId}/progress`,
              headers: { cookie },
            })
          ).json() as { status: string; error?: string };
          if (progress.status === 'completed') break;
          if (progress.status === 'failed') throw new Error(`${each.mode} failed: ${progress.error}`);
          if (performance.now() - started > 60_000) throw new Error(`${each.mode} took over 60 s`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        // The first run loads the models; it is not a sample.
        if (index > 0) times.push(performance.now() - started);
      }
      rows.push({
        section: 'modes',
        name: `${each.mode}: POST /api/generations -> image stored`,
        p50Ms: percentile(times, 0.5),
        p95Ms: percentile(times, 0.95),
        note: `${samples} runs, one at a time, ${each.photo}; engine target ${each.target}`,
      });
    }
    return rows;
  } finally {
    await app.close();
    await deps.lifecycle.shutdown('bench finished');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
