import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';

export type RoomImageBlobsRepository = ReturnType<typeof createRoomImageBlobsRepository>;

/**
 * Who still points at a stored file. Files are content addressed, so one blob can back several rows
 * (the same photo uploaded twice, an idea's image that is also a room's, an avatar of the same bytes).
 * Every column that holds a file key is listed here: a column missing from this list would let a
 * deletion remove a file that is still shown.
 */
export function createRoomImageBlobsRepository({ db }: { db: Database }) {
  return {
    async findReferencedKeys({ keys }: { keys: readonly string[] }): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const list = sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      );
      const result = await db.execute<{ key: string }>(sql`
        select key from (
          select storage_key as key from studio_uploads
          union all select thumbnail_key from studio_uploads
          union all select original_key from room_images
          union all select original_thumbnail_key from room_images
          union all select generated_key from room_images
          union all select generated_thumbnail_key from room_images
          union all select source_key from ideation_requests
          union all select source_thumbnail_key from ideation_requests
          union all select generated_key from ideas
          union all select thumbnail_key from ideas
          union all select avatar_key from user_profiles
          union all select source_key from floor_plan_requests
          union all select source_thumbnail_key from floor_plan_requests
          union all select preview_key from floor_plan_requests
        ) as refs
        where key in (${list})
        group by key`);
      return new Set(result.rows.map((row) => row.key));
    },

    /** Forgets a user's uploads of these files once none of their rooms uses them any more. */
    async deleteUnusedUploads({ userId, keys }: { userId: string; keys: readonly string[] }): Promise<void> {
      if (keys.length === 0) return;
      const list = sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      );
      await db.execute(sql`
        delete from studio_uploads u
        where u.user_id = ${userId} and u.storage_key in (${list})
          and not exists (
            select 1 from room_images r where r.user_id = ${userId} and r.original_key = u.storage_key
          )`);
    },
  };
}
