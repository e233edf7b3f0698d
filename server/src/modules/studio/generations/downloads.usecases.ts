import sharp from 'sharp';
import { downloadLongSide, generationMessages, type DownloadSize } from '@roomcraft/contracts/generations';
import type { Features } from '@roomcraft/contracts/billing';
import { AppError } from '../../../kernel/errors';
import type { Deps } from '../../../kernel/deps';
import { readStoredImage } from '../ideation/ideation-render';
import type { RoomImagesRepository } from '../rooms/rooms.repository';
import { getOwnRoomImageOrThrow } from '../rooms/rooms.usecases';

export const createSizeNotInPlanError = (size: DownloadSize) =>
  new AppError({
    code: 'generation.size_not_in_plan',
    status: 403,
    message: generationMessages.sizeNotInPlan(size),
  });

/** The product's mark, bottom-right, on downloads of plans with the `watermark` feature. */
export async function addWatermark(png: Buffer): Promise<Buffer> {
  const { width, height } = await sharp(png).metadata();
  const size = Math.max(16, Math.round(Math.min(width, height) * 0.04));
  const pad = Math.round(size * 0.8);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <text x="${width - pad}" y="${height - pad}" text-anchor="end" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${size}" fill="rgba(255,255,255,0.78)" stroke="rgba(0,0,0,0.35)" stroke-width="${Math.max(1, Math.round(size / 18))}">Roomcraft</text>
</svg>`;
  return sharp(png)
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .png()
    .toBuffer();
}

/**
 * A room image as a PNG download in a size the plan allows (spec §3 `downloadQuality`): HD has its long
 * side at 1920 px, 4K at 3840 px through the engine's upscaler; plans with `watermark` get the mark.
 */
export async function downloadRoomImage({
  userId,
  id,
  size,
  features,
  deps,
  roomImagesRepository,
}: {
  userId: string;
  id: string;
  size: DownloadSize;
  features: Pick<Features, 'downloadQuality' | 'watermark'>;
  deps: Pick<Deps, 'engine' | 'storage'>;
  roomImagesRepository: RoomImagesRepository;
}): Promise<{ png: Buffer; width: number; height: number; watermarked: boolean }> {
  const roomImage = await getOwnRoomImageOrThrow({ userId, id, roomImagesRepository });
  if (!features.downloadQuality.includes(size)) throw createSizeNotInPlanError(size);
  const source = await readStoredImage(deps.storage, roomImage.generatedKey ?? roomImage.originalKey);
  const { width, height } = await sharp(source).metadata();
  const target = downloadLongSide[size];
  let image: Buffer = source;
  const long = Math.max(width, height);
  if (long < target) {
    const upscaled = await deps.engine.upscale({
      image: source,
      factor: long * 2 >= target ? 2 : 4,
      method: size === 'hd' ? 'lanczos' : 'auto',
    });
    image = Buffer.from(upscaled.image.buffer, upscaled.image.byteOffset, upscaled.image.byteLength);
  }
  let png: Buffer = await sharp(image)
    .resize({ width: target, height: target, fit: 'inside' })
    .png()
    .toBuffer();
  if (features.watermark) png = await addWatermark(png);
  const meta = await sharp(png).metadata();
  return { png, width: meta.width, height: meta.height, watermarked: features.watermark };
}
