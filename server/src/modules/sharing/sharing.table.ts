import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ProjectItemKind, ShareKind } from '@roomcraft/contracts/sharing';
import { users } from '../accounts/auth.table';
import { costEstimations } from '../cost-estimation/cost-estimation.table';
import { floorPlanRequests } from '../floor-plans/floor-plans.table';
import { ideationRequests, roomImages } from '../studio/studio.table';

const ownerId = () =>
  text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const at = () => timestamp({ withTimezone: true, precision: 3 });

/** Projects (issue 15): folders of designs, floor plans and cost estimates, with notes and a cover. */
export const projects = pgTable(
  'projects',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownerId(),
    name: text().notNull(),
    notes: text().notNull().default(''),
    /** A project item chosen as cover; none means the first item with an image. */
    coverItemId: uuid(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (table) => [index('projects_user_idx').on(table.userId, table.createdAt)],
);
export type ProjectRow = typeof projects.$inferSelect;

/**
 * What a project holds: a generic reference (`kind` + `itemId`), plus a typed nullable foreign key per kind
 * (exactly the one of its kind is set) so that deleting the room image, floor plan or estimate removes it
 * from its projects (ON DELETE CASCADE).
 */
export const projectItems = pgTable(
  'project_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    kind: text().$type<ProjectItemKind>().notNull(),
    itemId: uuid().notNull(),
    roomImageId: uuid().references(() => roomImages.id, { onDelete: 'cascade' }),
    floorPlanId: uuid().references(() => floorPlanRequests.id, { onDelete: 'cascade' }),
    costEstimationId: uuid().references(() => costEstimations.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('project_items_project_item_idx').on(table.projectId, table.kind, table.itemId),
    index('project_items_project_position_idx').on(table.projectId, table.position),
  ],
);
export type ProjectItemRow = typeof projectItems.$inferSelect;

/** The public fields of a shared design, copied when the link is made (ADR 022). Keys stay server-side. */
export interface SharedDesignSnapshot {
  title: string;
  description: string;
  style: string | null;
  roomType: string | null;
  palette: { name: string; hex: string }[];
  isVirtuallyStaged: boolean;
  beforeKey: string;
  afterKey: string | null;
}

/**
 * Share links. The token is the only public handle (>= 128 random bits); the row id is what the owner's
 * API uses. The target's foreign key cascades, so deleting a room, a request or a project ends its links.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    token: text().notNull(),
    userId: ownerId(),
    kind: text().$type<ShareKind>().notNull(),
    roomImageId: uuid().references(() => roomImages.id, { onDelete: 'cascade' }),
    ideationRequestId: uuid().references(() => ideationRequests.id, { onDelete: 'cascade' }),
    projectId: uuid().references(() => projects.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** Designs and ideations: what the public page shows. Projects are read live. */
    designs: jsonb().$type<SharedDesignSnapshot[]>().notNull().default([]),
    expiresAt: at(),
    revokedAt: at(),
    viewCount: integer().notNull().default(0),
    lastViewedAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('share_links_token_idx').on(table.token),
    index('share_links_user_idx').on(table.userId, table.createdAt),
  ],
);
export type ShareLinkRow = typeof shareLinks.$inferSelect;

/**
 * Collaboration (Business plans): people invited to a project by email, as viewer or editor. A member is
 * matched by the verified email of the signed-in account, so an invitation works before the invitee signs up.
 */
export const projectMembers = pgTable(
  'project_members',
  {
    id: uuid().primaryKey().defaultRandom(),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text().notNull(),
    role: text().$type<'viewer' | 'editor'>().notNull(),
    invitedBy: ownerId(),
    createdAt: at().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('project_members_project_email_idx').on(table.projectId, table.email),
    index('project_members_email_idx').on(table.email),
  ],
);
export type ProjectMemberRow = typeof projectMembers.$inferSelect;

/** Comments on a design of a project, by the owner or a member. */
export const projectComments = pgTable(
  'project_comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    itemId: uuid()
      .notNull()
      .references(() => projectItems.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    authorName: text().notNull(),
    body: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (table) => [index('project_comments_project_idx').on(table.projectId, table.createdAt)],
);
export type ProjectCommentRow = typeof projectComments.$inferSelect;

/** What happened in a project (the activity feed): who did what, in words safe to show to members. */
export const projectActivity = pgTable(
  'project_activity',
  {
    id: uuid().primaryKey().defaultRandom(),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    actorName: text().notNull(),
    action: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (table) => [index('project_activity_project_idx').on(table.projectId, table.createdAt)],
);
export type ProjectActivityRow = typeof projectActivity.$inferSelect;
