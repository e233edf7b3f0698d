import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { ideationRequests, type IdeationRequestRow } from '../studio.table';

export type IdeationRepository = ReturnType<typeof createIdeationRepository>;

export type NewIdeationRequest = typeof ideationRequests.$inferInsert;

export type IdeationRequestChanges = Partial<
  Pick<
    IdeationRequestRow,
    'status' | 'progress' | 'stepsCompleted' | 'message' | 'currentStep' | 'error' | 'completedAt'
  >
>;

/** Drizzle queries on `ideation_requests`. */
export function createIdeationRepository({ db }: { db: Database }) {
  return {
    async insert(values: NewIdeationRequest): Promise<{ request: IdeationRequestRow }> {
      const [request] = await db.insert(ideationRequests).values(values).returning();
      return { request: request! };
    },

    async findForUser({ userId, id }: { userId: string; id: string }) {
      const [request] = await db
        .select()
        .from(ideationRequests)
        .where(and(eq(ideationRequests.id, id), eq(ideationRequests.userId, userId)))
        .limit(1);
      return { request };
    },

    /** For the job, which acts for the owner recorded on the row. */
    async findById({ id }: { id: string }) {
      const [request] = await db.select().from(ideationRequests).where(eq(ideationRequests.id, id)).limit(1);
      return { request };
    },

    async listRecent({ userId, limit }: { userId: string; limit: number }) {
      const requests = await db
        .select()
        .from(ideationRequests)
        .where(eq(ideationRequests.userId, userId))
        .orderBy(desc(ideationRequests.createdAt), desc(ideationRequests.id))
        .limit(limit);
      return { requests };
    },

    async update({ id, changes }: { id: string; changes: IdeationRequestChanges }) {
      const [request] = await db
        .update(ideationRequests)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(ideationRequests.id, id))
        .returning();
      return { request };
    },
  };
}
