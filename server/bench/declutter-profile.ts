/**
 * Where declutter's time goes, step by step, on the cluttered testdata room (cold perception each run).
 * Usage: npx tsx server/bench/declutter-profile.ts [runs]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { declutterLocally } from '../src/engine/local/declutter';
import { clearPerceptionCache } from '../src/engine/local/perceive';

const file = join(import.meta.dirname, '../test/fixtures/images/rooms/living-room_cluttered_roomgpt.jpg');
const bytes = new Uint8Array(readFileSync(file));
const runs = Number(process.argv[2] ?? 4);

async function main(): Promise<void> {
  for (let run = 0; run < runs; run++) {
    if (process.env.COLD) clearPerceptionCache();
    const marks: Array<[string, number]> = [];
    const started = performance.now();
    const result = await declutterLocally({
      image: bytes,
      onProgress: (p) => marks.push([p.stage, Math.round(performance.now() - started)]),
    });
    const total = Math.round(performance.now() - started);
    process.stdout.write(
      `run ${run}: ${total} ms; ${marks.map(([s, t]) => `${s}@${t}`).join(' ')}; removed ${result.removed.length}, filled ${result.filledShare}\n`,
    );
    if (run === runs - 1 && process.env.OUT) writeFileSync(process.env.OUT, result.image);
  }
}

await main();
