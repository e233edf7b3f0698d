import {
  findFurnitureItem,
  resolveStyleDefinition,
  type FurnitureItem,
} from '@roomcraft/contracts/catalogue/index';
import sharp from 'sharp';
import type { FurniturePictureInput } from '../design-engine.port';
import { drawPieces, shade, type Camera, type ItemColours } from './furniture-3d';

/** Colours of the catalogue's pieces in a style, matched to a room's light level (0 dark .. 1 bright). */
export function styleColours(designStyle: string, lightLevel = 0.7): ItemColours {
  const { style } = resolveStyleDefinition(designStyle);
  // Items are darkened in dim rooms so they do not glow against the photo.
  const light = Math.min(1.05, Math.max(0.6, 0.55 + lightLevel * 0.7));
  const textile = style.palette.textiles[0]!.hex;
  const accent = (style.palette.accents[0] ?? style.palette.textiles[1] ?? style.palette.textiles[0]!).hex;
  return {
    textile: shade(textile, light),
    wood: shade(style.palette.floors[style.palette.floors.length - 1]!.hex, light),
    metal: shade('#2e2e2e', light),
    plant: shade('#4f7d3f', light),
    accent: shade(accent, light),
  };
}

const pictures = new Map<string, Promise<Uint8Array>>();

/**
 * A picture of a catalogue piece as the renderer draws it (three-quarter view, soft shadow, light
 * background), as PNG bytes; undefined for an unknown item. Cached per item, style and size.
 */
export function furniturePicture({
  itemId,
  designStyle = 'modern',
  size,
}: FurniturePictureInput): Promise<Uint8Array | undefined> {
  const item = findFurnitureItem(itemId);
  if (!item) return Promise.resolve(undefined);
  const key = `${item.id}:${designStyle}:${size}`;
  let cached = pictures.get(key);
  if (!cached) {
    cached = renderPicture(item, designStyle, size);
    pictures.set(key, cached);
    cached.catch(() => pictures.delete(key));
  }
  return cached;
}

async function renderPicture(item: FurnitureItem, designStyle: string, size: number): Promise<Uint8Array> {
  // Frame the piece: distance so its largest side fills about 70 % of the picture.
  const extent = Math.max(item.widthCm, item.heightCm * 1.2, item.depthCm * 0.8) / 100;
  const focal = size * 1.2;
  const distance = Math.max(1.2, (extent * focal) / (size * 0.7));
  const eye = item.shape === 'rug' ? 1.6 : Math.max(0.9, (item.heightCm / 100) * 0.6 + 0.6);
  const camera: Camera = { width: size, height: size, horizon: size * 0.18, focal, eye, yaw: 0 };
  const [drawn] = drawPieces(
    camera,
    [{ item, at: { x: 0, z: distance + item.depthCm / 200 }, turn: -0.55, scale: 1 }],
    styleColours(designStyle),
  );
  // Centre the drawing in the square.
  const box = drawn!.box;
  const dx = size / 2 - (box.x0 + box.x1) / 2;
  const dy = size / 2 - (box.y0 + box.y1) / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="#f4f1ec"/><g transform="translate(${dx.toFixed(1)} ${dy.toFixed(1)})">${drawn!.svg}</g></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
