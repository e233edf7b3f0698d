import type {
  CostRoomType,
  DesignChange,
  FloorAreaEstimate,
  IdentifiedObject,
  RoomObjectsResponse,
  ScopeItem,
  SuggestedScopeItem,
} from '@roomcraft/contracts';
import type { RoomAnalysis } from '../../engine';
import { roomDefaults } from './estimator/data/room-defaults';

/**
 * Photo -> scope (issue 12 item 3, ADR 024): what a room photo (and, for a design, the photo it was made
 * from) says about the work to price. Pure: the engine's analyses in, a suggested scope out.
 */

const SQFT_PER_M2 = 10.7639;

/** Rough camera of a hand-held phone photo of a room (ADR 024): these are assumptions, not measurements. */
export const photoCamera = {
  /** Eye-level shot: the lens about 1.5 m above the floor. */
  heightM: 1.5,
  /**
   * Between a phone's main camera (26 mm-equivalent, about 69 degrees across a 3:2 frame) and the wider
   * lenses room photos are often taken with.
   */
  horizontalFovDeg: 75,
  /** Rooms are rarely deeper than this from where the photo is taken; caps floor that runs to the horizon. */
  maxDepthM: 9,
  /** Share of the floor in view that furniture does not hide (the scene parser sees only bare floor). */
  bareFloorShare: 0.85,
} as const;

/** Maps the studio's room types (and the detector's guesses) to the estimator's. */
export function toCostRoomType(value: string | null | undefined): CostRoomType | null {
  if (!value) return null;
  const v = value.toLowerCase();
  if (v.includes('kitchen')) return 'kitchen';
  if (v.includes('bath')) return 'bathroom';
  if (v.includes('dining')) return 'dining-room';
  if (v.includes('living') || v.includes('family') || v.includes('lounge')) return 'living-room';
  if (v.includes('bed') || v.includes('nursery')) return 'bedroom';
  if (v.includes('office') || v.includes('study')) return 'office';
  return null;
}

/**
 * Floor area from the photo's geometry: the scene parser's floor share is laid out as a band at the
 * bottom of the frame and projected onto the floor plane through a pinhole camera at eye level, with the
 * horizon where the engine found the vanishing point. Then scaled up for the floor the photo cannot see.
 */
export function estimateFloorArea({
  analysis,
  roomType,
}: {
  analysis: Pick<RoomAnalysis, 'width' | 'height' | 'regions' | 'lines'>;
  roomType: CostRoomType;
}): FloorAreaEstimate {
  const fallback = roomDefaults[roomType] ?? roomDefaults['living-room']!;
  const defaultM2 = round1(fallback.areaSqFt / SQFT_PER_M2);
  const byDefault = (why: string): FloorAreaEstimate => ({
    value: defaultM2,
    low: round1(defaultM2 * 0.5),
    high: round1(defaultM2 * 2),
    unit: 'm2',
    method: 'room-type-default',
    explanation: `${why} The cost guides' typical ${roomType.replace('-', ' ')} (${fallback.what}) is used; correct it if you know the size.`,
  });
  const { width: W, height: H } = analysis;
  const floorShare = analysis.regions.floor.share;
  if (floorShare < 0.04) return byDefault('Too little floor is visible in the photo to measure it.');
  const { heightM, horizontalFovDeg, maxDepthM, bareFloorShare } = photoCamera;
  const f = W / 2 / Math.tan(((horizontalFovDeg / 2) * Math.PI) / 180);
  const horizonRow = Math.min(Math.max(analysis.lines.horizonY, 0.2), 0.8) * H;
  const bottom = H - horizonRow;
  // d: pixels below the horizon; the far edge of the floor band, no further than maxDepth away.
  const nearest = (heightM * f) / maxDepthM;
  const top = Math.max(bottom - floorShare * H, nearest);
  if (top >= bottom) return byDefault('The floor in the photo sits too close to the horizon to measure.');
  // Area of the band on the floor plane: integral of (W * h / d) * (h * f / d^2) dd from top to bottom.
  const visibleM2 = ((W * heightM * heightM * f) / 2) * (1 / (top * top) - 1 / (bottom * bottom));
  // The floor between the camera and the bottom of the frame is not in the photo: a wedge from the camera.
  const nearDepth = (heightM * f) / bottom;
  const nearWidth = (W * heightM) / bottom;
  const roomM2 = (visibleM2 + (nearDepth * nearWidth) / 2) / bareFloorShare;
  const value = round1(Math.min(Math.max(roomM2, defaultM2 * 0.4), defaultM2 * 2.5));
  const clamped = value !== round1(roomM2);
  return {
    value,
    low: round1(value * 0.6),
    high: round1(value * 1.6),
    unit: 'm2',
    method: 'photo-geometry',
    explanation:
      `Measured from the photo: ${Math.round(floorShare * 100)} % of it is floor, seen from about ` +
      `${heightM} m up with a ${horizontalFovDeg}° lens, plus the floor between you and the bottom of the ` +
      `photo and what furniture hides. Expect -40 % to +60 %; correct it if you know the size.` +
      (clamped ? ' Kept within 0.4 to 2.5 times a typical room of this type.' : ''),
  };
}

/** What a detected object is, as a scope item kind (null: no sourced unit cost prices it). */
function scopeKindOf(name: string): string | null {
  const n = name.toLowerCase();
  if (/refrigerator|fridge/.test(n)) return 'appliance';
  if (/oven|range|stove|cooktop|microwave|dishwasher|hood/.test(n)) return 'appliance';
  if (/toilet|bathtub|\btub\b|shower|sink|faucet/.test(n)) return 'plumbing-fixture';
  if (/lamp|light|chandelier|pendant|sconce/.test(n)) return 'lighting';
  if (/window/.test(n)) return 'window';
  if (/door/.test(n)) return 'interior-door';
  if (/cabinet/.test(n)) return 'cabinets';
  if (/counter/.test(n)) return 'countertops';
  if (/couch|sofa/.test(n)) return 'furniture';
  if (/medicine/.test(n)) return 'medicine-cabinet';
  return null;
}

/** The scope item a detected object asks for, when it is replaced (null: not priceable). */
function itemForObject(name: string, roomType: CostRoomType, quantity: number): ScopeItem | null {
  const n = name.toLowerCase();
  if (/refrigerator|fridge/.test(n)) return { kind: 'appliance', appliance: 'refrigerator', quantity };
  if (/microwave/.test(n)) return { kind: 'appliance', appliance: 'built-in-microwave', quantity };
  if (/dishwasher/.test(n)) return { kind: 'appliance', appliance: 'dishwasher', quantity };
  if (/hood/.test(n)) return { kind: 'appliance', appliance: 'range-hood', quantity };
  if (/oven|range|stove|cooktop/.test(n)) return { kind: 'appliance', appliance: 'range', quantity };
  if (/toilet/.test(n)) return { kind: 'plumbing-fixture', fixture: 'toilet', quantity };
  if (/bathtub|\btub\b/.test(n)) return { kind: 'plumbing-fixture', fixture: 'bathtub', quantity };
  if (/shower/.test(n)) return { kind: 'plumbing-fixture', fixture: 'shower', quantity };
  if (/sink/.test(n))
    return roomType === 'kitchen'
      ? { kind: 'plumbing-fixture', fixture: 'kitchen-sink', quantity }
      : { kind: 'plumbing-fixture', fixture: 'faucet', quantity };
  if (/lamp|light|chandelier|pendant|sconce/.test(n))
    return { kind: 'lighting', fixture: 'replace-fixture', quantity };
  if (/window/.test(n)) return { kind: 'window', material: 'vinyl', quantity };
  if (/door/.test(n)) return { kind: 'interior-door', quantity };
  if (/couch|sofa/.test(n)) return { kind: 'furniture', item: 'sofa', quantity };
  if (/medicine/.test(n)) return { kind: 'medicine-cabinet', mount: 'surface', quantity };
  return null;
}

const surfaceNames = ['wall', 'floor', 'ceiling', 'cabinet', 'textile'] as const;

/** Detector objects plus the scene parser's surfaces, as the page lists them. */
export function identifiedObjectsOf(analysis: Pick<RoomAnalysis, 'objects' | 'regions'>): IdentifiedObject[] {
  const detected: IdentifiedObject[] = analysis.objects.map((object) => ({
    objectName: object.objectName,
    category: object.category,
    confidence: round2(object.confidence),
    share: null,
    box: object.box,
    source: 'detector',
    scopeKind: scopeKindOf(object.objectName),
  }));
  const surfaces: IdentifiedObject[] = [];
  for (const name of surfaceNames) {
    const region = analysis.regions[name];
    if (!region || region.share < 0.02) continue;
    surfaces.push({
      objectName: name === 'cabinet' ? 'cabinets' : name,
      category: 'surface',
      confidence: null,
      share: round2(region.share),
      box: null,
      source: 'scene-parser',
      scopeKind:
        { wall: 'paint-walls', floor: 'flooring', ceiling: 'paint-ceiling', cabinet: 'cabinets' }[
          name as 'wall'
        ] ?? null,
    });
  }
  return [...surfaces, ...detected];
}

const countByName = (objects: Pick<RoomAnalysis, 'objects'>['objects'], minConfidence = 0.25) => {
  const counts = new Map<string, number>();
  for (const object of objects) {
    if (object.confidence < minConfidence) continue;
    counts.set(object.objectName, (counts.get(object.objectName) ?? 0) + 1);
  }
  return counts;
};

/** CIE76 distance between two hex colours (null when either is unknown). */
export function colourDistance(a: string | null | undefined, b: string | null | undefined): number | null {
  if (!a || !b) return null;
  const [l1, a1, b1] = hexToLab(a);
  const [l2, a2, b2] = hexToLab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

/** A surface counts as changed when its mean colour moved this far (a clearly visible difference). */
const changedColourDistance = 12;

/** What a design changes compared with its source photo: repainted or re-laid surfaces, added objects. */
export function diffDesign({
  original,
  design,
}: {
  original: Pick<RoomAnalysis, 'objects' | 'regions'>;
  design: Pick<RoomAnalysis, 'objects' | 'regions'>;
}): DesignChange[] {
  const changes: DesignChange[] = [];
  const surface = (
    name: 'wall' | 'floor' | 'ceiling' | 'cabinet',
    change: DesignChange['change'],
    what: string,
  ) => {
    const before = original.regions[name];
    const after = design.regions[name];
    if (!before || !after || before.share < 0.02 || after.share < 0.02) return;
    const distance = colourDistance(before.hex, after.hex);
    if (distance !== null && distance >= changedColourDistance)
      changes.push({
        surface: name,
        change,
        summary: `${what} (${before.hex} -> ${after.hex}, colour difference ${Math.round(distance)})`,
      });
  };
  surface('wall', 'repainted', 'Walls repainted');
  surface('floor', 'relaid', 'Floor re-laid');
  surface('ceiling', 'repainted', 'Ceiling repainted');
  surface('cabinet', 'refinished', 'Cabinets refinished');
  const before = countByName(original.objects);
  const after = countByName(design.objects);
  for (const [name, count] of after) {
    const extra = count - (before.get(name) ?? 0);
    if (extra > 0) changes.push({ surface: name, change: 'added', summary: `${extra} ${name} added` });
  }
  for (const [name, count] of before) {
    const fewer = count - (after.get(name) ?? 0);
    if (fewer > 0) changes.push({ surface: name, change: 'removed', summary: `${fewer} ${name} removed` });
  }
  return changes;
}

const defaultFlooring = (roomType: CostRoomType) =>
  roomType === 'kitchen' || roomType === 'bathroom' ? 'ceramic-tile' : 'luxury-vinyl-plank';

/**
 * The scope a photo suggests. A plain photo: a refresh of what is there (paint, floor, the fixtures seen),
 * the rest listed but off. A design: only what the design changes is on; the rest is listed, off.
 */
export function suggestScope({
  roomType,
  analysis,
  changes,
}: {
  roomType: CostRoomType;
  analysis: Pick<RoomAnalysis, 'objects' | 'regions'>;
  /** Null for a plain photo; the design's changes otherwise. */
  changes: DesignChange[] | null;
}): { suggestedScope: SuggestedScopeItem[]; unpriced: string[] } {
  const isDesign = changes !== null;
  const changed = (surface: string, change?: DesignChange['change']) =>
    changes?.some((c) => c.surface === surface && (!change || c.change === change)) ?? false;
  const scope: SuggestedScopeItem[] = [];
  const unchanged = 'Unchanged in the design: switch on to price it anyway.';
  const add = (item: ScopeItem, included: boolean, reason: string) => scope.push({ item, included, reason });

  const walls = analysis.regions.wall.share;
  add(
    { kind: 'paint-walls' },
    isDesign ? changed('wall') : walls >= 0.1,
    isDesign
      ? changed('wall')
        ? 'The design repaints the walls.'
        : unchanged
      : `Walls cover ${Math.round(walls * 100)} % of the photo.`,
  );
  add(
    { kind: 'paint-ceiling' },
    isDesign && changed('ceiling'),
    isDesign && changed('ceiling')
      ? 'The design repaints the ceiling.'
      : 'Switch on to repaint the ceiling too.',
  );
  add(
    { kind: 'flooring', material: defaultFlooring(roomType) },
    isDesign ? changed('floor') : analysis.regions.floor.share >= 0.04,
    isDesign
      ? changed('floor')
        ? 'The design re-lays the floor; pick the material.'
        : unchanged
      : 'New flooring over the floor area; pick the material.',
  );
  const cabinets = (analysis.regions.cabinet?.share ?? 0) >= 0.03 || roomType === 'kitchen';
  if (cabinets) {
    add(
      { kind: 'cabinets', action: 'reface' },
      isDesign ? changed('cabinet') : roomType === 'kitchen',
      isDesign && changed('cabinet')
        ? 'The design changes the cabinet fronts.'
        : isDesign
          ? unchanged
          : 'Cabinets seen in the photo: refacing keeps the boxes; choose replace for new ones.',
    );
    if (roomType === 'kitchen')
      add(
        { kind: 'countertops', material: 'quartz' },
        !isDesign,
        isDesign ? unchanged : 'Countertops on the cabinets; pick the material.',
      );
  }

  const unpriced: string[] = [];
  const counts = countByName(analysis.objects);
  for (const [name, count] of counts) {
    const item = itemForObject(name, roomType, count);
    if (!item) {
      unpriced.push(name);
      continue;
    }
    const added = changed(name, 'added');
    const isFurniture = item.kind === 'furniture';
    add(
      item,
      isDesign ? added : !isFurniture,
      isDesign
        ? added
          ? `The design adds ${name}.`
          : unchanged
        : isFurniture
          ? `${count} ${name} seen: switch on to price a new one.`
          : `${count} ${name} seen in the photo: replaced with a new one.`,
    );
  }
  // Added objects the original had none of are already counted above (the design's own analysis).
  const seen = new Set(scope.map((s) => s.item.kind));
  if (!seen.has('window'))
    add(
      { kind: 'window', material: 'vinyl', quantity: 1 },
      false,
      'Windows are not detected offline: set the count.',
    );
  if (!seen.has('interior-door'))
    add({ kind: 'interior-door', quantity: 1 }, false, 'Doors are not detected offline: set the count.');
  if (!seen.has('lighting'))
    add(
      { kind: 'lighting', fixture: 'replace-fixture', quantity: 1 },
      false,
      'Switch on to replace light fixtures.',
    );
  add({ kind: 'baseboard' }, false, 'New baseboard around the room.');
  add({ kind: 'demolition' }, false, 'Tear-out before the work.');
  add({ kind: 'permits' }, false, 'Building permits, where the work needs them.');
  return { suggestedScope: scope, unpriced: [...new Set(unpriced)] };
}

/** The whole answer of GET /api/rooms/:id/objects, from one or two analyses. */
export function buildRoomObjects({
  roomImageId,
  storedRoomType,
  analysis,
  originalAnalysis,
}: {
  roomImageId: string;
  storedRoomType: string | null;
  /** Analysis of the image shown: the design's render, or the photo itself. */
  analysis: RoomAnalysis;
  /** For a design: analysis of the photo it was made from. */
  originalAnalysis: RoomAnalysis | null;
}): RoomObjectsResponse {
  const fromRoom = toCostRoomType(storedRoomType);
  const fromPhoto = toCostRoomType(analysis.roomTypeGuess?.value);
  const roomType = fromRoom ?? fromPhoto ?? 'living-room';
  const changes = originalAnalysis ? diffDesign({ original: originalAnalysis, design: analysis }) : null;
  // The floor is measured on the source photo: a render keeps the room's geometry.
  const floorArea = estimateFloorArea({ analysis: originalAnalysis ?? analysis, roomType });
  const { suggestedScope, unpriced } = suggestScope({ roomType, analysis, changes });
  return {
    roomImageId,
    isDesign: originalAnalysis !== null,
    roomType,
    roomTypeSource: fromRoom ? 'room' : fromPhoto ? 'photo' : 'default',
    objects: identifiedObjectsOf(analysis),
    floorArea,
    designChanges: changes ?? [],
    suggestedScope,
    unpriced,
    engine: analysis.model,
  };
}

function hexToLab(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const r = channel((value >> 16) & 255);
  const g = channel((value >> 8) & 255);
  const b = channel(value & 255);
  const x = (r * 0.4124 + g * 0.3576 + b * 0.1805) / 0.95047;
  const y = r * 0.2126 + g * 0.7152 + b * 0.0722;
  const z = (r * 0.0193 + g * 0.1192 + b * 0.9505) / 1.08883;
  const fn = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((t * 24389) / 27 + 16) / 116);
  const [fx, fy, fz] = [fn(x), fn(y), fn(z)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
