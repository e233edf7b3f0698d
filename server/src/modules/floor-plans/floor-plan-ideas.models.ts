import {
  findFurnitureItem,
  getStyleDefinition,
  type FurnitureItem,
  type StyleId,
} from '@roomcraft/contracts/catalogue/index';
import {
  metresPerUnit,
  type FloorPlanFurniture,
  type FloorPlanIdea,
  type FloorPlanModel,
} from '@roomcraft/contracts/floor-plans';

/** What an idea row stores: the idea without its row fields. */
export type FloorPlanIdeaDesign = Omit<
  FloorPlanIdea,
  '_id' | 'floorPlanRequestId' | 'order' | 'roomId' | 'isFavorite'
>;

interface Point {
  x: number;
  y: number;
}
interface Rect {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Room words on plans, to the catalogue room type they furnish as (first match wins). */
const roomTypeWords: Array<[RegExp, string]> = [
  [/bath|wc|toilet|shower|ensuite|en-suite|powder|lav/i, 'bathroom'],
  [/kitchen|kit\b|cook/i, 'kitchen'],
  [/dining|dinner/i, 'dining-room'],
  [/living|lounge|family|sitting|great|den|formal|reception/i, 'living-room'],
  [/bed|master|guest|nursery|sleep|br\b/i, 'bedroom'],
  [/office|study|library|work/i, 'home-office'],
  [/laundry|utility|wash|store|storage|pantry|closet|wardrobe|wic|cupboard/i, 'laundry-room'],
  [/hall|entry|entrance|foyer|corridor|landing|passage|lobby|stair/i, 'hallway'],
  [/garage|car/i, 'garage'],
  [/balcony|terrace|patio|deck|porch/i, 'balcony'],
];

export function roomTypeForName(name: string | null | undefined, areaM2: number): string {
  if (name) for (const [pattern, type] of roomTypeWords) if (pattern.test(name)) return type;
  // Unnamed: large rooms are living space, middling ones bedrooms, small ones storage or hallways.
  if (areaM2 >= 18) return 'living-room';
  if (areaM2 >= 7) return 'bedroom';
  return 'hallway';
}

type Anchor =
  | { kind: 'wall' }
  | { kind: 'centre' }
  | { kind: 'corner' }
  | { kind: 'front-of'; of: number; gap: number }
  | { kind: 'beside'; of: number }
  | { kind: 'around'; of: number };

interface Slot {
  itemId: string;
  anchor: Anchor;
}

const wall = (itemId: string): Slot => ({ itemId, anchor: { kind: 'wall' } });
const corner = (itemId: string): Slot => ({ itemId, anchor: { kind: 'corner' } });

/** Furnished layouts per room type: catalogue items and where each goes, in order of importance. */
const layouts: Record<string, Slot[]> = {
  'living-room': [
    wall('modern-sofa'),
    { itemId: 'coffee-table', anchor: { kind: 'front-of', of: 0, gap: 0.45 } },
    wall('armchair'),
    wall('bookshelf'),
    corner('floor-lamp'),
    corner('potted-plant'),
  ],
  bedroom: [
    wall('double-bed'),
    { itemId: 'nightstand', anchor: { kind: 'beside', of: 0 } },
    { itemId: 'nightstand', anchor: { kind: 'beside', of: 0 } },
    wall('bookshelf'),
    corner('floor-lamp'),
  ],
  'dining-room': [
    { itemId: 'dining-table', anchor: { kind: 'centre' } },
    { itemId: 'dining-chair', anchor: { kind: 'around', of: 0 } },
    { itemId: 'dining-chair', anchor: { kind: 'around', of: 0 } },
    { itemId: 'dining-chair', anchor: { kind: 'around', of: 0 } },
    { itemId: 'dining-chair', anchor: { kind: 'around', of: 0 } },
    wall('sideboard'),
  ],
  kitchen: [
    { itemId: 'dining-table', anchor: { kind: 'centre' } },
    { itemId: 'dining-chair', anchor: { kind: 'around', of: 0 } },
    { itemId: 'dining-chair', anchor: { kind: 'around', of: 0 } },
    corner('potted-plant'),
  ],
  'home-office': [
    wall('desk'),
    { itemId: 'office-chair', anchor: { kind: 'front-of', of: 0, gap: 0.05 } },
    wall('bookshelf'),
    corner('floor-lamp'),
  ],
  hallway: [corner('potted-plant')],
  bathroom: [],
  'laundry-room': [],
  garage: [],
  balcony: [corner('potted-plant')],
};

const wetRooms = new Set(['bathroom', 'laundry-room', 'kitchen']);

function insidePolygon(p: Point, polygon: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

const overlaps = (a: Rect, b: Rect) =>
  a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;

/** The footprint of an item centred at (x, y) turned by `rotation` (multiples of a quarter turn). */
function footprint(item: FurnitureItem, x: number, y: number, rotation: number): Rect {
  const quarter = Math.round(rotation / (Math.PI / 2)) % 2 !== 0;
  const w = (quarter ? item.depthCm : item.widthCm) / 100;
  const d = (quarter ? item.widthCm : item.depthCm) / 100;
  return { minX: x - w / 2, maxX: x + w / 2, minY: y - d / 2, maxY: y + d / 2 };
}

interface Placed {
  item: FurnitureItem;
  x: number;
  y: number;
  rotation: number;
  rect: Rect;
  /** Chairs already around this item. */
  around: number;
  besides: number;
}

/**
 * Places a room's layout: each item is tried at candidate spots (against each wall, in the corners, in
 * the middle or next to the item it belongs to) and kept at the first spot where it lies inside the
 * room, clear of the other items and of the doors' swing space. Items that fit nowhere are left out.
 */
export function furnishRoom({
  polygon,
  roomType,
  doors,
  colours,
}: {
  /** In metres. */
  polygon: Point[];
  roomType: string;
  /** Door centres, metres. */
  doors: Point[];
  colours: { textile: string; wood: string; metal: string; plant: string };
}): FloorPlanFurniture[] {
  const xs = polygon.map((p) => p.x);
  const ys = polygon.map((p) => p.y);
  const box: Rect = {
    minX: Math.min(...xs),
    maxX: Math.max(...xs),
    minY: Math.min(...ys),
    maxY: Math.max(...ys),
  };
  const margin = 0.08;
  const placed: Placed[] = [];
  const doorClear = 0.9;
  const fits = (rect: Rect) => {
    const corners = [
      { x: rect.minX - margin, y: rect.minY - margin },
      { x: rect.maxX + margin, y: rect.minY - margin },
      { x: rect.minX - margin, y: rect.maxY + margin },
      { x: rect.maxX + margin, y: rect.maxY + margin },
      { x: (rect.minX + rect.maxX) / 2, y: (rect.minY + rect.maxY) / 2 },
    ];
    if (!corners.every((c) => insidePolygon(c, polygon))) return false;
    if (placed.some((p) => overlaps(p.rect, rect))) return false;
    return !doors.some(
      (d) =>
        d.x > rect.minX - doorClear &&
        d.x < rect.maxX + doorClear &&
        d.y > rect.minY - doorClear &&
        d.y < rect.maxY + doorClear,
    );
  };
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;

  for (const slot of layouts[roomType] ?? []) {
    const item = findFurnitureItem(slot.itemId);
    if (!item) continue;
    const w = item.widthCm / 100;
    const d = item.depthCm / 100;
    const inset = margin + 0.02;
    const candidates: Array<{ x: number; y: number; rotation: number }> = [];
    const anchor = slot.anchor;
    if (anchor.kind === 'wall') {
      // Against the top, bottom, left and right walls, middle first, then at a third either side.
      for (const t of [0.5, 0.3, 0.7]) {
        candidates.push({
          x: box.minX + (box.maxX - box.minX) * t,
          y: box.minY + inset + d / 2,
          rotation: 0,
        });
        candidates.push({
          x: box.minX + (box.maxX - box.minX) * t,
          y: box.maxY - inset - d / 2,
          rotation: Math.PI,
        });
        candidates.push({
          x: box.minX + inset + d / 2,
          y: box.minY + (box.maxY - box.minY) * t,
          rotation: Math.PI / 2,
        });
        candidates.push({
          x: box.maxX - inset - d / 2,
          y: box.minY + (box.maxY - box.minY) * t,
          rotation: -Math.PI / 2,
        });
      }
    } else if (anchor.kind === 'corner') {
      for (const [sx, sy] of [
        [1, 1],
        [-1, 1],
        [1, -1],
        [-1, -1],
      ] as const) {
        candidates.push({
          x: sx > 0 ? box.minX + inset + w / 2 : box.maxX - inset - w / 2,
          y: sy > 0 ? box.minY + inset + d / 2 : box.maxY - inset - d / 2,
          rotation: 0,
        });
      }
    } else if (anchor.kind === 'centre') {
      const landscape = box.maxX - box.minX >= box.maxY - box.minY;
      candidates.push({ x: cx, y: cy, rotation: landscape ? 0 : Math.PI / 2 });
      candidates.push({ x: cx, y: cy, rotation: landscape ? Math.PI / 2 : 0 });
    } else {
      const host = placed[anchor.of];
      if (!host) continue;
      const front = { x: Math.sin(host.rotation), y: Math.cos(host.rotation) };
      const side = { x: front.y, y: -front.x };
      const hw = host.item.widthCm / 200;
      const hd = host.item.depthCm / 200;
      if (anchor.kind === 'front-of') {
        const distance = hd + anchor.gap + d / 2;
        candidates.push({
          x: host.x + front.x * distance,
          y: host.y + front.y * distance,
          rotation: host.rotation,
        });
      } else if (anchor.kind === 'beside') {
        // Beside the head end of a bed: the back half, left then right.
        const back = hd - d / 2;
        for (const s of host.besides === 0 ? [1, -1] : [-1, 1]) {
          const along = s * (hw + 0.05 + w / 2);
          candidates.push({
            x: host.x + side.x * along - front.x * back,
            y: host.y + side.y * along - front.y * back,
            rotation: host.rotation,
          });
        }
      } else {
        // Chairs around a table: its two long sides, then its ends, facing the table.
        const spots: Array<{ dx: number; dy: number }> = [
          { dx: -hw / 2, dy: 1 },
          { dx: hw / 2, dy: 1 },
          { dx: -hw / 2, dy: -1 },
          { dx: hw / 2, dy: -1 },
        ];
        for (const spot of spots.slice(host.around).concat(spots.slice(0, host.around))) {
          const distance = hd + 0.1 + d / 2;
          const x = host.x + side.x * spot.dx + front.x * distance * spot.dy;
          const y = host.y + side.y * spot.dx + front.y * distance * spot.dy;
          const facing = Math.atan2(host.x - x, host.y - y);
          candidates.push({ x, y, rotation: Math.round(facing / (Math.PI / 2)) * (Math.PI / 2) });
        }
      }
    }
    const spot = candidates.find((c) => fits(footprint(item, c.x, c.y, c.rotation)));
    if (!spot) continue;
    if (anchor.kind === 'around') placed[anchor.of]!.around += 1;
    if (anchor.kind === 'beside') placed[anchor.of]!.besides += 1;
    placed.push({
      item,
      ...spot,
      rect: footprint(item, spot.x, spot.y, spot.rotation),
      around: 0,
      besides: 0,
    });
  }
  return placed.map((p) => ({
    itemId: p.item.id,
    name: p.item.name,
    x: round(p.x),
    y: round(p.y),
    widthM: p.item.widthCm / 100,
    depthM: p.item.depthCm / 100,
    heightM: p.item.heightCm / 100,
    rotation: round(p.rotation),
    colour: colours[p.item.finish],
  }));
}

const round = (value: number) => Math.round(value * 1000) / 1000;

const roomTypeLabels: Record<string, string> = {
  'living-room': 'living room',
  bedroom: 'bedroom',
  'dining-room': 'dining room',
  kitchen: 'kitchen',
  'home-office': 'study',
  hallway: 'hallway',
  bathroom: 'bathroom',
  'laundry-room': 'utility room',
  garage: 'garage',
  balcony: 'balcony',
};

/**
 * One furnishing and finish idea per room of an extracted plan, in one style: a wall colour and a floor
 * from the style's palette (tiles in wet rooms), and catalogue furniture laid out at true size. Pure and
 * deterministic: the same model and style give the same ideas.
 */
export function designFloorPlanIdeas({
  model,
  styleId,
}: {
  model: FloorPlanModel;
  styleId: StyleId;
}): Array<{ roomId: string; design: FloorPlanIdeaDesign }> {
  const style = getStyleDefinition(styleId);
  const k = metresPerUnit(model);
  const doors = model.openings
    .filter((o) => o.kind === 'door')
    .map((o) => ({ x: o.center.x * k, y: o.center.y * k }));
  const { walls, floors, accents, textiles } = style.palette;
  const colours = {
    textile: textiles[0]?.hex ?? '#b0a898',
    wood: floors[floors.length - 1]?.hex ?? '#8a6a4a',
    metal: accents[accents.length - 1]?.hex ?? '#3a3a3a',
    plant: '#5a7d4f',
  };
  const counts = new Map<string, number>();
  return model.rooms.map((room, index) => {
    const polygon = room.polygon.map((p) => ({ x: p.x * k, y: p.y * k }));
    const areaM2 = model.units === 'm' ? room.area : room.area * k * k;
    const roomType = roomTypeForName(room.name, areaM2);
    const seen = counts.get(roomType) ?? 0;
    counts.set(roomType, seen + 1);
    const wallColour = walls[(index + seen) % walls.length]!;
    const floor = wetRooms.has(roomType)
      ? {
          name: `${walls[(seen + 1) % walls.length]!.name} Porcelain Tile`,
          hex: walls[(seen + 1) % walls.length]!.hex,
        }
      : floors[seen % floors.length]!;
    const accent = accents[index % accents.length]!;
    const textile = textiles[index % textiles.length]!;
    const furniture = furnishRoom({ polygon, roomType, doors, colours });
    const roomName = room.name ?? `Room ${index + 1}`;
    const label = roomTypeLabels[roomType] ?? roomType;
    const items = furniture.map((f) => f.name.toLowerCase());
    const listed = items.length
      ? ` Furnished with ${[...new Set(items)].join(', ')} at true size.`
      : ' Left clear: no catalogue furniture fits or suits it.';
    return {
      roomId: room.id,
      design: {
        roomName,
        roomType,
        title: `${style.name} ${label}`,
        description: `${wallColour.name} walls over a ${floor.name.toLowerCase()} floor, with ${accent.name.toLowerCase()} accents and ${textile.name.toLowerCase()} textiles.${listed}`,
        style: style.name,
        styleId,
        colorPalette: [
          { ...wallColour, role: 'walls' },
          { ...floor, role: 'floor' },
          { ...accent, role: 'accent' },
          { ...textile, role: 'textile' },
        ],
        floorMaterial: { name: floor.name, hex: floor.hex },
        wallColour: { name: wallColour.name, hex: wallColour.hex },
        furniture,
      },
    };
  });
}
