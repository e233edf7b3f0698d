import {
  findFurnitureItem,
  isOutdoorRoomType,
  resolveStyleDefinition,
  type FurnitureItem,
} from '@roomcraft/contracts/catalogue/index';
import sharp from 'sharp';
import type { ComposeInput, ComposeItem, ComposeResult, StageInput } from '../design-engine.port';
import { createInvalidInputError, throwIfAborted } from '../engine-errors';
import { decodeForOutput, type RgbImage } from '../image/raster';
import { drawItem, shade, type ItemColours } from './furniture-art';
import { measureLight } from './analyze';
import { progress } from './local-common';
import { perceiveRoom, type Perception } from './perceive';
import { finishImage } from './render';
import { stagingLayout } from './stage-layout';
import { surfaceLabels } from './surfaces';

/** Eye height of a typical room photo: with the horizon it turns image rows into real distances. */
const cameraHeightMetres = 1.4;

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
  return placeItems({
    input,
    image,
    perception,
    items,
    designStyle: input.designStyle ?? 'modern',
    notes: [layoutNote],
  });
}

/** Virtual staging: a furniture layout for the room type, placed on the detected floor. */
export async function stageLocally(input: StageInput): Promise<ComposeResult> {
  progress(input, 'preparing', 0.05, 'Reading the photo');
  const image = await decodeForOutput(input.image, input.outputSize);
  throwIfAborted(input.signal);
  progress(input, 'analyzing-image', 0.3, 'Finding the floor and the horizon');
  const perception = await perceiveRoom(image, { exterior: isOutdoorRoomType(input.roomType) });
  const notes = [layoutNote];
  const furnished = perception.objects.filter((o) => o.category === 'furniture' && o.confidence >= 0.35);
  if (furnished.length > 0)
    notes.push('The room already has furniture; declutter or empty it first for a cleaner staging.');
  const floorTop = floorTopRow(perception);
  const layout = stagingLayout(input.roomType, floorTop, Math.min(0.52, perception.lines.horizonY));
  const items = layout.map((request) => ({ request, item: findFurnitureItem(request.itemId)! }));
  progress(input, 'rendering', 0.6, 'Placing furniture');
  return placeItems({ input, image, perception, items, designStyle: input.designStyle, notes });
}

/** Where the floor starts (image fraction): the highest floor row near the middle, else below the horizon. */
function floorTopRow(perception: Perception): number {
  const { labels, width, height } = perception.surfaces;
  for (let y = 0; y < height; y++) {
    let floor = 0;
    for (let x = Math.floor(width * 0.3); x < Math.floor(width * 0.7); x++)
      if (labels[y * width + x] === surfaceLabels.floor) floor++;
    if (floor > width * 0.1) return Math.max(perception.lines.horizonY + 0.05, y / height);
  }
  return Math.min(0.8, perception.lines.horizonY + 0.15);
}

async function placeItems(args: {
  input: ComposeInput | StageInput;
  image: RgbImage;
  perception: Perception;
  items: Array<{ request: ComposeItem; item: FurnitureItem }>;
  designStyle: string;
  notes: string[];
}): Promise<ComposeResult> {
  const { input, image, perception, notes } = args;
  const { width, height } = image;
  // Interior photos are rarely taken looking up: a vanishing point low in the frame is more often a
  // misread, and would make furniture too small.
  const horizon = Math.min(0.52, perception.lines.horizonY) * height;
  const focal = width * 0.9;
  const colours = itemColours(args.designStyle, measureLight(image).level);
  const svg: string[] = [];
  const ignore = new Uint8Array(width * height);
  const placements: ComposeResult['placements'] = [];
  const ordered = [...args.items].sort((p, q) =>
    p.item.shape === 'rug' ? -1 : q.item.shape === 'rug' ? 1 : p.request.y - q.request.y,
  );
  for (const { request, item } of ordered) {
    let floorY = request.y * height;
    if (floorY < horizon + height * 0.03) {
      floorY = horizon + height * 0.03;
      notes.push(`${item.name} was asked for above the floor line; it stands on the nearest floor instead.`);
    }
    const pxPerMetre = ((floorY - horizon) / cameraHeightMetres) * (request.scale ?? 1);
    const w = (item.widthCm / 100) * pxPerMetre;
    const h = (item.heightCm / 100) * pxPerMetre;
    const depth = Math.min(h * 0.6, (item.depthCm / 100) * pxPerMetre * ((floorY - horizon) / focal));
    const left = request.x * width - w / 2;
    if (item.shape === 'rug') {
      svg.push(rug(request.x * width, floorY, item, pxPerMetre, horizon, focal, colours));
    } else {
      const shadowBlur = Math.max(1.5, w * 0.03);
      svg.push(
        `<ellipse cx="${(left + w / 2).toFixed(1)}" cy="${(floorY - depth * 0.35).toFixed(1)}" rx="${(w * 0.56).toFixed(1)}" ry="${Math.max(3, depth * 0.7).toFixed(1)}" fill="#000" fill-opacity="0.38" filter="url(#soft${Math.round(shadowBlur)})"/>`,
        `<defs><filter id="soft${Math.round(shadowBlur)}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${Math.round(shadowBlur)}"/></filter></defs>`,
        `<g transform="translate(${left.toFixed(1)} ${(floorY - h - depth).toFixed(1)})">${drawItem(item.shape, w, h, depth, colours)}</g>`,
      );
    }
    const top = item.shape === 'rug' ? floorY - depth : floorY - h - depth;
    // The intended change includes the soft contact shadow around the item's feet.
    const spill = w * 0.1 + 6;
    markBox(
      ignore,
      width,
      height,
      left - spill,
      top,
      w + 2 * spill,
      floorY - top + Math.max(3, depth * 0.7) + spill,
    );
    placements.push({
      itemId: item.id,
      name: item.name,
      box: clampBox({ x: left / width, y: top / height, width: w / width, height: (floorY - top) / height }),
    });
  }
  svg.push(
    `<rect x="12" y="${height - 38}" width="150" height="26" rx="6" fill="#000" fill-opacity="0.45"/>`,
    `<text x="87" y="${height - 20}" font-family="sans-serif" font-size="14" fill="#fff" text-anchor="middle">Layout preview</text>`,
  );
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${svg.join('')}</svg>`,
  );
  const { data } = await sharp(image.data, { raw: { width, height, channels: 3 } })
    .composite([{ input: overlay, top: 0, left: 0 }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const output = { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  markBox(ignore, width, height, 12, height - 38, 150, 26);
  throwIfAborted(input.signal);
  const result = await finishImage({ input, image, output, notes, ignore });
  return { ...result, kind: 'layout-preview', placements };
}

function rug(
  cx: number,
  floorY: number,
  item: FurnitureItem,
  ppm: number,
  horizon: number,
  focal: number,
  c: ItemColours,
) {
  // Distances along the floor: Z = f * H / (y - y_h). The far edge of the rug is `depth` further away.
  const near = (focal * cameraHeightMetres) / (floorY - horizon);
  const far = near + item.depthCm / 100;
  const farY = horizon + (focal * cameraHeightMetres) / far;
  const halfNear = ((item.widthCm / 100) * ppm) / 2;
  const halfFar = halfNear * (near / far);
  const points = [
    [cx - halfNear, floorY],
    [cx + halfNear, floorY],
    [cx + halfFar, farY],
    [cx - halfFar, farY],
  ];
  const inset = points.map(([x, y]) => [
    cx + (x! - cx) * 0.88,
    farY + (y! - farY) * 0.9 + (floorY - farY) * 0.05,
  ]);
  const path = (p: number[][]) => p.map(([x, y]) => `${x!.toFixed(1)},${y!.toFixed(1)}`).join(' ');
  return `<polygon points="${path(points)}" fill="${shade(c.textile, 0.8)}" fill-opacity="0.92"/><polygon points="${path(inset)}" fill="none" stroke="${shade(c.textile, 1.25)}" stroke-width="2"/>`;
}

function itemColours(designStyle: string, lightLevel: number): ItemColours {
  const { style } = resolveStyleDefinition(designStyle);
  // Items are darkened in dim rooms so they do not glow against the photo.
  const light = Math.min(1.05, Math.max(0.6, 0.55 + lightLevel * 0.7));
  return {
    textile: shade(style.palette.textiles[0]!.hex, light),
    wood: shade(style.palette.floors[style.palette.floors.length - 1]!.hex, light),
    metal: shade('#2e2e2e', light),
    plant: shade('#4f7d3f', light),
  };
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
