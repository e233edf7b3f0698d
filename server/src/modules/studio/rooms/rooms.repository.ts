import { and, desc, eq, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { roomImages, type RoomImageRow } from '../studio.table';

export type RoomImagesRepository = ReturnType<typeof createRoomImagesRepository>;

export type NewRoomImage = typeof roomImages.$inferInsert;

export type RoomImageChanges = Partial<
  Pick<
    RoomImageRow,
    'title' | 'description' | 'prompt' | 'isFavorite' | 'tags' | 'status' | 'progress' | 'error'
  >
>;

/** Drizzle queries on `room_images`. Every read and write is scoped to the owner. */
export function createRoomImagesRepository({ db }: { db: Database }) {
  const owned = (userId: string, id: string) => and(eq(roomImages.id, id), eq(roomImages.userId, userId));

  return {
    async insert(values: NewRoomImage): Promise<{ roomImage: RoomImageRow }> {
      const [roomImage] = await db.insert(roomImages).values(values).returning();
      return { roomImage: roomImage! };
    },

    async findForUser({
      userId,
      id,
    }: {
      userId: string;
      id: string;
    }): Promise<{ roomImage: RoomImageRow | undefined }> {
      const [roomImage] = await db.select().from(roomImages).where(owned(userId, id)).limit(1);
      return { roomImage };
    },

    async listRecent({
      userId,
      limit,
    }: {
      userId: string;
      limit: number;
    }): Promise<{ roomImages: RoomImageRow[] }> {
      const rows = await db
        .select()
        .from(roomImages)
        .where(eq(roomImages.userId, userId))
        .orderBy(desc(roomImages.createdAt), desc(roomImages.id))
        .limit(limit);
      return { roomImages: rows };
    },

    /**
     * Room images with a generated image, newest first, keyset-paged on (created_at, id) so pages stay
     * stable while new designs arrive.
     */
    async listGallery({
      userId,
      limit,
      favoritesOnly,
      after,
    }: {
      userId: string;
      limit: number;
      favoritesOnly: boolean;
      after: { createdAt: Date; id: string } | undefined;
    }): Promise<{ roomImages: RoomImageRow[] }> {
      const conditions: SQL[] = [eq(roomImages.userId, userId), isNotNull(roomImages.generatedKey)];
      if (favoritesOnly) conditions.push(eq(roomImages.isFavorite, true));
      if (after) {
        conditions.push(
          or(
            lt(roomImages.createdAt, after.createdAt),
            and(eq(roomImages.createdAt, after.createdAt), lt(roomImages.id, after.id)),
          )!,
        );
      }
      const rows = await db
        .select()
        .from(roomImages)
        .where(and(...conditions))
        .orderBy(desc(roomImages.createdAt), desc(roomImages.id))
        .limit(limit);
      return { roomImages: rows };
    },

    async update({
      userId,
      id,
      changes,
    }: {
      userId: string;
      id: string;
      changes: RoomImageChanges;
    }): Promise<{ roomImage: RoomImageRow | undefined }> {
      const [roomImage] = await db
        .update(roomImages)
        .set({ ...changes, updatedAt: new Date() })
        .where(owned(userId, id))
        .returning();
      return { roomImage };
    },

    async delete({ userId, id }: { userId: string; id: string }): Promise<{ deleted: boolean }> {
      const rows = await db.delete(roomImages).where(owned(userId, id)).returning({ id: roomImages.id });
      return { deleted: rows.length > 0 };
    },
  };
}
