import type { RoomObjectsResponse } from '@roomcraft/contracts';
import sharp from 'sharp';
import type { Deps } from '../../kernel/deps';
import type { RoomAnalysis } from '../../engine';
import type { StoragePort } from '../../providers/storage/storage.port';
import { getOwnRoomImageOrThrow, type RoomImagesRepository } from '../studio';
import { buildRoomObjects } from './photo-scope.models';

/**
 * Analyses by storage key. Keys are content-addressed (ADR 005), so an analysis never goes stale; the
 * cache only saves re-running the engine when the page reloads. Bounded, oldest first out.
 */
export function createAnalysisCache(maxEntries = 64) {
  const entries = new Map<string, Promise<RoomAnalysis>>();
  return {
    get(key: string, load: () => Promise<RoomAnalysis>): Promise<RoomAnalysis> {
      const hit = entries.get(key);
      if (hit) return hit;
      const pending = load();
      entries.set(key, pending);
      pending.catch(() => entries.delete(key));
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return pending;
    },
  };
}
export type AnalysisCache = ReturnType<typeof createAnalysisCache>;

async function readImage(storage: StoragePort, key: string): Promise<Buffer> {
  const { stream } = await storage.getObject({ key });
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  const source = Buffer.concat(chunks);
  // The engine works at 1024 px at most; smaller is faster and measures the same shares.
  return sharp(source)
    .rotate()
    .resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * objectIdentificationQueries.getIdentifiedObjects: what the room photo shows and the scope it suggests.
 * For a design (a room image with a generated image), both the design and its source photo are analysed
 * and the scope prices what the design changes. A read: nothing is written and no credit is spent (the
 * estimate that follows is what costs credits, ADR 024).
 */
export async function getRoomObjects({
  userId,
  roomImageId,
  roomImagesRepository,
  storage,
  engine,
  analysisCache,
  signal,
}: {
  userId: string;
  roomImageId: string;
  roomImagesRepository: RoomImagesRepository;
  storage: StoragePort;
  engine: Deps['engine'];
  analysisCache: AnalysisCache;
  signal?: AbortSignal;
}): Promise<RoomObjectsResponse> {
  const roomImage = await getOwnRoomImageOrThrow({ userId, id: roomImageId, roomImagesRepository });
  const analyse = (key: string) =>
    analysisCache.get(key, async () =>
      engine.analyzeRoom({ image: await readImage(storage, key), model: 'auto', signal }),
    );
  const [analysis, originalAnalysis] = await Promise.all([
    analyse(roomImage.generatedKey ?? roomImage.originalKey),
    roomImage.generatedKey && roomImage.generatedKey !== roomImage.originalKey
      ? analyse(roomImage.originalKey)
      : null,
  ]);
  return buildRoomObjects({
    roomImageId: roomImage.id,
    storedRoomType: roomImage.roomType,
    analysis,
    originalAnalysis,
  });
}
