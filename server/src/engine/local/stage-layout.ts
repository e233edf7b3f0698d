import type { FurnitureItem } from '@roomcraft/contracts/catalogue/index';
import type { ComposeItem } from '../design-engine.port';
import { floorAt, project, type Camera, type FloorPoint, type Placed } from './furniture-3d';

type Kind = 'living' | 'bedroom' | 'dining' | 'office' | 'outdoor' | 'other';

const kinds: Record<string, Kind> = {
  'living-room': 'living', 'family-room': 'living', 'media-room': 'living', 'open-concept': 'living', 'studio-apartment': 'living',
  'game-room': 'living', sunroom: 'living', basement: 'living', attic: 'living', library: 'office', 'small-space': 'living',
  bedroom: 'bedroom', 'guest-room': 'bedroom', 'kids-room': 'bedroom', nursery: 'bedroom',
  'dining-room': 'dining', kitchen: 'dining', 'home-office': 'office',
  balcony: 'outdoor', 'outdoor-patio': 'outdoor', garden: 'outdoor',
}; // prettier-ignore

/**
 * A staging layout for a room type, in image fractions: the main piece against the back of the floor,
 * the rest in front of and beside it. `floorTop` is where the floor starts, `horizon` the eye line.
 */
export function stagingLayout(roomType: string, floorTop: number, horizon: number): ComposeItem[] {
  const depth = Math.max(0.1, 1 - floorTop);
  const back = Math.max(horizon + 0.06, floorTop + depth * 0.22);
  const at = (fraction: number) => Math.min(0.97, back + depth * fraction);
  switch (kinds[roomType] ?? 'other') {
    case 'living':
      return [
        { itemId: 'area-rug', x: 0.5, y: at(0.42) },
        { itemId: 'modern-sofa', x: 0.5, y: back },
        { itemId: 'floor-lamp', x: 0.22, y: back },
        { itemId: 'potted-plant', x: 0.82, y: back + depth * 0.02 },
        { itemId: 'coffee-table', x: 0.5, y: at(0.3) },
        { itemId: 'armchair', x: 0.15, y: at(0.45) },
      ];
    case 'bedroom':
      return [
        { itemId: 'area-rug', x: 0.5, y: at(0.55) },
        { itemId: 'nightstand', x: 0.26, y: back },
        { itemId: 'nightstand', x: 0.74, y: back },
        { itemId: 'double-bed', x: 0.5, y: at(0.3) },
        { itemId: 'potted-plant', x: 0.9, y: at(0.1) },
      ];
    case 'dining':
      return [
        { itemId: 'area-rug', x: 0.5, y: at(0.5) },
        { itemId: 'dining-chair', x: 0.38, y: back },
        { itemId: 'dining-chair', x: 0.62, y: back },
        { itemId: 'dining-table', x: 0.5, y: at(0.22) },
        { itemId: 'dining-chair', x: 0.36, y: at(0.4) },
        { itemId: 'dining-chair', x: 0.64, y: at(0.4) },
      ];
    case 'office':
      return [
        { itemId: 'bookshelf', x: 0.2, y: back },
        { itemId: 'desk', x: 0.55, y: back },
        { itemId: 'office-chair', x: 0.55, y: at(0.2) },
        { itemId: 'potted-plant', x: 0.85, y: at(0.1) },
      ];
    case 'outdoor':
      return [
        { itemId: 'dining-table', x: 0.5, y: at(0.2) },
        { itemId: 'side-table', x: 0.2, y: at(0.3) },
        { itemId: 'potted-plant', x: 0.8, y: at(0.15) },
      ];
    default:
      return [
        { itemId: 'armchair', x: 0.35, y: at(0.1) },
        { itemId: 'side-table', x: 0.55, y: at(0.12) },
        { itemId: 'floor-lamp', x: 0.68, y: at(0.05) },
        { itemId: 'potted-plant', x: 0.85, y: at(0.1) },
      ];
  }
}

/** What the staging planner knows of the room: the camera, which pixels are floor, which are taken. */
export interface StagingRoom {
  camera: Camera;
  /** Floor mask at a working size (1 = floor), `width` x `height`, covering the whole photo. */
  floor: { width: number; height: number; data: Uint8Array };
  /**
   * What already stands in the room (furniture, plants, objects: 1 = taken), on the floor mask's grid.
   * A staged piece stands only on floor that is not taken, and its silhouette keeps off what is taken.
   */
  taken?: Uint8Array;
  /**
   * Main pieces the room already has (a bed, a sofa, a dining table): staging never adds a second one,
   * nor the pieces that belong to it (nightstands beside a bed, chairs round a table).
   */
  present?: ReadonlySet<MainPiece>;
}

export type MainPiece = 'bed' | 'sofa' | 'dining-table';

/** The staged pieces, and the names of those there was no free floor for. */
export interface StagingPlan {
  placed: Placed[];
  dropped: string[];
}

/** Of a staged piece's screen box, at most this share may cover furniture already in the room. */
export const maxTakenShare = 0.04;

export type StagingKind = Kind | 'kitchen';

export function stagingKind(roomType: string): StagingKind {
  if (roomType === 'kitchen') return 'kitchen';
  return kinds[roomType] ?? 'other';
}

/**
 * A furnished layout on the room's floor, in metres: the floor pixels become floor positions through the
 * camera, the main piece stands against the far edge of the floor (the back wall) centred on the free
 * width there, the others around it. A piece whose footprint does not land on the floor is moved towards
 * the middle, made smaller, or left out.
 */
export function planStaging(
  roomType: string,
  room: StagingRoom,
  find: (id: string) => FurnitureItem,
): StagingPlan {
  const { camera } = room;
  const points = floorPoints(room);
  const dropped: string[] = [];
  if (points.length < 20) return { placed: [], dropped };
  const zs = points.map((p) => p.z).sort((a, b) => a - b);
  const zNear = Math.max(0.8, quantile(zs, 0.03));
  const zBack = Math.min(quantile(zs, 0.92), zNear + 6.5);
  const depth = zBack - zNear;
  const span = (z: number) => {
    const row = points.filter((p) => Math.abs(p.z - z) < Math.max(0.25, z * 0.06)).map((p) => p.x);
    if (row.length < 3) return { left: -1, right: 1 };
    row.sort((a, b) => a - b);
    return { left: quantile(row, 0.04), right: quantile(row, 0.96) };
  };
  const placed: Placed[] = [];
  // Nearest first: the wanted spot, then small moves sideways and forwards or back, then smaller sizes.
  const moves: Array<[number, number]> = [];
  for (const dz of [0, -0.3, 0.3, -0.6, 0.6, -1, -1.5])
    for (const dx of [0, 0.25, -0.25, 0.5, -0.5, 0.8, -0.8, 1.2, -1.2, 1.7, -1.7]) moves.push([dx, dz]);
  moves.sort((a, b) => Math.hypot(a[0], a[1] * 1.5) - Math.hypot(b[0], b[1] * 1.5));
  /** Places the piece on free floor near (x, z), or leaves it out (its name is reported). */
  const put = (id: string, x: number, z: number, turn = 0, scale = 1): Placed | null => {
    const item = find(id);
    for (const s of [scale, scale * 0.85, scale * 0.72]) {
      for (const [dx, dz] of moves) {
        const candidate: Placed = { item, at: { x: x + dx, z: z + dz }, turn, scale: s };
        if (onFloor(candidate, room) && !overlaps(candidate, placed) && clearOfTaken(candidate, room)) {
          placed.push(candidate);
          return candidate;
        }
      }
    }
    const name = item.name.toLowerCase();
    if (!dropped.includes(name)) dropped.push(name);
    return null;
  };
  const kind = stagingKind(roomType);
  const has = (piece: MainPiece) => room.present?.has(piece) ?? false;
  // The main piece: against the back wall, unless the floor runs far away (an open plan): then mid-way.
  const mainZ = (d: number) => Math.max(zNear + d / 2 + 0.3, Math.min(zBack - d / 2 - 0.12, zNear + 4.2));
  const centreAt = (z: number) => {
    const { left, right } = span(z);
    return { x: (left + right) / 2, width: right - left, left, right };
  };
  switch (kind) {
    case 'living': {
      const sofa = find('modern-sofa');
      const sz = mainZ(sofa.depthCm / 100);
      const at = centreAt(sz);
      const scale = Math.min(1, (at.width * 0.62) / (sofa.widthCm / 100));
      // Without free floor for the sofa, the rest is still arranged around where it would stand.
      const s = (has('sofa') ? null : put('modern-sofa', at.x, sz, 0, Math.max(0.75, scale))) ?? {
        at: { x: at.x, z: sz },
        scale: Math.max(0.75, scale),
      };
      const sw = (sofa.widthCm / 100) * s.scale;
      const tableZ = s.at.z - ((sofa.depthCm / 100) * s.scale) / 2 - 0.75;
      if (depth > 2.2) put('area-rug', s.at.x, (s.at.z + tableZ) / 2 - 0.1, 0, Math.min(1, at.width / 2.6));
      if (tableZ - 0.3 > zNear) put('coffee-table', s.at.x, tableZ);
      put('floor-lamp', s.at.x + sw / 2 + 0.35, s.at.z + 0.1);
      put('armchair', s.at.x - sw / 2 - 0.15, Math.max(zNear + 0.6, tableZ - 0.1), -1.0);
      put('potted-plant', at.left + 0.45, zBack - 0.35);
      put('side-table', s.at.x - sw / 2 - 0.32, s.at.z + 0.05);
      break;
    }
    case 'bedroom': {
      const bed = find('double-bed');
      const bd = bed.depthCm / 100;
      const bz = Math.max(zNear + bd / 2 + 0.2, Math.min(zBack - bd / 2 - 0.05, zNear + 4.5));
      const at = centreAt(bz + bd / 2 - 0.2);
      const bedScale = Math.min(1, Math.max(0.75, (at.width * 0.55) / 1.6));
      const b = (has('bed') ? null : put('double-bed', at.x, bz, 0, bedScale)) ?? {
        at: { x: at.x, z: bz },
        scale: bedScale,
      };
      const bw = (bed.widthCm / 100) * b.scale;
      const headZ = bz + (bd * b.scale) / 2 - 0.25;
      if (!has('bed')) {
        put('nightstand', b.at.x - bw / 2 - 0.32, headZ);
        put('nightstand', b.at.x + bw / 2 + 0.32, headZ);
        if (bz - bd / 2 - 0.5 > zNear) put('area-rug', b.at.x, bz - (bd * b.scale) / 2 + 0.3, 0, 0.9);
      }
      put('potted-plant', at.right - 0.4, zBack - 0.35);
      put('floor-lamp', at.left + 0.4, zBack - 0.35);
      break;
    }
    case 'dining':
    case 'kitchen':
    case 'outdoor': {
      const small = kind !== 'dining';
      const table = find('dining-table');
      const tz = Math.max(zNear + 1.4, Math.min(zNear + depth * 0.5, zBack - 1.3));
      const at = centreAt(tz);
      const scale = small ? 0.7 : Math.min(1, Math.max(0.7, (at.width * 0.5) / (table.widthCm / 100)));
      const tableThere = has('dining-table');
      if (!small && depth > 2.6 && !tableThere) put('area-rug', at.x, tz, 0, Math.min(1.1, at.width / 2.8));
      const t = (tableThere ? null : put('dining-table', at.x, tz, 0, scale)) ?? {
        at: { x: at.x, z: tz },
        scale,
      };
      const tw = (table.widthCm / 100) * t.scale;
      const td = (table.depthCm / 100) * t.scale;
      const seats = small ? [-0.22] : [-0.3, 0.3];
      if (!tableThere) {
        for (const f of seats) put('dining-chair', t.at.x + f * tw * (small ? 0 : 1), tz + td / 2 + 0.18, 0);
        put('dining-chair', t.at.x - tw / 2 - 0.28, tz, -Math.PI / 2);
        put('dining-chair', t.at.x + tw / 2 + 0.28, tz, Math.PI / 2);
        for (const f of small ? [0] : [-0.3, 0.3])
          put('dining-chair', t.at.x + f * tw, tz - td / 2 - 0.18, Math.PI);
      }
      if (kind === 'dining') put('sideboard', at.x, zBack - 0.3);
      put('potted-plant', at.right - 0.4, Math.min(zBack - 0.35, tz + 1));
      if (kind === 'outdoor') put('potted-plant', at.left + 0.4, Math.min(zBack - 0.35, tz + 1));
      break;
    }
    case 'office': {
      const desk = find('desk');
      const dz = Math.max(zNear + 1.2, Math.min(zBack - desk.depthCm / 100 / 2 - 0.05, zNear + 3.5));
      const at = centreAt(dz);
      const d = put('desk', at.x + 0.2, dz, 0, 1) ?? { at: { x: at.x + 0.2, z: dz } };
      put('office-chair', d.at.x - 0.2, dz - desk.depthCm / 100 / 2 - 0.15, Math.PI);
      put('bookshelf', d.at.x - desk.widthCm / 100 / 2 - 0.7, zBack - 0.2);
      put('potted-plant', at.right - 0.4, zBack - 0.35);
      put('armchair', at.left + 0.6, Math.max(zNear + 0.7, dz - 1.2), -0.9);
      put('floor-lamp', d.at.x + desk.widthCm / 100 / 2 + 0.35, dz + 0.1);
      break;
    }
    default: {
      const z = Math.max(zNear + 1, Math.min(zBack - 0.6, zNear + 2.5));
      const at = centreAt(z);
      put('armchair', at.x - 0.4, z, -0.5, 1);
      put('side-table', at.x + 0.25, z);
      put('floor-lamp', at.x + 0.7, z + 0.2);
      put('potted-plant', at.right - 0.4, zBack - 0.35);
    }
  }
  void camera;
  return { placed, dropped };
}

/** Floor pixels (a sample) as floor positions, nearer than 15 m. */
function floorPoints(room: StagingRoom): FloorPoint[] {
  const { floor, camera } = room;
  const step = Math.max(1, Math.round(Math.max(floor.width, floor.height) / 160));
  const sx = camera.width / floor.width;
  const sy = camera.height / floor.height;
  const out: FloorPoint[] = [];
  for (let y = 0; y < floor.height; y += step) {
    const v = (y + 0.5) * sy;
    if (v < camera.horizon + camera.height * 0.02) continue;
    for (let x = 0; x < floor.width; x += step) {
      if (!floor.data[y * floor.width + x]) continue;
      const p = floorAt(camera, (x + 0.5) * sx, v);
      if (p.z < 15) out.push(p);
    }
  }
  return out;
}

/**
 * The footprint stands on free floor: of a 5 x 5 grid over it, in the picture and below the horizon,
 * nearly every point is floor that nothing already stands on.
 */
export function onFloor(piece: Placed, room: StagingRoom): boolean {
  const { camera, floor, taken } = room;
  const w = (piece.item.widthCm / 100) * piece.scale;
  const d = (piece.item.depthCm / 100) * piece.scale;
  const c = Math.cos(piece.turn);
  const s = Math.sin(piece.turn);
  let inside = 0;
  let total = 0;
  for (const fx of [-0.48, -0.24, 0, 0.24, 0.48]) {
    for (const fz of [-0.48, -0.24, 0, 0.24, 0.48]) {
      const x = piece.at.x + c * fx * w + s * fz * d;
      const z = piece.at.z - s * fx * w + c * fz * d;
      const [u, v] = project(camera, x, 0, z);
      total++;
      if (u < 0 || u >= camera.width || v >= camera.height * 1.02 || v <= camera.horizon) return false;
      // Near the bottom edge a footprint may leave the picture: count it as floor.
      if (v >= camera.height - 1) {
        inside++;
        continue;
      }
      const fy = Math.min(floor.height - 1, Math.floor((v / camera.height) * floor.height));
      const fxPix = Math.min(floor.width - 1, Math.floor((u / camera.width) * floor.width));
      const at = fy * floor.width + fxPix;
      if (floor.data[at] && !taken?.[at]) inside++;
    }
  }
  return inside >= total - 2;
}

/** The piece's screen box (its whole height) covers at most `maxTakenShare` of existing furniture. */
export function clearOfTaken(piece: Placed, room: StagingRoom): boolean {
  const { taken, floor } = room;
  if (!taken) return true;
  const box = screenBox(piece, room.camera);
  const x0 = Math.max(0, Math.floor((box.x0 / room.camera.width) * floor.width));
  const x1 = Math.min(floor.width, Math.ceil((box.x1 / room.camera.width) * floor.width));
  const y0 = Math.max(0, Math.floor((box.y0 / room.camera.height) * floor.height));
  const y1 = Math.min(floor.height, Math.ceil((box.y1 / room.camera.height) * floor.height));
  let hit = 0;
  let all = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      all++;
      hit += taken[y * floor.width + x]!;
    }
  }
  return all === 0 || hit / all <= maxTakenShare;
}

/** The screen box of the piece's footprint raised to its full height. */
export function screenBox(piece: Placed, camera: Camera) {
  const w = (piece.item.widthCm / 100) * piece.scale;
  const d = (piece.item.depthCm / 100) * piece.scale;
  const h = piece.item.shape === 'rug' ? 0 : (piece.item.heightCm / 100) * piece.scale;
  const c = Math.cos(piece.turn);
  const s = Math.sin(piece.turn);
  const us: number[] = [];
  const vs: number[] = [];
  for (const fx of [-0.5, 0.5])
    for (const fz of [-0.5, 0.5])
      for (const y of [0, h]) {
        const [u, v] = project(
          camera,
          piece.at.x + c * fx * w + s * fz * d,
          y,
          piece.at.z - s * fx * w + c * fz * d,
        );
        us.push(u);
        vs.push(v);
      }
  return { x0: Math.min(...us), x1: Math.max(...us), y0: Math.min(...vs), y1: Math.max(...vs) };
}

function overlaps(piece: Placed, placed: Placed[]): boolean {
  if (piece.item.shape === 'rug') return false;
  const r = (p: Placed) => (Math.max(p.item.widthCm, p.item.depthCm) / 200) * p.scale * 0.8;
  return placed.some(
    (other) =>
      other.item.shape !== 'rug' &&
      Math.hypot(other.at.x - piece.at.x, other.at.z - piece.at.z) < r(piece) * 0.6 + r(other) * 0.6,
  );
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(q * (sorted.length - 1))))]!;
}
