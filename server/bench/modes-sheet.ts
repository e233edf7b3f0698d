/**
 * Writes the local engine's single-image modes (declutter, stage, compose, edit, exterior edit) for the
 * testdata photos to a folder, and a side-by-side contact sheet, for a person to look at.
 * Usage: npx tsx server/bench/modes-sheet.ts <out-dir> [sheet.png]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { createDesignEngine } from '../src/engine/engine.registry';

const images = join(import.meta.dirname, '../test/fixtures/images');
const engine = createDesignEngine();

interface Cell {
  label: string;
  png: Uint8Array;
}

async function load(rel: string): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp(readFileSync(join(images, rel)))
      .resize(1024, 1024, { fit: 'inside' })
      .jpeg({ quality: 92 })
      .toBuffer(),
  );
}

async function main(): Promise<void> {
  const out = process.argv[2] ?? '/tmp/engmodes/out';
  const sheetFile = process.argv[3] ?? join(out, 'sheet.png');
  const only = process.env.MODES ? process.env.MODES.split(',') : null;
  mkdirSync(out, { recursive: true });
  const rows: Cell[][] = [];
  const want = (mode: string) => !only || only.includes(mode);
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const jobs: Array<{ photo: string; cells: (bytes: Uint8Array) => Promise<Cell[]> }> = [];
  const timed = async <T>(label: string, task: () => Promise<T>) => {
    const started = performance.now();
    const value = await task();
    log(`${label}: ${Math.round(performance.now() - started)} ms`);
    return value;
  };
  if (want('declutter'))
    for (const photo of [
      'rooms/living-room_cluttered_roomgpt.jpg',
      'rooms/living-room_plants-home-office-corner_unsplash.jpg',
      'rooms/bedroom_derelict-almost-empty_pexels.jpg',
    ])
      jobs.push({
        photo,
        cells: async (bytes) => {
          const r = await timed(`declutter ${photo}`, () => engine.declutter({ image: bytes }));
          log(`  removed: ${r.removed.map((o) => o.objectName).join(', ')}; notes ${r.notes.join(' | ')}`);
          return [{ label: `declutter: ${r.removed.length} objects`, png: r.image }];
        },
      });
  if (want('stage'))
    for (const [photo, roomType, style] of [
      ['rooms/bedroom_derelict-almost-empty_pexels.jpg', 'bedroom', 'scandinavian'],
      ['rooms/living-room_bright-windows_unsplash.jpg', 'living-room', 'modern'],
      ['rooms/living-dining_apartment_unsplash.jpg', 'dining-room', 'industrial'],
      ['rooms/living-room_cluttered_roomgpt.jpg', 'home-office', 'mid_century_modern'],
      ['rooms/kitchen-dining_furnished_pxhere-cc0.jpg', 'kitchen', 'farmhouse'],
    ] as const)
      jobs.push({
        photo,
        cells: async (bytes) => {
          const r = await timed(`stage ${roomType} ${photo}`, () =>
            engine.stage({ image: bytes, roomType, designStyle: style }),
          );
          return [{ label: `stage ${roomType} ${style}`, png: r.image }];
        },
      });
  if (want('compose'))
    jobs.push({
      photo: 'rooms/living-room_bright-windows_unsplash.jpg',
      cells: async (bytes) => {
        const r = await timed('compose', () =>
          engine.compose({
            image: bytes,
            items: [
              { itemId: 'armchair', x: 0.3, y: 0.85, scale: 1 },
              { itemId: 'floor-lamp', x: 0.8, y: 0.8 },
              { itemId: 'side-table', x: 0.45, y: 0.88 },
            ],
            designStyle: 'bohemian',
          }),
        );
        return [{ label: 'compose armchair, lamp, side table', png: r.image }];
      },
    });
  if (want('edit'))
    for (const [photo, prompt] of [
      [
        'rooms/living-room_furnished_pxhere-cc0.jpg',
        'paint the walls sage and make the floor dark oak, add a piano',
      ],
      ['rooms/bedroom_hotel_pxhere-cc0.jpg', 'navy walls and warmer light'],
      [
        'exteriors/exterior_brick-suburban-house-garage_unsplash.jpg',
        'paint the facade white and a black door',
      ],
      ['rooms/outdoor_backyard-patio-pool-garden_unsplash.jpg', 'greener lawn and grey paving'],
    ] as const)
      jobs.push({
        photo,
        cells: async (bytes) => {
          try {
            const r = await timed(`edit ${photo}`, () => engine.edit({ image: bytes, prompt }));
            log(
              `  feedback: ${JSON.stringify(r.feedback)} ${JSON.stringify((r as { summary?: string }).summary ?? '')}`,
            );
            return [{ label: `edit: ${prompt}`, png: r.image }];
          } catch (error) {
            log(`  failed: ${(error as Error).message}`);
            return [];
          }
        },
      });
  for (const job of jobs) {
    const bytes = await load(job.photo);
    const cells = await job.cells(bytes);
    rows.push([{ label: job.photo.split('/').pop()!, png: bytes }, ...cells]);
    for (const [i, cell] of cells.entries())
      writeFileSync(
        join(out, `${rows.length}-${i}-${job.photo.split('/').pop()!.replace('.jpg', '')}.png`),
        cell.png,
      );
  }
  // Sheet: each row is the photo and its results, 480 px wide cells.
  const cellW = 480;
  const tiles: Array<{ input: Buffer; left: number; top: number }> = [];
  let top = 0;
  const widest = Math.max(...rows.map((r) => r.length));
  for (const row of rows) {
    let rowH = 0;
    const resized = await Promise.all(
      row.map((cell) => sharp(cell.png).resize(cellW).png().toBuffer({ resolveWithObject: true })),
    );
    for (const r of resized) rowH = Math.max(rowH, r.info.height);
    resized.forEach((r, i) => {
      tiles.push({ input: r.data, left: i * (cellW + 4), top: top + 18 });
      const text = row[i]!.label.replace(/&/g, '&amp;').replace(/</g, '&lt;').slice(0, 70);
      tiles.push({
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${cellW}" height="18"><text x="2" y="13" font-family="sans-serif" font-size="12">${text}</text></svg>`,
        ),
        left: i * (cellW + 4),
        top,
      });
    });
    top += rowH + 22;
  }
  const sheet = await sharp({
    create: { width: widest * (cellW + 4), height: top, channels: 3, background: '#fff' },
  })
    .composite(tiles)
    .png({ palette: true, quality: 80 })
    .toBuffer();
  writeFileSync(sheetFile, sheet);
  log(`sheet: ${sheetFile} (${Math.round(sheet.length / 1024)} KB)`);
}

void main();
