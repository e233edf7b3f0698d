import { and, desc, eq, gt } from 'drizzle-orm';
import type { ActivityAction, DeviceInfo } from '@roomcraft/contracts/accounts';
import type { Database } from '../../../db/client';
import { activityLogs, type ActivityLogRow } from '../activity.table';

export type ActivityRepository = ReturnType<typeof createActivityRepository>;

export interface NewActivity {
  userId: string;
  action: ActivityAction;
  description?: string | null;
  metadata?: Record<string, unknown> | null;
  success?: boolean;
  error?: string | null;
  userAgent?: string | null;
  deviceInfo?: DeviceInfo | null;
  sessionId?: string | null;
}

/** Drizzle queries on `activity_logs`. */
export function createActivityRepository({ db }: { db: Database }) {
  return {
    async insert(activity: NewActivity): Promise<void> {
      await db.insert(activityLogs).values(activity);
    },

    async hasSince({
      userId,
      action,
      since,
    }: {
      userId: string;
      action: ActivityAction;
      since: Date;
    }): Promise<boolean> {
      const [row] = await db
        .select({ id: activityLogs.id })
        .from(activityLogs)
        .where(
          and(
            eq(activityLogs.userId, userId),
            eq(activityLogs.action, action),
            gt(activityLogs.createdAt, since),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async listForUser({
      userId,
      limit = 50,
    }: {
      userId: string;
      limit?: number;
    }): Promise<{ logs: ActivityLogRow[] }> {
      const logs = await db
        .select()
        .from(activityLogs)
        .where(eq(activityLogs.userId, userId))
        .orderBy(desc(activityLogs.createdAt))
        .limit(limit);
      return { logs };
    },
  };
}
