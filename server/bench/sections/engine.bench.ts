import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { BenchRow } from '../bench-row';
import { percentile } from '../bench-support';
import { createDesignEngine } from '../../src/engine/engine.registry';
import { decodeImage } from '../../src/engine/image/raster';
import { extractFloorPlan } from '../../src/engine/local/floor-plan';
import { closePlanReader } from '../../src/engine/local/floor-plan-ocr';
import { ideateLocally } from '../../src/engine/local/ideate';
import { clearPerceptionCache } from '../../src/engine/local/perceive';
import { syntheticPlan, wallIoU } from '../../src/engine/test-support/synthetic-plan';
import { contactSheet, ideationTimings } from './engine-ideas';

const fixtures = join(import.meta.dirname, '../../test/fixtures/images');
const engine = createDesignEngine();

/** Runs `task` while sampling RSS every 5 ms; returns its duration and the peak RSS seen. */
async function measured<T>(task: () => Promise<T>): Promise<{ ms: number; peakMb: number; value: T }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  try {
    const value = await task();
    return {
      ms: performance.now() - started,
      peakMb: Math.max(peak, process.memoryUsage().rss) / 2 ** 20,
      value,
    };
  } finally {
    clearInterval(timer);
  }
}

function row(name: string, samples: Array<{ ms: number; peakMb: number }>, note: string): BenchRow {
  const ms = samples.map((s) => s.ms);
  return {
    section: 'engine',
    name,
    p50Ms: percentile(ms, 0.5),
    p95Ms: percentile(ms, 0.95),
    peakRssMb: Math.max(...samples.map((s) => s.peakMb)),
    note: `${samples.length} runs; ${note}`,
  };
}

async function roomPhotos(): Promise<Array<{ name: string; bytes: Uint8Array }>> {
  const dir = join(fixtures, 'rooms');
  return Promise.all(
    readdirSync(dir)
      .filter((f) => f.endsWith('.jpg'))
      .map(async (name) => ({
        name: name.replace('.jpg', ''),
        // Every photo at 1024 px on the long side, the engine's working size.
        bytes: new Uint8Array(
          await sharp(readFileSync(join(dir, name)))
            .resize(1024, 1024, { fit: 'inside' })
            .jpeg({ quality: 90 })
            .toBuffer(),
        ),
      })),
  );
}

/** Engine operations over the test photos at 1024 px. Timings on 2 shared cores are pessimistic. */
export async function run(): Promise<BenchRow[]> {
  const photos = await roomPhotos();
  const rows: BenchRow[] = [];
  await engine.analyzeRoom({ image: photos[0]!.bytes }); // one-time OpenCV and tfjs initialisation
  const timings: Record<string, Array<{ ms: number; peakMb: number }>> = {};
  const add = (name: string, sample: { ms: number; peakMb: number }) => (timings[name] ??= []).push(sample);
  const scores: string[] = [];
  const warmScores: number[] = [];
  const detections: string[] = [];
  for (const photo of photos) {
    clearPerceptionCache();
    const analysis = await measured(() => engine.analyzeRoom({ image: photo.bytes }));
    add('analyze', analysis);
    detections.push(
      `${photo.name}: ${analysis.value.objects.map((o) => o.objectName).join(', ') || 'nothing'}`,
    );
    const ideas = await measured(() =>
      engine.ideate({
        analysis: analysis.value,
        roomType: 'living-room',
        designStyle: 'scandinavian',
        creativity: 3,
        numberOfIdeas: 6,
      }),
    );
    add('ideate (6 ideas)', ideas);
    clearPerceptionCache();
    const cold = await measured(() => engine.renderIdea({ image: photo.bytes, idea: ideas.value.ideas[0]! }));
    add('render (cold)', cold);
    scores.push(`${photo.name.split('_')[0]} ${cold.value.structureScore}`);
    for (const idea of ideas.value.ideas.slice(1, 3)) {
      const warm = await measured(() => engine.renderIdea({ image: photo.bytes, idea }));
      add('render (same photo, ideas 2-3)', warm);
      warmScores.push(warm.value.structureScore);
    }
    add(
      'edit ("sage green walls, warmer light")',
      await measured(() =>
        engine.edit({ image: photo.bytes, prompt: 'paint the walls sage green and warmer light' }),
      ),
    );
    clearPerceptionCache();
    add('declutter (detected clutter)', await measured(() => engine.declutter({ image: photo.bytes })));
    add(
      'stage (living room)',
      await measured(() =>
        engine.stage({ image: photo.bytes, roomType: 'living-room', designStyle: 'modern' }),
      ),
    );
    add(
      'upscale 2x (Lanczos)',
      await measured(() => engine.upscale({ image: photo.bytes, factor: 2, method: 'lanczos' })),
    );
  }
  const small = new Uint8Array(await sharp(photos[0]!.bytes).resize(320).png().toBuffer());
  for (let i = 0; i < 2; i++)
    add(
      'upscale 2x (ESRGAN, 320 px input)',
      await measured(() => engine.upscale({ image: small, factor: 2, method: 'esrgan' })),
    );
  const targets: Record<string, string> = {
    analyze: 'target < 300 ms',
    'render (cold)': 'target < 1500 ms (scene parser, detector and lines on a new photo)',
    'declutter (detected clutter)': 'target < 1500 ms',
  };
  for (const [name, samples] of Object.entries(timings)) rows.push(row(name, samples, targets[name] ?? ''));
  rows.push({ section: 'engine', name: 'render structure score (cold)', note: scores.join('; ') });
  rows.push({
    section: 'engine',
    name: 'render structure score (ideas 2-3)',
    note: `min ${Math.min(...warmScores)}, mean ${(warmScores.reduce((a, b) => a + b, 0) / warmScores.length).toFixed(3)}`,
  });
  rows.push({ section: 'engine', name: 'detector findings', note: detections.join(' | ') });
  rows.push(...(await floorPlans()));
  rows.push(...(await ideationTimings(engine)), await contactSheet(engine));
  return rows;
}

async function floorPlans(): Promise<BenchRow[]> {
  const samples: Array<{ ms: number; peakMb: number }> = [];
  const quality: string[] = [];
  for (const layout of ['three-rooms', 'four-rooms'] as const) {
    const plan = await syntheticPlan(layout);
    const result = await measured(() =>
      engine.floorPlanTo3d({ image: plan.png, pixelsPerMetre: plan.pixelsPerMetre }),
    );
    samples.push(result);
    const model = result.value.plan;
    const errors = model.rooms.map(
      (room, i) => Math.abs(room.area - (plan.roomAreas[i] ?? 0)) / (plan.roomAreas[i] ?? 1),
    );
    quality.push(
      `${layout}: wall IoU ${wallIoU(model.walls, plan, plan.pixelsPerMetre).toFixed(3)}, rooms ${model.rooms.length}/${plan.roomAreas.length}, max area error ${(Math.max(...errors) * 100).toFixed(1)}%`,
    );
  }
  for (const name of readdirSync(join(fixtures, 'floorplans')).filter((f) => f.endsWith('.jpg'))) {
    const bytes = new Uint8Array(readFileSync(join(fixtures, 'floorplans', name)));
    const result = await measured(() => engine.floorPlanTo3d({ image: bytes }));
    samples.push(result);
    const model = result.value.plan;
    quality.push(
      `${name.split('_')[1]}: ${model.walls.length} walls, ${model.openings.length} openings, ${model.rooms.length} rooms`,
    );
  }
  // The extraction alone, without the preview, for the per-image target.
  const plan = await syntheticPlan('three-rooms');
  const extraction = await measured(async () => extractFloorPlan(await decodeImage(plan.png)));
  // The real plans read their text with tesseract's worker: closed, or the bench never exits.
  await closePlanReader();
  return [
    row('floor plan to 3D (+ preview)', samples, 'target < 2000 ms'),
    {
      section: 'engine',
      name: 'floor plan extraction only',
      p50Ms: extraction.ms,
      peakRssMb: extraction.peakMb,
    },
    { section: 'engine', name: 'floor plan quality', note: quality.join('; ') },
    {
      section: 'engine',
      name: 'ideas per ideation (local)',
      note: `${ideateLocally({ roomType: 'bedroom', designStyle: 'modern', creativity: 2, numberOfIdeas: 6 }).ideas.length} ideas`,
    },
  ];
}
