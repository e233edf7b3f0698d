import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  floorPlanIdeas,
  floorPlanRequests,
  type FloorPlanIdeaRow,
  type FloorPlanRequestRow,
} from './floor-plans.table';

export type FloorPlansRepository = ReturnType<typeof createFloorPlansRepository>;

export type NewFloorPlanRequest = typeof floorPlanRequests.$inferInsert;
export type NewFloorPlanIdea = typeof floorPlanIdeas.$inferInsert;

export type FloorPlanRequestChanges = Partial<
  Pick<
    FloorPlanRequestRow,
    | 'status'
    | 'progress'
    | 'stepsCompleted'
    | 'message'
    | 'currentStep'
    | 'error'
    | 'completedAt'
    | 'model'
    | 'previewKey'
    | 'notes'
  >
>;

/** Drizzle queries on `floor_plan_requests` and `floor_plan_ideas`. */
export function createFloorPlansRepository({ db }: { db: Database }) {
  return {
    async insert(values: NewFloorPlanRequest): Promise<{ request: FloorPlanRequestRow }> {
      const [request] = await db.insert(floorPlanRequests).values(values).returning();
      return { request: request! };
    },

    async findForUser({ userId, id }: { userId: string; id: string }) {
      const [request] = await db
        .select()
        .from(floorPlanRequests)
        .where(and(eq(floorPlanRequests.id, id), eq(floorPlanRequests.userId, userId)))
        .limit(1);
      return { request };
    },

    /** For the job, which acts for the owner recorded on the row. */
    async findById({ id }: { id: string }) {
      const [request] = await db
        .select()
        .from(floorPlanRequests)
        .where(eq(floorPlanRequests.id, id))
        .limit(1);
      return { request };
    },

    async listRecent({ userId, limit }: { userId: string; limit: number }) {
      const requests = await db
        .select()
        .from(floorPlanRequests)
        .where(eq(floorPlanRequests.userId, userId))
        .orderBy(desc(floorPlanRequests.createdAt), desc(floorPlanRequests.id))
        .limit(limit);
      return { requests };
    },

    async update({ id, changes }: { id: string; changes: FloorPlanRequestChanges }) {
      const [request] = await db
        .update(floorPlanRequests)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(floorPlanRequests.id, id))
        .returning();
      return { request };
    },

    /** A retried job inserts the same orders again: those are kept as they are. */
    async insertIdeas(values: NewFloorPlanIdea[]): Promise<void> {
      if (values.length === 0) return;
      await db.insert(floorPlanIdeas).values(values).onConflictDoNothing();
    },

    async listIdeas({
      floorPlanRequestId,
    }: {
      floorPlanRequestId: string;
    }): Promise<{ ideas: FloorPlanIdeaRow[] }> {
      const ideas = await db
        .select()
        .from(floorPlanIdeas)
        .where(eq(floorPlanIdeas.floorPlanRequestId, floorPlanRequestId))
        .orderBy(asc(floorPlanIdeas.order));
      return { ideas };
    },

    /** Replaces a request's ideas and its model in one transaction (hand corrections). */
    async replaceModelAndIdeas({
      id,
      model,
      ideas,
    }: {
      id: string;
      model: NonNullable<FloorPlanRequestRow['model']>;
      ideas: NewFloorPlanIdea[];
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(floorPlanRequests)
          .set({ model, updatedAt: new Date() })
          .where(eq(floorPlanRequests.id, id));
        await tx.delete(floorPlanIdeas).where(eq(floorPlanIdeas.floorPlanRequestId, id));
        if (ideas.length > 0) await tx.insert(floorPlanIdeas).values(ideas);
      });
    },

    async setIdeaFavorite({ userId, id, isFavorite }: { userId: string; id: string; isFavorite: boolean }) {
      const [idea] = await db
        .update(floorPlanIdeas)
        .set({ isFavorite, updatedAt: new Date() })
        .where(and(eq(floorPlanIdeas.id, id), eq(floorPlanIdeas.userId, userId)))
        .returning();
      return { idea };
    },
  };
}
