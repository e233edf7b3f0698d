import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { studioUploads, type StudioUploadRow } from '../studio.table';

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;

/** Drizzle queries on `studio_uploads`. */
export function createUploadsRepository({ db }: { db: Database }) {
  return {
    /** Identical bytes get the same key: a second upload of them by the same user is the same record. */
    async record(upload: Omit<StudioUploadRow, 'id' | 'createdAt'>): Promise<void> {
      await db.insert(studioUploads).values(upload).onConflictDoNothing();
    },

    async findForUser({
      userId,
      storageKey,
    }: {
      userId: string;
      storageKey: string;
    }): Promise<{ upload: StudioUploadRow | undefined }> {
      const [upload] = await db
        .select()
        .from(studioUploads)
        .where(and(eq(studioUploads.userId, userId), eq(studioUploads.storageKey, storageKey)))
        .limit(1);
      return { upload };
    },
  };
}
