import { z } from 'zod';
import { styleIds } from './catalogue/style-definitions';
import { defineApiRoute } from './api-routes';
import { modeCosts } from './credits';
import { studioIdParamsSchema } from './studio-ids';

/**
 * Floor plans (docs/spec §§1-4, 7 floorPlanQueries / floorPlanMutations, 9; issue 11): a plan image
 * uploaded through `POST /api/upload-image` is turned into a model (walls, doors, windows, named and
 * measured rooms, scale) by the `floor-plans.extract` job, then furnished with one style idea per room.
 *
 * Live updates: writes publish `floor-plan:<id>` (request, progress and ideas), `floor-plans` (the list)
 * and `credits` to the owner's tabs.
 */

/** Docs/spec §9: floor plan mode costs 1 credit (the extraction and its room ideas together). */
export const floorPlanCreditCost = modeCosts.floorplan;

export const floorPlanLimits = {
  titleMaxLength: 120,
  wallHeightMinMetres: 2,
  wallHeightMaxMetres: 6,
  defaultWallHeightMetres: 2.7,
  recentLimit: 10,
} as const;

export const floorPlanStatuses = [
  'pending',
  'extracting',
  'generating_ideas',
  'completed',
  'failed',
] as const;
export const floorPlanStatusSchema = z.enum(floorPlanStatuses);
export type FloorPlanStatus = z.infer<typeof floorPlanStatusSchema>;
export const isFinishedFloorPlanStatus = (status: FloorPlanStatus) =>
  status === 'completed' || status === 'failed';

export const floorPlanStyleSchema = z.enum(styleIds);

export const floorPlanStartRequestSchema = z.object({
  /** The `storageId` answered by `POST /api/upload-image` (one of the caller's own uploads). */
  storageId: z.string().trim().min(1).max(200),
  title: z.string().trim().max(floorPlanLimits.titleMaxLength).optional(),
  /** A known drawing scale; without it the scale is read from the plan's dimension strings. */
  pixelsPerMetre: z.number().positive().max(100_000).optional(),
  wallHeightMetres: z
    .number()
    .min(floorPlanLimits.wallHeightMinMetres)
    .max(floorPlanLimits.wallHeightMaxMetres)
    .default(floorPlanLimits.defaultWallHeightMetres),
  /** The style of the room ideas. */
  designStyle: floorPlanStyleSchema.default('scandinavian'),
});
export type FloorPlanStartRequest = z.input<typeof floorPlanStartRequestSchema>;

/**
 * Hand corrections of a completed plan: rename rooms, and set the scale from one known length (the real
 * width of one room, wall to wall). The model is re-expressed in metres and the room ideas are made again
 * (favourites kept).
 */
export const floorPlanCorrectionSchema = z.object({
  rooms: z
    .array(z.object({ id: z.string().min(1).max(20), name: z.string().trim().min(1).max(60) }))
    .max(100)
    .optional(),
  knownWidth: z
    .object({ roomId: z.string().min(1).max(20), metres: z.number().min(0.3).max(200) })
    .optional(),
});
export type FloorPlanCorrection = z.infer<typeof floorPlanCorrectionSchema>;

export const floorPlanStartResponseSchema = z.object({
  success: z.literal(true),
  floorPlanRequestId: z.string(),
});
export type FloorPlanStartResponse = z.infer<typeof floorPlanStartResponseSchema>;

export const floorPlanProgressSchema = z.object({
  floorPlanRequestId: z.string(),
  status: floorPlanStatusSchema,
  /** 0..100 */
  progress: z.number().min(0).max(100),
  stepsCompleted: z.number().int(),
  totalSteps: z.number().int(),
  message: z.string(),
  currentStep: z.string(),
  error: z.string().nullable(),
});
export type FloorPlanProgress = z.infer<typeof floorPlanProgressSchema>;

const point = z.object({ x: z.number(), y: z.number() });

/** The extracted model (the engine's FloorPlanModel): coordinates in `units`, y down as on the image. */
export const floorPlanModelSchema = z.object({
  units: z.enum(['m', 'px']),
  pixelsPerMetre: z.number().nullable(),
  imageWidth: z.number(),
  imageHeight: z.number(),
  walls: z.array(
    z.object({ id: z.string(), start: point, end: point, thickness: z.number(), height: z.number() }),
  ),
  openings: z.array(
    z.object({
      kind: z.enum(['door', 'window']),
      wallId: z.string(),
      center: point,
      width: z.number(),
      swing: z.object({ hinge: point, opensTowards: point }).optional(),
    }),
  ),
  rooms: z.array(
    z.object({
      id: z.string(),
      polygon: z.array(point),
      /** m² when the scale is known, else px². */
      area: z.number(),
      centroid: point,
      name: z.string().nullable().optional(),
      labelledSize: z.object({ width: z.number(), depth: z.number() }).nullable().optional(),
    }),
  ),
  assumptions: z.array(z.string()),
  labels: z
    .array(
      z.object({
        text: z.string(),
        kind: z.enum(['room-name', 'dimension', 'other']),
        box: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
        confidence: z.number(),
      }),
    )
    .optional(),
  scale: z
    .object({
      source: z.enum(['dimensions', 'user', 'none']),
      samples: z.array(z.number()),
      agreeing: z.number(),
      spread: z.number(),
    })
    .optional(),
});
export type FloorPlanModel = z.infer<typeof floorPlanModelSchema>;

export const floorPlanRequestSchema = floorPlanProgressSchema.extend({
  _id: z.string(),
  title: z.string(),
  /** Signed URL of the uploaded plan image. */
  imageUrl: z.string(),
  /** Signed URL of the isometric preview, once extracted. */
  previewUrl: z.string().nullable(),
  designStyle: floorPlanStyleSchema,
  wallHeightMetres: z.number(),
  /** The extracted model, once completed. */
  model: floorPlanModelSchema.nullable(),
  /** What the engine assumed or could not do, in words. */
  notes: z.array(z.string()),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type FloorPlanRequest = z.infer<typeof floorPlanRequestSchema>;

export const floorPlanListResponseSchema = z.object({ requests: z.array(floorPlanRequestSchema) });

/** A piece of catalogue furniture placed in a room, at true size, in the model's units (metres). */
export const floorPlanFurnitureSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  /** Centre on the plan, metres from the plan's top-left corner (x right, y down). */
  x: z.number(),
  y: z.number(),
  widthM: z.number(),
  depthM: z.number(),
  heightM: z.number(),
  /** Radians about the vertical axis; 0 = the item's front faces +y (down the plan). */
  rotation: z.number(),
  colour: z.string(),
});
export type FloorPlanFurniture = z.infer<typeof floorPlanFurnitureSchema>;

export const floorPlanIdeaSchema = z.object({
  _id: z.string(),
  floorPlanRequestId: z.string(),
  order: z.number().int(),
  roomId: z.string(),
  roomName: z.string(),
  /** The catalogue room type the room was taken for (bedroom, kitchen, ...). */
  roomType: z.string(),
  title: z.string(),
  description: z.string(),
  style: z.string(),
  styleId: floorPlanStyleSchema,
  colorPalette: z.array(z.object({ name: z.string(), hex: z.string(), role: z.string() })),
  floorMaterial: z.object({ name: z.string(), hex: z.string() }),
  wallColour: z.object({ name: z.string(), hex: z.string() }),
  furniture: z.array(floorPlanFurnitureSchema),
  isFavorite: z.boolean(),
});
export type FloorPlanIdea = z.infer<typeof floorPlanIdeaSchema>;
export const floorPlanIdeaListResponseSchema = z.object({ ideas: z.array(floorPlanIdeaSchema) });

export const floorPlanFavoriteRequestSchema = z.object({ isFavorite: z.boolean() });
export const floorPlanFavoriteResponseSchema = z.object({ isFavorite: z.boolean() });

/** `GET /api/floor-plans?limit=`: the newest requests first. */
export const floorPlanListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(floorPlanLimits.recentLimit),
});

/** The floor plan endpoints (api.md), for the signed-in owner of the request (someone else's id is a 404). */
export const floorPlanRoutes = {
  /** Starts a floor plan request on an uploaded plan image (holds its credit); answers its id. */
  start: defineApiRoute({
    method: 'POST',
    path: '/api/floor-plans',
    body: floorPlanStartRequestSchema,
    response: floorPlanStartResponseSchema,
  }),
  /** The user's recent floor plan requests, newest first. */
  list: defineApiRoute({
    method: 'GET',
    path: '/api/floor-plans',
    querystring: floorPlanListQuerySchema,
    response: floorPlanListResponseSchema,
  }),
  /** One request, with the extracted model once completed. */
  floorPlan: defineApiRoute({
    method: 'GET',
    path: '/api/floor-plans/:id',
    params: studioIdParamsSchema,
    response: floorPlanRequestSchema,
  }),
  /** Renames rooms or sets the scale of a completed request; answers the corrected request. */
  correct: defineApiRoute({
    method: 'PATCH',
    path: '/api/floor-plans/:id',
    params: studioIdParamsSchema,
    body: floorPlanCorrectionSchema,
    response: floorPlanRequestSchema,
  }),
  /** A request's progress. */
  progress: defineApiRoute({
    method: 'GET',
    path: '/api/floor-plans/:id/progress',
    params: studioIdParamsSchema,
    response: floorPlanProgressSchema,
  }),
  /** A request's room ideas. */
  ideas: defineApiRoute({
    method: 'GET',
    path: '/api/floor-plans/:id/ideas',
    params: studioIdParamsSchema,
    response: floorPlanIdeaListResponseSchema,
  }),
  /** Sets a room idea's favourite flag. */
  ideaFavorite: defineApiRoute({
    method: 'POST',
    path: '/api/floor-plan-ideas/:id/favorite',
    params: studioIdParamsSchema,
    body: floorPlanFavoriteRequestSchema,
    response: floorPlanFavoriteResponseSchema,
  }),
} as const;

export const floorPlanTopics = {
  floorPlan: (id: string) => `floor-plan:${id}`,
  floorPlans: 'floor-plans',
} as const;

export const floorPlanErrorCodes = {
  /** The image has no closed rooms: it is not a plan, or its walls are not drawn in dark lines. */
  notAFloorPlan: 'floor_plans.not_a_floor_plan',
} as const;

/** User-facing texts (docs/spec §§2, 4, 8 where it gives them). */
export const floorPlanMessages = {
  restart: 'New Floor Plan',
  started: 'Floor plan started!',
  failed: 'Floor plan failed',
  errorOccurred: 'Error occurred',
  processing: 'Processing your request...',
  extracting: 'Finding walls, doors, windows and rooms...',
  generatingIdeas: 'Furnishing the rooms...',
  completed: 'Your 3D floor plan is ready',
  notAFloorPlan:
    'This image does not look like a floor plan: no closed rooms were found. Upload a plan with its walls drawn in dark lines.',
  insufficientCredits: `You need at least ${floorPlanCreditCost} credit to turn a floor plan into 3D.`,
  insufficientTitle: 'Insufficient credits',
  uploadFirst: 'Please upload a floor plan image first.',
  unsupportedFormat: 'Please use a JPEG, PNG or WebP image, or a PDF.',
  pdfUnreadable: {
    title: 'PDF could not be read',
    description: 'Export the plan’s first page as a PNG or JPEG image and upload that.',
  },
  unableToLoad: {
    title: 'Unable to load',
    description: 'This request may not belong to your account, or it was removed.',
  },
  ideaNotFound: 'This idea was not found.',
  notCompleted: 'This floor plan is not ready yet: corrections apply to a finished plan.',
  unknownRoom: 'This room is not on the plan.',
} as const;

export function floorPlanStatusMessage(status: FloorPlanStatus): string {
  if (status === 'pending') return floorPlanMessages.processing;
  if (status === 'extracting') return floorPlanMessages.extracting;
  if (status === 'generating_ideas') return floorPlanMessages.generatingIdeas;
  if (status === 'completed') return floorPlanMessages.completed;
  return floorPlanMessages.failed;
}

/**
 * Metres per model unit. A model without a scale is in pixels: a typical 0.2 m wall then sets the scale
 * (the same assumption the extractor makes for the wall height), so furniture and the 3D view agree.
 */
export function metresPerUnit(model: Pick<FloorPlanModel, 'units' | 'walls'>): number {
  if (model.units === 'm') return 1;
  const thicknesses = model.walls.map((wall) => wall.thickness).sort((a, b) => a - b);
  const median = thicknesses[Math.floor(thicknesses.length / 2)] ?? 10;
  return 0.2 / Math.max(1, median);
}
