import { roomImageMetadataSchema, type RoomImage } from '@roomcraft/contracts/studio';
import { isUuid } from '../../kernel/ids';
import type { StoragePort } from '../../providers/storage/storage.port';
import type { RoomImageRow } from './studio.table';
import { signedUrl, signedUrlOrNull } from './studio.urls';

/** A gallery cursor: the last item's creation time and id, opaque to clients. */
export function encodeGalleryCursor({ createdAt, id }: { createdAt: Date; id: string }): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`, 'utf8').toString('base64url');
}

export function decodeGalleryCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!iso || !id || !isUuid(id)) return null;
  const createdAt = new Date(iso);
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id };
}

/** The room image as the API shows it, with URLs signed now. Unknown metadata keys are left out. */
export async function toRoomImageDto(row: RoomImageRow, storage: StoragePort): Promise<RoomImage> {
  const [originalImageUrl, originalThumbnailUrl, generatedImageUrl, generatedThumbnailUrl] =
    await Promise.all([
      signedUrl(storage, row.originalKey),
      signedUrl(storage, row.originalThumbnailKey),
      signedUrlOrNull(storage, row.generatedKey),
      signedUrlOrNull(storage, row.generatedThumbnailKey),
    ]);
  const metadata = roomImageMetadataSchema.safeParse(row.metadata);
  return {
    _id: row.id,
    roomImageId: row.id,
    title: row.title,
    description: row.description,
    name: row.name,
    originalImageUrl,
    originalThumbnailUrl,
    generatedImageUrl,
    generatedThumbnailUrl,
    imageUrl: generatedImageUrl ?? originalImageUrl,
    prompt: row.prompt,
    mode: row.mode,
    style: row.style,
    roomType: row.roomType,
    stylePreferences: row.stylePreferences,
    tags: row.tags,
    metadata: metadata.success ? metadata.data : {},
    isFavorite: row.isFavorite,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
