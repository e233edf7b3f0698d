import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  CostAlternative,
  CostAnalysisVersion,
  CostEstimate,
  CostEstimationStatus,
  CostProject,
} from '@roomcraft/contracts';
import { users } from '../accounts/auth.table';

/** Cost estimations (docs/spec §3) with their progress (§4), written by the `cost-estimation.run` job. */
export const costEstimations = pgTable(
  'cost_estimations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** No foreign key: an estimate outlives a deleted room image, like an ideation request. */
    roomImageId: uuid(),
    /** Thumbnail of the room image when the estimate was asked for (content-addressed, so it stays). */
    roomThumbnailKey: text(),
    version: text().$type<CostAnalysisVersion>().notNull(),
    /** The project description as validated (scope reviewed by the user). */
    project: jsonb().$type<CostProject>().notNull(),
    estimate: jsonb().$type<CostEstimate>(),
    alternatives: jsonb().$type<CostAlternative[]>().notNull().default([]),
    /** Typical total in cents, for lists and admin pages without reading the estimate. */
    totalCost: integer(),
    /** The credit hold, settled when the estimate is stored and refunded when it fails. */
    reservationId: text(),
    status: text().$type<CostEstimationStatus>().notNull().default('pending'),
    progress: integer().notNull().default(0),
    currentStep: text().notNull().default('pending'),
    message: text().notNull(),
    error: text(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (table) => [
    index('cost_estimations_user_created_idx').on(table.userId, table.createdAt),
    index('cost_estimations_user_room_idx').on(table.userId, table.roomImageId),
  ],
);

export type CostEstimationRow = typeof costEstimations.$inferSelect;
export type NewCostEstimation = typeof costEstimations.$inferInsert;
