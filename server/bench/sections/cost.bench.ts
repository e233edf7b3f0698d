import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRoot } from '../../src/kernel/paths';
import { createBillingRepository } from '../../src/modules/billing';
import type { BenchRow } from '../bench-row';
import { percentile } from '../bench-support';
import { createRoom, signedUpUser, startInProcessApp, waitUntilCompleted } from '../in-process-app';

const estimateSamples = 20;

/**
 * Cost estimation end to end in one process on PGlite, through the HTTP app (issue 12: an estimate in
 * under 2 s offline): reading the scope of a room photo (GET /api/rooms/:id/objects, the engine's
 * analysis, cold then cached), and POST /api/cost-estimations until the job has stored the estimate.
 */
export async function run(): Promise<BenchRow[]> {
  const running = await startInProcessApp('cost');
  const { app, deps } = running;
  try {
    const { cookie, userId } = await signedUpUser(running, { premiumCredits: 500 });
    // Cost estimation needs Professional (docs/spec §6).
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

    const roomImageId = await createRoom(
      app,
      cookie,
      readFileSync(join(serverRoot, 'test/fixtures/images/rooms/kitchen-dining_furnished_pxhere-cc0.jpg')),
    );

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
      await waitUntilCompleted(
        async () =>
          (
            await app.inject({
              method: 'GET',
              url: `/api/cost-estimations/${costEstimationId}`,
              headers: { cookie },
            })
          ).json() as { status: string },
        { label: 'estimate', startedAt: started, intervalMs: 5 },
      );
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
    await running.close();
  }
}
