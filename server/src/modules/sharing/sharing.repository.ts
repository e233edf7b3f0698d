import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  projectActivity,
  projectComments,
  projectItems,
  projectMembers,
  projects,
  shareLinks,
  type ProjectItemRow,
  type ProjectRow,
  type ShareLinkRow,
} from './sharing.table';

export type SharingRepository = ReturnType<typeof createSharingRepository>;
export type NewShareLink = typeof shareLinks.$inferInsert;
export type NewProjectItem = typeof projectItems.$inferInsert;

/** Drizzle queries on share links, projects and project items. Owner reads are scoped to the user id. */
export function createSharingRepository({ db }: { db: Database }) {
  const ownedShare = (userId: string, id: string) =>
    and(eq(shareLinks.id, id), eq(shareLinks.userId, userId));
  const ownedProject = (userId: string, id: string) => and(eq(projects.id, id), eq(projects.userId, userId));

  return {
    // -- share links ------------------------------------------------------------------------------------
    async insertShare(values: NewShareLink): Promise<{ share: ShareLinkRow }> {
      const [share] = await db.insert(shareLinks).values(values).returning();
      return { share: share! };
    },

    async listSharesForUser({ userId }: { userId: string }) {
      const shares = await db
        .select()
        .from(shareLinks)
        .where(eq(shareLinks.userId, userId))
        .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
      return { shares };
    },

    /** Links that still open: not revoked and not past their expiry. */
    async countActiveShares({ userId, now }: { userId: string; now: Date }): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(shareLinks)
        .where(
          and(
            eq(shareLinks.userId, userId),
            isNull(shareLinks.revokedAt),
            or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, now)),
          ),
        );
      return row?.n ?? 0;
    },

    async findShareForUser({ userId, id }: { userId: string; id: string }) {
      const [share] = await db.select().from(shareLinks).where(ownedShare(userId, id)).limit(1);
      return { share };
    },

    async findShareByToken({ token }: { token: string }) {
      const [share] = await db.select().from(shareLinks).where(eq(shareLinks.token, token)).limit(1);
      return { share };
    },

    /** Revokes once; revoking again keeps the first time. */
    async revokeShare({ userId, id, now }: { userId: string; id: string; now: Date }) {
      const [share] = await db
        .update(shareLinks)
        .set({ revokedAt: sql`coalesce(${shareLinks.revokedAt}, ${now.toISOString()}::timestamptz)` })
        .where(ownedShare(userId, id))
        .returning();
      return { share };
    },

    async recordView({ id, now }: { id: string; now: Date }): Promise<void> {
      await db
        .update(shareLinks)
        .set({ viewCount: sql`${shareLinks.viewCount} + 1`, lastViewedAt: now })
        .where(eq(shareLinks.id, id));
    },

    // -- projects ---------------------------------------------------------------------------------------
    async insertProject(values: { userId: string; name: string }): Promise<{ project: ProjectRow }> {
      const [project] = await db.insert(projects).values(values).returning();
      return { project: project! };
    },

    async countProjects({ userId }: { userId: string }): Promise<number> {
      const [row] = await db.select({ n: count() }).from(projects).where(eq(projects.userId, userId));
      return row?.n ?? 0;
    },

    async listProjects({ userId }: { userId: string }) {
      const rows = await db
        .select()
        .from(projects)
        .where(eq(projects.userId, userId))
        .orderBy(desc(projects.updatedAt), desc(projects.id));
      return { projects: rows };
    },

    async findProjectForUser({ userId, id }: { userId: string; id: string }) {
      const [project] = await db.select().from(projects).where(ownedProject(userId, id)).limit(1);
      return { project };
    },

    /** For a project share: the owner is the share's user. */
    async findProjectById({ id }: { id: string }) {
      const [project] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
      return { project };
    },

    async updateProject({
      userId,
      id,
      changes,
    }: {
      userId: string;
      id: string;
      changes: Partial<Pick<ProjectRow, 'name' | 'notes' | 'coverItemId'>>;
    }) {
      const [project] = await db
        .update(projects)
        .set({ ...changes, updatedAt: new Date() })
        .where(ownedProject(userId, id))
        .returning();
      return { project };
    },

    async touchProject({ id }: { id: string }): Promise<void> {
      await db.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, id));
    },

    async deleteProject({ userId, id }: { userId: string; id: string }): Promise<{ deleted: boolean }> {
      const rows = await db.delete(projects).where(ownedProject(userId, id)).returning({ id: projects.id });
      return { deleted: rows.length > 0 };
    },

    // -- project items ----------------------------------------------------------------------------------
    async listItems({ projectIds }: { projectIds: string[] }): Promise<{ items: ProjectItemRow[] }> {
      if (projectIds.length === 0) return { items: [] };
      const items = await db
        .select()
        .from(projectItems)
        .where(inArray(projectItems.projectId, projectIds))
        .orderBy(asc(projectItems.position), asc(projectItems.createdAt));
      return { items };
    },

    async findItemForUser({ userId, id }: { userId: string; id: string }) {
      const [item] = await db
        .select()
        .from(projectItems)
        .where(and(eq(projectItems.id, id), eq(projectItems.userId, userId)))
        .limit(1);
      return { item };
    },

    async nextPosition({ projectId }: { projectId: string }): Promise<number> {
      const [row] = await db
        .select({ max: sql<number | null>`max(${projectItems.position})` })
        .from(projectItems)
        .where(eq(projectItems.projectId, projectId));
      return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
    },

    /** `inserted` is false when the item was in the project already (unique project + kind + item). */
    async insertItem(values: NewProjectItem): Promise<{ inserted: boolean }> {
      const rows = await db
        .insert(projectItems)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: projectItems.id });
      return { inserted: rows.length > 0 };
    },

    async deleteItem({ projectId, id }: { projectId: string; id: string }): Promise<{ deleted: boolean }> {
      const rows = await db
        .delete(projectItems)
        .where(and(eq(projectItems.id, id), eq(projectItems.projectId, projectId)))
        .returning({ id: projectItems.id });
      return { deleted: rows.length > 0 };
    },

    /** Writes the new order in one transaction: positions 0..n-1 in the given order. */
    async setPositions({ projectId, itemIds }: { projectId: string; itemIds: string[] }): Promise<void> {
      await db.transaction(async (tx) => {
        for (const [position, id] of itemIds.entries()) {
          await tx
            .update(projectItems)
            .set({ position })
            .where(and(eq(projectItems.id, id), eq(projectItems.projectId, projectId)));
        }
      });
    },

    async moveItem({ id, projectId, position }: { id: string; projectId: string; position: number }) {
      await db.update(projectItems).set({ projectId, position }).where(eq(projectItems.id, id));
    },

    // -- collaboration ----------------------------------------------------------------------------------
    async listMembers({ projectId }: { projectId: string }) {
      const members = await db
        .select()
        .from(projectMembers)
        .where(eq(projectMembers.projectId, projectId))
        .orderBy(asc(projectMembers.createdAt));
      return { members };
    },

    async findMembership({ projectId, email }: { projectId: string; email: string }) {
      const [member] = await db
        .select()
        .from(projectMembers)
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.email, email)))
        .limit(1);
      return { member };
    },

    /** Projects this email was invited to, with the project row. */
    async listMembershipsForEmail({ email }: { email: string }) {
      const rows = await db
        .select({ member: projectMembers, project: projects })
        .from(projectMembers)
        .innerJoin(projects, eq(projects.id, projectMembers.projectId))
        .where(eq(projectMembers.email, email))
        .orderBy(desc(projectMembers.createdAt));
      return { memberships: rows };
    },

    async insertMember(values: typeof projectMembers.$inferInsert): Promise<{ inserted: boolean }> {
      const rows = await db
        .insert(projectMembers)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: projectMembers.id });
      return { inserted: rows.length > 0 };
    },

    async deleteMember({ projectId, id }: { projectId: string; id: string }): Promise<{ deleted: boolean }> {
      const rows = await db
        .delete(projectMembers)
        .where(and(eq(projectMembers.id, id), eq(projectMembers.projectId, projectId)))
        .returning({ id: projectMembers.id });
      return { deleted: rows.length > 0 };
    },

    async insertComment(values: typeof projectComments.$inferInsert): Promise<void> {
      await db.insert(projectComments).values(values);
    },

    async listComments({ projectId }: { projectId: string }) {
      const comments = await db
        .select()
        .from(projectComments)
        .where(eq(projectComments.projectId, projectId))
        .orderBy(asc(projectComments.createdAt))
        .limit(500);
      return { comments };
    },

    async insertActivity(values: typeof projectActivity.$inferInsert): Promise<void> {
      await db.insert(projectActivity).values(values);
    },

    async listActivity({ projectId, limit }: { projectId: string; limit: number }) {
      const activity = await db
        .select()
        .from(projectActivity)
        .where(eq(projectActivity.projectId, projectId))
        .orderBy(desc(projectActivity.createdAt))
        .limit(limit);
      return { activity };
    },
  };
}
