// One-off: geometry at full size vs at the reduced working size, interleaved on the same plans.
import { decodeImage } from '../src/engine/image/raster';
import { extractFloorPlan } from '../src/engine/local/floor-plan';
import { styledPlan } from '../src/engine/test-support/synthetic-plan-draw';
import { scorePlan } from '../src/engine/test-support/synthetic-plan-score';
import * as walls from '../src/engine/local/floor-plan-walls';

const seeds = (process.env.SEEDS ?? '1,2,3,4,5,6,7,8,9,10,11,12,15,18,20').split(',').map(Number);
const side = Number(process.env.SIDE ?? 2000);
const orig = walls.extractPlanGeometry;
for (const seed of seeds) {
  const plan = await styledPlan(seed, { longSide: side });
  const image = await decodeImage(plan.png);
  const out: string[] = [];
  for (const ws of (process.env.WS ?? 'Infinity,1200').split(',').map(Number)) {
    const t0 = performance.now();
    const g = await orig(image, { workingSide: ws });
    const ms = performance.now() - t0;
    void g;
    // Score through the full pipeline with the true scale (OCR off), as the styles test does.
    const model = await extractFloorPlan(image, {
      pixelsPerMetre: plan.pixelsPerMetre,
      readText: false,
      workingSide: ws,
    });
    const s = scorePlan(plan, model);
    out.push(
      `${ws} ${ms.toFixed(0)}ms iou ${s.wallIoU.toFixed(3)} roomsMissed ${s.roomsMissed} ${JSON.stringify(s).slice(0, 300)}`,
    );
  }
  console.log(`seed ${seed} ${plan.wallStyle} ${image.width}x${image.height}\n  ${out.join('\n  ')}`);
}
