import { and, desc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { costEstimations, type CostEstimationRow, type NewCostEstimation } from './cost-estimation.table';

export type CostEstimationRepository = ReturnType<typeof createCostEstimationRepository>;

export type CostEstimationChanges = Partial<
  Pick<
    CostEstimationRow,
    | 'status'
    | 'progress'
    | 'currentStep'
    | 'message'
    | 'error'
    | 'estimate'
    | 'alternatives'
    | 'totalCost'
    | 'completedAt'
  >
>;

/** Drizzle queries on `cost_estimations`. */
export function createCostEstimationRepository({ db }: { db: Database }) {
  return {
    async insert(values: NewCostEstimation): Promise<{ estimation: CostEstimationRow }> {
      const [estimation] = await db.insert(costEstimations).values(values).returning();
      return { estimation: estimation! };
    },

    async findForUser({ userId, id }: { userId: string; id: string }) {
      const [estimation] = await db
        .select()
        .from(costEstimations)
        .where(and(eq(costEstimations.id, id), eq(costEstimations.userId, userId)))
        .limit(1);
      return { estimation };
    },

    /** For the job, which acts for the owner recorded on the row. */
    async findById({ id }: { id: string }) {
      const [estimation] = await db.select().from(costEstimations).where(eq(costEstimations.id, id)).limit(1);
      return { estimation };
    },

    async listRecent({
      userId,
      limit,
      roomImageId,
    }: {
      userId: string;
      limit: number;
      roomImageId?: string;
    }) {
      const estimations = await db
        .select()
        .from(costEstimations)
        .where(
          and(
            eq(costEstimations.userId, userId),
            roomImageId ? eq(costEstimations.roomImageId, roomImageId) : undefined,
          ),
        )
        .orderBy(desc(costEstimations.createdAt), desc(costEstimations.id))
        .limit(limit);
      return { estimations };
    },

    /** Unfinished ones, and those finished since `finishedSince` (the spec's progress tracker). */
    async listActive({ userId, finishedSince }: { userId: string; finishedSince: Date }) {
      const estimations = await db
        .select()
        .from(costEstimations)
        .where(
          and(
            eq(costEstimations.userId, userId),
            or(
              inArray(costEstimations.status, ['pending', 'processing']),
              gt(costEstimations.updatedAt, finishedSince),
            ),
          ),
        )
        .orderBy(desc(costEstimations.createdAt))
        .limit(20);
      return { estimations };
    },

    async update({ id, changes }: { id: string; changes: CostEstimationChanges }) {
      const [estimation] = await db
        .update(costEstimations)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(costEstimations.id, id))
        .returning();
      return { estimation };
    },
  };
}
