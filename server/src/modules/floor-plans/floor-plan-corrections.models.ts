import type { FloorPlanCorrection, FloorPlanModel } from '@roomcraft/contracts/floor-plans';

/**
 * A model with the user's corrections: rooms renamed, and (with `knownWidth`) every length re-expressed
 * in metres from one room's real width. A pixel model becomes a metre model; a metre model is rescaled.
 * Returns null when a named room is not on the plan.
 */
export function correctFloorPlanModel({
  model,
  correction,
  wallHeightMetres,
}: {
  model: FloorPlanModel;
  correction: FloorPlanCorrection;
  wallHeightMetres: number;
}): FloorPlanModel | null {
  const names = new Map((correction.rooms ?? []).map((room) => [room.id, room.name]));
  const ids = new Set(model.rooms.map((room) => room.id));
  if ([...names.keys()].some((id) => !ids.has(id))) return null;
  let next: FloorPlanModel = {
    ...model,
    rooms: model.rooms.map((room) => (names.has(room.id) ? { ...room, name: names.get(room.id)! } : room)),
  };
  const known = correction.knownWidth;
  if (!known) return next;
  const room = next.rooms.find((r) => r.id === known.roomId);
  if (!room) return null;
  const xs = room.polygon.map((p) => p.x);
  const width = Math.max(...xs) - Math.min(...xs);
  if (!(width > 0)) return null;
  // Metres per current unit.
  const factor = known.metres / width;
  const round2 = (v: number) => Math.round(v * 100) / 100;
  const at = (p: { x: number; y: number }) => ({ x: round2(p.x * factor), y: round2(p.y * factor) });
  const previousPpm = model.units === 'm' ? (model.pixelsPerMetre ?? 1) : 1;
  next = {
    ...next,
    units: 'm',
    pixelsPerMetre: Math.round((previousPpm / factor) * 1000) / 1000,
    walls: next.walls.map((wall) => ({
      ...wall,
      start: at(wall.start),
      end: at(wall.end),
      thickness: round2(wall.thickness * factor),
      height: wallHeightMetres,
    })),
    openings: next.openings.map((opening) => ({
      ...opening,
      center: at(opening.center),
      width: round2(opening.width * factor),
      ...(opening.swing ? { swing: { ...opening.swing, hinge: at(opening.swing.hinge) } } : {}),
    })),
    rooms: next.rooms.map((r) => ({
      ...r,
      polygon: r.polygon.map(at),
      centroid: at(r.centroid),
      area: round2(r.area * factor * factor),
    })),
    assumptions: [
      ...model.assumptions.filter((a) => !a.startsWith('No scale given')),
      `Scale set by hand: ${room.name ?? room.id} is ${known.metres} m wide.`,
    ],
    scale: { source: 'user', samples: model.scale?.samples ?? [], agreeing: 0, spread: 0 },
  };
  return next;
}
