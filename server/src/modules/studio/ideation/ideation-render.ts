import sharp from 'sharp';
import { studioLimits } from '@roomcraft/contracts/studio';
import type { Database } from '../../../db/client';
import type { GeneratedImage } from '../../../engine';
import type { StoragePort } from '../../../providers/storage/storage.port';
import { createRoomImagesRepository } from '../rooms/rooms.repository';
import type { IdeaRow, IdeationRequestRow } from '../studio.table';
import { createIdeasRepository } from './ideas.repository';
import { describeAsRendered } from './idea-description.models';

/** Reads a stored object whole (room photos are at most 7 MB). */
export async function readStoredImage(storage: StoragePort, key: string): Promise<Buffer> {
  const { stream } = await storage.getObject({ key });
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** The engine makes images of at most 1024 px on the long side ('auto' output size). */
const engineWorkingSide = 1024;

/**
 * The room photo at the size the engine works at, decoded and re-encoded once per run: an upload can be
 * 4096 px, and the analysis and every render would otherwise each decode it in full again.
 */
export async function toWorkingImage(source: Buffer): Promise<Buffer> {
  const { width, height } = await sharp(source).metadata();
  if (Math.max(width, height) <= engineWorkingSide) return source;
  return sharp(source)
    .rotate()
    .resize({ width: engineWorkingSide, height: engineWorkingSide, fit: 'inside' })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/**
 * Stores a rendered idea (PNG and a WebP thumbnail) and, in one transaction, records its room image
 * (mode ideation, original = the source room, generated = the render) and marks the idea completed with
 * it. A retry after a crash finds the idea completed and never makes a second room image.
 */
export async function saveRenderedIdea({
  db,
  storage,
  request,
  idea,
  rendered,
}: {
  db: Database;
  storage: StoragePort;
  request: IdeationRequestRow;
  idea: IdeaRow;
  rendered: GeneratedImage;
}): Promise<{ roomImageId: string }> {
  const side = studioLimits.thumbnailSizePx;
  const png = Buffer.from(rendered.image.buffer, rendered.image.byteOffset, rendered.image.byteLength);
  const thumbnail = await sharp(png)
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  const [image, thumb] = await Promise.all([
    storage.putObject({ body: png, contentType: 'image/png' }),
    storage.putObject({ body: thumbnail, contentType: 'image/webp' }),
  ]);
  // Written before the image was drawn: say what the image measurably shows instead.
  const design = {
    ...idea.design,
    description: describeAsRendered({ description: idea.design.description, changes: rendered.changes }),
  };
  const fallbackReason = rendered.fallback?.reason;
  return db.transaction(async (tx) => {
    const transaction: Database = tx;
    const { roomImage } = await createRoomImagesRepository({ db: transaction }).insert({
      userId: request.userId,
      title: design.title,
      name: design.title,
      description: design.description,
      prompt: design.generatedPrompt,
      mode: 'ideation',
      style: design.style,
      roomType: request.roomType,
      stylePreferences: [design.styleId],
      tags: [],
      metadata: {
        width: rendered.width,
        height: rendered.height,
        engine: rendered.engine,
        model: rendered.model,
        structureScore: rendered.structureScore,
        ...(fallbackReason ? { fallbackReason } : {}),
        notes: rendered.notes,
        ideaId: idea.id,
        ideationRequestId: request.id,
        sourceRoomImageId: request.roomImageId,
      },
      originalKey: request.sourceKey,
      originalThumbnailKey: request.sourceThumbnailKey,
      generatedKey: image.key,
      generatedThumbnailKey: thumb.key,
      status: 'completed',
      progress: 100,
    });
    await createIdeasRepository({ db: transaction }).update({
      id: idea.id,
      changes: {
        status: 'completed',
        design,
        generatedKey: image.key,
        thumbnailKey: thumb.key,
        roomImageId: roomImage.id,
        error: null,
        engine: rendered.engine,
        model: rendered.model,
        structureScore: rendered.structureScore,
        fallbackReason: fallbackReason ?? null,
      },
    });
    return { roomImageId: roomImage.id };
  });
}
