import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRoot } from '../../src/kernel/paths';
import type { BenchRow } from '../bench-row';
import { percentile } from '../bench-support';
import { signedUpUser, startInProcessApp, uploadImage, waitUntilCompleted } from '../in-process-app';

const samples = 4;

/**
 * The floor-plan job as a user meets it, in one process on PGlite through the HTTP app: POST
 * /api/floor-plans with the real test plan (842x569) until the request is completed (extraction with OCR,
 * preview stored, one idea per room, credit settled; the worker runs in the same process).
 */
export async function run(): Promise<BenchRow[]> {
  const running = await startInProcessApp('floorplan-job');
  const { app } = running;
  try {
    const { cookie } = await signedUpUser(running);

    const storageId = await uploadImage(
      app,
      cookie,
      readFileSync(
        join(serverRoot, 'test/fixtures/images/floorplans/floorplan_modern-house_black-line_pd.jpg'),
      ),
    );
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
      await waitUntilCompleted(
        async () =>
          (
            await app.inject({ method: 'GET', url: `/api/floor-plans/${id}/progress`, headers: { cookie } })
          ).json() as { status: string; error: string | null },
        { label: 'floor plan', startedAt: started, timeoutMs: 120_000, intervalMs: 20 },
      );
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
    await running.close();
  }
}
