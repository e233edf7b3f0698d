import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FloorPlanModel, FloorPlanStatus } from '@roomcraft/contracts/floor-plans';
import type { StyleId } from '@roomcraft/contracts/catalogue/index';
import { users } from '../accounts/auth.table';
import type { FloorPlanIdeaDesign } from './floor-plan-ideas.models';

// Every row belongs to a user and goes with the account.
const ownerId = () =>
  text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const createdAt = () => timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow();

/** Floor-plan requests (docs/spec §§3-4, floorPlanQueries): the plan, its progress and its model. */
export const floorPlanRequests = pgTable(
  'floor_plan_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownerId(),
    title: text().notNull().default(''),
    /** Storage key of the uploaded plan image (one of the user's uploads). */
    sourceKey: text().notNull(),
    sourceThumbnailKey: text().notNull(),
    pixelsPerMetre: real(),
    wallHeightMetres: real().notNull(),
    designStyle: text().$type<StyleId>().notNull(),
    /** The credit reservation holding the floor plan's credit until it is settled or released. */
    reservationId: text(),
    status: text().$type<FloorPlanStatus>().notNull().default('pending'),
    progress: integer().notNull().default(0),
    stepsCompleted: integer().notNull().default(0),
    totalSteps: integer().notNull(),
    message: text().notNull(),
    currentStep: text().notNull().default('pending'),
    error: text(),
    /** The extracted model (walls, openings, rooms, scale), once extracted. */
    model: jsonb().$type<FloorPlanModel>(),
    previewKey: text(),
    notes: jsonb().$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (table) => [index('floor_plan_requests_user_created_idx').on(table.userId, table.createdAt)],
);

export type FloorPlanRequestRow = typeof floorPlanRequests.$inferSelect;

/** Furnishing and finish ideas, one per room of a plan (issue 11 item 5), each with a favourite heart. */
export const floorPlanIdeas = pgTable(
  'floor_plan_ideas',
  {
    id: uuid().primaryKey().defaultRandom(),
    floorPlanRequestId: uuid()
      .notNull()
      .references(() => floorPlanRequests.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    order: integer().notNull(),
    roomId: text().notNull(),
    design: jsonb().$type<FloorPlanIdeaDesign>().notNull(),
    isFavorite: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('floor_plan_ideas_request_order_idx').on(table.floorPlanRequestId, table.order)],
);

export type FloorPlanIdeaRow = typeof floorPlanIdeas.$inferSelect;
