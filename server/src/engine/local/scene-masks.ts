import { growBlob, neighbour4 } from '../image/grid';
import { photoRegions, protectObjectRegions, voteWithinRegions } from './photo-regions';
import type { DetectedObject } from '../design-engine.port';
import { imageToLab, isShadeOf, labDistance, labOfImage, medianLab, type LabImage } from '../image/color';
import { boxBlur, localMeans, maxFilter, sampleBilinear, softBlur, upsample } from '../image/filters';
import type { FloatMap, RgbImage } from '../image/raster';
import { resizeRgb } from '../image/raster';
import { canvasBorder } from './canvas-border';
import { completePictures } from './picture-outline';
import { straightenCeilingLine } from './ceiling-line';
import { cutClutterFromFabrics } from './fabric-clutter';
import { takeFurnitureFromSeats } from './furniture-in-seats';
import { protectNeighbours } from './neighbour-houses';
import { snapToEdgeLines } from './snap-to-lines';
import { takeMixedEdgePixels } from './mixed-edges';
import { findEdgeLines, type EdgeLine } from './edge-lines';
import type { Cv } from '../image/opencv';
import { sceneClasses, type SceneClass, type SceneParse } from './scene-parser';
import { surfaceLabels, type Region, type SurfaceMap } from './surfaces';
import { straightenDoorSides } from './door-sides';
import { blindsToWindow } from './window-blinds';
import { wallIslandsToThings } from './wall-islands';

/** Surfaces a render may change; everything else in the photo is protected. */
export type Paintable =
  'wall' | 'floor' | 'ceiling' | 'textile' | 'cabinet' | 'facade' | 'roof' | 'lawn' | 'paving' | 'door';

/**
 * The parser has no roof class: roofs are part of its 'building'. The roof pixels found above a
 * facade get this label of their own (outside the parser's 0..31).
 */
export const roofLabel = 32;

/**
 * An object with a busy inside (a picture, tiles, blinds, a view through a doorway) found inside what
 * the parser called wall: protected, and a label of its own (outside the parser's 0..31).
 */
export const busyLabel = 33;

/**
 * The canvas round the photo (a border, a rotated photo's filled corners): not the room, never painted,
 * and a label of its own (outside the parser's 0..31).
 */
export const canvasLabel = 34;

/** A neighbour's house beside the owner's (see neighbour-houses.ts): protected, a label of its own. */
export const neighbourLabel = 35;

/**
 * A part of the building unlike its facade (a wooden soffit, a garage door, a stone porch): kept as it
 * is, a label of its own (see keepOddFacadeParts).
 */
export const oddFacadeLabel = 36;

const groups: Record<Paintable, readonly SceneClass[]> = {
  wall: ['wall'],
  floor: ['floor'],
  ceiling: ['ceiling'],
  textile: ['sofa', 'bed', 'armchair', 'curtain', 'rug'],
  cabinet: ['cabinet'],
  facade: ['building', 'house'],
  lawn: ['grass', 'field'],
  // Roads are not the owner's to re-lay; paths, patios and decks are.
  paving: ['sidewalk', 'floor'],
  roof: [],
  // Outdoors only (a front or garage door); indoors doors are protected, never restyled.
  door: ['door'],
};

/**
 * Classes the parser confuses on one plain surface (see voteWithinRegions). Doors, windows, pictures
 * and mirrors are not among them: their colour can match the wall's and they must never be painted.
 */
const mergeableClasses = new Set<number>(
  (['wall', 'ceiling', 'floor', 'cabinet', 'bed', 'sofa', 'armchair', 'curtain', 'rug'] as const).map(
    (c) => sceneClasses[c],
  ),
);

/** Pictures and mirrors: rectangles whose outline completes a partly seen one (see picture-outline.ts). */
const pictureClasses = new Set<number>([sceneClasses.painting, sceneClasses.mirror]);
/** What a picture's completed outline takes over inside it. */
const pictureTakes = new Set<number>([sceneClasses.wall, sceneClasses.ceiling, sceneClasses.other]);

/** Objects on or in a wall that are never painted (see protectObjectRegions). */
const protectedObjectClasses = new Set<number>(
  (['painting', 'mirror', 'windowpane', 'door'] as const).map((c) => sceneClasses[c]),
);

/**
 * Plain surfaces, whose blended edge pixels take their paint or material (see mixed-edges.ts); fabrics
 * and fronts are textured and recoloured, so a hole in their mask holds blends of the weave itself.
 */
const planes = new Set<Paintable>(['wall', 'ceiling', 'floor', 'facade', 'paving']);

/** The label ids of a paintable group (the roof has its own id outside the parser's classes). */
function groupIds(surface: Paintable): Set<number> {
  const ids = new Set<number>(groups[surface].map((c) => sceneClasses[c]));
  if (surface === 'roof') ids.add(roofLabel);
  return ids;
}

/**
 * COCO objects the parser does not know and tends to call wall (a fridge, a TV, a clock, a lamp's shade):
 * their boxes are cut out of the paintable surfaces wherever the pixels differ from the surface's colour.
 */
const foreignObjects = new Set([
  'refrigerator',
  'tv',
  'clock',
  'oven',
  'microwave',
  'sink',
  'potted plant',
  'vase',
  'person',
  'laptop',
  'book',
  'bottle',
  'cup',
  'toaster',
  'teddy bear',
]);

/** Objects whose detected box is the object (a fridge, a TV): cut whole out of a wall or the units. */
const wholeBoxes = new Set(['refrigerator', 'tv', 'oven', 'microwave', 'clock']);

/** Appliances the detector finds whole: never recoloured with the cabinet fronts round them. */
const appliances = new Set(['refrigerator', 'oven', 'microwave', 'tv']);

/** Per-pixel surfaces of one photo at the parser's resolution, and full-size soft masks on demand. */
export interface SceneMasks {
  side: number;
  /** The parser's labels after fusion with the detector and the colour check (parseSide squared). */
  labels: Uint8Array;
  /**
   * The labels before things lying on sofas, beds and rugs were cut out of them (see fabric-clutter.ts):
   * what lies behind those things, for filling where they are removed.
   */
  behind: Uint8Array;
  /** Fraction of the photo each paintable surface covers. */
  share: Record<Paintable, number>;
  /** Soft full-size mask snapped to the photo's edges (cached). */
  mask(surface: Paintable): FloatMap;
  exterior: boolean;
}

export function buildSceneMasks(
  parse: SceneParse,
  image: RgbImage,
  small: RgbImage,
  objects: DetectedObject[],
  /**
   * OpenCV, to find the photo's straight edges that mask borders end on (edge-lines.ts). Without it
   * (tests of other steps on drawn images) the borders stay where the growth put them.
   */
  cv: Cv | null = null,
): SceneMasks {
  const { side } = parse;
  const labels = new Uint8Array(parse.labels);
  // First, so no colour statistic below is taken over the border's flat fill.
  const canvas = canvasBorder(image);
  if (canvas) markCanvas(labels, side, canvas, image.width, image.height);
  const lab = imageToLab(small);
  // Before the votes below: a blind the parser calls curtain is a window, and votes as one.
  blindsToWindow(labels, lab, side);
  const { region, count: regionCount } = photoRegions(lab, 400, 40);
  voteWithinRegions(labels, side, region, regionCount, mergeableClasses);
  protectObjectRegions(labels, side, region, regionCount, protectedObjectClasses, mergeableClasses);
  cutForeignObjects(labels, lab, side, objects, sceneClasses.wall, foreignObjects, 14);
  // A fridge or an oven beside the units is often called cabinet: its doors are not cabinet fronts.
  cutForeignObjects(labels, lab, side, objects, sceneClasses.cabinet, appliances, 14);
  cutOddPixels(labels, lab, side, sceneClasses.wall);
  cutOddPixels(labels, lab, side, sceneClasses.building);
  resolveWallCeiling(labels, lab, side);
  straightenCeilingLine(labels, side, sceneClasses.wall, sceneClasses.ceiling);
  absorbSoftIslands(labels, lab, side, image.width / image.height);
  completeDoors(labels, lab, side);
  straightenDoorSides(labels, lab, side);
  protectViews(labels, side);
  protectThroughWindows(labels, lab, side);
  // After the views too: a completed picture can close off a strip of wall beside it.
  const snapped = completePictures(
    labels,
    lab,
    side,
    pictureClasses,
    pictureTakes,
    sceneClasses.wall,
    region,
    regionCount,
  );
  // After the views: a protected picture must not cut a strip of wall off and make it look like a view.
  protectBusyPatches(labels, lab, side, sceneClasses.wall, region, regionCount);
  protectOpeningInteriors(labels, side);
  // Last of the wall's own checks: the cuts above can cut a piece of a thing off from the wall.
  wallIslandsToThings(labels, lab, side);
  keepFabricsInsideThings(labels, side);
  cutWater(labels, lab);
  const n = side * side;
  const count = (classes: readonly SceneClass[]) => {
    const perLabel = labelCounts(labels);
    return classes.reduce((k, c) => k + perLabel[sceneClasses[c]]!, 0) / n;
  };
  const outdoor = count(['sky', 'building', 'house', 'grass', 'tree', 'road', 'sidewalk', 'field']);
  const indoor = count(['wall', 'ceiling', 'bed', 'sofa', 'cabinet', 'curtain', 'rug', 'armchair']);
  const exterior = count(['grass', 'field']) + count(['sky']) > 0.04 && outdoor > indoor;
  let behind = labels;
  if (exterior) {
    splitRoof(labels, lab, side);
    // After the roof is split off: a neighbour's roof goes with its house.
    protectNeighbours(labels, side, new Set([...groupIds('facade'), roofLabel]), neighbourLabel);
    keepOddFacadeParts(labels, lab, side, region, regionCount);
  } else {
    // Objects standing on the floor (a pot, a chair's seat, a bag) and rugs the parser calls floor are
    // not re-laid: the new floor goes under them.
    splitRug(labels, lab, side);
    cutForeignObjects(labels, lab, side, objects, sceneClasses.floor, onTheFloor, 12);
    behind = new Uint8Array(labels);
    // What lies on a sofa, a bed or a rug (a bag, clothes, a cat) is kept, not recoloured with it.
    for (const cls of groups.textile)
      cutForeignObjects(labels, lab, side, objects, sceneClasses[cls], onAFabric, 14);
    takeFurnitureFromSeats(labels, lab, side);
    cutClutterFromFabrics(labels, lab, side, region, regionCount);
  }
  const perLabel = labelCounts(labels);
  const share = Object.fromEntries(
    (Object.keys(groups) as Paintable[]).map((g) => {
      let k = 0;
      for (const id of groupIds(g)) k += perLabel[id]!;
      return [g, k / n];
    }),
  ) as Record<Paintable, number>;
  const cache = new Map<Paintable, FloatMap>();
  let smooth: SmoothLab | null = null;
  const photo = () => {
    if (!smooth) {
      const full = labOfImage(image);
      const blur = (plane: Float32Array) => boxBlur(plane, image.width, image.height, 1);
      smooth = { L: blur(full.L), a: blur(full.a), b: blur(full.b) };
    }
    return smooth;
  };
  let edgeLines: readonly EdgeLine[] | null = null;
  // Found on first use, on the Lab copy above: analysis never asks for a full-size mask.
  const lines = () =>
    (edgeLines ??= cv
      ? findEdgeLines(cv, lab, { width: image.width, height: image.height, ...photo() })
      : []);
  const kindOf = (surface: Paintable): SurfaceKind => ({
    keepsShadows: surface === 'wall' && !exterior,
    takesMargins: planes.has(surface),
    closesGaps: surface === 'textile',
  });
  const labelAtPixel = (i: number) => labels[cellOf(i, image.width, image.height, side)]!;
  return {
    side,
    labels,
    behind,
    share,
    exterior,
    mask(surface) {
      let mask = cache.get(surface);
      if (!mask) {
        const refined = refinedMask(
          labels,
          side,
          groupIds(surface),
          image,
          photo,
          snapped,
          lines(),
          kindOf(surface),
        );
        mask = refined.map;
        // Last, once the mask's border is settled: the photo's blended edge pixels (see mixed-edges.ts).
        const finish = (map: FloatMap, mayTake: (i: number) => boolean, beside?: FloatMap) => {
          takeMixedEdgePixels(
            map.data,
            image.width,
            image.height,
            photo(),
            (j) => mayTake(j) && !(beside && beside.data[j]! >= 0.5),
            (j) => !paintableIds.has(labelAtPixel(j)),
          );
          if (canvas) cutCanvas(map.data, canvas);
        };
        cache.set(surface, mask);
        if (!exterior && (surface === 'wall' || surface === 'ceiling')) {
          // Wall and ceiling meet on one clean line: both masks are cut along it together.
          const other = surface === 'wall' ? 'ceiling' : 'wall';
          const refinedPair = refinedMask(
            labels,
            side,
            groupIds(other),
            image,
            photo,
            snapped,
            lines(),
            kindOf(other),
          );
          const pair = refinedPair.map;
          if (canvas) {
            cutCanvas(mask.data, canvas);
            cutCanvas(pair.data, canvas);
          }
          const [wall, ceiling] = surface === 'wall' ? [mask, pair] : [pair, mask];
          const wallShade = (surface === 'wall' ? refined : refinedPair).shade;
          const wallIds = groupIds('wall');
          const ceilingIds = groupIds('ceiling');
          const parsed = (i: number) => {
            const label = labelAtPixel(i);
            return wallIds.has(label) ? 'wall' : ceilingIds.has(label) ? 'ceiling' : 'other';
          };
          cutAtCeilingLine(wall.data, ceiling.data, image.width, image.height, photo().L, parsed);
          // The wall's shadows join after the cut: a beam's face in shade, taken into the wall, would move
          // the corner's line.
          if (wallShade) {
            addShade(wall.data, wallShade, ceiling.data);
            if (canvas) cutCanvas(wall.data, canvas);
          }
          finish(wall, (surface === 'wall' ? refined : refinedPair).mayTake, ceiling);
          finish(ceiling, (surface === 'wall' ? refinedPair : refined).mayTake, wall);
          cache.set(other, pair);
        } else if (planes.has(surface)) finish(mask, refined.mayTake);
        else if (canvas) cutCanvas(mask.data, canvas);
      }
      return mask;
    },
  };
}

/** The parser's cell (`side` x `side` grid, the photo stretched to a square) under pixel i of the photo. */
function cellOf(i: number, width: number, height: number, side: number): number {
  const x = i % width;
  const y = (i - x) / width;
  return Math.floor((y * side) / height) * side + Math.floor((x * side) / width);
}

/** Adds a surface's pixels in shade (see `inShadeOf`) to its mask, except where `other` holds them. */
function addShade(mask: Float32Array, shade: Uint8Array, other: Float32Array) {
  for (let i = 0; i < shade.length; i++) if (shade[i] && other[i]! < 0.5) mask[i] = 1;
}

/** How many cells hold each label. */
function labelCounts(labels: Uint8Array): Uint32Array {
  const counts = new Uint32Array(256);
  for (let i = 0; i < labels.length; i++) counts[labels[i]!]!++;
  return counts;
}

/**
 * Parser cells that are mostly canvas (sampled at 3 x 3 points of the full-size photo within the cell)
 * take the canvas label, so shares, colour checks and growth never count the border as a surface.
 */
function markCanvas(labels: Uint8Array, side: number, canvas: Uint8Array, width: number, height: number) {
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      let k = 0;
      for (let sy = 0; sy < 3; sy++) {
        const py = Math.min(height - 1, Math.floor(((y + (sy + 0.5) / 3) * height) / side));
        for (let sx = 0; sx < 3; sx++) {
          const px = Math.min(width - 1, Math.floor(((x + (sx + 0.5) / 3) * width) / side));
          k += canvas[py * width + px]!;
        }
      }
      if (k >= 5) labels[y * side + x] = canvasLabel;
    }
  }
}

/** A full-size mask keeps nothing on the canvas (the parser's cells straddle its straight edge). */
function cutCanvas(mask: Float32Array, canvas: Uint8Array) {
  for (let i = 0; i < mask.length; i++) if (canvas[i]) mask[i] = 0;
}

/** How a surface's mask is grown (see refinedMask). */
interface SurfaceKind {
  /**
   * Whether the surface's own pixels in a cast shadow stay when the growth did not reach them (walls
   * indoors: a radiator's or a window frame's shadow; the paint keeps the shadow's darkness).
   */
  keepsShadows: boolean;
  /**
   * Planes: whether it takes back a fabric's label margin (see fabricIds), and a window's or a door's
   * along the edge line that bounds it (see refinedMask's snapping).
   */
  takesMargins: boolean;
  /** Whether narrow gaps in the mask inside its own label are closed (fabrics: see closeGapsInLabel). */
  closesGaps: boolean;
}

/** Each class's median colour over the surface's sure inside (a sample of its pixels). */
function usualColours(
  ids: ReadonlySet<number>,
  inside: Uint8Array,
  photo: SmoothLab,
  classAt: (i: number) => number,
): Map<number, [number, number, number]> {
  const samples = new Map<number, number[]>();
  for (let i = 0; i < inside.length; i += 5) {
    if (!inside[i]) continue;
    const cls = classAt(i);
    if (!ids.has(cls)) continue;
    let list = samples.get(cls);
    if (!list) samples.set(cls, (list = []));
    list.push(i);
  }
  const usual = new Map<number, [number, number, number]>();
  for (const [cls, pixels] of samples) usual.set(cls, medianLab(photo, pixels));
  return usual;
}

/**
 * Closes the mask's narrow gaps (up to about twice `radius` across) inside the surface's own label: a
 * sofa's back cushions lit from the window above are lighter and bluer than the rest of the sofa, the
 * growth stops short of their tops in a ragged line, and the pixels between the peaks were left neither
 * recoloured nor painted, as pale blotches along the sofa's top. A closing (dilate, then erode) fills
 * such bays and leaves straight borders where they are; only the label's pixels near the fabric's colour
 * join, so what was cut from it (a bag on the seat) and things in a bay of it stay out.
 */
function closeGapsInLabel(
  out: Float32Array,
  label: Float32Array,
  width: number,
  height: number,
  radius: number,
  fits: (i: number) => boolean,
) {
  const grown = boxBlur(out, width, height, radius);
  for (let i = 0; i < grown.length; i++) grown[i] = grown[i]! > 1e-4 ? 1 : 0;
  const closed = boxBlur(grown, width, height, radius);
  for (let i = 0; i < out.length; i++)
    if (!out[i] && label[i]! > 0.5 && closed[i]! > 0.9999 && fits(i)) out[i] = 1;
}

/**
 * One group's mask at full size, its border refined on the photo itself. The parser's borders are a few
 * pixels to a few dozen off; in a band round them each pixel is decided by the photo: the surface grows
 * from its sure inside over neighbouring pixels while the colour steps are small and stay near the
 * surface's own colour (so it stops at the photo's edges: a frame, a window's reveal, a sofa's outline),
 * and never into another paintable surface (wall and ceiling keep the line resolved between them).
 * Pixels the parser gave the surface but that neither grow from it nor look like it are dropped.
 */
function refinedMask(
  labels: Uint8Array,
  side: number,
  ids: ReadonlySet<number>,
  image: RgbImage,
  photo: () => SmoothLab,
  snapped: Uint8Array,
  edgeLines: readonly EdgeLine[],
  kind: SurfaceKind,
): {
  map: FloatMap;
  shade: Uint8Array | null;
  /**
   * Whether the surface may take a blended edge pixel (mixed-edges.ts): its own label's, one open to
   * growth, or one in a guarded thing's margin (a blurred plant's or rope's edge against the wall). Not
   * in a picture's or a mirror's margin: a canvas's edge is often the wall's own colour, and the label a
   * cell past it is the picture's, by the spill measure.
   */
  mayTake: (i: number) => boolean;
} {
  const { width, height } = image;
  const n = width * height;
  const low = new Float32Array(side * side);
  const open = new Float32Array(side * side);
  const guarded = new Float32Array(side * side);
  let any = false;
  let anyGuarded = false;
  for (let i = 0; i < low.length; i++) {
    const label = labels[i]!;
    if (ids.has(label)) {
      low[i] = 1;
      any = true;
    } else if (neverGrownInto.has(label)) {
      if (haloed.has(label) && !snapped[i]) {
        guarded[i] = 1;
        anyGuarded = true;
      }
    } else if (kind.takesMargins && fabricIds.has(label)) {
      guarded[i] = 1;
      anyGuarded = true;
    } else if (!paintableIds.has(label)) open[i] = 1;
  }
  if (!any) return { map: { width, height, data: new Float32Array(n) }, shade: null, mayTake: () => false };
  const up = upsample(low, side, side, width, height);
  const growable = upsample(open, side, side, width, height);
  const radius = Math.max(4, Math.round(width / 80));
  const near = boxBlur(up, width, height, radius);
  // The parser's label of a curtain or a plant runs a cell or two past its edge: never grown into, that
  // margin stays unpainted as a halo of the old colour round it. The surface may grow into such a label
  // only this close to its own (and only while the colour runs on smoothly, so it still stops at the
  // thing's edge): guarded pixels within about `rim` of the surface's label, bounded by a smooth line
  // (the label's border steps by whole parser cells; a margin cut along it would leave teeth). Both maps
  // are sampled only where the growth asks, at the parser's grid: most pixels never need them.
  const rim = Math.max(2, (2 * width) / side);
  const reachCells = Math.max(1, Math.round((rim * 2 * side * 2) / (width + height)));
  const reachGrid = boxBlur(low, side, side, reachCells);
  const inMargin = (j: number) => {
    const x = j % width;
    const y = (j - x) / width;
    return (
      sampleBilinear(guarded, side, side, width, height, x, y) > 0.5 &&
      sampleBilinear(reachGrid, side, side, width, height, x, y) > 0.25
    );
  };
  // 1 for pixels the growth reached through a margin.
  const viaMarginOf = new Uint8Array(n);
  const { L, a, b } = photo();
  // The surface's colour round each pixel, from its sure inside only.
  const inside = new Uint8Array(n);
  const parsed = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (up[i]! > 0.5) parsed[i] = 1;
    if (parsed[i] && near[i]! > 0.97) inside[i] = 1;
  }
  const local = localMeans(inside, [L, a, b], parsed, { width, height, radius: radius * 2 });
  const [mL, mA, mB] = local.means as [Float32Array, Float32Array, Float32Array];
  const out = new Float32Array(n);
  const state = new Uint8Array(n); // 0 undecided band, 1 in, 2 out
  const originL = new Float32Array(n);
  const originA = new Float32Array(n);
  const originB = new Float32Array(n);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) {
    if (inside[i]) {
      state[i] = 1;
      originL[i] = mL[i]!;
      originA[i] = mA[i]!;
      originB[i] = mB[i]!;
      queue[tail++] = i;
    } else if (near[i]! < 0.03) state[i] = 2;
  }
  while (head < tail) {
    const i = queue[head++]!;
    const x = i % width;
    const viaMargin = viaMarginOf[i] === 1;
    for (let k = 0; k < 4; k++) {
      const j = neighbour4(i, x, width, k);
      if (j < 0 || j >= n || state[j] !== 0) continue;
      let margin = 0;
      if (up[j]! > 0.5 || growable[j]! > 0.5) {
        // A margin is a dead end: never on through it into the thing's inside, nor past the thing.
        if (viaMargin) continue;
      } else if (anyGuarded && inMargin(j)) margin = viaMargin ? 2 : 1;
      else continue;
      const step = Math.abs(L[j]! - L[i]!) + Math.abs(a[j]! - a[i]!) + Math.abs(b[j]! - b[i]!);
      // A margin pixel is measured against the surface just where the growth entered the margin, with
      // lightness at full weight: over a few pixels the shading hardly changes, while a white door or
      // lampshade beside a shaded wall is lighter than it. (Scalars, not arrays: this runs for every
      // pixel's neighbours.)
      const entering = margin === 1;
      const oL = entering ? L[i]! : originL[i]!;
      const oA = entering ? a[i]! : originA[i]!;
      const oB = entering ? b[i]! : originB[i]!;
      const dA = a[j]! - oA;
      const dB = b[j]! - oB;
      if (margin > 0) {
        const dL = L[j]! - oL;
        if (step > marginStep || dL * dL + dA * dA + dB * dB > marginDrift * marginDrift) continue;
      } else {
        const dL = (L[j]! - oL) * 0.5;
        if (step > stepLimit || dL * dL + dA * dA + dB * dB > driftLimit * driftLimit) continue;
      }
      state[j] = 1;
      if (margin > 0) viaMarginOf[j] = 1;
      originL[j] = oL;
      originA[j] = oA;
      originB[j] = oB;
      queue[tail++] = j;
    }
  }
  const shade = kind.keepsShadows ? new Uint8Array(n) : null;
  for (let i = 0; i < n; i++) {
    if (state[i] === 1) out[i] = 1;
    else if (state[i] === 0 && local.found[i]) {
      // The parser's own pixels the growth did not reach (texture broke it): kept if they look like
      // the surface round them.
      const dL = (L[i]! - mL[i]!) * 0.5;
      const dA = a[i]! - mA[i]!;
      const dB = b[i]! - mB[i]!;
      if (dL * dL + dA * dA + dB * dB < keepLimit * keepLimit) out[i] = 1;
      // A coloured fabric's sides and folds turned from the light: its own colour in shade (a red
      // armchair's shaded flanks were left as a red rim round the recoloured seat). Only where the fabric
      // has colour to tell its shade by: in grey or white, black clutter and wooden rails look the same.
      else if (
        kind.closesGaps &&
        Math.hypot(mA[i]!, mB[i]!) >= minShadeChroma &&
        isShadeOf(L[i]!, a[i]!, b[i]!, mL[i]!, mA[i]!, mB[i]!, fabricShadeRatio, shadeTolerance)
      )
        out[i] = 1;
      else if (
        kind.keepsShadows &&
        softAt(L, i, width, n) &&
        inShadeOf(L[i]!, a[i]!, b[i]!, mL[i]!, mA[i]!, mB[i]!)
      )
        shade![i] = 1;
    }
  }
  fillSoftHoles(out, up, { L, a, b }, { labels, side }, width, height);
  const labelAt = (j: number) => labels[cellOf(j, width, height, side)]!;
  if (kind.closesGaps) {
    // Near the fabric's colour round it and its class's usual colour (the label may hold a black table
    // top whole, and the colour round it be the table's), its folds' light weighed little.
    const usual = usualColours(ids, inside, { L, a, b }, labelAt);
    const near = (i: number, l: number, aa: number, bb: number) => {
      const dL = (L[i]! - l) * 0.3;
      const dA = a[i]! - aa;
      const dB = b[i]! - bb;
      return dL * dL + dA * dA + dB * dB < foldDrift * foldDrift;
    };
    closeGapsInLabel(out, up, width, height, radius, (i) => {
      const own = usual.get(labelAt(i));
      return local.found[i] === 1 && !!own && near(i, mL[i]!, mA[i]!, mB[i]!) && near(i, ...own);
    });
  }
  // A window's or a door's label runs a cell or two past its casing onto the wall, and the wall in that
  // strip (often in the casing's shade) stayed as a ragged band of old colour beside it. Where an edge
  // line bounds the casing, the strip on the wall's side of it joins, within twice the margins' rim of
  // the wall's own label (a white casing's inner edge, further in, is never a border to reach).
  let openingReach: Float32Array | null = null;
  const nearOwn = (j: number) => {
    const x = j % width;
    const y = (j - x) / width;
    openingReach ??= boxBlur(low, side, side, 2 * reachCells);
    return sampleBilinear(openingReach, side, side, width, height, x, y) > 0.15;
  };
  snapToEdgeLines(
    out,
    width,
    height,
    edgeLines,
    { L, a, b },
    (j, across) =>
      up[j]! > 0.5 ||
      growable[j]! > 0.5 ||
      (paintableIds.has(labelAt(j)) && labelAt(j) === labelAt(across)) ||
      (kind.takesMargins && casedOpenings.has(labelAt(j)) && labelAt(j) === labelAt(across) && nearOwn(j)),
  );
  // Anti-aliased by a pixel: the border already lies on the photo's edge.
  return {
    map: { width, height, data: boxBlur(out, width, height, 1) },
    shade,
    mayTake: (j) =>
      up[j]! > 0.5 || growable[j]! > 0.5 || (anyGuarded && !pictureClasses.has(labelAt(j)) && inMargin(j)),
  };
}

/**
 * Closes the holes the growth left inside a surface where no edge bounds them: a patch of wall in
 * brighter light drifts too far from the colour round it for the growth to enter, and stays as a pale
 * blotch in the paint. A hole is closed when it is enclosed by the surface, small, and its rim steps
 * softly into the surface (a switch, a socket or a frame has an outline there and stays): if the parser
 * called it the surface, a soft rim is enough; if it called it something else (a lit patch of a
 * column taken for the kitchen units), only a rim with no edge at all. Busy patches stay protected.
 */
export function fillSoftHoles(
  out: Float32Array,
  parsed: Float32Array,
  photo: SmoothLab,
  grid: { labels: Uint8Array; side: number },
  width: number,
  height: number,
): void {
  const n = width * height;
  const maxArea = n * 0.004;
  const seen = new Uint8Array(n);
  const members = new Int32Array(n);
  const { labels, side } = grid;
  for (let start = 0; start < n; start++) {
    if (out[start]! > 0 || seen[start]) continue;
    seen[start] = 1;
    members[0] = start;
    let count = 1;
    let enclosed = true;
    let own = 0;
    let busy = 0;
    let rimSteps = 0;
    let rim = 0;
    // The group is taken whole even past the largest hole worth closing, so it is seen once.
    for (let head = 0; head < count; head++) {
      const i = members[head]!;
      const x = i % width;
      const y = (i - x) / width;
      if (parsed[i]! > 0.5) own++;
      if (labels[cellOf(i, width, height, side)] === busyLabel) busy++;
      if (x === 0 || x === width - 1 || y === 0 || y === height - 1) enclosed = false;
      for (let k = 0; k < 4; k++) {
        const j = neighbour4(i, x, width, k);
        if (j < 0 || j >= n) continue;
        if (out[j]! > 0) {
          rimSteps += colourStep(photo, i, j);
          rim++;
        } else if (!seen[j]) {
          seen[j] = 1;
          members[count++] = j;
        }
      }
    }
    if (!enclosed || count > maxArea || rim === 0 || busy > count * 0.5) continue;
    const softness = rimSteps / rim;
    if (softness > (own >= count * 0.9 ? softRim : noRim)) continue;
    for (let k = 0; k < count; k++) out[members[k]!] = 1;
  }
}

function colourStep(photo: SmoothLab, i: number, j: number): number {
  return (
    Math.abs(photo.L[i]! - photo.L[j]!) +
    Math.abs(photo.a[i]! - photo.a[j]!) +
    Math.abs(photo.b[i]! - photo.b[j]!)
  );
}

/**
 * The wall and ceiling masks, refined each on its own colour, meet on a ragged line where the two are
 * alike (a white ceiling over a pale wall): paint then climbs the ceiling in steps. The corner where they
 * meet is a straight line or a few (in perspective), with a lightness step across it. In every column
 * where the wall's top touches the ceiling, the line is found where the wall's top runs once ragged
 * steps narrower than a few percent of the width are taken out (running median), moved to the
 * strongest lightness step near it, and smoothed again; above it is ceiling, below it wall, with a
 * one-pixel ramp. Pixels near the line that neither surface holds (a lamp, a beam) are left alone.
 * Writes into both masks.
 */
export function cutAtCeilingLine(
  wall: Float32Array,
  ceiling: Float32Array,
  width: number,
  height: number,
  L: Float32Array,
  /**
   * What the parser called a pixel. Where the corner's tone shades softly from one surface to the other,
   * neither mask's growth reaches it (each stops where the colour has drifted from its own) and a ragged
   * strip of the old colour is left between the two paints: a strip between the wall's top and the
   * ceiling in which the parser's own corner lies makes the column a point of the corner, and the strip
   * goes to the side of the line it lies on. Pixels the parser calls something else (a lampshade the
   * ceiling's paint grew into) are left as they were. Without it (tests of the cut alone) no strip is
   * bridged and every pixel either mask holds is divided.
   */
  parsedAs: ((i: number) => 'wall' | 'ceiling' | 'other') | null = null,
): void {
  const band = Math.max(4, Math.round(height / 20));
  const top = new Float32Array(width).fill(-1);
  const gapTop = new Int32Array(width).fill(-1);
  for (let x = 0; x < width; x++) {
    let y = 0;
    while (y < height && wall[y * width + x]! <= 0.5) y++;
    if (y >= height * 0.8 || y < 2) continue;
    // The wall's top must touch the ceiling: some ceiling just above it, or a strip between the two
    // that the parser calls wall and then ceiling (its corner lies in the strip; a strip it calls wall
    // throughout is the slanting top of another wall beside the corner).
    let k = 1;
    let parserCorner = false;
    while (k < band && y - k > 0 && ceiling[(y - k) * width + x]! <= 0.5) {
      const label = parsedAs?.((y - k) * width + x);
      if (label === 'ceiling') parserCorner = true;
      else if (k > 4 && (label !== 'wall' || parserCorner)) break;
      k++;
    }
    if (ceiling[(y - k) * width + x]! <= 0.5 || (k > 5 && !parserCorner)) continue;
    top[x] = y;
    if (k > 1) gapTop[x] = y - k + 1;
  }
  const window = Math.max(5, Math.round(width / 12));
  const rough = runningMedian(top, window);
  const snapped = new Float32Array(width).fill(-1);
  for (let x = 0; x < width; x++) {
    const y0 = rough[x]!;
    if (y0 < 0) continue;
    let best = 1.5;
    let at = y0;
    for (let y = Math.max(2, Math.round(y0 - band)); y <= Math.min(height - 3, Math.round(y0 + band)); y++) {
      let step = 0;
      for (let dx = -2; dx <= 2; dx++) {
        const xx = Math.min(width - 1, Math.max(0, x + dx));
        step += Math.abs(L[(y + 2) * width + xx]! - L[(y - 2) * width + xx]!);
      }
      // A weak pull toward the rough line, so two equal steps resolve to the nearer one.
      step = step / 5 - Math.abs(y - y0) * 0.02;
      if (step > best) [best, at] = [step, y];
    }
    snapped[x] = at === y0 ? at : stepCentre(L, width, height, x, at);
  }
  const bridged = new Uint8Array(width);
  for (let x = 0; x < width; x++) if (gapTop[x]! >= 0 && top[x]! - gapTop[x]! > 4) bridged[x] = 1;
  const line = straightLines(
    snapped,
    Math.max(2, height / 200),
    Math.max(8, Math.round(width / 12)),
    bridged,
    band / 2,
  );
  // Above the line as far as the ragged wall climbed (a step may be taller than the search band).
  const above = Math.max(band * 3, Math.round(height / 8));
  // A ragged border straddles the corner: the wall's top is above the line in some columns, below it
  // in others. Where it lies well above the line in most columns round it and below it in almost
  // none, the line is some other edge (a bulkhead's underside, a curtain rail) below a wall that
  // really goes higher: those columns are left as they were.
  const half = Math.max(4, Math.round(width / 8));
  const cornerTones = tonesBesideLine(wall, ceiling, { width, height, band }, L, line, top);
  const high = new Float32Array(width);
  const low = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    if (line[x]! < 0 || top[x]! < 0) continue;
    if (top[x]! < line[x]! - band / 2) high[x] = 1;
    else if (top[x]! > line[x]! + band / 2) low[x] = 1;
  }
  for (let x = 0; x < width; x++) {
    const ly = line[x]!;
    if (ly < 0) continue;
    let highs = 0;
    let lows = 0;
    let seen = 0;
    for (let k = Math.max(0, x - half); k <= Math.min(width - 1, x + half); k++)
      if (line[k]! >= 0 && top[k]! >= 0) {
        seen++;
        highs += high[k]!;
        lows += low[k]!;
      }
    if (highs > seen * 0.6 && lows < seen * 0.15) continue;
    const [darkest, lightest] = cornerTones(x);
    for (
      let y = Math.max(0, Math.floor(ly - above));
      y <= Math.min(height - 1, Math.ceil(ly + band + 3));
      y++
    ) {
      const i = y * width + x;
      const parsed = (parsedAs?.(i) ?? 'wall') !== 'other';
      const inStrip = parsed && gapTop[x]! >= 0 && y >= gapTop[x]! && y < top[x]!;
      const held = inStrip ? 1 : wall[i]! + ceiling[i]!;
      // Either paint grown into a thing near the corner (a lampshade as pale as the ceiling, which the
      // parser may call wall or ceiling) stays as it was: the line divides the two surfaces, not what
      // hangs across it.
      if (held < 0.5 || !parsed || L[i]! < darkest || L[i]! > lightest) continue;
      const below = Math.min(1, Math.max(0, y - ly + 0.5));
      wall[i] = below * Math.min(1, held);
      ceiling[i] = (1 - below) * Math.min(1, held);
    }
  }
}

/**
 * The lightness the wall and the ceiling have beside the corner line, per column: the 5th to 95th
 * percentile of the pixels either mask holds within a band either side of the line, in the columns
 * round it (a sixth of the width either side) where the wall's top lies on the line (not under a lamp),
 * widened by a few L* units. A lampshade hanging across the corner is far lighter than both.
 */
function tonesBesideLine(
  wall: Float32Array,
  ceiling: Float32Array,
  size: { width: number; height: number; band: number },
  L: Float32Array,
  line: Float32Array,
  top: Float32Array,
): (x: number) => [number, number] {
  const { width, height, band } = size;
  const step = Math.max(1, Math.round(width / 128));
  const samples: { x: number; l: number }[] = [];
  for (let x = 0; x < width; x += step) {
    const ly = line[x]!;
    if (ly < 0 || top[x]! < 0 || Math.abs(top[x]! - ly) > band / 2) continue;
    const from = Math.max(0, Math.round(ly - band));
    for (let y = from; y <= Math.min(height - 1, Math.round(ly + band)); y += 2) {
      if (Math.abs(y - ly) < 2) continue;
      const i = y * width + x;
      if ((y < ly ? ceiling[i]! : wall[i]!) > 0.5) samples.push({ x, l: L[i]! });
    }
  }
  const reach = Math.round(width / 6);
  const margin = 6;
  const perStep = new Map<number, [number, number]>();
  return (x) => {
    const key = Math.round(x / step);
    let tones = perStep.get(key);
    if (!tones) {
      const near = samples.filter((s) => Math.abs(s.x - x) <= reach).map((s) => s.l);
      near.sort((p, q) => p - q);
      tones =
        near.length < 20
          ? [-Infinity, Infinity]
          : [near[Math.floor(near.length * 0.05)]! - margin, near[Math.floor(near.length * 0.95)]! + margin];
      perStep.set(key, tones);
    }
    return tones;
  };
}

/**
 * Where the lightness step round row `at` of column x lies, to a fraction of a pixel: the centroid of
 * the step measure over a few rows (a sharp corner gives a plateau of equal steps around it).
 */
function stepCentre(L: Float32Array, width: number, height: number, x: number, at: number): number {
  let sum = 0;
  let weight = 0;
  for (let y = Math.max(2, at - 3); y <= Math.min(height - 3, at + 3); y++) {
    const step = Math.abs(L[(y + 2) * width + x]! - L[(y - 2) * width + x]!);
    sum += step * y;
    weight += step;
  }
  return weight > 0 ? sum / weight : at;
}

/** Median of the valid (>= 0) values in a window round each valid entry; invalid entries stay -1. */
function runningMedian(values: Float32Array, window: number): Float32Array {
  const out = new Float32Array(values.length).fill(-1);
  const half = window >> 1;
  const near: number[] = [];
  for (let x = 0; x < values.length; x++) {
    if (values[x]! < 0) continue;
    near.length = 0;
    for (let k = Math.max(0, x - half); k <= Math.min(values.length - 1, x + half); k++)
      if (values[k]! >= 0) near.push(values[k]!);
    near.sort((p, q) => p - q);
    out[x] = near[near.length >> 1]!;
  }
  return out;
}

/**
 * The corner between wall and ceiling as straight segments (up to four, each over at least `span`
 * columns): the line with the most points within `tolerance` (a random sample of point pairs), over the
 * longest run of its points not broken by more than `span` / 2 points off it; its points are taken out and the next
 * is sought. Columns no segment covers stay -1 (left as the masks had them).
 */
function straightLines(
  points: Float32Array,
  tolerance: number,
  span: number,
  /** Columns whose point was found across a strip, and how far from a segment such a point may lie. */
  bridged: Uint8Array,
  reach: number,
): Float32Array {
  const width = points.length;
  const out = new Float32Array(width).fill(-1);
  const left = new Float32Array(points);
  const segments: Segment[] = [];
  let seed = 12345;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let segment = 0; segment < 4; segment++) {
    const xs: number[] = [];
    for (let x = 0; x < width; x++) if (left[x]! >= 0) xs.push(x);
    if (xs.length < span) break;
    let best = { count: 0, slope: 0, at: 0 };
    for (let trial = 0; trial < 200; trial++) {
      const x1 = xs[Math.floor(random() * xs.length)]!;
      const x2 = xs[Math.floor(random() * xs.length)]!;
      if (Math.abs(x2 - x1) < span / 2) continue;
      const slope = (left[x2]! - left[x1]!) / (x2 - x1);
      const at = left[x1]! - slope * x1;
      let count = 0;
      for (const x of xs) if (Math.abs(left[x]! - (at + slope * x)) <= tolerance) count++;
      if (count > best.count) best = { count, slope, at };
    }
    if (best.count < span) break;
    // The longest run of inliers. A run is broken by columns that contradict the line (their point lies
    // off it, more than span / 2 of them since the last inlier) or that an earlier segment took; columns
    // without a point do not break it: a lamp or a tall picture hides the corner, which runs on behind.
    let runStart = -1;
    let runEnd = -1;
    let start = -1;
    let against = 0;
    let inRun = 0;
    let bestRun = 0;
    for (let x = 0; x < width; x++) {
      if (points[x]! < 0) continue;
      const taken = left[x]! < 0;
      if (taken || Math.abs(left[x]! - (best.at + best.slope * x)) > tolerance) {
        if (taken || ++against > span / 2) start = -1;
        continue;
      }
      if (start < 0) {
        start = x;
        inRun = 0;
      }
      against = 0;
      inRun++;
      if (inRun > bestRun) [bestRun, runStart, runEnd] = [inRun, start, x];
    }
    if (bestRun < span * 0.6) break;
    segments.push({ slope: best.slope, at: best.at, start: runStart, end: runEnd });
    for (let x = runStart; x <= runEnd; x++) left[x] = -1;
  }
  // The corner goes on where its points were lost (a jag wider than the median's window): each segment
  // reaches on into the columns between it and its neighbour (never over columns without points), up
  // to where the two meet: where their lines cross when that is near the end of both runs (a room's
  // corner, where the wall's top turns; the running median rounds it, so the crossing may lie a little
  // inside either run), else halfway. The outermost ones reach on to the photo's sides.
  segments.sort((p, q) => p.start - q.start);
  const line = (g: Segment, x: number) => g.at + g.slope * x;
  const meets = segments.slice(1).map((b, k) => meetingColumn(segments[k]!, b));
  segments.forEach((g, k) => {
    const from = k > 0 ? meets[k - 1]! + 1 : 0;
    const to = k < meets.length ? meets[k]! : width - 1;
    let x = Math.max(from, g.start);
    let y = Math.min(to, g.end);
    // A point found across a strip of old colour is only taken where it agrees with the segment: such
    // points also run up the slanting top of a side wall beside the corner.
    const runsOn = (c: number) =>
      points[c]! >= 0 && (!bridged[c] || Math.abs(points[c]! - line(g, c)) <= reach);
    while (x - 1 >= from && runsOn(x - 1)) x--;
    while (y + 1 <= to && runsOn(y + 1)) y++;
    for (let c = x; c <= y; c++) out[c] = line(g, c);
  });
  return out;
}

interface Segment {
  slope: number;
  at: number;
  /** First and last column of its run of points. */
  start: number;
  end: number;
}

/**
 * The last column that goes with `a` of two neighbouring segments (a left of b): where their lines cross
 * when that lies between their runs or a quarter of a run into either, else the middle of the gap.
 */
function meetingColumn(a: Segment, b: Segment): number {
  const middle = Math.floor((a.end + b.start) / 2);
  if (Math.abs(a.slope - b.slope) < 1e-6) return middle;
  const cross = (b.at - a.at) / (a.slope - b.slope);
  const near = cross >= a.end - (a.end - a.start) / 4 && cross <= b.start + (b.end - b.start) / 4;
  return near ? Math.floor(cross) : middle;
}

/**
 * Whether a colour is the surface's own colour in shade (a cast shadow's penumbra on a wall, where the
 * growth's steps were too steep): darker, but not black, with a* and b* shrunk as L* + 16 is (light
 * scaled down keeps its chromaticity, and L* + 16, a* and b* all go with the cube root of the scale).
 */
function inShadeOf(
  l: number,
  a: number,
  b: number,
  surfaceL: number,
  surfaceA: number,
  surfaceB: number,
): boolean {
  // On a grey or white wall every darker grey thing (a picture frame, a curtain rod) would pass: only a
  // coloured surface tells its shadow from an object by colour.
  if (l > surfaceL - 4 || l < 12 || Math.hypot(surfaceA, surfaceB) < minShadeChroma) return false;
  return isShadeOf(l, a, b, surfaceL, surfaceA, surfaceB, 0.35, shadeTolerance);
}

/**
 * Whether the lightness round a pixel changes gently: a shadow's penumbra is a gradient over many
 * pixels, while a dark thing's outline (a lamp's leg, a chair's edge: its pixels, a mix of the wall and a
 * dark colour, also look like the wall in shade) steps sharply.
 */
function softAt(L: Float32Array, i: number, width: number, n: number): boolean {
  const l = L[i]!;
  const x = i % width;
  return (
    (x === 0 || Math.abs(L[i - 1]! - l) <= shadeStep) &&
    (x === width - 1 || Math.abs(L[i + 1]! - l) <= shadeStep) &&
    (i < width || Math.abs(L[i - width]! - l) <= shadeStep) &&
    (i + width >= n || Math.abs(L[i + width]! - l) <= shadeStep)
  );
}

/** Largest colour step between neighbouring (lightly smoothed) pixels inside one surface (|dL|+|da|+|db|). */
const stepLimit = 4;
/** How far a grown pixel may be from the surface's colour (Lab, lightness at half weight: shading). */
const driftLimit = 9;
/** The darkest a coloured fabric's side in shade is taken to be (L* + 16 over its lit colour's). */
const fabricShadeRatio = 0.5;
/**
 * How far a fabric's pixel in a narrow gap of its mask may be from the fabric's colour to join it
 * (lightness at 0.3 weight: a fold or a cushion's lit top; see closeGapsInLabel).
 */
const foldDrift = 12;
/** Largest step, and farthest colour (Lab, lightness at full weight), inside a guarded label's margin. */
const marginStep = 2.2;
const marginDrift = 4;
/** How near the surface's colour a parser pixel must be to stay when growth did not reach it. */
const keepLimit = 6;
/** How far (|da| + |db|) a parser pixel may be from the surface's colour in shade to stay. */
const shadeTolerance = 8;
/** Chroma (L*a*b*) a surface needs for its shadows to be told from things by colour. */
const minShadeChroma = 20;
/** Largest lightness step to a neighbour (smoothed L*) inside a shadow's penumbra. */
const shadeStep = 7;
/**
 * A hole's rim steps at most this much on average (L*a*b* units between neighbouring pixels) for the
 * hole to be closed: labelled as the surface, or as something else.
 */
const softRim = 2;
const noRim = 0.8;

interface SmoothLab {
  L: Float32Array;
  a: Float32Array;
  b: Float32Array;
}

/**
 * Things whose own colour can match the wall's (a pale canvas, a white window reveal, a person's
 * shirt): a surface never grows into them, however soft their edge. It grows only into what the parser
 * could not name and into furniture outlines.
 */
const neverGrownInto = new Set<number>([
  ...(['painting', 'mirror', 'windowpane', 'door', 'person', 'plant', 'tree', 'sky', 'curtain'] as const).map(
    (c) => sceneClasses[c],
  ),
  busyLabel,
  canvasLabel,
  neighbourLabel,
  oddFacadeLabel,
]);

/**
 * Guarded things whose parser label leaves a halo the surface may take back (see refinedMask): things
 * unlike a wall in colour, and pictures and mirrors whose outline was not found (see picture-outline.ts:
 * where it was, their label already ends at it, and a pale canvas's edge is the wall's colour). Not
 * windows and doors (their white casings are often the wall's own colour, and the paint would eat into
 * them), nor the labels this module sets itself along the photo's edges (busy texture, the canvas
 * border, a neighbour's house: no parser margin; a busy patch often holds a lampshade the wall's colour).
 */
const haloed = new Set<number>(
  (['painting', 'mirror', 'curtain', 'plant', 'person', 'tree'] as const).map((c) => sceneClasses[c]),
);

/**
 * Fabrics, recoloured with their texture kept: their label too runs a cell or two onto the wall or floor
 * behind, where neither the fabric's recolour (its colour is not the fabric's) nor the plane's paint
 * reached, and a ring of the old colour stayed round a sofa's arm. Planes take that margin back as they
 * take a curtain's (see refinedMask), stopping at the fabric's edge. (A curtain is a guarded thing and
 * is met before this set in refinedMask.)
 */
const fabricIds = groupIds('textile');

/** Openings whose casing's edge a plane may take its label margin back to (see refinedMask). */
const casedOpenings = new Set<number>([sceneClasses.windowpane, sceneClasses.door]);

/** Every label some paintable group takes: growth never crosses into another surface. */
const paintableIds = new Set<number>([
  ...Object.values(groups).flatMap((classes) => classes.map((c) => sceneClasses[c])),
  roofLabel,
]);

/** Things the detector knows that lie or sit on soft furnishings: never recoloured with the fabric. */
const onAFabric = new Set([
  'person',
  'dog',
  'cat',
  'teddy bear',
  'handbag',
  'backpack',
  'suitcase',
  'book',
  'laptop',
  'cell phone',
  'remote',
  'bottle',
  'cup',
  'sports ball',
]);

/**
 * COCO objects that stand on a floor: their pixels that differ from the floor are not re-laid. Beds,
 * sofas and tables are left to the parser: their boxes hold much of the floor, whose colour would be
 * judged from too little.
 */
const onTheFloor = new Set([
  'potted plant',
  'vase',
  'chair',
  'bench',
  'person',
  'dog',
  'cat',
  'suitcase',
  'backpack',
  'handbag',
  'bottle',
  'book',
  'toilet',
]);

function cutForeignObjects(
  labels: Uint8Array,
  lab: LabImage,
  side: number,
  objects: DetectedObject[],
  cls: number,
  names: ReadonlySet<string>,
  limit: number,
) {
  const boxes = objects
    // The detector's confidence in a big appliance is low even when its box is right (a fridge at the
    // edge of a kitchen photo scores about 0.23); its box is only cut where the surface takes it whole.
    .filter(
      (object) =>
        names.has(object.objectName) &&
        object.confidence >= (wholeBoxes.has(object.objectName) && cls !== sceneClasses.floor ? 0.2 : 0.3),
    )
    .map((object) => ({
      name: object.objectName,
      x0: Math.max(0, Math.floor(object.box.x * side)),
      y0: Math.max(0, Math.floor(object.box.y * side)),
      x1: Math.min(side, Math.ceil((object.box.x + object.box.width) * side)),
      y1: Math.min(side, Math.ceil((object.box.y + object.box.height) * side)),
    }));
  if (boxes.length === 0) return;
  // The surface's colour away from the objects: a big sofa box does not pull it toward the sofa.
  const inBox = new Uint8Array(side * side);
  for (const b of boxes) for (let y = b.y0; y < b.y1; y++) inBox.fill(1, y * side + b.x0, y * side + b.x1);
  const surfaceMean = meanOf(labels, lab, cls, inBox) ?? meanOf(labels, lab, cls);
  for (const b of boxes) {
    // A fridge or a TV is the whole box; a plant or a person is its shape, told apart by colour.
    const whole = (cls === sceneClasses.wall || cls === sceneClasses.cabinet) && wholeBoxes.has(b.name);
    for (let y = b.y0; y < b.y1; y++) {
      for (let x = b.x0; x < b.x1; x++) {
        const i = y * side + x;
        if (labels[i] !== cls) continue;
        if (whole || !surfaceMean || labDistance(lab, i, surfaceMean) > limit) labels[i] = sceneClasses.other;
      }
    }
  }
}

/**
 * Pixels labelled as a surface whose colour is far from the surface's colour around them (a poster, a
 * lamp, a dark frame the parser swallowed): relabelled 'other' so they are protected.
 */
function cutOddPixels(
  labels: Uint8Array,
  lab: LabImage,
  side: number,
  cls: number,
  options: { chroma?: number; mode?: number } = {},
) {
  const chromaLimit = options.chroma ?? 16;
  const modeLimit = options.mode ?? 30;
  const n = side * side;
  const w = new Float32Array(n);
  const sa = new Float32Array(n);
  const sb = new Float32Array(n);
  const sl = new Float32Array(n);
  const hues = new Map<number, number>();
  let any = false;
  for (let i = 0; i < n; i++) {
    if (labels[i] !== cls) continue;
    any = true;
    w[i] = 1;
    sa[i] = lab.a[i]!;
    sb[i] = lab.b[i]!;
    sl[i] = lab.L[i]!;
    const key = Math.round(lab.a[i]! / 6) * 1000 + Math.round(lab.b[i]! / 6);
    hues.set(key, (hues.get(key) ?? 0) + 1);
  }
  if (!any) return;
  // The surface's commonest hue: a big poster or a fridge the parser called wall pulls the local mean
  // toward itself, but never the whole wall's mode.
  let modeKey = 0;
  let modeCount = 0;
  for (const [key, count] of hues) if (count > modeCount) [modeKey, modeCount] = [key, count];
  const modeA = Math.round(modeKey / 1000) * 6;
  const modeB = (modeKey - Math.round(modeKey / 1000) * 1000) * 6;
  const r = Math.round(side / 16);
  const [bw, ba, bb, bl] = [w, sa, sb, sl].map((plane) => softBlur(plane, side, side, r)) as [
    Float32Array,
    Float32Array,
    Float32Array,
    Float32Array,
  ];
  const odd = (i: number) => {
    const a = ba[i]! / bw[i]!;
    const b = bb[i]! / bw[i]!;
    const L = bl[i]! / bw[i]!;
    // Squares compared, not Math.hypot: this runs for every wall pixel and its neighbours, 16 times.
    const da = lab.a[i]! - a;
    const db = lab.b[i]! - b;
    const ma = lab.a[i]! - modeA;
    const mb = lab.b[i]! - modeB;
    const chroma = Math.sqrt(da * da + db * db);
    const fromMode = Math.sqrt(ma * ma + mb * mb);
    // Shading changes lightness a lot on a plain wall, hue hardly: the test weighs hue more.
    // Sun patches and shadows on a wall are far lighter or darker but keep its hue: only a very large
    // lightness step (a black frame on a white wall) counts on its own.
    const light = Math.abs(lab.L[i]! - L) / Math.max(20, L * 0.9);
    return chroma > chromaLimit || fromMode > modeLimit || light > 1;
  };
  for (let i = 0; i < n; i++) {
    if (labels[i] === cls && bw[i]! >= 1e-3 && odd(i)) labels[i] = sceneClasses.other;
  }
  // The parser's borders are a few pixels off: 'other' pixels next to the surface that look like it
  // (the strip of wall round a picture frame, a patch of sun) join it: no unpainted halo or blotch.
  // Pass by pass, as rings: only the neighbours of what the last pass took can join in the next.
  const inner = (i: number) => {
    const x = i % side;
    return x > 0 && x < side - 1 && i >= side && i < n - side;
  };
  const joins = (i: number) =>
    labels[i] === sceneClasses.other &&
    bw[i]! >= 1e-3 &&
    inner(i) &&
    (labels[i - 1] === cls ||
      labels[i + 1] === cls ||
      labels[i - side] === cls ||
      labels[i + side] === cls) &&
    !odd(i) &&
    Math.abs(lab.L[i]! - bl[i]! / bw[i]!) < 22;
  let grow: number[] = [];
  for (let i = 0; i < n; i++) if (joins(i)) grow.push(i);
  for (let pass = 0; pass < 16 && grow.length > 0; pass++) {
    for (const i of grow) labels[i] = cls;
    if (pass === 15) break;
    const next = new Set<number>();
    for (const i of grow)
      for (const j of [i - 1, i + 1, i - side, i + side]) if (!next.has(j) && joins(j)) next.add(j);
    grow = [...next];
  }
}

/**
 * A stain, damp patch or sun patch fades into the wall round it; a poster, a frame, a door or a lamp
 * ends at a crisp edge. Islands inside a wall (cut for their colour, or labelled door, painting or mirror
 * by the parser) whose outline is no sharper than the wall's own texture go back to the wall, so a worn
 * wall is painted over its stains instead of keeping them as unpainted islands.
 */
function absorbSoftIslands(labels: Uint8Array, lab: LabImage, side: number, aspect: number) {
  const wall = sceneClasses.wall;
  // A lookup table, not a Set: it is consulted four times per pixel of every island.
  const candidate = new Uint8Array(256);
  for (const c of [sceneClasses.other, sceneClasses.door, sceneClasses.painting, sceneClasses.mirror])
    candidate[c] = 1;
  const n = side * side;
  // Edge strength near each pixel: the largest lightness-or-hue step within three pixels.
  const g = new Float32Array(n);
  for (let y = 1; y < side - 1; y++) {
    for (let x = 1; x < side - 1; x++) {
      const i = y * side + x;
      const gx = Math.abs(lab.L[i + 1]! - lab.L[i - 1]!) + 0.5 * Math.abs(lab.b[i + 1]! - lab.b[i - 1]!);
      const gy =
        Math.abs(lab.L[i + side]! - lab.L[i - side]!) + 0.5 * Math.abs(lab.b[i + side]! - lab.b[i - side]!);
      g[i] = gx > gy ? gx : gy;
    }
  }
  const near = maxFilter(g, side, 3);
  const wallTexture: number[] = [];
  for (let i = 0; i < n; i += 7) if (labels[i] === wall) wallTexture.push(near[i]!);
  if (wallTexture.length < 100) return;
  wallTexture.sort((p, q) => p - q);
  const texture = wallTexture[wallTexture.length >> 1]!;
  const seen = new Uint8Array(n);
  const stack: number[] = [];
  for (let start = 0; start < n; start++) {
    if (seen[start] || !candidate[labels[start]!]) continue;
    const blob: number[] = [];
    const edges: number[] = [];
    let border = 0;
    let wallBorder = 0;
    let x0 = side;
    let y0 = side;
    let x1 = 0;
    let y1 = 0;
    stack.push(start);
    seen[start] = 1;
    while (stack.length > 0) {
      const i = stack.pop()!;
      blob.push(i);
      const x = i % side;
      const y = (i - x) / side;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      let outline = false;
      for (let k = 0; k < 4; k++) {
        const j =
          k === 0
            ? x > 0
              ? i - 1
              : -1
            : k === 1
              ? x < side - 1
                ? i + 1
                : -1
              : k === 2
                ? i - side
                : i + side;
        if (j < 0 || j >= n) {
          outline = true;
          border++;
          continue;
        }
        if (candidate[labels[j]!]) {
          if (!seen[j]) {
            seen[j] = 1;
            stack.push(j);
          }
        } else {
          outline = true;
          border++;
          if (labels[j] === wall) wallBorder++;
        }
      }
      if (outline) edges.push(near[i]!);
    }
    if (blob.length < 12 || blob.length > n * 0.05 || wallBorder < border * 0.8) continue;
    // A door is a tall shape (a flush door's outline can be as faint as the wall's): only a squat
    // 'door' is a stain the parser mistook.
    // (The label grid is the photo stretched to a square: `aspect` gives the true proportions back.)
    if (labels[start] === sceneClasses.door && y1 - y0 + 1 >= 1.6 * aspect * (x1 - x0 + 1)) continue;
    edges.sort((p, q) => p - q);
    const sharpness = edges[edges.length >> 1]!;
    if (sharpness < texture * softIsland) for (const i of blob) labels[i] = wall;
  }
}

/**
 * Artwork, a tiled backsplash, blinds or a bookcase the parser calls wall: their colours can be close
 * enough to the wall's to pass the colour checks (a pale canvas, cream tiles), so part of them is
 * painted and the rest not, in blotches. What gives them away is their inside: a plain wall, even a worn
 * one, has few edges between its own pixels; a picture, tiles or slats have many. Where the share of
 * edge pixels among the surface's own pixels round a pixel (edges against other labels do not count, so
 * the wall beside a plant or a shelf is not affected) is far above the surface's usual share, the
 * patch is protected as a whole, under a label of its own that the mask's refinement never grows back
 * into.
 */
function protectBusyPatches(
  labels: Uint8Array,
  lab: LabImage,
  side: number,
  cls: number,
  region: Int32Array,
  regionCount: number,
) {
  const n = side * side;
  const { L, a, b } = lab;
  // A dark feature wall beside a white one: two large regions of the photo, far apart in lightness,
  // meeting in one long border. That border is where two planes meet, not the many short edges of tiles,
  // books or a picture (which cut the photo into small regions, or differ little from the wall).
  const regionSize = new Int32Array(regionCount);
  const regionL = new Float64Array(regionCount);
  for (let i = 0; i < n; i++) {
    regionSize[region[i]!]!++;
    regionL[region[i]!]! += L[i]!;
  }
  const planeBorder = (p: number, q: number) => {
    const [r, s] = [region[p]!, region[q]!];
    return (
      r !== s &&
      regionSize[r]! >= n * 0.005 &&
      regionSize[s]! >= n * 0.005 &&
      Math.abs(regionL[r]! / regionSize[r]! - regionL[s]! / regionSize[s]!) > planeLightStep
    );
  };
  // Colour step across each pixel of the surface, measured only between pixels of the surface.
  const step = new Float32Array(n);
  const member = new Uint8Array(n);
  const across = (p: number, q: number) =>
    labels[p] === cls && labels[q] === cls && !planeBorder(p, q)
      ? Math.abs(L[q]! - L[p]!) + 0.7 * (Math.abs(a[q]! - a[p]!) + Math.abs(b[q]! - b[p]!))
      : 0;
  let count = 0;
  for (let y = 1; y < side - 1; y++) {
    for (let x = 1; x < side - 1; x++) {
      const i = y * side + x;
      if (labels[i] !== cls) continue;
      member[i] = 1;
      count++;
      step[i] = Math.max(across(i - 1, i + 1), across(i - side, i + side));
    }
  }
  if (count < 600) return;
  const steps = new Float32Array(Math.ceil(count / 3));
  let k = 0;
  for (let i = 0; i < n && k < steps.length; i += 1) if (member[i] && i % 3 === 0) steps[k++] = step[i]!;
  const grain = steps.subarray(0, k).sort();
  // An edge is a step well above the surface's own grain (plaster, wallpaper, brick, JPEG noise).
  const edgeStep = Math.max(busyEdge, 3 * grain[k >> 1]!);
  const edge = new Float32Array(n);
  for (let i = 0; i < n; i++) if (member[i] && step[i]! > edgeStep) edge[i] = 1;
  const r = Math.max(3, Math.round(side / 48));
  const edges = boxBlur(edge, side, side, r);
  const members = boxBlur(Float32Array.from(member), side, side, r);
  const density = new Float32Array(n);
  const usual = new Float32Array(Math.ceil(n / 5));
  let u = 0;
  for (let i = 0; i < n; i++) {
    if (!member[i] || members[i]! < 0.25) continue;
    density[i] = edges[i]! / members[i]!;
    if (i % 5 === 0) usual[u++] = density[i]!;
  }
  if (u < 100) return;
  const usualSorted = usual.subarray(0, u).sort();
  const limit = Math.max(busyShare, 2.5 * usualSorted[u >> 1]!);
  // Busy pixels, grouped; a group must be big enough to be an object and small beside the wall.
  const seen = new Uint8Array(n);
  const busy = (j: number) => member[j] === 1 && density[j]! > limit;
  for (let start = 0; start < n; start++) {
    if (seen[start] || !busy(start)) continue;
    const blob = growBlob(start, side, seen, busy);
    if (blob.length < n * 0.002 || blob.length > count * 0.4) continue;
    // The window that measures the density reaches past the object's outline onto plain wall: only
    // what lies between the patch's own edge pixels, along its row and its column, is the object.
    const rowMin = new Int32Array(side).fill(side);
    const rowMax = new Int32Array(side).fill(-1);
    const colMin = new Int32Array(side).fill(side);
    const colMax = new Int32Array(side).fill(-1);
    for (const i of blob) {
      if (!edge[i]) continue;
      const x = i % side;
      const y = (i - x) / side;
      rowMin[y] = Math.min(rowMin[y]!, x);
      rowMax[y] = Math.max(rowMax[y]!, x);
      colMin[x] = Math.min(colMin[x]!, y);
      colMax[x] = Math.max(colMax[x]!, y);
    }
    for (const i of blob) {
      const x = i % side;
      const y = (i - x) / side;
      if (rowMin[y]! <= x && x <= rowMax[y]! && colMin[x]! <= y && y <= colMax[x]!) labels[i] = busyLabel;
    }
  }
}

/** Lightness apart (L*, region means) beyond which two large wall regions are two planes, not a pattern. */
const planeLightStep = 25;

/** A colour step (L* plus weighted hue, between pixels two apart) that counts as an edge inside a wall. */
const busyEdge = 7;
/** Share of a wall's pixels round a point that are edges, above which the patch is an object. */
const busyShare = 0.18;

/**
 * The parser often sees only the middle of a flush door (a blob of 'door' inside a door it calls wall):
 * painted round that blob, the door shows a hole of its own colour. A door is one plain panel inside
 * its frame: from each door blob the label spreads over neighbouring wall pixels while the colour
 * changes smoothly and stays near the blob's own colour, so it stops at the frame's line, within the
 * blob's columns and not far above or below it. A spread that grows past twice the blob (no frame line
 * stopped it: the door is the wall's colour) is undone.
 */
function completeDoors(labels: Uint8Array, lab: LabImage, side: number) {
  const door = sceneClasses.door;
  const wall = sceneClasses.wall;
  const n = side * side;
  const seen = new Uint8Array(n);
  // Pixels taken by the current door's spread (cleared after each door).
  const mark = new Uint8Array(n);
  const isDoor = (j: number) => labels[j] === door;
  for (let start = 0; start < n; start++) {
    if (seen[start] || !isDoor(start)) continue;
    const blob = growBlob(start, side, seen, isDoor);
    if (blob.length < 30) continue;
    const colour = medianLab(lab, blob);
    // A door stands upright in its frame: the spread stays within the blob's columns (and two pixels
    // either side), up and down the door, never sideways along the wall.
    const { x0, x1, y0, y1 } = blobBounds(blob, side);
    // Up and down the door by at most the blob's height above it and half of it below (a door the
    // wall's colour, with no line round it, then leaves at worst a short strip of wall unpainted).
    const added = spreadFromBlob(blob, side, mark, {
      bounds: { left: x0 - 2, right: x1 + 2, top: y0 - (y1 - y0), bottom: y1 + (y1 - y0) / 2 },
      canTake: (j, i) =>
        labels[j] === wall &&
        Math.abs(lab.L[j]! - lab.L[i]!) + Math.abs(lab.a[j]! - lab.a[i]!) + Math.abs(lab.b[j]! - lab.b[i]!) <=
          doorStep &&
        labDistance(lab, j, colour) <= doorDrift,
    });
    if (!added) continue;
    for (const i of added) {
      labels[i] = door;
      seen[i] = 1;
    }
  }
}

/** Largest colour step between neighbours (|dL|+|da|+|db|, parser size) inside one door panel. */
const doorStep = 4;
/** How far (Lab, lightness at half weight) a door pixel may be from the door blob's median colour. */
const doorDrift = 8;

/** An island's outline must be this many times sharper than the wall's texture to stay protected. */
const softIsland = 1.6;

/** In column x, ceiling pixels lying below a wall pixel become wall. */
function ceilingSpecksToWall(labels: Uint8Array, side: number, x: number) {
  let sawWall = false;
  for (let y = 0; y < side; y++) {
    const i = y * side + x;
    if (labels[i] === sceneClasses.wall) sawWall = true;
    else if (sawWall && labels[i] === sceneClasses.ceiling) labels[i] = sceneClasses.wall;
  }
}

/**
 * Wall above ceiling is impossible in a photo of a room: in each column the parser's wall and ceiling
 * pixels are split at one height (fewest pixels on the wrong side), moved to the strongest lightness
 * step near it (the corner line), smoothed across columns, and everything above it is ceiling, below it
 * wall. Whole planes: no ceiling blotch in a wall, no paint over the ceiling's edge.
 */
function resolveWallCeiling(labels: Uint8Array, lab: LabImage, side: number) {
  const wall = sceneClasses.wall;
  const ceiling = sceneClasses.ceiling;
  const split = new Float32Array(side).fill(-1);
  for (let x = 0; x < side; x++) {
    let ceilings = 0;
    let walls = 0;
    for (let y = 0; y < side; y++) {
      const l = labels[y * side + x];
      if (l === ceiling) ceilings++;
      else if (l === wall) walls++;
    }
    if (ceilings < 3 || walls < 3) {
      // Too few to place a corner line, but a speck of ceiling below the wall is still impossible.
      if (ceilings > 0 && walls >= 3) ceilingSpecksToWall(labels, side, x);
      continue;
    }
    // cost(y) = wall pixels above y + ceiling pixels at or below y.
    let cost = ceilings;
    let best = cost;
    let from = 0;
    let to = 0;
    for (let y = 0; y < side; y++) {
      const l = labels[y * side + x];
      if (l === wall) cost++;
      else if (l === ceiling) cost--;
      if (cost < best) {
        best = cost;
        from = y + 1;
        to = y + 1;
      } else if (cost === best && to === y) to = y + 1;
    }
    if (from === 0) {
      split[x] = 0;
      continue;
    }
    let edge = -1;
    let at = from;
    for (let y = Math.max(1, from - 4); y <= Math.min(side - 2, to + 4); y++) {
      let step = 0;
      for (let dx = -1; dx <= 1; dx++) {
        const xx = Math.min(side - 1, Math.max(0, x + dx));
        step += Math.abs(lab.L[(y + 1) * side + xx]! - lab.L[(y - 1) * side + xx]!);
      }
      if (step > edge) [edge, at] = [step, y];
    }
    split[x] = at;
  }
  const window = 5;
  for (let x = 0; x < side; x++) {
    if (split[x]! < 0) continue;
    const near: number[] = [];
    for (let k = Math.max(0, x - window); k <= Math.min(side - 1, x + window); k++)
      if (split[k]! >= 0) near.push(split[k]!);
    near.sort((p, q) => p - q);
    const y0 = Math.round(near[near.length >> 1]!);
    for (let y = 0; y < side; y++) {
      const i = y * side + x;
      if (labels[i] === wall && y < y0) labels[i] = ceiling;
      else if (labels[i] === ceiling && y >= y0) labels[i] = wall;
    }
  }
}

/**
 * Wall pixels seen through a window (the house across the street) are not this room's wall: a patch of
 * 'wall' that is mostly bordered by window, sky, trees, buildings, a mirror or a painting, and smaller
 * than the room's main wall, is protected.
 */
function protectViews(labels: Uint8Array, side: number) {
  const wall = sceneClasses.wall;
  const view = new Set<number>(
    (['windowpane', 'sky', 'tree', 'building', 'house', 'mirror', 'painting'] as const).map(
      (c) => sceneClasses[c],
    ),
  );
  const component = new Int32Array(labels.length).fill(-1);
  const blobs: Array<{ pixels: number[]; viewBorder: number; border: number }> = [];
  const stack: number[] = [];
  for (let start = 0; start < labels.length; start++) {
    if (labels[start] !== wall || component[start]! >= 0) continue;
    const blob = { pixels: [] as number[], viewBorder: 0, border: 0 };
    component[start] = blobs.length;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop()!;
      blob.pixels.push(i);
      const x = i % side;
      for (let k = 0; k < 4; k++) {
        const j = neighbour4(i, x, side, k);
        if (j < 0 || j >= labels.length) continue;
        if (labels[j] === wall) {
          if (component[j]! < 0) {
            component[j] = blobs.length;
            stack.push(j);
          }
        } else {
          blob.border++;
          if (view.has(labels[j]!)) blob.viewBorder++;
        }
      }
    }
    blobs.push(blob);
  }
  const largest = Math.max(0, ...blobs.map((b) => b.pixels.length));
  for (const blob of blobs) {
    if (blob.pixels.length >= largest * 0.5 || blob.border === 0) continue;
    if (blob.viewBorder / blob.border > 0.5) for (const i of blob.pixels) labels[i] = sceneClasses.windowpane;
  }
}

/**
 * The parser often sees only part of a window as window: the other pane, the view through it (a facade
 * across the street, the sky) and the dark frame and mullions it calls wall, and they were painted (the
 * issue 9 audit's worst defect). From each window blob the window label spreads over neighbouring wall
 * pixels that do not look like the room's wall (another hue: a view; or near black: a dark frame),
 * about within the window's rows and not further sideways than another pane or two, so it reaches the
 * window's frame and what lies within it but not the wall beside it. Pixels the colour checks already
 * took out of the wall as odd (a sky, a dark frame) are taken too. A spread more than twice the blob
 * (a window of two panes the parser saw one of is about that) is no part of one window (a dark wall
 * the parser split) and is undone.
 */
function protectThroughWindows(labels: Uint8Array, lab: LabImage, side: number) {
  const wall = sceneClasses.wall;
  const window = sceneClasses.windowpane;
  const n = side * side;
  const wallPixels: number[] = [];
  for (let i = 0; i < n; i += 3) if (labels[i] === wall) wallPixels.push(i);
  if (wallPixels.length < 100) return;
  const [wL, wA, wB] = medianLab(lab, wallPixels);
  // Lightness alone does not tell: the wall beside a window is often in shade or in a sun patch. Only
  // a near-black frame or mullion counts by its lightness.
  const unlikeWall = (j: number) =>
    (lab.a[j]! - wA) ** 2 + (lab.b[j]! - wB) ** 2 > windowHue ** 2 ||
    (lab.L[j]! < frameDark && wL - lab.L[j]! > windowLight);
  const seen = new Uint8Array(n);
  const mark = new Uint8Array(n);
  const isWindow = (j: number) => labels[j] === window;
  // Wall, and what the colour checks took out of the wall as odd (the sky, a dark frame).
  const spreadable = new Set<number>([wall, sceneClasses.other]);
  for (let start = 0; start < n; start++) {
    if (seen[start] || !isWindow(start)) continue;
    const blob = growBlob(start, side, seen, isWindow);
    if (blob.length < 30) continue;
    const { x0, x1, y0, y1 } = blobBounds(blob, side);
    // As far sideways as another pane or two of the same size; up and down a little (the frame).
    const reach = (x1 - x0 + 1) * 1.5;
    const added = spreadFromBlob(blob, side, mark, {
      bounds: {
        left: x0 - reach,
        right: x1 + reach,
        top: y0 - (y1 - y0) * 0.15,
        bottom: y1 + (y1 - y0) * 0.15,
      },
      canTake: (j) => spreadable.has(labels[j]!) && unlikeWall(j),
    });
    if (!added) continue;
    for (const i of added) {
      labels[i] = window;
      seen[i] = 1;
    }
  }
}

/** Hue distance (a*, b*) from the room's wall beyond which a pixel by a window is the view, not wall. */
const windowHue = 20;
/** A pixel by a window this dark (L*), and `windowLight` darker than the room's wall, is its frame. */
const frameDark = 30;
const windowLight = 40;

/**
 * Whatever is seen through a window, a glass door or in a mirror belongs to it: the street's buildings,
 * trees and sky, or a wall across the street the parser calls 'wall'. Pixels lying inside an opening
 * (with the same opening's pixels to their left and right in their row, and above and below in their
 * column: the window's outline, in perspective too) are relabelled as the opening, so no paint reaches
 * them. Curtains, plants and people in front of a window keep their own labels.
 */
function protectOpeningInteriors(labels: Uint8Array, side: number) {
  const seeThrough = new Set<number>(
    (
      ['wall', 'building', 'house', 'sky', 'tree', 'other', 'ceiling', 'mountain', 'road', 'grass'] as const
    ).map((c) => sceneClasses[c]),
  );
  for (const opening of [sceneClasses.windowpane, sceneClasses.door, sceneClasses.mirror]) {
    const component = new Int32Array(labels.length).fill(-1);
    const stack: number[] = [];
    let count = 0;
    const sizes: number[] = [];
    for (let start = 0; start < labels.length; start++) {
      if (labels[start] !== opening || component[start]! >= 0) continue;
      component[start] = count;
      stack.push(start);
      let size = 0;
      while (stack.length > 0) {
        const i = stack.pop()!;
        size++;
        const x = i % side;
        for (let k = 0; k < 4; k++) {
          const j = neighbour4(i, x, side, k);
          if (j < 0 || j >= labels.length || labels[j] !== opening || component[j]! >= 0) continue;
          component[j] = count;
          stack.push(j);
        }
      }
      sizes.push(size);
      count++;
    }
    if (count === 0) continue;
    // Each component's extent per row and per column.
    const rowMin = new Int32Array(count * side).fill(side);
    const rowMax = new Int32Array(count * side).fill(-1);
    const colMin = new Int32Array(count * side).fill(side);
    const colMax = new Int32Array(count * side).fill(-1);
    for (let i = 0; i < labels.length; i++) {
      const k = component[i]!;
      if (k < 0) continue;
      const x = i % side;
      const y = (i - x) / side;
      const r = k * side + y;
      const c = k * side + x;
      if (x < rowMin[r]!) rowMin[r] = x;
      if (x > rowMax[r]!) rowMax[r] = x;
      if (y < colMin[c]!) colMin[c] = y;
      if (y > colMax[c]!) colMax[c] = y;
    }
    const big = sizes.flatMap((size, k) => (size >= 30 ? [k] : []));
    const added = new Int32Array(count);
    const inside: Array<[number, number]> = [];
    for (let i = 0; i < labels.length; i++) {
      if (!seeThrough.has(labels[i]!)) continue;
      const x = i % side;
      const y = (i - x) / side;
      for (const k of big) {
        const r = k * side + y;
        const c = k * side + x;
        if (rowMin[r]! < x && x < rowMax[r]! && colMin[c]! < y && y < colMax[c]!) {
          inside.push([i, k]);
          added[k]!++;
          break;
        }
      }
    }
    // An opening that would more than double is two openings joined by a mislabelled strip: left alone.
    for (const [i, k] of inside) if (added[k]! <= sizes[k]!) labels[i] = opening;
  }
}

/**
 * Roofs are part of the parser's 'building'. Down each column from the sky (or a tree) the building's
 * first pixels are roof when their colour is nearer the roof's (the building's colour just below the
 * sky) than the facade's (its lower part); the run stops at the fascia or the wall. Only when roof and
 * facade differ clearly: a flat-roofed white house stays one facade.
 */
function splitRoof(labels: Uint8Array, lab: LabImage, side: number) {
  const isBuilding = (l: number) => l === sceneClasses.building || l === sceneClasses.house;
  const above = new Set<number>([sceneClasses.sky, sceneClasses.tree]);
  const seeds: number[] = [];
  const lower: number[] = [];
  const tops: Array<[number, number]> = [];
  for (let x = 0; x < side; x++) {
    let first = -1;
    let last = -1;
    for (let y = 0; y < side; y++) {
      const i = y * side + x;
      if (!isBuilding(labels[i]!)) continue;
      if (first < 0) first = y;
      last = y;
      if (y >= 2 && above.has(labels[i - side]!)) {
        tops.push([x, y]);
        for (let k = 0; k < 3 && y + k < side; k++)
          if (isBuilding(labels[i + k * side]!)) seeds.push(i + k * side);
      }
    }
    if (first < 0) continue;
    for (let y = Math.round(last - (last - first) * 0.4); y <= last; y++) {
      const i = y * side + x;
      if (isBuilding(labels[i]!)) lower.push(i);
    }
  }
  if (seeds.length < 20 || lower.length < 50) return;
  // A roof seen from the ground is pitched: the building's outline against the sky slopes. A flat,
  // level outline is a parapet or the top of a wall, and there is no roof to tell apart.
  const topOf = new Map(tops.map(([x, y]) => [x, y]));
  let sloped = 0;
  let compared = 0;
  for (const [x, y] of tops) {
    const next = topOf.get(x + 4);
    if (next === undefined) continue;
    compared++;
    if (Math.abs(next - y) >= 2) sloped++;
  }
  if (compared < 10 || sloped < compared * 0.4) return;
  const roof = medianLab(lab, seeds);
  const facade = medianLab(lab, lower);
  const d = (i: number, c: readonly number[]) =>
    Math.hypot(lab.L[i]! - c[0]!, lab.a[i]! - c[1]!, lab.b[i]! - c[2]!);
  if (Math.hypot(roof[0] - facade[0], roof[1] - facade[1], roof[2] - facade[2]) < 12) return;
  for (const [x, y0] of tops) {
    let misses = 0;
    const pending: number[] = [];
    for (let y = y0; y < side; y++) {
      const i = y * side + x;
      if (!isBuilding(labels[i]!)) break;
      if (d(i, roof) < d(i, facade)) {
        for (const j of pending) labels[j] = roofLabel;
        pending.length = 0;
        labels[i] = roofLabel;
        misses = 0;
      } else {
        pending.push(i);
        if (++misses > 3) break;
      }
    }
  }
}

/** Colour distance (lightness at 0.3: sun and shade on one paint) beyond which a part is not the facade. */
const oddFacadeTone = 15;
/** How much lighter than every facade tone a part is when it is not the facade (shade only darkens). */
const oddFacadeLift = 20;

/**
 * The parser's building covers everything on the house: the painted walls, and a wooden soffit, a
 * garage door or a stone porch, which a new facade colour must not cover (painted with the walls they
 * came out as blotches of grey on the wood). The facade's own tones are those of the largest photo
 * regions that make up half its cells; a region of at least 0.1 % of the photo whose colour is far from
 * all of them (colour counts more than lightness: a wall in shade is the same paint), or that is much
 * lighter than all of them (a white garage door in a brick front), is kept as it is.
 */
function keepOddFacadeParts(
  labels: Uint8Array,
  lab: LabImage,
  side: number,
  region: Int32Array,
  regionCount: number,
) {
  const isFacade = (l: number) => l === sceneClasses.building || l === sceneClasses.house;
  const cells = new Float64Array(regionCount);
  const sums = new Float64Array(regionCount * 3);
  let total = 0;
  for (let i = 0; i < labels.length; i++) {
    if (!isFacade(labels[i]!)) continue;
    const r = region[i]!;
    cells[r]!++;
    sums[r * 3]! += lab.L[i]!;
    sums[r * 3 + 1]! += lab.a[i]!;
    sums[r * 3 + 2]! += lab.b[i]!;
    total++;
  }
  if (total === 0) return;
  const mean = (r: number) => [0, 1, 2].map((k) => sums[r * 3 + k]! / cells[r]!);
  const bySize = Array.from({ length: regionCount }, (_, r) => r)
    .filter((r) => cells[r]! > 0)
    .sort((p, q) => cells[q]! - cells[p]!);
  const tones: number[][] = [];
  let covered = 0;
  for (const r of bySize) {
    if (covered >= total / 2) break;
    tones.push(mean(r));
    covered += cells[r]!;
  }
  const distance = (p: number[], q: number[]) =>
    Math.hypot((p[0]! - q[0]!) * 0.3, p[1]! - q[1]!, p[2]! - q[2]!);
  const odd = new Uint8Array(regionCount);
  for (const r of bySize) {
    if (cells[r]! < labels.length * 0.001) break;
    const colour = mean(r);
    if (
      tones.every((tone) => distance(colour, tone) > oddFacadeTone || colour[0]! - tone[0]! > oddFacadeLift)
    )
      odd[r] = 1;
  }
  for (let i = 0; i < labels.length; i++)
    if (odd[region[i]!] && isFacade(labels[i]!)) labels[i] = oddFacadeLabel;
}

/** Labels that say "a thing, kept as it is": a fabric (nearly) wholly inside them is part of that thing. */
const thingLabels = new Set<number>([sceneClasses.other, sceneClasses.painting, busyLabel]);

/**
 * A patch the parser calls a fabric (most often "curtain") that lies inside a thing kept as it is
 * (a picture, a busy patch, the parser's "other") is a part of that thing: the top of a tall painting,
 * a printed blind. Recoloured as a fabric it came out as grey veins across the kitchen's painting. A
 * real curtain, cushion or rug touches the wall, the floor, a window or another fabric somewhere.
 */
/** Share of a fabric's outline that must run along such things (the parser's borders are not exact). */
const enclosedShare = 0.85;

function keepFabricsInsideThings(labels: Uint8Array, side: number) {
  const fabrics = groupIds('textile');
  const seen = new Uint8Array(labels.length);
  for (let i = 0; i < labels.length; i++) {
    if (seen[i] || !fabrics.has(labels[i]!)) continue;
    const blob = growBlob(i, side, seen, (j) => fabrics.has(labels[j]!));
    let border = 0;
    let things = 0;
    for (const j of blob) {
      const x = j % side;
      const y = (j - x) / side;
      const around = [x > 0 ? j - 1 : -1, x < side - 1 ? j + 1 : -1, y > 0 ? j - side : -1];
      around.push(y < side - 1 ? j + side : -1);
      for (const k of around) {
        // The photo's edge counts as something else: a curtain is often cut off by it.
        const label = k < 0 ? -1 : labels[k]!;
        if (fabrics.has(label)) continue;
        border++;
        if (thingLabels.has(label)) things++;
      }
    }
    if (border > 0 && things >= border * enclosedShare) for (const j of blob) labels[j] = sceneClasses.other;
  }
}

/**
 * A rug the parser calls floor: the floor's pixels fall in two clearly different colours. The floor is
 * the one that meets the walls (the skirting line); the other, a rug or carpet lying on it, is labelled
 * rug, so it is recoloured with the fabrics and stays on top of a new floor.
 */
function splitRug(labels: Uint8Array, lab: LabImage, side: number) {
  const floor = sceneClasses.floor;
  const pixels: number[] = [];
  for (let i = 0; i < labels.length; i++) if (labels[i] === floor) pixels.push(i);
  if (pixels.length < 400) return;
  // Two-means on hue and chroma (lightness weighs little: shadows and sun patches are still floor),
  // started from the greyest and the most colourful tenths.
  // Keys computed once: a comparator computing them ran a million times per photo.
  const chroma = new Float64Array(pixels.length);
  pixels.forEach((i, k) => (chroma[k] = Math.sqrt(lab.a[i]! ** 2 + lab.b[i]! ** 2)));
  const byChroma = pixels
    .map((_, k) => k)
    .sort((p, q) => chroma[p]! - chroma[q]!)
    .map((k) => pixels[k]!);
  let c0 = medianLab(lab, byChroma.slice(0, byChroma.length / 10));
  let c1 = medianLab(lab, byChroma.slice((byChroma.length * 9) / 10));
  // Squared distances: only compared with each other.
  const d = (i: number, c: readonly number[]) =>
    ((lab.L[i]! - c[0]!) * 0.3) ** 2 + (lab.a[i]! - c[1]!) ** 2 + (lab.b[i]! - c[2]!) ** 2;
  const member = new Uint8Array(labels.length);
  for (let round = 0; round < 6; round++) {
    const sums = [new Float64Array(4), new Float64Array(4)];
    for (const i of pixels) {
      const k = d(i, c0) <= d(i, c1) ? 0 : 1;
      member[i] = k;
      const sum = sums[k]!;
      sum[0]! += lab.L[i]!;
      sum[1]! += lab.a[i]!;
      sum[2]! += lab.b[i]!;
      sum[3]!++;
    }
    const mean = (sum: Float64Array, old: [number, number, number]): [number, number, number] =>
      sum[3]! > 0 ? [sum[0]! / sum[3]!, sum[1]! / sum[3]!, sum[2]! / sum[3]!] : old;
    c0 = mean(sums[0]!, c0);
    c1 = mean(sums[1]!, c1);
  }
  const apart = Math.hypot((c0[0] - c1[0]) * 0.5, c0[1] - c1[1], c0[2] - c1[2]);
  const counts = [0, 0];
  const wallSide = [0, 0];
  for (const i of pixels) {
    const k = member[i]!;
    counts[k]!++;
    const x = i % side;
    const y = (i - x) / side;
    // Where the floor runs on: under the walls and out of the picture at the sides and bottom.
    if (x < 3 || x >= side - 3 || y >= side - 3) wallSide[k]!++;
    else
      for (let dy = 1; dy <= 6; dy++) {
        const j = i - dy * side;
        if (j >= 0 && labels[j] === sceneClasses.wall) {
          wallSide[k]!++;
          break;
        }
      }
  }
  // Sunlight on boards changes their lightness, hardly their hue: a rug differs in hue or chroma.
  const hue = Math.hypot(c0[1] - c1[1], c0[2] - c1[2]);
  // A sun patch or a shadow differs mostly in lightness; a rug in hue or chroma.
  const lightness = Math.abs(c0[0] - c1[0]);
  // Boards in the shade of blinds or a table go nearly black, and near black their hue and chroma
  // are noise (a dark red cast, a chroma of 7 beside the sunlit boards' 20): a split that is more
  // lightness than hue is light on one floor, never a rug (which would be recoloured as a fabric).
  if (apart < 22 || hue < 12 || lightness > hue || Math.min(counts[0]!, counts[1]!) < pixels.length * 0.12)
    return;
  // The floor meets the walls and runs out of the picture; a rug lies within it. Without a clear
  // answer nothing is relabelled.
  const share = (k: number) => wallSide[k]! / Math.max(1, counts[k]!);
  const floorCluster = share(0) > 2 * share(1) ? 0 : share(1) > 2 * share(0) ? 1 : -1;
  if (floorCluster < 0 || wallSide[floorCluster]! < 8) return;
  for (const i of pixels) if (member[i] !== floorCluster) labels[i] = sceneClasses.rug;
}

/** A pool is labelled floor by the parser: clear blue or cyan 'floor' is water, never paving to re-lay. */
function cutWater(labels: Uint8Array, lab: LabImage) {
  for (let i = 0; i < labels.length; i++) {
    if (labels[i] === sceneClasses.floor && lab.b[i]! < -14 && lab.b[i]! < lab.a[i]! - 10) {
      labels[i] = sceneClasses.water;
    }
  }
}

function meanOf(
  labels: Uint8Array,
  lab: LabImage,
  cls: number,
  skip?: Uint8Array,
): [number, number, number] | null {
  let k = 0;
  let sL = 0;
  let sA = 0;
  let sB = 0;
  for (let i = 0; i < labels.length; i++) {
    if (labels[i] !== cls || skip?.[i]) continue;
    k++;
    sL += lab.L[i]!;
    sA += lab.a[i]!;
    sB += lab.b[i]!;
  }
  return k > 0 ? [sL / k, sA / k, sB / k] : null;
}

/**
 * The old surface map (wall/floor/ceiling labels and regions) from the parse, for analysis, edits and
 * compose, which read shares and mean colours from it.
 */
export function surfaceMapFromScene(scene: SceneMasks, small: RgbImage): SurfaceMap {
  const { side } = scene;
  const lab = imageToLab(small);
  const n = side * side;
  const labels = new Uint8Array(n);
  const regionOf = new Int32Array(n);
  const byClass: Array<[number, 'wall' | 'floor' | 'ceiling']> = scene.exterior
    ? []
    : [
        [sceneClasses.wall, 'wall'],
        [sceneClasses.floor, 'floor'],
        [sceneClasses.ceiling, 'ceiling'],
      ];
  const regions: Region[] = [];
  for (const [cls, surface] of byClass) {
    const id = regions.length + 1;
    let count = 0;
    let sL = 0;
    let sA = 0;
    let sB = 0;
    let top = 1;
    let bottom = 0;
    for (let i = 0; i < n; i++) {
      if (scene.labels[i] !== cls) continue;
      labels[i] = surfaceLabels[surface];
      regionOf[i] = id;
      count++;
      sL += lab.L[i]!;
      sA += lab.a[i]!;
      sB += lab.b[i]!;
      const y = Math.floor(i / side) / side;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
    if (count === 0) continue;
    regions.push({
      id,
      count,
      share: count / n,
      lab: [sL / count, sA / count, sB / count],
      texture: 0,
      top,
      bottom,
      centreY: (top + bottom) / 2,
      objectOverlap: 0,
      topCoverage: 0,
      surface,
    });
  }
  return { width: side, height: side, labels, regionOf, regions, hasSky: scene.exterior };
}

/** The photo at the parser's size, for colour checks at that resolution. */
export function parserSizedImage(image: RgbImage, side: number): Promise<RgbImage> {
  return resizeRgb(image, side, side, 'linear');
}

/** The columns and rows a blob spans (parser grid of `side` x `side`). */
function blobBounds(blob: number[], side: number) {
  let x0 = side;
  let y0 = side;
  let x1 = 0;
  let y1 = 0;
  for (const i of blob) {
    const x = i % side;
    const y = (i - x) / side;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return { x0, x1, y0, y1 };
}

/**
 * The pixels a blob spreads to (4-connected, from any blob pixel or pixel already taken) that
 * `canTake(pixel, from)` accepts within `bounds`, or null when the spread grows past twice the blob:
 * nothing stopped it, so it is not part of the same thing. `mark` is scratch space, left all zero.
 */
function spreadFromBlob(
  blob: number[],
  side: number,
  mark: Uint8Array,
  {
    bounds,
    canTake,
  }: {
    bounds: { left: number; right: number; top: number; bottom: number };
    canTake: (pixel: number, from: number) => boolean;
  },
): number[] | null {
  const n = side * side;
  const added: number[] = [];
  const queue = [...blob];
  for (const i of blob) mark[i] = 1;
  let overflow = false;
  for (let head = 0; head < queue.length && !overflow; head++) {
    const i = queue[head]!;
    const x = i % side;
    for (let k = 0; k < 4; k++) {
      const j = neighbour4(i, x, side, k);
      if (j < 0 || j >= n || mark[j] || !canTake(j, i)) continue;
      const jx = j % side;
      const jy = (j - jx) / side;
      if (jx < bounds.left || jx > bounds.right || jy < bounds.top || jy > bounds.bottom) continue;
      mark[j] = 1;
      added.push(j);
      queue.push(j);
      if (added.length > blob.length * 2) overflow = true;
    }
  }
  for (const i of queue) mark[i] = 0;
  return overflow ? null : added;
}
