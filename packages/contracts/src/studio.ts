import { z } from 'zod';
import {
  costTierSchema,
  creativitySchema,
  difficultySchema,
  engineNameSchema,
  modelOptionSchema,
  numberOfIdeasSchema,
  roomLocationSchema,
} from './catalogue/engine-options';
import { studioModes } from './accounts';
import { generationOutcomeSchema } from './generations';
import { defineApiRoute } from './api-routes';
import { studioIdParamsSchema, studioIdSchema } from './studio-ids';

/**
 * The studio: uploads, room images, ideation requests and their ideas, the gallery (docs/spec §§2-5,
 * api.md). Ids are opaque strings; the spec's `_id` field names are kept in DTOs. Image URLs in DTOs are
 * signed `/files/...` URLs made at read time (they expire), so clients never store them: they store ids.
 *
 * Live updates: writes publish these topics to the owner's tabs (see events.ts):
 * `ideation:<id>` (request, progress and ideas), `rooms` (any room image of the user), `room:<id>`,
 * `gallery`, `credits`.
 */

export const studioLimits = {
  uploadMaxBytes: 7_340_032,
  uploadMaxDimension: 4096,
  thumbnailSizePx: 480,
  cropScaleMin: 0.1,
  cropScaleMax: 1,
  cropScaleStep: 0.05,
  cropJpegQuality: 0.9,
  galleryPageSize: 24,
  recentRoomsLimit: 5,
  titleMaxLength: 120,
  promptMaxLength: 2000,
  itemsNotToChangeMaxLength: 500,
  customTextMaxLength: 60,
  /** First-load defaults and reset defaults of the ideation form (docs/spec §4). */
  firstLoadCreativity: 3,
  firstLoadNumberOfIdeas: 4,
  resetCreativity: 2,
} as const;

export { isValidStudioId, studioIdParamsSchema, studioIdSchema } from './studio-ids';

/** Modes of room images: the studio's modes plus the single-image tools. */
export const roomImageModes = [...studioModes, 'decluttering', 'virtual-staging', 'upload'] as const;
export const roomImageModeSchema = z.enum(roomImageModes);
export type RoomImageMode = z.infer<typeof roomImageModeSchema>;

// ---------------------------------------------------------------------------------------------------------
// Upload
// ---------------------------------------------------------------------------------------------------------
export const uploadResponseSchema = z.object({
  /** Signed URL of the stored (oriented, metadata-free, at most 4096 px) image. */
  url: z.string(),
  /** Content address of the stored image; send it to POST /api/rooms. */
  storageId: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  mediaType: z.enum(['image/jpeg', 'image/png', 'image/webp']),
  bytes: z.number().int(),
  /** Size as uploaded, before scaling down; set only when it was over 4096 px. */
  scaledDownFrom: z.object({ width: z.number().int(), height: z.number().int() }).nullable(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const uploadErrorCodes = {
  tooLarge: 'upload.too_large',
  unsupportedFormat: 'upload.unsupported_format',
  empty: 'upload.empty',
  /** The bytes start like an image but cannot be decoded (truncated or corrupt file): 400. */
  unreadable: 'upload.unreadable',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Room images
// ---------------------------------------------------------------------------------------------------------
export const roomImageStatuses = ['uploaded', 'pending', 'processing', 'completed', 'failed'] as const;
export const roomImageStatusSchema = z.enum(roomImageStatuses);
export type RoomImageStatus = z.infer<typeof roomImageStatusSchema>;

export const roomImageMetadataSchema = z.object({
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  /** Which engine made the generated image, its model and how much room structure it kept (0..1). */
  engine: engineNameSchema.optional(),
  model: z.string().optional(),
  structureScore: z.number().optional(),
  fallbackReason: z.string().optional(),
  notes: z.array(z.string()).optional(),
  ideaId: z.string().optional(),
  ideationRequestId: z.string().optional(),
  /** The uploaded room this design was made from. */
  sourceRoomImageId: z.string().optional(),
  /** Single-image modes: what the generation did (edit feedback, removed objects, placements). */
  generation: generationOutcomeSchema.optional(),
});

export const roomImageSchema = z.object({
  _id: z.string(),
  roomImageId: z.string(),
  title: z.string(),
  description: z.string(),
  name: z.string(),
  originalImageUrl: z.string(),
  originalThumbnailUrl: z.string(),
  generatedImageUrl: z.string().nullable(),
  generatedThumbnailUrl: z.string().nullable(),
  /** The generated image when there is one, else the original. */
  imageUrl: z.string(),
  prompt: z.string(),
  mode: roomImageModeSchema,
  style: z.string().nullable(),
  roomType: z.string().nullable(),
  stylePreferences: z.array(z.string()),
  tags: z.array(z.string()),
  metadata: roomImageMetadataSchema,
  isFavorite: z.boolean(),
  status: roomImageStatusSchema,
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RoomImage = z.infer<typeof roomImageSchema>;

export const createRoomRequestSchema = z.object({
  storageId: z.string().min(1).max(200),
  prompt: z.string().trim().max(studioLimits.promptMaxLength).default(''),
  mode: roomImageModeSchema.default('ideation'),
  style: z.string().trim().max(studioLimits.customTextMaxLength).optional(),
  roomType: z.string().trim().max(studioLimits.customTextMaxLength).optional(),
  title: z.string().trim().max(studioLimits.titleMaxLength).optional(),
});
export type CreateRoomRequest = z.input<typeof createRoomRequestSchema>;
export const createRoomResponseSchema = z.object({ roomImageId: z.string() });

export const updateRoomRequestSchema = z
  .object({
    title: z.string().trim().max(studioLimits.titleMaxLength),
    description: z.string().trim().max(studioLimits.promptMaxLength),
    prompt: z.string().trim().max(studioLimits.promptMaxLength),
    isFavorite: z.boolean(),
    tags: z.array(z.string().trim().min(1).max(40)).max(20),
  })
  .partial();
export type UpdateRoomRequest = z.infer<typeof updateRoomRequestSchema>;

export const roomListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(studioLimits.recentRoomsLimit),
});
export const roomListResponseSchema = z.object({ rooms: z.array(roomImageSchema) });

export const galleryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(60).default(studioLimits.galleryPageSize),
  cursor: z.string().max(200).optional(),
  favorites: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export const galleryResponseSchema = z.object({
  items: z.array(roomImageSchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type GalleryResponse = z.infer<typeof galleryResponseSchema>;

/** Single-image generation progress (docs/spec §7, checkGenerationProgress). */
export const generationProgressSchema = z.object({
  progress: z.number().min(0).max(100),
  status: roomImageStatusSchema,
  error: z.string().optional(),
});

// ---------------------------------------------------------------------------------------------------------
// Ideation
// ---------------------------------------------------------------------------------------------------------
/** Request statuses of docs/spec §4, in order. */
export const ideationStatuses = [
  'pending',
  'analyzing_image',
  'generating_ideas',
  'creating_image_1',
  'creating_image_2',
  'creating_image_3',
  'creating_image_4',
  'creating_image_5',
  'creating_image_6',
  'completed',
  'failed',
] as const;
export const ideationStatusSchema = z.enum(ideationStatuses);
export type IdeationStatus = z.infer<typeof ideationStatusSchema>;
export const isFinishedIdeationStatus = (status: IdeationStatus) =>
  status === 'completed' || status === 'failed';

export const ideaStatuses = ['pending', 'generating', 'completed', 'failed'] as const;
export const ideaStatusSchema = z.enum(ideaStatuses);
export type IdeaStatus = z.infer<typeof ideaStatusSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .max(max * 2)
    .optional()
    .transform((value) => {
      const trimmed = value?.trim();
      return trimmed ? trimmed.slice(0, max) : undefined;
    });

export const parentMetadataSchema = z.object({
  parentIdeaId: z.string().min(1).max(100),
  parentRequestId: z.string().min(1).max(100),
  parentType: z.literal('idea'),
  /** 1 for ideas of a first request's idea, 2 for ideas of those, ... */
  generationLevel: z.number().int().min(1).max(20),
});
export type ParentMetadata = z.infer<typeof parentMetadataSchema>;

/**
 * Ideation start payload (docs/spec §3). The spec's `imageUrl` is replaced by `roomImageId`: URLs here
 * are signed and expire, the room image is what the request is about.
 */
export const ideationStartRequestSchema = z.object({
  roomImageId: studioIdSchema,
  userPrompt: optionalText(studioLimits.promptMaxLength),
  itemsNotToChange: optionalText(studioLimits.itemsNotToChangeMaxLength),
  numberOfIdeas: numberOfIdeasSchema,
  mode: z.literal('ideation').default('ideation'),
  roomType: z.string().trim().min(1).max(studioLimits.customTextMaxLength),
  designStyle: z.string().trim().min(1).max(studioLimits.customTextMaxLength),
  creativityLevel: creativitySchema,
  roomLocation: roomLocationSchema.default('interior'),
  customRoomLocation: optionalText(studioLimits.customTextMaxLength),
  parentMetadata: parentMetadataSchema.optional(),
  model: modelOptionSchema.default('auto'),
});
export type IdeationStartRequest = z.input<typeof ideationStartRequestSchema>;

export const ideationStartResponseSchema = z.object({
  success: z.literal(true),
  ideationRequestId: z.string(),
});
export type IdeationStartResponse = z.infer<typeof ideationStartResponseSchema>;

export const ideationProgressSchema = z.object({
  ideationRequestId: z.string(),
  status: ideationStatusSchema,
  /** 0..100 */
  progress: z.number().min(0).max(100),
  stepsCompleted: z.number().int(),
  totalSteps: z.number().int(),
  message: z.string(),
  currentStep: z.string(),
  error: z.string().nullable(),
});
export type IdeationProgress = z.infer<typeof ideationProgressSchema>;

export const ideationRequestSchema = ideationProgressSchema.extend({
  _id: z.string(),
  roomImageId: z.string(),
  originalImageUrl: z.string(),
  imageUrl: z.string(),
  numberOfIdeas: z.number().int(),
  userPrompt: z.string().nullable(),
  itemsNotToChange: z.string().nullable(),
  roomType: z.string(),
  designStyle: z.string(),
  creativityLevel: creativitySchema,
  roomLocation: roomLocationSchema,
  customRoomLocation: z.string().nullable(),
  parentMetadata: parentMetadataSchema.nullable(),
  model: modelOptionSchema,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type IdeationRequest = z.infer<typeof ideationRequestSchema>;

export const ideationListResponseSchema = z.object({ requests: z.array(ideationRequestSchema) });

export const ideaColourSchema = z.object({ name: z.string(), hex: z.string(), role: z.string() });

export const ideaSchema = z.object({
  _id: z.string(),
  ideationRequestId: z.string(),
  order: z.number().int(),
  ideaTitle: z.string(),
  title: z.string(),
  ideaDescription: z.string(),
  description: z.string(),
  style: z.string(),
  mood: z.string(),
  colorPalette: z.array(ideaColourSchema),
  estimatedCost: costTierSchema,
  difficulty: difficultySchema,
  targetAudience: z.string(),
  designElements: z.array(z.string()),
  generatedPrompt: z.string(),
  status: ideaStatusSchema,
  generatedImageUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** The room image record of the generated image (for /design/{roomImageId}). */
  roomImageId: z.string().nullable(),
  isFavorite: z.boolean(),
  error: z.string().nullable(),
  engine: engineNameSchema.nullable(),
  model: z.string().nullable(),
  structureScore: z.number().nullable(),
  fallbackReason: z.string().nullable(),
});
export type Idea = z.infer<typeof ideaSchema>;
export const ideaListResponseSchema = z.object({ ideas: z.array(ideaSchema) });

export const favoriteRequestSchema = z.object({ isFavorite: z.boolean() });
export const favoriteResponseSchema = z.object({ isFavorite: z.boolean() });

/** `GET /api/ideations?limit=`: the newest requests first. */
export const ideationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
/** What `DELETE /api/rooms/:id` answers. */
export const roomDeleteResponseSchema = z.object({ success: z.literal(true) });

/**
 * The studio's endpoints (api.md), all for the signed-in owner of the records (someone else's id is a
 * 404); `generationRoutes` (generations.ts) has the single-image generations and the download.
 */
export const studioRoutes = {
  /** Stores an uploaded image: the raw bytes are the body, whatever their Content-Type says. */
  upload: defineApiRoute({ method: 'POST', path: '/api/upload-image', response: uploadResponseSchema }),
  /** Makes the room image record of an upload; answers its id. */
  createRoom: defineApiRoute({
    method: 'POST',
    path: '/api/rooms',
    body: createRoomRequestSchema,
    response: createRoomResponseSchema,
  }),
  /** The user's most recent room images, newest first. */
  listRooms: defineApiRoute({
    method: 'GET',
    path: '/api/rooms',
    querystring: roomListQuerySchema,
    response: roomListResponseSchema,
  }),
  /** One room image. */
  room: defineApiRoute({
    method: 'GET',
    path: '/api/rooms/:id',
    params: studioIdParamsSchema,
    response: roomImageSchema,
  }),
  /** Edits a room image's title, description, prompt, tags or favourite flag. */
  updateRoom: defineApiRoute({
    method: 'PATCH',
    path: '/api/rooms/:id',
    params: studioIdParamsSchema,
    body: updateRoomRequestSchema,
    response: roomImageSchema,
  }),
  /** Deletes a room image (and its blobs once nothing else uses them). */
  deleteRoom: defineApiRoute({
    method: 'DELETE',
    path: '/api/rooms/:id',
    params: studioIdParamsSchema,
    response: roomDeleteResponseSchema,
  }),
  /** A single-image generation's progress (docs/spec §7 checkGenerationProgress). */
  roomProgress: defineApiRoute({
    method: 'GET',
    path: '/api/rooms/:id/progress',
    params: studioIdParamsSchema,
    response: generationProgressSchema,
  }),
  /** One page of the gallery (room images with a generated image), newest first. */
  gallery: defineApiRoute({
    method: 'GET',
    path: '/api/gallery',
    querystring: galleryQuerySchema,
    response: galleryResponseSchema,
  }),
  /** Starts an ideation request (holds its credits); answers its id. */
  startIdeation: defineApiRoute({
    method: 'POST',
    path: '/api/ideations',
    body: ideationStartRequestSchema,
    response: ideationStartResponseSchema,
  }),
  /** The user's recent ideation requests, newest first. */
  listIdeations: defineApiRoute({
    method: 'GET',
    path: '/api/ideations',
    querystring: ideationListQuerySchema,
    response: ideationListResponseSchema,
  }),
  /** One ideation request. */
  ideation: defineApiRoute({
    method: 'GET',
    path: '/api/ideations/:id',
    params: studioIdParamsSchema,
    response: ideationRequestSchema,
  }),
  /** An ideation request's progress. */
  ideationProgress: defineApiRoute({
    method: 'GET',
    path: '/api/ideations/:id/progress',
    params: studioIdParamsSchema,
    response: ideationProgressSchema,
  }),
  /** An ideation request's ideas, in order. */
  ideationIdeas: defineApiRoute({
    method: 'GET',
    path: '/api/ideations/:id/ideas',
    params: studioIdParamsSchema,
    response: ideaListResponseSchema,
  }),
  /** Sets an idea's favourite flag; also flips the idea's room image. */
  ideaFavorite: defineApiRoute({
    method: 'POST',
    path: '/api/ideas/:id/favorite',
    params: studioIdParamsSchema,
    body: favoriteRequestSchema,
    response: favoriteResponseSchema,
  }),
} as const;

/** Live-update topics of the studio. */
export const studioTopics = {
  ideation: (id: string) => `ideation:${id}`,
  room: (id: string) => `room:${id}`,
  rooms: 'rooms',
  gallery: 'gallery',
} as const;

// ---------------------------------------------------------------------------------------------------------
// User-facing texts (docs/spec §§4, 5 and 8), verbatim.
// ---------------------------------------------------------------------------------------------------------
export const studioMessages = {
  fileTooLarge: {
    title: 'File too large',
    description: (bytes: number) =>
      `Image must be less than 7MB. Current size: ${(bytes / (1024 * 1024)).toFixed(2)} MB`,
  },
  unsupportedFormat: {
    title: 'Unsupported format',
    description: 'Please use JPEG, PNG, or WebP images only.',
  },
  largeImage: (width: number, height: number) =>
    `Large image (${width}x${height}) uploaded. Processing may take a bit longer.`,
  noFileDetected: { title: 'No file detected', description: 'Please try dropping the image again.' },
  invalidFile: { title: 'Invalid file', description: 'Please drop a valid image file.' },
  loginRequired: { title: 'Login Required' },
  camera: 'Could not access camera. Please check permissions.',
  uploadFailed: { title: 'Upload Failed', description: 'Failed to upload image. Please try again.' },
  roomCreationFailed: {
    title: 'Room creation failed',
    description: 'Image uploaded but failed to create room entry.',
  },
  uploadSucceeded: {
    title: 'Image uploaded successfully',
    description: 'Your room image has been saved and is ready for ideation.',
  },
  uploadFirst: {
    title: 'Upload an Image First',
    description: 'Please upload an image of your room before selecting an example style.',
  },
  favoriteError: { title: 'Error', description: 'Failed to update favorite status' },
  favoriteAdded: 'Added to favorites',
  favoriteRemoved: 'Removed from favorites',
  featureNotAvailable: 'Feature not available',
  variationsFailed: 'Failed to create variations',
  ideationFailed: 'Ideation failed',
  /** Shown while a retry picks up a request whose worker stopped (a restart or a crash). */
  resumingAfterRestart: 'Resuming after a restart',
  ideationStarted: 'Ideation started!',
  errorOccurred: 'Error occurred',
  imageGenerated: {
    title: 'Image Generated!',
    description: 'Your room has been successfully transformed.',
  },
  imageGenerationFailed: 'Image generation failed',
  imageUnavailable: 'Image unavailable',
  processing: 'Processing your request...',
  loadingTimeout: {
    title: 'Loading Timeout',
    description: 'The room took too long to load. Please try again.',
  },
  roomNotFound: { title: 'Room Not Found', description: "The room you're looking for could not be found." },
  remixLoadError: { title: 'Error', description: 'Could not load the image for remix. Please try again.' },
  remixMode: { title: 'Remix Mode', description: 'Ready to create a new variation of your design.' },
  editCancelled: { title: 'Edit Cancelled', description: 'Your changes have been discarded' },
  imageDiscarded: { title: 'Image Discarded', description: 'Your generated image has been discarded.' },
  noImage: { title: 'No image uploaded', description: 'Please upload a room image to start ideation.' },
  ideationAuth: { title: 'Authentication required', description: 'Please log in to use Ideation Mode.' },
  moreIdeasAuth: 'Please log in to generate more ideas.',
  insufficientForIdeas: (n: number) => `You need at least ${n} credit(s) to generate ${n} design idea(s).`,
  insufficientForMoreIdeas: (n: number) =>
    `You need at least ${n} credits to generate ${n} more design ideas.`,
  insufficientTitle: 'Insufficient credits',
  failedToStart: 'Failed to start ideation',
  generationFailed: 'Generation failed',
  generationSlow: 'Generation is taking longer than expected. Please check your gallery.',
  unableToLoad: {
    title: 'Unable to load',
    description: 'This request may not belong to your account, or it was removed.',
  },
} as const;

/** Labels of the ideation steps (docs/spec §4: analyse, generate ideas, create images). */
export function ideationStatusMessage(status: IdeationStatus, numberOfIdeas: number): string {
  if (status === 'pending') return studioMessages.processing;
  if (status === 'analyzing_image') return 'Analyzing your room...';
  if (status === 'generating_ideas') return 'Generating design ideas...';
  if (status === 'completed') return 'All ideas are ready';
  if (status === 'failed') return studioMessages.ideationFailed;
  const n = Number(status.slice('creating_image_'.length));
  return `Creating image ${n} of ${numberOfIdeas}...`;
}
