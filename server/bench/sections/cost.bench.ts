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
import { createBillingRepository } from '../../src/modules/billing';
import { grantCredits } from '../../src/modules/credits';
import { createEmailRepository } from '../../src/providers/email/email.repository';
import type { BenchRow } from '../bench-row';
import { percentile } from '../bench-support';

const estimateSamples = 20;
const logger = pino({ level: 'silent' });

const cookieOf = (response: LightMyRequestResponse) =>
  response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

/**
 * Cost estimation end to end in one process on PGlite, through the HTTP app (issue 12: an estimate in
 * under 2 s offline): reading the scope of a room photo (GET /api/rooms/:id/objects, the engine's
 * analysis, cold then cached), and POST /api/cost-estimations until the job has stored the estimate.
 */
export async function run(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'roomcraft-bench-cost-'));
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
    const email = `bench-cost-${Date.now()}@example.com`;
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
    await createBillingRepository({ db: deps.database.db }).ensureSubscription({
      userId,
      tierId: 'professional-monthly',
      tierName: 'Professional',
      planType: 'professional',
      period: 'monthly',
      price: 14_900,
      credits: 0,
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      providerSubscriptionId: `sub_bench_${userId}`,
    });
    await grantCredits({
      ...deps,
      userId,
      kind: 'admin_grant',
      pool: 'premium',
      amount: 500,
      reference: 'bench',
    });

    const photo = readFileSync(
      join(serverRoot, 'test/fixtures/images/rooms/kitchen-dining_furnished_pxhere-cc0.jpg'),
    );
    const upload = await app.inject({
      method: 'POST',
      url: '/api/upload-image',
      payload: photo,
      headers: { cookie, 'content-type': 'image/jpeg' },
    });
    const { storageId } = upload.json() as { storageId: string };
    const room = await app.inject({
      method: 'POST',
      url: '/api/rooms',
      payload: { storageId },
      headers: { cookie },
    });
    const { roomImageId } = room.json() as { roomImageId: string };

    const timeObjects = async () => {
      const started = performance.now();
      const answer = await app.inject({
        method: 'GET',
        url: `/api/rooms/${roomImageId}/objects`,
        headers: { cookie },
      });
      if (answer.statusCode !== 200) throw new Error(`objects failed: ${answer.statusCode} ${answer.body}`);
      return {
        ms: performance.now() - started,
        body: answer.json() as { suggestedScope: { item: unknown; included: boolean }[] },
      };
    };
    const cold = await timeObjects();
    const warm: number[] = [];
    for (let index = 0; index < 10; index += 1) warm.push((await timeObjects()).ms);
    const scope = cold.body.suggestedScope.filter((entry) => entry.included).map((entry) => entry.item);
    const project = {
      roomType: 'kitchen',
      finishTier: 'mid-range',
      priceYear: 2026,
      region: { country: 'US', state: 'TX' },
      scope,
    };

    const estimateMs: number[] = [];
    for (let index = 0; index <= estimateSamples; index += 1) {
      const started = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: '/api/cost-estimations',
        payload: { roomImageId, version: index % 2 === 0 ? 'v2' : 'v1', project },
        headers: { cookie },
      });
      if (answer.statusCode !== 200) throw new Error(`estimate failed: ${answer.statusCode} ${answer.body}`);
      const { costEstimationId } = answer.json() as { costEstimationId: string };
      for (;;) {
        const row = (
          await app.inject({
            method: 'GET',
            url: `/api/cost-estimations/${costEstimationId}`,
            headers: { cookie },
          })
        ).json() as { status: string };
        if (row.status === 'completed') break;
        if (row.status === 'failed') throw new Error('estimate failed');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      // The first run warms the queue and the estimator up; it is not a sample.
      if (index > 0) estimateMs.push(performance.now() - started);
    }
    return [
      {
        section: 'cost',
        name: 'GET /api/rooms/:id/objects (photo -> scope)',
        p50Ms: percentile(warm, 0.5),
        p95Ms: percentile(warm, 0.95),
        note: `cold (engine analysis) ${cold.ms.toFixed(0)} ms, then cached by storage key; ${warm.length} warm samples`,
      },
      {
        section: 'cost',
        name: 'POST /api/cost-estimations until stored',
        p50Ms: percentile(estimateMs, 0.5),
        p95Ms: percentile(estimateMs, 0.95),
        p99Ms: percentile(estimateMs, 0.99),
        note: `${estimateMs.length} estimates (v1 and v2), ${scope.length} scope items, job on the same process`,
      },
    ];
  } finally {
    await app.close();
    await deps.lifecycle.shutdown('bench finished');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
