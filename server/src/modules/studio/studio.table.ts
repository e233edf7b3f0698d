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
import type {
  IdeaStatus,
  IdeationStatus,
  ParentMetadata,
  RoomImageMode,
  RoomImageStatus,
} from '@roomcraft/contracts/studio';
import type { ModelOption, RoomLocation } from '@roomcraft/contracts/catalogue/index';
import type { DesignIdea } from '../../engine';
import { users } from '../accounts/auth.table';

// Every row belongs to a user and goes with the account.
const ownerId = () =>
  text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

// Millisecond precision so a keyset cursor made from a JS Date matches the stored value exactly.
const createdAt = () => timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow();

/** What each user uploaded: POST /api/rooms accepts only the caller's own storage keys. */
export const studioUploads = pgTable(
  'studio_uploads',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownerId(),
    /** Content-addressed key of the stored (oriented, stripped, scaled) image: the `storageId`. */
    storageKey: text().notNull(),
    thumbnailKey: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    mediaType: text().notNull(),
    bytes: integer().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('studio_uploads_user_key_idx').on(table.userId, table.storageKey)],
);

export type StudioUploadRow = typeof studioUploads.$inferSelect;

/** Room images (docs/spec §3): uploads and generated designs. Blobs live in storage, shared by key. */
export const roomImages = pgTable(
  'room_images',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownerId(),
    title: text().notNull().default(''),
    description: text().notNull().default(''),
    name: text().notNull().default(''),
    prompt: text().notNull().default(''),
    mode: text().$type<RoomImageMode>().notNull(),
    style: text(),
    roomType: text(),
    stylePreferences: jsonb().$type<string[]>().notNull().default([]),
    tags: jsonb().$type<string[]>().notNull().default([]),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    originalKey: text().notNull(),
    originalThumbnailKey: text().notNull(),
    generatedKey: text(),
    generatedThumbnailKey: text(),
    isFavorite: boolean().notNull().default(false),
    status: text().$type<RoomImageStatus>().notNull().default('uploaded'),
    /** 0..100, for GET /api/rooms/:id/progress. */
    progress: integer().notNull().default(0),
    error: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('room_images_user_created_idx').on(table.userId, table.createdAt, table.id)],
);

export type RoomImageRow = typeof roomImages.$inferSelect;

/** Ideation requests (docs/spec §3) with their progress, updated by the `ideation.run` job. */
export const ideationRequests = pgTable(
  'ideation_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownerId(),
    /** No foreign key: the request (and its ideas) outlive a deleted source room. */
    roomImageId: uuid().notNull(),
    /** Storage key of the image the ideas are made from (the room's generated image, else its original). */
    sourceKey: text().notNull(),
    sourceThumbnailKey: text().notNull(),
    numberOfIdeas: integer().notNull(),
    userPrompt: text(),
    itemsNotToChange: text(),
    roomType: text().notNull(),
    designStyle: text().notNull(),
    creativityLevel: integer().notNull(),
    roomLocation: text().$type<RoomLocation>().notNull(),
    customRoomLocation: text(),
    model: text().$type<ModelOption>().notNull(),
    parentMetadata: jsonb().$type<ParentMetadata>(),
    /** 0 for a first request; a "more ideas like this" child is its parent's level + 1. */
    generationLevel: integer().notNull().default(0),
    /** Seeds the local engine, so a retried job makes the same ideas and a child makes new ones. */
    seed: integer().notNull(),
    /** The credit reservation holding one credit per idea until each idea is settled or refunded. */
    reservationId: text(),
    status: text().$type<IdeationStatus>().notNull().default('pending'),
    progress: integer().notNull().default(0),
    stepsCompleted: integer().notNull().default(0),
    totalSteps: integer().notNull(),
    message: text().notNull(),
    currentStep: text().notNull().default('pending'),
    error: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (table) => [index('ideation_requests_user_created_idx').on(table.userId, table.createdAt)],
);

export type IdeationRequestRow = typeof ideationRequests.$inferSelect;

/** Ideas of a request (docs/spec §3), one row per idea, made once and then rendered one by one. */
export const ideas = pgTable(
  'ideas',
  {
    id: uuid().primaryKey().defaultRandom(),
    ideationRequestId: uuid()
      .notNull()
      .references(() => ideationRequests.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    order: integer().notNull(),
    /** The engine's idea as made, kept whole so a retried job renders exactly the same idea. */
    design: jsonb().$type<DesignIdea>().notNull(),
    status: text().$type<IdeaStatus>().notNull().default('pending'),
    generatedKey: text(),
    thumbnailKey: text(),
    /** The room image of the generated design; cleared when the user deletes that room image. */
    roomImageId: uuid().references(() => roomImages.id, { onDelete: 'set null' }),
    isFavorite: boolean().notNull().default(false),
    error: text(),
    engine: text(),
    model: text(),
    structureScore: real(),
    fallbackReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('ideas_request_order_idx').on(table.ideationRequestId, table.order),
    index('ideas_room_image_idx').on(table.roomImageId),
  ],
);

export type IdeaRow = typeof ideas.$inferSelect;
