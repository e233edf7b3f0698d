import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { ideas, type IdeaRow } from '../studio.table';

export type IdeasRepository = ReturnType<typeof createIdeasRepository>;

export type NewIdea = typeof ideas.$inferInsert;

export type IdeaChanges = Partial<
  Pick<
    IdeaRow,
    | 'status'
    | 'generatedKey'
    | 'thumbnailKey'
    | 'roomImageId'
    | 'error'
    | 'engine'
    | 'model'
    | 'structureScore'
    | 'fallbackReason'
    | 'design'
  >
>;

/** Drizzle queries on `ideas`. */
export function createIdeasRepository({ db }: { db: Database }) {
  return {
    /** A retried job inserting the same ideas again keeps the first ones (unique request + order). */
    async insertMany(rows: NewIdea[]): Promise<void> {
      if (rows.length > 0) await db.insert(ideas).values(rows).onConflictDoNothing();
    },

    async listForRequest({ ideationRequestId }: { ideationRequestId: string }) {
      const rows = await db
        .select()
        .from(ideas)
        .where(eq(ideas.ideationRequestId, ideationRequestId))
        .orderBy(asc(ideas.order));
      return { ideas: rows };
    },

    async findForUser({ userId, id }: { userId: string; id: string }) {
      const [idea] = await db
        .select()
        .from(ideas)
        .where(and(eq(ideas.id, id), eq(ideas.userId, userId)))
        .limit(1);
      return { idea };
    },

    async findByRoomImage({ userId, roomImageId }: { userId: string; roomImageId: string }) {
      const [idea] = await db
        .select()
        .from(ideas)
        .where(and(eq(ideas.roomImageId, roomImageId), eq(ideas.userId, userId)))
        .limit(1);
      return { idea };
    },

    async update({
      id,
      changes,
    }: {
      id: string;
      changes: IdeaChanges;
    }): Promise<{ idea: IdeaRow | undefined }> {
      const [idea] = await db
        .update(ideas)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(ideas.id, id))
        .returning();
      return { idea };
    },

    async setFavorite({ userId, id, isFavorite }: { userId: string; id: string; isFavorite: boolean }) {
      const [idea] = await db
        .update(ideas)
        .set({ isFavorite, updatedAt: new Date() })
        .where(and(eq(ideas.id, id), eq(ideas.userId, userId)))
        .returning();
      return { idea };
    },

    async setFavoriteByRoomImage({
      userId,
      roomImageId,
      isFavorite,
    }: {
      userId: string;
      roomImageId: string;
      isFavorite: boolean;
    }) {
      const [idea] = await db
        .update(ideas)
        .set({ isFavorite, updatedAt: new Date() })
        .where(and(eq(ideas.roomImageId, roomImageId), eq(ideas.userId, userId)))
        .returning();
      return { idea };
    },
  };
}
