import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authPaths } from '@roomcraft/contracts/accounts';
import type { LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { buildDeps } from '../../src/app/deps';
import { buildApp } from '../../src/app/http';
import { openDatabase } from '../../src/db/client';
import { parseConfig, type Config } from '../../src/kernel/config';
import { serverRoot } from '../../src/kernel/paths';
import { grantCredits } from '../../src/modules/credits/credits.usecases';
import { createEmailRepository } from '../../src/providers/email/email.repository';
import type { BenchRow } from '../bench-row';
import { percentile } from '../bench-support';

const samples = 4;
const logger = pino({ level: 'silent' });

function cookieOf(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/**
 * The floor-plan job as a user meets it, in one process on PGlite through the HTTP app: POST
 * /api/floor-plans with the real test plan (842x569) until the request is completed (extraction with OCR,
 * preview stored, one idea per room, credit settled; the worker runs in the same process).
 */
export async function run(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'roomcraft-bench-floorplan-job-'));
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
    const email = `bench-plan-${Date.now()}@example.com`;
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

    const plan = readFileSync(
      join(serverRoot, 'test/fixtures/images/floorplans/floorplan_modern-house_black-line_pd.jpg'),
    );
    const upload = await app.inject({
      method: 'POST',
      url: '/api/upload-image',
      payload: plan,
      headers: { cookie, 'content-type': 'image/jpeg' },
    });
    const { storageId } = upload.json() as { storageId: string };
    const ms: number[] = [];
    let rooms = 0;
    for (let index = 0; index <= samples; index += 1) {
      const started = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: '/api/floor-plans',
        headers: { cookie },
        payload: { storageId },
      });
      if (answer.statusCode !== 200) throw new Error(`floor plan failed to start: ${answer.body}`);
      const id = (answer.json() as { floorPlanRequestId: string }).floorPlanRequestId;
      for (;;) {
        const progress = await app.inject({
          method: 'GET',
          url: `/api/floor-plans/${id}/progress`,
          headers: { cookie },
        });
        const { status, error } = progress.json() as { status: string; error: string | null };
        if (status === 'completed') break;
        if (status === 'failed') throw new Error(`floor plan failed: ${error}`);
        if (performance.now() - started > 120_000) throw new Error('floor plan took over 120 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const ideas = await app.inject({
        method: 'GET',
        url: `/api/floor-plans/${id}/ideas`,
        headers: { cookie },
      });
      rooms = (ideas.json() as { ideas: unknown[] }).ideas.length;
      // The first run starts the OCR worker and OpenCV; it is not a sample.
      if (index > 0) ms.push(performance.now() - started);
    }
    return [
      {
        section: 'floorplanjob',
        name: 'floor plan start -> model + ideas (local engine)',
        p50Ms: percentile(ms, 0.5),
        p95Ms: percentile(ms, 0.95),
        note: `${samples} requests, one at a time, 842x569 test plan with OCR; ${rooms} rooms furnished`,
      },
    ];
  } finally {
    await app.close();
    await deps.lifecycle.shutdown('bench finished');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
