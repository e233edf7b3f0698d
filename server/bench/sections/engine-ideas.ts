import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import type { Creativity } from '@roomcraft/contracts/catalogue/index';
import type { BenchRow } from '../bench-row';
import { percentile, repoRoot } from '../bench-support';
import type { DesignEngine } from '../../src/engine/design-engine.port';
import { clearPerceptionCache } from '../../src/engine/local/perceive';
import { clearSceneParseCache } from '../../src/engine/local/scene-parser';

const fixtures = join(import.meta.dirname, '../../test/fixtures/images');

/**
 * The product's ideation as a user meets it: a 12-megapixel upload, analysed, 4 ideas, their images two
 * at a time (as the studio job renders them). Times the first image and the last, from a cold cache,
 * and again with the photo looked at when its room was made (the engine's warm-up, as the app does
 * while the user picks a style), from the moment Generate is pressed.
 */
export async function ideationTimings(engine: DesignEngine): Promise<BenchRow[]> {
  const source = readFileSync(join(fixtures, 'rooms', 'living-room_furnished_pxhere-cc0.jpg'));
  const photo = new Uint8Array(
    await sharp(source).resize(4000, 3000, { fit: 'fill' }).jpeg({ quality: 90 }).toBuffer(),
  );
  const cold = { first: [] as number[], last: [] as number[] };
  const warm = { first: [] as number[], last: [] as number[] };
  for (let run = 0; run < 3; run++) {
    for (const [times, warmedUp] of [
      [cold, false],
      [warm, true],
    ] as const) {
      clearPerceptionCache();
      clearSceneParseCache();
      if (warmedUp) await engine.warmUp?.({ image: photo });
      const { first, last } = await ideateAndRender(engine, photo, run + 1);
      times.first.push(first);
      times.last.push(last);
    }
  }
  const row = (name: string, values: number[], note: string): BenchRow => ({
    section: 'engine',
    name,
    p50Ms: percentile(values, 0.5),
    p95Ms: percentile(values, 0.95),
    note,
  });
  return [
    row(
      '4 ideas, 12 MP photo: first image',
      cold.first,
      '3 cold runs (analyse, ideate, render 2 at a time); target < 1500 ms',
    ),
    row('4 ideas, 12 MP photo: last image', cold.last, '3 cold runs; target < 3000 ms'),
    row(
      'same, photo looked at on upload: first image',
      warm.first,
      '3 runs from Generate, after the warm-up that room creation starts',
    ),
    row('same, photo looked at on upload: last image', warm.last, '3 runs from Generate'),
  ];
}

async function ideateAndRender(engine: DesignEngine, photo: Uint8Array, seed: number) {
  const started = performance.now();
  const analysis = await engine.analyzeRoom({ image: photo });
  const { ideas } = await engine.ideate({
    analysis,
    roomType: 'living-room',
    designStyle: 'scandinavian',
    creativity: 3,
    numberOfIdeas: 4,
    seed,
  });
  let first = 0;
  const queue = [...ideas];
  const worker = async () => {
    for (let idea = queue.shift(); idea; idea = queue.shift()) {
      await engine.renderIdea({ image: photo, idea });
      first ||= performance.now() - started;
    }
  };
  await Promise.all([worker(), worker()]);
  return { first, last: performance.now() - started };
}

const tileWidth = 360;
const tileHeight = 270;

/**
 * A contact sheet for a person to look at: every room, exterior and garden photo of the fixtures with
 * two ideas at creativity 2 and two at 4, and what each image says it changed.
 */
export async function contactSheet(engine: DesignEngine): Promise<BenchRow> {
  const photos = ['rooms', 'exteriors'].flatMap((dir) =>
    readdirSync(join(fixtures, dir))
      .filter((f) => f.endsWith('.jpg'))
      .map((name) => ({ name, dir, bytes: new Uint8Array(readFileSync(join(fixtures, dir, name))) })),
  );
  const tiles: OverlayOptions[] = [];
  const said: string[] = [];
  for (const [row, photo] of photos.entries()) {
    const exterior = photo.dir === 'exteriors' || photo.name.startsWith('outdoor');
    const column = (k: number, input: Buffer) =>
      tiles.push({ input, left: k * tileWidth, top: row * (tileHeight + 24) });
    column(0, await tile(photo.bytes, photo.name.replace('.jpg', '')));
    let k = 1;
    for (const creativity of [2, 4] as Creativity[]) {
      const { ideas } = await engine.ideate({
        image: photo.bytes,
        roomType: exterior ? (photo.name.startsWith('outdoor') ? 'garden' : 'exterior') : 'living-room',
        roomLocation: exterior ? 'exterior' : 'interior',
        designStyle: ['scandinavian', 'industrial', 'coastal', 'japanese'][row % 4]!,
        creativity,
        numberOfIdeas: 2,
        seed: row + 1,
      });
      for (const idea of ideas) {
        const image = await engine.renderIdea({
          image: photo.bytes,
          idea,
          roomLocation: exterior ? 'exterior' : 'interior',
        });
        const changes = image.changes?.map((c) => c.summary).join('; ') ?? '';
        said.push(`${photo.name} c${creativity}: ${idea.title} | ${changes}`);
        column(k++, await tile(image.image, `c${creativity} ${idea.style}: ${shortChanges(image.changes)}`));
      }
    }
  }
  const dir = join(repoRoot, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'engine-contact-sheet.png');
  await sharp({
    create: {
      width: tileWidth * 5,
      height: photos.length * (tileHeight + 24),
      channels: 3,
      background: '#111111',
    },
  })
    .composite(tiles)
    .png()
    .toFile(file);
  return { section: 'engine', name: 'contact sheet', note: `${file}: ${said.join(' || ')}` };
}

function shortChanges(changes: Array<{ surface: string; share: number }> | undefined): string {
  return (changes ?? []).map((c) => `${c.surface} ${Math.round(c.share * 100)}%`).join(', ') || 'no change';
}

async function tile(bytes: Uint8Array, caption: string): Promise<Buffer> {
  const text = caption.replace(/[<>&"]/g, ' ').slice(0, 60);
  const label = Buffer.from(
    `<svg width="${tileWidth}" height="24"><rect width="100%" height="100%" fill="#111"/><text x="4" y="16" font-family="sans-serif" font-size="12" fill="#eee">${text}</text></svg>`,
  );
  const picture = await sharp(bytes)
    .rotate()
    .resize(tileWidth, tileHeight, { fit: 'cover' })
    .png()
    .toBuffer();
  return sharp({ create: { width: tileWidth, height: tileHeight + 24, channels: 3, background: '#111111' } })
    .composite([
      { input: picture, left: 0, top: 0 },
      { input: label, left: 0, top: tileHeight },
    ])
    .png()
    .toBuffer();
}
