import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { GenerationMode, GenerationRequestParsed } from '@roomcraft/contracts/generations';
import type { ModelOption } from '@roomcraft/contracts/catalogue/index';
import { users } from '../../accounts/auth.table';
import { roomImages } from '../studio.table';

/**
 * Single-image generations (visualize, decluttering, virtual staging, compose): the request as accepted,
 * what it is made from, and the credit hold, for the `generation.run` job. The result, its status and its
 * progress live on the room image it made (`roomImageId`), which the UI reads.
 */
export const generations = pgTable(
  'generations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The room image this generation makes; it goes with the request. */
    roomImageId: uuid()
      .notNull()
      .references(() => roomImages.id, { onDelete: 'cascade' }),
    /** The room image it was made from (no foreign key: lineage outlives a deleted source). */
    sourceRoomImageId: uuid().notNull(),
    mode: text().$type<GenerationMode>().notNull(),
    /** The parsed request; its mask is left out (stored by key below). */
    request: jsonb().$type<GenerationRequestParsed>().notNull(),
    sourceKey: text().notNull(),
    maskKey: text(),
    model: text().$type<ModelOption>().notNull(),
    cost: integer().notNull(),
    /** Higher runs first (the plan's processing priority). */
    priority: integer().notNull().default(0),
    reservationId: text(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (table) => [
    index('generations_user_created_idx').on(table.userId, table.createdAt),
    index('generations_room_image_idx').on(table.roomImageId),
  ],
);

export type GenerationRow = typeof generations.$inferSelect;
