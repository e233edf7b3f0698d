import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRoot } from '../../src/kernel/paths';
import type { BenchRow } from '../bench-row';
import { percentile } from '../bench-support';
import { createRoom, signedUpUser, startInProcessApp, waitUntilCompleted } from '../in-process-app';

const samples = 5;
const photo = (name: string) => readFileSync(join(serverRoot, 'test/fixtures/images/rooms', name));

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
  const running = await startInProcessApp('modes');
  const { app } = running;
  try {
    const { cookie } = await signedUpUser(running);

    const rows: BenchRow[] = [];
    for (const each of cases) {
      const source = await createRoom(app, cookie, photo(each.photo));
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
        await waitUntilCompleted(
          async () =>
            (
              await app.inject({
                method: 'GET',
                url: `/api/rooms/${roomImageId}/progress`,
                headers: { cookie },
              })
            ).json() as { status: string; error?: string },
          { label: each.mode, startedAt: started },
        );
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
    await running.close();
  }
}
