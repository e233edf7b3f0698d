import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchRow } from '../bench-row';
import { percentile } from '../bench-support';
import { decodeImage, type RgbImage } from '../../src/engine/image/raster';
import { extractFloorPlan } from '../../src/engine/local/floor-plan';
import { closePlanReader, readPlanText } from '../../src/engine/local/floor-plan-ocr';
import { styledPlan } from '../../src/engine/test-support/synthetic-plan-draw';
import { photographedPlan } from '../../src/engine/test-support/synthetic-plan-photo';
import { scorePlan, scoreScaledPlan, summarise } from '../../src/engine/test-support/synthetic-plan-score';
import sharp from 'sharp';

const plans = join(import.meta.dirname, '../../test/fixtures/images/floorplans');
/** Seeds of the generated plans scored here (all four wall styles, both unit systems occur). */
const seeds = Array.from({ length: 20 }, (_, i) => i + 1);

/**
 * Rooms labelled on the real test plans, counted by eye from the images: the modern house names seven
 * (Formal Living and Formal Dining share one space); the 1885 library letters eight, A to H, H being a
 * spiral stair (single letters are not read by the OCR, so only the count compares).
 */
const labelledRooms: Record<string, { count: number; names: string[] }> = {
  'floorplan_modern-house_black-line_pd.jpg': {
    count: 7,
    names: ['Kitchen', 'Pantry', 'Laundry', 'Bath', 'Entrance', 'Living', 'Family'],
  },
  'floorplan_library-1885_historic-scan_pd.jpg': { count: 8, names: [] },
};

async function time<T>(task: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await task();
  return { ms: performance.now() - started, value };
}

function timing(name: string, samples: number[], note: string): BenchRow {
  return {
    section: 'floorplan',
    name,
    p50Ms: percentile(samples, 0.5),
    p95Ms: percentile(samples, 0.95),
    note: `${samples.length} runs; ${note}`,
  };
}

const pct = (v: number) => `${(v * 100).toFixed(1)} %`;

/**
 * Floor-plan extraction quality on generated plans with ground truth (wall IoU, room count, door and
 * window recall, room areas, names and the scale read from dimension strings), and the time of
 * extraction with OCR on 2000 px plans and on the real test plans.
 */
export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  await readPlanText(await decodeImage((await styledPlan(1)).png)); // start the OCR worker once
  const scores = [];
  const byStyle = new Map<string, number[]>();
  const scaleErrors: number[] = [];
  let scaled = 0;
  for (const seed of seeds) {
    const plan = await styledPlan(seed);
    const model = await extractFloorPlan(await decodeImage(plan.png));
    const score = scorePlan(plan, model);
    scores.push(score);
    byStyle.set(plan.wallStyle, [...(byStyle.get(plan.wallStyle) ?? []), score.wallIoU]);
    if (model.pixelsPerMetre) {
      scaled++;
      scaleErrors.push(Math.abs(model.pixelsPerMetre / plan.pixelsPerMetre - 1));
    }
  }
  const s = summarise(scores);
  const quality = (name: string, note: string): BenchRow => ({ section: 'floorplan', name, note });
  rows.push(
    quality(
      'wall IoU (synthetic)',
      `mean ${s.meanWallIoU.toFixed(3)}, min ${s.minWallIoU.toFixed(3)} over ${s.plans} plans`,
    ),
    ...[...byStyle].map(([style, values]) =>
      quality(
        `wall IoU, ${style} walls`,
        `min ${Math.min(...values).toFixed(3)}, mean ${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(3)} over ${values.length} plans (bar 0.93 each)`,
      ),
    ),
    quality('room count exact', `${pct(s.roomCountExact)} of ${s.plans} plans`),
    quality('door recall', pct(s.doorRecall)),
    quality('window recall', pct(s.windowRecall)),
    quality('false openings', `${s.falseOpenings} over ${s.plans} plans`),
    quality(
      'room areas within 5 %',
      `${pct(s.roomsWithin5Percent)} of true rooms; median error ${pct(s.medianAreaError)}`,
    ),
    quality('room names read', `${pct(s.nameRecall)} of true rooms`),
    quality(
      'scale from dimensions',
      `${scaled}/${s.plans} plans; median error ${pct(percentile(scaleErrors, 0.5))}, max ${pct(Math.max(0, ...scaleErrors))}`,
    ),
  );
  rows.push(...(await harderCopies()));
  const big: RgbImage[] = [];
  for (const seed of [101, 102, 103, 104, 105])
    big.push(await decodeImage((await styledPlan(seed, { longSide: 2000 })).png));
  const full: number[] = [];
  const geometry: number[] = [];
  const ocr: number[] = [];
  for (const image of big) {
    full.push((await time(() => extractFloorPlan(image))).ms);
    geometry.push((await time(() => extractFloorPlan(image, { readText: false }))).ms);
    ocr.push((await time(() => readPlanText(image))).ms);
  }
  rows.push(
    timing('extraction + OCR, 2000 px', full, 'generated plans, long side 2000 px, OCR overlapping geometry'),
    timing('extraction only, 2000 px', geometry, 'walls, openings, rooms'),
    timing('OCR only, 2000 px', ocr, 'tesseract.js 7, English LSTM (integer) model'),
  );
  for (const file of readdirSync(plans).filter((f) => f.endsWith('.jpg'))) {
    const image = await decodeImage(new Uint8Array(readFileSync(join(plans, file))), { maxSide: 1600 });
    const runs: number[] = [];
    let summary = '';
    for (let i = 0; i < 3; i++) {
      const { ms, value } = await time(() => extractFloorPlan(image));
      runs.push(ms);
      const named = value.rooms.filter((r) => r.name).map((r) => r.name);
      const labelled = labelledRooms[file];
      const byName = labelled?.names.filter((name) =>
        value.rooms.some((r) => r.name?.toLowerCase().includes(name.toLowerCase())),
      );
      const truth = labelled
        ? `; ${labelled.count} labelled rooms counted by eye${byName?.length ? `, ${byName.length} of ${labelled.names.length} found by name` : ''}`
        : '';
      summary = `${value.rooms.length} rooms found${truth} (${named.join(', ') || 'none named'}), ${value.openings.length} openings, scale ${value.scale?.source}`;
    }
    rows.push(timing(file.replace('.jpg', ''), runs, summary));
  }
  await closePlanReader();
  return rows;
}

/**
 * The first eight generated plans as users also bring them (ADR 061, 062): photographed in uneven
 * light (shade falling to 37-55 % of the lit paper in one corner), turned on their side (all text
 * running up or down the page), and shrunk to a listing's 450-600 px; and all twenty measured only
 * along a dimension chain.
 */
async function harderCopies(): Promise<BenchRow[]> {
  const shades = ['#605a50', '#8a8478'];
  const photoScores = [];
  const smallScores = [];
  const turnedNames: number[] = [];
  let turnedScaled = 0;
  const few = seeds.slice(0, 8);
  for (const [i, seed] of few.entries()) {
    const plan = await styledPlan(seed);
    const photo = await photographedPlan(plan.png, plan.width, plan.height, shades[i % shades.length]!);
    photoScores.push(scorePlan(plan, await extractFloorPlan(await decodeImage(photo))));
    const factor = (i % 2 ? 450 : 600) / Math.max(plan.width, plan.height);
    const small = await sharp(plan.png)
      .resize(Math.round(plan.width * factor))
      .jpeg({ quality: 60 })
      .toBuffer();
    smallScores.push(scoreScaledPlan(plan, await extractFloorPlan(await decodeImage(small)), factor));
    const turned = await sharp(plan.png)
      .rotate(i % 2 ? 270 : 90)
      .png()
      .toBuffer();
    const model = await extractFloorPlan(await decodeImage(turned));
    const names = new Set(model.rooms.map((r) => r.name));
    turnedNames.push(plan.rooms.filter((r) => names.has(r.name)).length / plan.rooms.length);
    if (model.pixelsPerMetre && Math.abs(model.pixelsPerMetre / plan.pixelsPerMetre - 1) < 0.03)
      turnedScaled++;
  }
  // Sizes along a dimension chain only (no sizes in the rooms): right scales, and never a wrong one.
  const chainScale = async (sizes: 'chain' | 'side-chain') => {
    let right = 0;
    let wrong = 0;
    for (const seed of seeds) {
      const plan = await styledPlan(seed, { units: 'metric', sizes });
      const ppm = (await extractFloorPlan(await decodeImage(plan.png))).pixelsPerMetre;
      if (ppm && Math.abs(ppm / plan.pixelsPerMetre - 1) < 0.03) right++;
      else if (ppm) wrong++;
    }
    return { right, wrong };
  };
  const top = await chainScale('chain');
  const side = await chainScale('side-chain');
  const p = summarise(photoScores);
  const m = summarise(smallScores);
  const note = (name: string, text: string): BenchRow => ({ section: 'floorplan', name, note: text });
  return [
    note(
      'photographed in uneven light',
      `wall IoU mean ${p.meanWallIoU.toFixed(3)}, min ${p.minWallIoU.toFixed(3)}; rooms exact ${pct(p.roomCountExact)}; doors ${pct(p.doorRecall)}, windows ${pct(p.windowRecall)}; ${p.plans} plans`,
    ),
    note(
      'shrunk to 450-600 px (JPEG)',
      `rooms exact ${pct(m.roomCountExact)}; doors ${pct(m.doorRecall)}, windows ${pct(m.windowRecall)}; false openings ${m.falseOpenings}; areas within 5 % ${pct(m.roomsWithin5Percent)}; wall IoU mean ${m.meanWallIoU.toFixed(3)}; ${m.plans} plans`,
    ),
    note(
      'scale from a dimension chain',
      `right on ${top.right}/${seeds.length} plans, wrong on ${top.wrong} (the others get no scale: figures the OCR missed, or a pair no overall figure sums)`,
    ),
    note(
      'scale from a chain down the side',
      `figures turned a quarter: right on ${side.right}/${seeds.length} plans, wrong on ${side.wrong} (the others: a side of one stretch, or figures the OCR missed)`,
    ),
    note(
      'turned on its side',
      `room names read ${pct(turnedNames.reduce((a, b) => a + b, 0) / turnedNames.length)}; scale within 3 % on ${turnedScaled}/${few.length} plans`,
    ),
  ];
}
