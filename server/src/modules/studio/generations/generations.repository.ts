import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { generations, type GenerationRow } from './generations.table';

export type GenerationsRepository = ReturnType<typeof createGenerationsRepository>;

/** Drizzle queries on `generations`. */
export function createGenerationsRepository({ db }: { db: Database }) {
  return {
    async insert(values: typeof generations.$inferInsert): Promise<{ generation: GenerationRow }> {
      const [generation] = await db.insert(generations).values(values).returning();
      return { generation: generation! };
    },

    async findById({ id }: { id: string }): Promise<{ generation: GenerationRow | undefined }> {
      const [generation] = await db.select().from(generations).where(eq(generations.id, id)).limit(1);
      return { generation };
    },

    async findForRoomImage({ userId, roomImageId }: { userId: string; roomImageId: string }) {
      const [generation] = await db
        .select()
        .from(generations)
        .where(and(eq(generations.userId, userId), eq(generations.roomImageId, roomImageId)))
        .limit(1);
      return { generation };
    },

    async markCompleted({ id }: { id: string }): Promise<void> {
      await db.update(generations).set({ completedAt: new Date() }).where(eq(generations.id, id));
    },
  };
}
