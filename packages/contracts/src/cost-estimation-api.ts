import { z } from 'zod';
import {
  areaUnits,
  costEstimateSchema,
  costProjectSchema,
  costRoomTypeSchema,
  scopeItemSchema,
} from './cost-estimation';
import { defineApiRoute } from './api-routes';

/**
 * The cost-estimation API (issue 12, ADR 024): `POST/GET /api/cost-estimations[/:id|/active]`,
 * `GET /api/rooms/:id/cost-estimations`, `GET /api/rooms/:id/objects` (photo -> scope) and
 * `POST /api/cost-estimations/preview` (the estimator on a project, nothing stored or charged: /budget-planning).
 */

/** docs/spec §4: v1 is the basic estimate, v2 (the default) the advanced one, itemised with alternatives. */
export const costAnalysisVersions = ['v1', 'v2'] as const;
export const costAnalysisVersionSchema = z.enum(costAnalysisVersions);
export type CostAnalysisVersion = z.infer<typeof costAnalysisVersionSchema>;

/** The credit feature (docs/spec §9) each version spends: 3 credits, or 10 premium credits. */
export const costAnalysisFeature = {
  v1: 'BASIC_COST_ESTIMATION',
  v2: 'ADVANCED_COST_ANALYSIS_V2',
} as const;

export const costEstimationStatuses = ['pending', 'processing', 'completed', 'failed'] as const;
export type CostEstimationStatus = (typeof costEstimationStatuses)[number];

export const costEstimationMessages = {
  initializing: 'Initializing cost analysis...',
  readingScope: 'Reading the scope of work...',
  pricing: 'Pricing every item against published costs...',
  completed: 'Cost analysis complete',
  failed: 'Analysis failed',
  /** docs/spec §6: the Professional gate. */
  needsProfessional: 'Cost estimation is available on the Professional plan and above. Upgrade to continue.',
  notFound: 'Cost estimation not found',
} as const;

export const costEstimationErrorCodes = {
  notFound: 'cost_estimation.not_found',
  planRequired: 'cost_estimation.plan_required',
} as const;

/** Live-update topics: one per estimate, and the user's list. */
export const costEstimationTopics = {
  estimation: (id: string) => `cost-estimation:${id}`,
  list: 'cost-estimations',
} as const;

const id = z.uuid();

export const costEstimationStartRequestSchema = z.object({
  /** The room photo or design the estimate is for. */
  roomImageId: id,
  version: costAnalysisVersionSchema.default('v2'),
  /** The scope as the user reviewed it (GET /api/rooms/:id/objects suggests one). */
  project: costProjectSchema,
});
export type CostEstimationStartRequest = z.input<typeof costEstimationStartRequestSchema>;

export const costEstimationStartResponseSchema = z.object({
  success: z.literal(true),
  costEstimationId: id,
});

/** v2 only: the same scope at the other finish tiers and with the other ways to run the job. */
export const costAlternativeSchema = z.object({
  label: z.string(),
  finishTier: costEstimateSchema.shape.finishTier,
  contractor: costEstimateSchema.shape.contractor,
  totalCents: z.number().int(),
  rangeCents: costEstimateSchema.shape.rangeCents,
});
export type CostAlternative = z.infer<typeof costAlternativeSchema>;

export const costEstimationSchema = z.object({
  id,
  roomImageId: id.nullable(),
  roomThumbnailUrl: z.string().nullable(),
  version: costAnalysisVersionSchema,
  status: z.enum(costEstimationStatuses),
  progress: z.number().int().min(0).max(100),
  currentStep: z.string(),
  message: z.string(),
  error: z.string().nullable(),
  project: costProjectSchema,
  estimate: costEstimateSchema.nullable(),
  alternatives: z.array(costAlternativeSchema),
  /** docs/spec §3: the total in cents (null until complete). */
  totalCost: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type CostEstimation = z.infer<typeof costEstimationSchema>;

export const costEstimationListResponseSchema = z.object({ costEstimations: z.array(costEstimationSchema) });

/** docs/spec §3: cost-estimation progress. */
export const costEstimationProgressSchema = z.object({
  costEstimationId: id,
  status: z.enum(costEstimationStatuses),
  progress: z.number().int(),
  currentStep: z.string(),
  message: z.string(),
  error: z.string().nullable(),
  startedAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type CostEstimationProgress = z.infer<typeof costEstimationProgressSchema>;
export const costEstimationActiveResponseSchema = z.object({
  progress: z.array(costEstimationProgressSchema),
});

/** One object seen in the photo (detector, scene parser or provider) and what it means for the scope. */
export const identifiedObjectSchema = z.object({
  objectName: z.string(),
  category: z.string(),
  /** The detector's confidence; null for scene-parser surfaces, which report their share instead. */
  confidence: z.number().min(0).max(1).nullable(),
  /** Share of the photo the surface covers (scene parser), else null. */
  share: z.number().min(0).max(1).nullable(),
  box: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).nullable(),
  /** Where it came from: the object detector, or a surface of the scene parser. */
  source: z.enum(['detector', 'scene-parser']),
  /** The scope item kind it maps to, or null when no sourced unit cost prices it. */
  scopeKind: z.string().nullable(),
});
export type IdentifiedObject = z.infer<typeof identifiedObjectSchema>;

/** A scope item the photo suggests, with why, and whether it starts switched on. */
export const suggestedScopeItemSchema = z.object({
  item: scopeItemSchema,
  included: z.boolean(),
  reason: z.string(),
});
export type SuggestedScopeItem = z.infer<typeof suggestedScopeItemSchema>;

export const floorAreaEstimateSchema = z.object({
  /** Square metres; the user may correct it. */
  value: z.number().positive(),
  low: z.number().positive(),
  high: z.number().positive(),
  unit: z.literal('m2'),
  method: z.enum(['photo-geometry', 'room-type-default']),
  explanation: z.string(),
});
export type FloorAreaEstimate = z.infer<typeof floorAreaEstimateSchema>;

/** What the design changes compared with the photo it was made from. */
export const designChangeSchema = z.object({
  surface: z.string(),
  change: z.enum(['repainted', 'relaid', 'refinished', 'added', 'removed']),
  summary: z.string(),
});
export type DesignChange = z.infer<typeof designChangeSchema>;

export const roomObjectsResponseSchema = z.object({
  roomImageId: id,
  /** True when the room image is a design: the scope then prices what the design changes. */
  isDesign: z.boolean(),
  roomType: costRoomTypeSchema,
  roomTypeSource: z.enum(['room', 'photo', 'default']),
  objects: z.array(identifiedObjectSchema),
  floorArea: floorAreaEstimateSchema,
  designChanges: z.array(designChangeSchema),
  suggestedScope: z.array(suggestedScopeItemSchema),
  /** Objects seen that no sourced unit cost prices (said, not silently dropped). */
  unpriced: z.array(z.string()),
  engine: z.string(),
});
export type RoomObjectsResponse = z.infer<typeof roomObjectsResponseSchema>;

export const areaUnitSchema = z.enum(areaUnits);

/** The `:id` of an estimate or of the room image an estimate is for. */
export const costEstimationIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
/** `?limit=` of the estimate lists, newest first. */
export const costEstimationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** The cost-estimation endpoints, for the signed-in owner of the estimates and room images (else a 404). */
export const costEstimationRoutes = {
  /** Starts an estimate of a reviewed scope (holds its credits); answers its id. */
  start: defineApiRoute({
    method: 'POST',
    path: '/api/cost-estimations',
    body: costEstimationStartRequestSchema,
    response: costEstimationStartResponseSchema,
  }),
  /** /budget-planning's live total: the estimator on a project, nothing stored or charged. */
  preview: defineApiRoute({
    method: 'POST',
    path: '/api/cost-estimations/preview',
    body: costProjectSchema,
    response: costEstimateSchema,
  }),
  /** The user's estimates, newest first. */
  list: defineApiRoute({
    method: 'GET',
    path: '/api/cost-estimations',
    querystring: costEstimationListQuerySchema,
    response: costEstimationListResponseSchema,
  }),
  /** The progress of the user's unfinished estimates. */
  active: defineApiRoute({
    method: 'GET',
    path: '/api/cost-estimations/active',
    response: costEstimationActiveResponseSchema,
  }),
  /** One estimate. */
  costEstimation: defineApiRoute({
    method: 'GET',
    path: '/api/cost-estimations/:id',
    params: costEstimationIdParamsSchema,
    response: costEstimationSchema,
  }),
  /** The estimates of one room image, newest first. */
  roomCostEstimations: defineApiRoute({
    method: 'GET',
    path: '/api/rooms/:id/cost-estimations',
    params: costEstimationIdParamsSchema,
    querystring: costEstimationListQuerySchema,
    response: costEstimationListResponseSchema,
  }),
  /** What a room image's photo shows and the scope it suggests (runs the engine, cached per image). */
  roomObjects: defineApiRoute({
    method: 'GET',
    path: '/api/rooms/:id/objects',
    params: costEstimationIdParamsSchema,
    response: roomObjectsResponseSchema,
  }),
} as const;
