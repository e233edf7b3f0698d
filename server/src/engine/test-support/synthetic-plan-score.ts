import type { FloorPlanModel, Point2 } from '../design-engine.port';
import { wallIoU } from './synthetic-plan';
import type { StyledPlan } from './synthetic-plan-draw';
import { contains } from '../local/floor-plan-labels';

/** How well an extracted model matches a generated plan's ground truth. */
export interface PlanScore {
  wallIoU: number;
  roomCountExact: boolean;
  roomsTrue: number;
  roomsFound: number;
  /** |found - true| / true for each true room matched by a found room containing its centre. */
  areaErrors: number[];
  /** True rooms whose centre no found room contains. */
  roomsMissed: number;
  doorsTrue: number;
  doorsFound: number;
  windowsTrue: number;
  windowsFound: number;
  /** Found openings that match no true opening of their kind. */
  falseOpenings: number;
  /** True rooms whose name the model carries on the room containing their centre. */
  namesFound: number;
}

export function scorePlan(plan: StyledPlan, model: FloorPlanModel): PlanScore {
  const scale = model.units === 'm' ? (model.pixelsPerMetre ?? 1) : 1;
  const px = (p: Point2): Point2 => ({ x: p.x * scale, y: p.y * scale });
  const toM2 = model.units === 'm' ? 1 : 1 / (plan.pixelsPerMetre * plan.pixelsPerMetre);
  const areaErrors: number[] = [];
  let roomsMissed = 0;
  let namesFound = 0;
  plan.rooms.forEach((truth, i) => {
    const found = model.rooms.find((r) => contains(r.polygon.map(px), truth.centre));
    if (!found) {
      roomsMissed++;
      return;
    }
    const area = model.units === 'm' ? found.area : found.area * toM2;
    areaErrors.push(Math.abs(area - plan.roomAreas[i]!) / plan.roomAreas[i]!);
    if (found.name?.toLowerCase() === truth.name.toLowerCase()) namesFound++;
  });
  const used = new Set<number>();
  let doorsFound = 0;
  let windowsFound = 0;
  for (const truth of plan.openings) {
    const reach = Math.max(truth.width * 0.5, 0.3 * plan.pixelsPerMetre);
    const index = model.openings.findIndex((o, k) => {
      if (used.has(k) || o.kind !== truth.kind) return false;
      const c = px(o.center);
      return Math.hypot(c.x - truth.x, c.y - truth.y) <= reach;
    });
    if (index < 0) continue;
    used.add(index);
    if (truth.kind === 'door') doorsFound++;
    else windowsFound++;
  }
  return {
    wallIoU: wallIoU(model.walls, plan, scale),
    roomCountExact: model.rooms.length === plan.rooms.length,
    roomsTrue: plan.rooms.length,
    roomsFound: model.rooms.length,
    areaErrors,
    roomsMissed,
    doorsTrue: plan.openings.filter((o) => o.kind === 'door').length,
    doorsFound,
    windowsTrue: plan.openings.filter((o) => o.kind === 'window').length,
    windowsFound,
    falseOpenings: model.openings.length - used.size,
    namesFound,
  };
}

/** Totals over a set of plans, as the bench and the tests report them. */
export function summarise(scores: PlanScore[]) {
  const sum = (f: (s: PlanScore) => number) => scores.reduce((total, s) => total + f(s), 0);
  const errors = scores.flatMap((s) => s.areaErrors);
  const sorted = [...errors].sort((a, b) => a - b);
  return {
    plans: scores.length,
    meanWallIoU: sum((s) => s.wallIoU) / scores.length,
    minWallIoU: Math.min(...scores.map((s) => s.wallIoU)),
    roomCountExact: sum((s) => (s.roomCountExact ? 1 : 0)) / scores.length,
    doorRecall:
      sum((s) => s.doorsFound) /
      Math.max(
        1,
        sum((s) => s.doorsTrue),
      ),
    windowRecall:
      sum((s) => s.windowsFound) /
      Math.max(
        1,
        sum((s) => s.windowsTrue),
      ),
    falseOpenings: sum((s) => s.falseOpenings),
    roomsWithin5Percent:
      errors.filter((e) => e <= 0.05).length /
      Math.max(
        1,
        sum((s) => s.roomsTrue),
      ),
    medianAreaError: sorted[Math.floor(sorted.length / 2)] ?? 1,
    nameRecall:
      sum((s) => s.namesFound) /
      Math.max(
        1,
        sum((s) => s.roomsTrue),
      ),
  };
}

/** Scores a model extracted from a copy of the plan scaled by `factor` (a shrunk image), in its pixels. */
export function scoreScaledPlan(plan: StyledPlan, model: FloorPlanModel, factor: number): PlanScore {
  const back = (p: Point2): Point2 => ({ x: p.x / factor, y: p.y / factor });
  if (model.units === 'm')
    return scorePlan(plan, { ...model, pixelsPerMetre: model.pixelsPerMetre! / factor });
  return scorePlan(plan, {
    ...model,
    walls: model.walls.map((w) => ({
      ...w,
      start: back(w.start),
      end: back(w.end),
      thickness: w.thickness / factor,
    })),
    openings: model.openings.map((o) => ({ ...o, center: back(o.center), width: o.width / factor })),
    rooms: model.rooms.map((r) => ({ ...r, polygon: r.polygon.map(back), area: r.area / factor ** 2 })),
  });
}
