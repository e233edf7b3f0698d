import { z } from 'zod';
import { designStyleSchema } from './catalogue/design-styles';
import { modelOptionSchema } from './catalogue/engine-options';
import { defineApiRoute } from './api-routes';
import { modeCosts } from './credits';
import { studioIdParamsSchema } from './studio-ids';

/**
 * Single-image generations (docs/spec §§2, 7 and 9; api.md `POST /api/generations`): visualize (a text
 * edit, optionally inside a brush mask), decluttering, virtual staging and compose. Each makes one new room
 * image whose `metadata.sourceRoomImageId` names the image it was made from; progress is read with
 * `GET /api/rooms/:id/progress` and pushed on the `room:<id>` topic.
 */
/** Download sizes (plan feature `downloadQuality`): long side 1920 px (HD) or 3840 px (4K, upscaled). */
export const downloadSizes = ['hd', '4k'] as const;
export const downloadSizeSchema = z.enum(downloadSizes);
export type DownloadSize = z.infer<typeof downloadSizeSchema>;
export const downloadLongSide: Record<DownloadSize, number> = { hd: 1920, '4k': 3840 };
export const downloadSizeLabels: Record<DownloadSize, string> = { hd: 'HD', '4k': '4K' };
export const downloadQuerySchema = z.object({ quality: downloadSizeSchema.default('hd') });
/** pg-boss priority of a generation job by the plan's `processingPriority` (higher runs first). */
export const processingPriorityRank = { standard: 0, priority: 5, highest: 10 } as const;

export const generationModes = ['visualize', 'decluttering', 'virtual-staging', 'compose'] as const;
export const generationModeSchema = z.enum(generationModes);
export type GenerationMode = z.infer<typeof generationModeSchema>;

/** Credits per generation (docs/spec §9: "Each AI transformation 1 credit", compose 2). */
export const generationCosts: Record<GenerationMode, number> = {
  visualize: modeCosts.visualize,
  decluttering: modeCosts.decluttering,
  'virtual-staging': modeCosts['virtual-staging'],
  compose: modeCosts.compose,
};

export const generationLimits = {
  promptMaxLength: 2000,
  /** A PNG mask as a `data:image/png;base64,...` URL (white = the area to change). */
  maskMaxChars: 900_000,
  composeMaxItems: 12,
  composeScaleMin: 0.4,
  composeScaleMax: 2.5,
  /** The UI polls progress every 2 s while the live stream is down, and says so after 60 s. */
  pollIntervalMs: 2000,
  slowAfterMs: 60_000,
} as const;

const maskSchema = z
  .string()
  .max(generationLimits.maskMaxChars, 'The brush mask is too large.')
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'The brush mask must be a PNG image.');

const base = {
  /** The room image to start from: its generated image when it has one, else its original. */
  roomImageId: z.string().min(1).max(100),
  model: modelOptionSchema.default('auto'),
  /**
   * 'original' starts from the source's original photo even when it has a generated image ('Remix
   * Original Image'); default 'latest' ('Remix Generated Image').
   */
  from: z.enum(['latest', 'original']).default('latest'),
};

export const composePlacementSchema = z.object({
  itemId: z.string().min(1).max(60),
  /** The middle of the item's front edge on the floor, 0..1 of the image width/height. */
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  scale: z.number().min(generationLimits.composeScaleMin).max(generationLimits.composeScaleMax).default(1),
  /** Degrees the user turned the item in the browser's preview (-180..180). */
  rotation: z.number().min(-180).max(180).default(0),
});
export type ComposePlacement = z.input<typeof composePlacementSchema>;

export const generationRequestSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('visualize'),
    ...base,
    prompt: z.string().trim().min(1, 'Describe the change you want.').max(generationLimits.promptMaxLength),
    mask: maskSchema.optional(),
  }),
  z.object({
    mode: z.literal('decluttering'),
    ...base,
    /** Areas to remove (selected detected objects and brushed areas); without it detected clutter goes. */
    mask: maskSchema.optional(),
    detectClutter: z.boolean().default(true),
    /** Names of the detected objects the user ticked (their boxes are in the mask), to say what went. */
    objects: z.array(z.string().trim().min(1).max(60)).max(50).optional(),
  }),
  z.object({
    mode: z.literal('virtual-staging'),
    ...base,
    roomType: z.string().trim().min(1).max(60),
    designStyle: z.string().trim().min(1).max(60),
    /** The "Virtually staged" mark on the image; forced on for plans with the watermark feature. */
    disclosure: z.boolean().default(true),
  }),
  z.object({
    mode: z.literal('compose'),
    ...base,
    items: z
      .array(composePlacementSchema)
      .min(1, 'Add at least one item.')
      .max(generationLimits.composeMaxItems),
    designStyle: z.string().trim().min(1).max(60).optional(),
  }),
]);
export type GenerationRequest = z.input<typeof generationRequestSchema>;
export type GenerationRequestParsed = z.output<typeof generationRequestSchema>;

export const generationStartResponseSchema = z.object({ roomImageId: z.string() });
export type GenerationStartResponse = z.infer<typeof generationStartResponseSchema>;

export const detectObjectsRequestSchema = z.object({
  roomImageId: z.string().min(1).max(100),
  from: z.enum(['latest', 'original']).default('latest'),
});
export const detectedObjectSchema = z.object({
  objectName: z.string(),
  category: z.string(),
  confidence: z.number(),
  /** 0..1 of the image width/height from the top-left corner. */
  box: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
  /** Small movable things a declutter removes by default. */
  isClutter: z.boolean(),
});
export type DetectedObjectDto = z.infer<typeof detectedObjectSchema>;
export const detectedObjectsResponseSchema = z.object({ objects: z.array(detectedObjectSchema) });
export type DetectedObjectsResponse = z.infer<typeof detectedObjectsResponseSchema>;

export const furniturePictureParamsSchema = z.object({ itemId: z.string().min(1).max(100) });
export const furniturePictureQuerySchema = z.object({ style: designStyleSchema.optional() });

/**
 * The single-image generation endpoints (api.md), for the signed-in owner of the room image (someone
 * else's id is a 404).
 */
export const generationRoutes = {
  /** Starts a visualize, decluttering, virtual staging or compose generation; answers the new room image's id. */
  start: defineApiRoute({
    method: 'POST',
    path: '/api/generations',
    body: generationRequestSchema,
    response: generationStartResponseSchema,
  }),
  /** What decluttering can remove from a room image (free). */
  detectObjects: defineApiRoute({
    method: 'POST',
    path: '/api/generations/detect-objects',
    body: detectObjectsRequestSchema,
    response: detectedObjectsResponseSchema,
  }),
  /** The room image as a PNG in one of the plan's sizes (watermarked on plans with `watermark`). */
  download: defineApiRoute({
    method: 'GET',
    path: '/api/rooms/:id/download',
    params: studioIdParamsSchema,
    querystring: downloadQuerySchema,
    produces: 'bytes',
  }),
  /**
   * Anyone: a picture of a catalogue piece (PNG, 192 px square) as compose draws it, in a design style's
   * colours; 404 for an unknown item.
   */
  furniturePicture: defineApiRoute({
    method: 'GET',
    path: '/api/furniture/:itemId/picture',
    params: furniturePictureParamsSchema,
    querystring: furniturePictureQuerySchema,
    produces: 'bytes',
  }),
} as const;

/** Side of a catalogue picture in pixels: sharp at 64 CSS px on a 3x phone screen. */
export const furniturePictureSize = 192;

/** What a generation did, kept with its room image (metadata.generation) and shown beside the result. */
export const generationOutcomeSchema = z.object({
  mode: generationModeSchema,
  /** visualize: what the edit grammar understood and did not understand of the prompt. */
  feedback: z
    .object({
      understood: z.array(z.object({ phrase: z.string(), applied: z.string() })),
      notUnderstood: z.array(z.object({ phrase: z.string(), reason: z.string() })),
    })
    .optional(),
  /** decluttering: what was removed. */
  removed: z.array(z.object({ objectName: z.string(), source: z.string() })).optional(),
  /** compose and staging: what was placed. */
  placements: z.array(z.object({ itemId: z.string(), name: z.string() })).optional(),
  /** virtual staging: whether the "Virtually staged" mark is on the image. */
  disclosure: z.boolean().optional(),
  credits: z.number().int().optional(),
});
export type GenerationOutcome = z.infer<typeof generationOutcomeSchema>;

/** Texts of the modes (docs/spec §§2 and 8, verbatim where the spec gives them). */
export const generationMessages = {
  modeTitles: {
    visualize: 'Visualize',
    decluttering: 'Decluttering',
    'virtual-staging': 'Virtual Staging',
    compose: 'Compose',
  } satisfies Record<GenerationMode, string>,
  /** The progress card's restart button once finished ('New Ideation', 'New Floor Plan', etc.). */
  restart: {
    visualize: 'New Visualization',
    decluttering: 'New Decluttering',
    'virtual-staging': 'New Virtual Staging',
    compose: 'New Composition',
  } satisfies Record<GenerationMode, string>,
  processing: 'Processing your request...',
  imageGenerated: { title: 'Image Generated!', description: 'Your room has been successfully transformed.' },
  generationFailed: 'Generation failed',
  imageGenerationFailed: 'Image generation failed',
  errorOccurred: 'Error occurred',
  takingLonger: 'This is taking longer than usual',
  remixGenerated: 'Remix Generated Image',
  remixOriginal: 'Remix Original Image',
  virtuallyStaged: 'Virtually staged',
  sourceRoomGone: 'The room this was made from is no longer available.',
  sizeNotInPlan: (size: DownloadSize) =>
    `Your plan does not include ${downloadSizeLabels[size]} downloads. Upgrade your plan to download in ${downloadSizeLabels[size]}.`,
  watermarkNote: 'Downloads on your plan carry a Roomcraft watermark.',
  /** The progress card's line on plans whose `processingPriority` is above standard (spec §3 features). */
  priorityNote: {
    priority: 'Priority processing: your plan runs this ahead of standard jobs.',
    highest: 'Highest-priority processing: your plan runs this first.',
  },
} as const;

/** Progress steps recorded by the generation job (0..100). */
export const generationProgressSteps = {
  queued: 0,
  started: 10,
  working: 40,
  saving: 90,
  done: 100,
} as const;
