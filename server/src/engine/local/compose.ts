import { findFurnitureItem, isOutdoorRoomType } from '@roomcraft/contracts/catalogue/index';
import sharp from 'sharp';
import type { ComposeInput, ComposeResult, StageInput } from '../design-engine.port';
import { createInvalidInputError, throwIfAborted } from '../engine-errors';
import { cornerMark } from '../image/corner-mark';
import { dilate } from '../image/filters';
import { decodeForOutput, type RgbImage } from '../image/raster';
import { brightestSide, drawPieces, floorAt, lightFrom, type Camera, type Placed } from './furniture-3d';
import { styleColours } from './furniture-catalogue';
import { progress } from './local-common';
import { perceiveRoom, type Perception } from './perceive';
import { finishImage } from './render';
import { sceneClasses } from './scene-parser';
import { planStaging, stagingKind, type MainPiece, type StagingRoom } from './stage-layout';

/** The main piece each kind of room is staged round. */
const mainPieceOf: Partial<Record<ReturnType<typeof stagingKind>, MainPiece>> = {
  living: 'sofa',
  bedroom: 'bed',
  dining: 'dining-table',
};

/** Eye height of a typical room photo: with the horizon it turns image rows into real distances. */
const cameraHeightMetres = 1.4;

const stagedNote =
  'Virtually staged: catalogue furniture drawn to scale and perspective on your photo, not a photo-real render. ' +
  'Choose Premium or Base for a realistic image.';

const layoutNote =
  'Layout preview: catalogue furniture drawn to scale and perspective on your photo, not a photo-real render. ' +
  'Choose Premium or Base for a realistic image.';

/**
 * Places catalogue furniture on the floor. With a level camera at eye height H, an object standing at
 * image row y (below the horizon row y_h) is (y - y_h) / H pixels per metre: no focal length needed.
 * Items are drawn far to near with a soft contact shadow and tinted to the room's light level.
 */
export async function composeLocally(input: ComposeInput): Promise<ComposeResult> {
  progress(input, 'preparing', 0.05, 'Reading the photo');
  if (input.items.length === 0) throw createInvalidInputError('Choose at least one item to add.');
  const items = input.items.map((item) => {
    const found = findFurnitureItem(item.itemId);
    if (!found)
      throw createInvalidInputError(`Unknown furniture item: ${item.itemId}`, { itemId: item.itemId });
    return { request: item, item: found };
  });
  const image = await decodeForOutput(input.image, input.outputSize);
  throwIfAborted(input.signal);
  progress(input, 'analyzing-image', 0.3, 'Finding the floor and the horizon');
  const perception = await perceiveRoom(image);
  progress(input, 'rendering', 0.6, 'Placing furniture');
  const camera = cameraFor(image, perception);
  const notes = [layoutNote];
  const pieces = items.map(({ request, item }) => {
    let v = request.y * image.height;
    if (v < camera.horizon + image.height * 0.03) {
      v = camera.horizon + image.height * 0.03;
      notes.push(`${item.name} was asked for above the floor line; it stands on the nearest floor instead.`);
    }
    // (x, y) is the middle of the unturned front edge: the footprint's centre is half a depth behind it,
    // along the room's depth. The turn is about that centre (the vertical through the model's middle), as
    // the compose page turns its preview about the preview's middle, so a turned piece stays in place.
    const turn = ((request.rotation ?? 0) * Math.PI) / 180;
    const scale = request.scale ?? 1;
    const front = floorAt(camera, request.x * image.width, v);
    const half = item.shape === 'rug' ? 0 : (item.depthCm / 200) * scale;
    return {
      item,
      at: { x: front.x, z: front.z + half },
      turn,
      scale,
    };
  });
  return drawScene({
    input,
    image,
    camera,
    pieces,
    designStyle: input.designStyle ?? 'modern',
    notes,
    mark: 'Layout preview',
  });
}

/** Virtual staging: a furniture layout for the room type, planned on the detected floor in metres. */
export async function stageLocally(input: StageInput): Promise<ComposeResult> {
  progress(input, 'preparing', 0.05, 'Reading the photo');
  const image = await decodeForOutput(input.image, input.outputSize);
  throwIfAborted(input.signal);
  progress(input, 'analyzing-image', 0.3, 'Finding the floor and the horizon');
  const outdoor = isOutdoorRoomType(input.roomType);
  const perception = await perceiveRoom(image, { exterior: outdoor });
  const notes = [stagedNote];
  const room = stagingRoom(image, perception, outdoor);
  const { placed: pieces, dropped } = planStaging(input.roomType, room, (id) => findFurnitureItem(id)!);
  const furnished = perception.objects.some((o) => o.category === 'furniture' && o.confidence >= 0.35);
  // Only what the picture shows: what was added, what was left out for want of free floor.
  if (!room.floor.data.some((v) => v === 1)) notes.push('No floor was found to stand furniture on.');
  else if (pieces.length === 0)
    notes.push(
      furnished
        ? 'The room already has furniture and no free floor was left for more; nothing was added. Declutter or empty it first.'
        : 'No free floor was found to stand furniture on; nothing was added.',
    );
  else {
    if (furnished)
      notes.push('The room already has furniture: new pieces stand only on the free floor around it.');
    const kept = [...(room.present ?? [])].filter(
      (piece) => mainPieceOf[stagingKind(input.roomType)] === piece,
    );
    if (kept.length > 0)
      notes.push(`The room already has a ${kept[0]!.replace('-', ' ')}, so no second one was added.`);
    if (dropped.length > 0)
      notes.push(
        `There was no free floor for the ${listNames(dropped)}, so ${dropped.length > 1 ? 'they are' : 'it is'} left out.`,
      );
  }
  progress(input, 'rendering', 0.6, 'Placing furniture');
  return drawScene({
    input,
    image,
    camera: room.camera,
    pieces,
    designStyle: input.designStyle,
    notes,
    mark: input.disclosure === false ? null : 'Virtually staged',
  });
}

/** The photo's camera: horizon from the receding lines, the room's turn from their vanishing point. */
export function cameraFor(image: RgbImage, perception: Perception): Camera {
  const { width, height } = image;
  // Interior photos are rarely taken looking up or steeply down: a horizon outside this band is more often
  // a misread, and would make furniture too small or too large.
  const horizon = Math.min(0.52, Math.max(0.3, perception.lines.horizonY)) * height;
  const focal = width * 0.8;
  const vp = perception.lines.vanishingPoint;
  const yaw = vp && vp.x > 0.05 && vp.x < 0.95 ? Math.atan(((vp.x - 0.5) * width) / focal) : 0;
  return {
    width,
    height,
    horizon,
    focal,
    eye: cameraHeightMetres,
    yaw: Math.max(-0.35, Math.min(0.35, yaw)),
  };
}

/** Where furniture may stand: the parser's floor and rugs (outdoors also paving, lawn and earth). */
export function stagingRoom(image: RgbImage, perception: Perception, outdoor: boolean): StagingRoom {
  const { side, labels } = perception.scene;
  const standable = new Set<number>([sceneClasses.floor, sceneClasses.rug]);
  if (outdoor || perception.exterior)
    for (const cls of [sceneClasses.sidewalk, sceneClasses.grass, sceneClasses.field, sceneClasses.earth])
      standable.add(cls);
  const data = new Uint8Array(side * side);
  for (let i = 0; i < data.length; i++) data[i] = standable.has(labels[i]!) ? 1 : 0;
  return {
    camera: cameraFor(image, perception),
    floor: { width: side, height: side, data },
    taken: takenMask(perception),
    present: mainPiecesPresent(perception),
  };
}

/**
 * The main pieces the photo already shows: by the detector (fairly sure) or by the parser (a fair share
 * of the picture). Staging adds one of each main piece at most (issue 10: a second bed was added beside
 * the old one).
 */
export function mainPiecesPresent(perception: Perception): Set<MainPiece> {
  const present = new Set<MainPiece>();
  const detected: Record<string, MainPiece> = { bed: 'bed', sofa: 'sofa', 'dining table': 'dining-table' };
  for (const o of perception.objects) {
    const piece = detected[o.objectName];
    if (piece && o.confidence >= 0.3) present.add(piece);
  }
  const { labels } = perception.scene;
  const share = (cls: number) => labels.reduce((n, v) => n + (v === cls ? 1 : 0), 0) / labels.length;
  if (share(sceneClasses.bed) >= 0.03) present.add('bed');
  if (share(sceneClasses.sofa) >= 0.03) present.add('sofa');
  return present;
}

/** The parser's classes for things that stand in a room. */
const standingClasses = new Set<number>([
  sceneClasses.bed,
  sceneClasses.cabinet,
  sceneClasses.table,
  sceneClasses.chair,
  sceneClasses.sofa,
  sceneClasses.shelf,
  sceneClasses.armchair,
  sceneClasses.plant,
  sceneClasses.person,
  sceneClasses.car,
]);

/**
 * What already stands in the room, on the parser's grid: its furniture, plant and person pixels, and
 * every box the detector is fairly sure of (furniture, plants, appliances, people, the clutter on the
 * floor: the parser misses some, the detector others), grown by a few pixels.
 */
export function takenMask(perception: Perception): Uint8Array {
  const { side, labels } = perception.scene;
  const taken = new Uint8Array(side * side);
  for (let i = 0; i < taken.length; i++) taken[i] = standingClasses.has(labels[i]!) ? 1 : 0;
  for (const o of perception.objects) {
    if (o.confidence < 0.2) continue;
    const x0 = Math.max(0, Math.floor(o.box.x * side));
    const x1 = Math.min(side, Math.ceil((o.box.x + o.box.width) * side));
    const y0 = Math.max(0, Math.floor(o.box.y * side));
    const y1 = Math.min(side, Math.ceil((o.box.y + o.box.height) * side));
    for (let y = y0; y < y1; y++) taken.fill(1, y * side + x0, y * side + x1);
  }
  return dilate(taken, side, side, 3);
}

function listNames(names: string[]): string {
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

async function drawScene(args: {
  input: ComposeInput | StageInput;
  image: RgbImage;
  camera: Camera;
  pieces: Placed[];
  designStyle: string;
  notes: string[];
  mark: string | null;
}): Promise<ComposeResult> {
  const { input, image, camera, notes } = args;
  const { width, height } = image;
  // Neutral colours: the light of the room is applied per pixel below (`localTone`).
  const colours = styleColours(args.designStyle, neutralLight);
  // Lit from the room's brighter side (its windows or lamps), with shadows falling away from it.
  const drawn = drawPieces(camera, args.pieces, colours, lightFrom(brightestSide(image)));
  const ignore = new Uint8Array(width * height);
  const placements: ComposeResult['placements'] = [];
  drawn.forEach((piece, i) => {
    const { x0, y0, x1, y1 } = piece.box;
    // The intended change includes the soft shadows around the piece.
    const spill = (x1 - x0) * 0.25 + 8;
    markBox(ignore, width, height, x0 - spill, y0 - 2, x1 - x0 + 2 * spill, y1 - y0 + spill + 2);
    const item = piece.piece.item;
    placements.push({
      itemId: item.id,
      name: item.name,
      box: clampBox({ x: x0 / width, y: y0 / height, width: (x1 - x0) / width, height: (y1 - y0) / height }),
    });
    void i;
  });
  // The pieces are drawn on their own layer, toned to the light where they stand, then laid on the photo.
  const layer = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${drawn.map((d) => d.svg).join('')}</svg>`,
    ),
  )
    .ensureAlpha()
    .raw()
    .toBuffer();
  const toned = new Uint8Array(image.data);
  const tone = localTone(image);
  for (let i = 0; i < width * height; i++) {
    const alpha = layer[i * 4 + 3]! / 255;
    if (alpha === 0) continue;
    const t = tone(i % width, Math.floor(i / width));
    for (let c = 0; c < 3; c++) {
      const v = layer[i * 4 + c]! * t[c]! * alpha + image.data[i * 3 + c]! * (1 - alpha);
      toned[i * 3 + c] = v > 255 ? 255 : Math.round(v);
    }
  }
  let output: RgbImage = { width, height, data: toned };
  if (args.mark) {
    // Sized to the image and kept wholly inside it (a fixed 14 px label ran off narrow images).
    const mark = await cornerMark(width, height, args.mark);
    markBox(ignore, width, height, mark.box.x, mark.box.y, mark.box.width, mark.box.height);
    const { data } = await sharp(toned, { raw: { width, height, channels: 3 } })
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${mark.svg}</svg>`,
          ),
          top: 0,
          left: 0,
        },
      ])
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    output = { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  }
  throwIfAborted(input.signal);
  const result = await finishImage({ input, image, output, notes, ignore });
  return { ...result, kind: 'layout-preview', placements };
}

function markBox(
  mask: Uint8Array,
  width: number,
  height: number,
  x: number,
  y: number,
  w: number,
  h: number,
) {
  for (let yy = Math.max(0, Math.floor(y)); yy < Math.min(height, Math.ceil(y + h)); yy++) {
    mask.fill(1, yy * width + Math.max(0, Math.floor(x)), yy * width + Math.min(width, Math.ceil(x + w)));
  }
}

function clampBox(box: { x: number; y: number; width: number; height: number }) {
  const x = Math.max(0, box.x);
  const y = Math.max(0, box.y);
  return {
    x: round3(x),
    y: round3(y),
    width: round3(Math.min(1, box.x + box.width) - x),
    height: round3(Math.min(1, box.y + box.height) - y),
  };
}

function round3(v: number) {
  return Math.round(v * 1000) / 1000;
}

/** The light level at which `styleColours` leaves the style's colours as they are. */
const neutralLight = 0.65;

/** The local light of a well-lit room's photo (mean luminance), at which pieces keep their colours. */
const wellLit = 165;

/**
 * The room's light where a piece stands: the photo's luminance and colour cast, averaged over a coarse
 * grid (1/12 of the photo a cell) and interpolated, as per-channel factors for the pieces' pixels. A piece
 * in a dim corner is darker, one under a warm lamp warmer, so it does not glow against the photo or
 * wear another light's colour (issue 10: the furniture's lighting did not match the room).
 */
export function localTone(image: RgbImage): (x: number, y: number) => [number, number, number] {
  const { width, height, data } = image;
  const gw = 12;
  const gh = 12;
  const sums = new Float64Array(gw * gh * 3);
  const counts = new Float64Array(gw * gh);
  for (let y = 0; y < height; y += 2)
    for (let x = 0; x < width; x += 2) {
      const g =
        Math.min(gh - 1, Math.floor((y * gh) / height)) * gw + Math.min(gw - 1, Math.floor((x * gw) / width));
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) sums[g * 3 + c]! += data[i + c]!;
      counts[g]!++;
    }
  const factors = new Float32Array(gw * gh * 3);
  for (let g = 0; g < gw * gh; g++) {
    const mean = [0, 1, 2].map((c) => sums[g * 3 + c]! / Math.max(1, counts[g]!));
    const grey = (mean[0]! + mean[1]! + mean[2]!) / 3;
    const level = Math.max(0.3, Math.min(1, grey / wellLit));
    for (let c = 0; c < 3; c++) {
      const cast = grey > 1 ? Math.max(0.9, Math.min(1.1, mean[c]! / grey)) : 1;
      factors[g * 3 + c] = level * cast;
    }
  }
  return (x, y) => {
    const fx = Math.max(0, Math.min(gw - 1, (x * gw) / width - 0.5));
    const fy = Math.max(0, Math.min(gh - 1, (y * gh) / height - 0.5));
    const x0 = Math.floor(fx);
    const y0 = Math.floor(fy);
    const x1 = Math.min(gw - 1, x0 + 1);
    const y1 = Math.min(gh - 1, y0 + 1);
    const ax = fx - x0;
    const ay = fy - y0;
    const at = (gx: number, gy: number, c: number) => factors[(gy * gw + gx) * 3 + c]!;
    return [0, 1, 2].map(
      (c) =>
        (at(x0, y0, c) * (1 - ax) + at(x1, y0, c) * ax) * (1 - ay) +
        (at(x0, y1, c) * (1 - ax) + at(x1, y1, c) * ax) * ay,
    ) as [number, number, number];
  };
}
