/**
 * A/B of declutter on the cluttered testdata room, interleaved so that machine load hits both alike.
 * `before` is a copy of the engine as it was (put it in server/src/dist/engine, which git ignores).
 * Usage: npx tsx server/bench/declutter-ab.ts [rounds]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { declutterLocally as after } from '../src/engine/local/declutter';

const file = join(import.meta.dirname, '../test/fixtures/images/rooms/living-room_cluttered_roomgpt.jpg');
const bytes = new Uint8Array(readFileSync(file));
const rounds = Number(process.argv[2] ?? 6);
const beforePath = '../src/dist/engine/local/declutter';
const before = ((await import(beforePath)) as { declutterLocally: typeof after }).declutterLocally;
const times: Record<string, number[]> = { before: [], after: [] };
for (let r = 0; r <= rounds; r++) {
  for (const [name, fn] of [
    ['before', before],
    ['after', after],
  ] as const) {
    const t = performance.now();
    await fn({ image: bytes });
    if (r > 0) times[name]!.push(performance.now() - t);
  }
}
for (const [name, list] of Object.entries(times)) {
  list.sort((a, b) => a - b);
  process.stdout.write(
    `${name}: p50 ${Math.round(list[list.length >> 1]!)} ms, min ${Math.round(list[0]!)} ms\n`,
  );
}
