import { metresPerUnit, type FloorPlanModel } from '@roomcraft/contracts/floor-plans';

/** A point on the plan in metres: x to the right, y down the image (the 3D scene's z). */
export interface PlanPoint {
  x: number;
  y: number;
}

/** One box of the model: a wall piece, a lintel over an opening, a sill under a window, or its glass. */
export interface WallPiece {
  kind: 'wall' | 'lintel' | 'sill' | 'glass';
  /** Middle of the piece on the plan, metres. */
  x: number;
  y: number;
  /** Along the wall, metres. */
  length: number;
  thickness: number;
  /** Bottom and top above the floor, metres. */
  bottom: number;
  top: number;
  /** Angle of the wall on the plan (radians, from +x toward +y). */
  angle: number;
}

export interface SceneRoom {
  id: string;
  name: string;
  polygon: PlanPoint[];
  centroid: PlanPoint;
  /** m² (from the model when it has a scale, else from the assumed scale). */
  areaM2: number;
  /** Width and depth of the room's bounding box, metres. */
  width: number;
  depth: number;
}

export interface PlanScene {
  pieces: WallPiece[];
  rooms: SceneRoom[];
  /** Plan bounds in metres. */
  bounds: { minX: number; minY: number; maxX: number; maxY: number };
  /** The analysed image's size in metres (for the 2D plan under the model). */
  imageSize: { width: number; height: number };
  /** True when lengths rest on the assumed 0.2 m wall thickness, not on the plan's scale. */
  scaleAssumed: boolean;
}

export const doorHeightMetres = 2.1;
export const sillHeightMetres = 0.9;

/**
 * The 3D model of an extracted plan, in metres: walls cut where their doors and windows are, a lintel
 * over every opening, and a sill with glass in every window. Openings found in the gap between two wall
 * pieces get their lintel (and sill) all the same, so every opening reads as one in the model.
 */
export function buildPlanScene(model: FloorPlanModel, { wallHeight }: { wallHeight: number }): PlanScene {
  const k = metresPerUnit(model);
  const at = (p: { x: number; y: number }): PlanPoint => ({ x: p.x * k, y: p.y * k });
  const pieces: WallPiece[] = [];
  const doorTop = Math.min(doorHeightMetres, wallHeight - 0.1);
  const openingsByWall = new Map<string, FloorPlanModel['openings']>();
  for (const opening of model.openings) {
    const list = openingsByWall.get(opening.wallId) ?? [];
    list.push(opening);
    openingsByWall.set(opening.wallId, list);
  }

  for (const wall of model.walls) {
    const start = at(wall.start);
    const end = at(wall.end);
    const dx = end.x - start.x;
    const dy = end.y - start.y;
    const length = Math.hypot(dx, dy);
    if (length < 1e-6) continue;
    const ux = dx / length;
    const uy = dy / length;
    const angle = Math.atan2(dy, dx);
    const thickness = Math.max(0.05, wall.thickness * k);
    const piece = (
      kind: WallPiece['kind'],
      from: number,
      to: number,
      bottom: number,
      top: number,
      t = thickness,
    ) => {
      if (to - from < 0.01 || top - bottom < 0.01) return;
      const mid = (from + to) / 2;
      pieces.push({
        kind,
        x: start.x + ux * mid,
        y: start.y + uy * mid,
        length: to - from,
        thickness: t,
        bottom,
        top,
        angle,
      });
    };
    // Openings as intervals along this wall (they may lie past its ends, in the gap to the next piece).
    const cuts = (openingsByWall.get(wall.id) ?? [])
      .map((opening) => {
        const c = at(opening.center);
        const t = (c.x - start.x) * ux + (c.y - start.y) * uy;
        const half = (opening.width * k) / 2;
        return { opening, from: t - half, to: t + half };
      })
      .sort((a, b) => a.from - b.from);
    let cursor = 0;
    for (const cut of cuts) {
      if (cut.from > cursor) piece('wall', cursor, Math.min(cut.from, length), 0, wallHeight);
      cursor = Math.max(cursor, cut.to);
      const top = doorTop;
      piece('lintel', cut.from, cut.to, top, wallHeight);
      if (cut.opening.kind === 'window') {
        piece('sill', cut.from, cut.to, 0, sillHeightMetres);
        piece('glass', cut.from, cut.to, sillHeightMetres, top, Math.min(0.04, thickness / 3));
      }
    }
    if (cursor < length) piece('wall', Math.max(0, cursor), length, 0, wallHeight);
  }

  const rooms: SceneRoom[] = model.rooms.map((room, index) => {
    const polygon = room.polygon.map(at);
    const xs = polygon.map((p) => p.x);
    const ys = polygon.map((p) => p.y);
    return {
      id: room.id,
      name: room.name ?? `Room ${index + 1}`,
      polygon,
      centroid: at(room.centroid),
      areaM2: model.units === 'm' ? room.area : room.area * k * k,
      width: Math.max(...xs) - Math.min(...xs),
      depth: Math.max(...ys) - Math.min(...ys),
    };
  });

  const xs = [...pieces.map((p) => p.x), ...rooms.flatMap((r) => r.polygon.map((p) => p.x))];
  const ys = [...pieces.map((p) => p.y), ...rooms.flatMap((r) => r.polygon.map((p) => p.y))];
  const bounds = xs.length
    ? { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) }
    : { minX: 0, minY: 0, maxX: 1, maxY: 1 };
  const imageScale = model.pixelsPerMetre ? 1 / model.pixelsPerMetre : k;
  return {
    pieces,
    rooms,
    bounds,
    imageSize: { width: model.imageWidth * imageScale, height: model.imageHeight * imageScale },
    scaleAssumed: model.units !== 'm',
  };
}

export type AreaUnit = 'm2' | 'ft2';

const AREA_UNIT_KEY = 'roomcraft.floor-plan-unit';

/** The unit the user last chose on a floor plan (issue 11: areas by the user's preference), else m². */
export function readAreaUnit(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): AreaUnit {
  try {
    return storage?.getItem(AREA_UNIT_KEY) === 'ft2' ? 'ft2' : 'm2';
  } catch {
    // Storage can be refused (private mode, blocked cookies): fall back to metric.
    return 'm2';
  }
}

/** Remembers the chosen unit for the next plan; a refused storage only loses the memory. */
export function saveAreaUnit(
  unit: AreaUnit,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(AREA_UNIT_KEY, unit);
  } catch {
    // Nothing to do: the choice still holds on this page.
  }
}
const squareFeetPerSquareMetre = 10.7639;
const feetPerMetre = 3.28084;

export function formatArea(areaM2: number, unit: AreaUnit): string {
  return unit === 'm2' ? `${areaM2.toFixed(1)} m²` : `${Math.round(areaM2 * squareFeetPerSquareMetre)} ft²`;
}

export function formatLength(metres: number, unit: AreaUnit): string {
  if (unit === 'm2') return `${metres.toFixed(2)} m`;
  const totalInches = Math.round(metres * feetPerMetre * 12);
  return `${Math.floor(totalInches / 12)}′ ${totalInches % 12}″`;
}

/** Floor colours for rooms without an idea applied: soft, distinct, from the warm neutral palette. */
export const roomFloorColours = ['#e8d9c0', '#d7e3d4', '#dcd6e8', '#f0dcc8', '#d4e1e8', '#ece4c8', '#e6d0d0'];

/**
 * The viewer's width / height below the desktop breakpoint, where the viewer is as wide as the screen:
 * the plan's own shape, kept between a slightly tall and a moderately wide frame, so a wide plan on a
 * phone is not a thin strip inside a tall empty box. Walking is first person: a taller frame.
 */
export function phoneViewerAspect(scene: PlanScene, view: 'plan' | 'orbit' | 'walk'): number {
  if (view === 'walk') return 3 / 4;
  const { width, height } = scene.imageSize;
  const planAspect = width > 0 && height > 0 ? width / height : 1;
  return Math.min(1.4, Math.max(0.8, planAspect));
}

export interface LabelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Which room labels to show: larger rooms first, and a label that would overlap one already shown (with
 * a small gap) is hidden, so small rooms seen from afar do not pile their names on top of each other.
 * `boxes[i]` is label i centred at (x, y); `priority[i]` orders them (e.g. the room's area). A label
 * given as null (behind the camera, off screen) is never shown.
 */
export function visibleLabels(boxes: (LabelBox | null)[], priority: number[], gap = 4): boolean[] {
  const shown: LabelBox[] = [];
  const visible = boxes.map(() => false);
  const order = boxes.map((_, index) => index).sort((a, b) => (priority[b] ?? 0) - (priority[a] ?? 0));
  for (const index of order) {
    const box = boxes[index];
    if (!box) continue;
    const overlaps = shown.some(
      (other) =>
        Math.abs(other.x - box.x) * 2 < other.width + box.width + gap * 2 &&
        Math.abs(other.y - box.y) * 2 < other.height + box.height + gap * 2,
    );
    if (overlaps) continue;
    shown.push(box);
    visible[index] = true;
  }
  return visible;
}
