// One-off: old (full-size geometry) vs new (working size), interleaved on the same 2000 px plans.
import { decodeImage } from '../src/engine/image/raster';
import { extractFloorPlan } from '../src/engine/local/floor-plan';
import { closePlanReader, readPlanText } from '../src/engine/local/floor-plan-ocr';
import { styledPlan } from '../src/engine/test-support/synthetic-plan-draw';
import { scorePlan } from '../src/engine/test-support/synthetic-plan-score';

const rounds = Number(process.env.ROUNDS ?? 2);
const plans = [];
for (const seed of [101, 102, 103, 104, 105]) {
  const plan = await styledPlan(seed, { longSide: 2000 });
  plans.push({ plan, image: await decodeImage(plan.png) });
}
await readPlanText(plans[0]!.image);
const t: Record<string, number[]> = {};
const add = (k: string, v: number) => (t[k] ??= []).push(v);
const ms = async (f: () => Promise<unknown>) => {
  const s = performance.now();
  await f();
  return performance.now() - s;
};
for (let r = 0; r < rounds; r++)
  for (const { plan, image } of plans) {
    add('geometry old', await ms(() => extractFloorPlan(image, { readText: false, workingSide: Infinity })));
    add('geometry new', await ms(() => extractFloorPlan(image, { readText: false })));
    add('full old', await ms(() => extractFloorPlan(image, { workingSide: Infinity })));
    add('full new', await ms(() => extractFloorPlan(image)));
    if (process.env.OCR) {
      add('ocr 1400', await ms(() => readPlanText(image)));
      add('ocr 1100', await ms(() => readPlanText(image, { readingSide: 1100 })));
    }
    if (r === 0) {
      const o = scorePlan(plan, await extractFloorPlan(image, { workingSide: Infinity }));
      const n = scorePlan(plan, await extractFloorPlan(image));
      const f = (s: typeof o) =>
        `iou ${s.wallIoU.toFixed(3)} rooms ${s.roomsFound}/${s.roomsTrue} doors ${s.doorsFound}/${s.doorsTrue} win ${s.windowsFound}/${s.windowsTrue} false ${s.falseOpenings} names ${s.namesFound} maxAreaErr ${Math.max(...s.areaErrors).toFixed(3)}`;
      console.log(`seed ${plan.wallStyle} old ${f(o)}\n        new ${f(n)}`);
    }
  }
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
for (const [k, v] of Object.entries(t))
  console.log(
    `${k}: median ${med(v).toFixed(0)} ms, fastest ${Math.min(...v).toFixed(0)} ms (${v.length} runs)`,
  );
await closePlanReader();
