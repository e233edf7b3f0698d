import { costTiers, difficulties } from '@roomcraft/contracts/catalogue/index';
import { z } from 'zod';

/** What a language model must return for ideation (validated; anything else is `engine.provider_bad_output`). */
export const providerIdeasSchema = z.object({
  ideas: z
    .array(
      z.object({
        title: z.string().min(3).max(120),
        description: z.string().min(10).max(1200),
        style: z.string().min(2).max(60),
        mood: z.string().min(2).max(60),
        colorPalette: z
          .array(
            z.object({
              name: z.string().min(1).max(60),
              hex: z.string().regex(/^#[0-9a-fA-F]{6}$/),
              role: z.enum(['walls', 'floor', 'accent', 'textile', 'trim']),
            }),
          )
          .min(3)
          .max(8),
        estimatedCost: z.enum(costTiers),
        difficulty: z.enum(difficulties),
        targetAudience: z.string().min(3).max(200),
        designElements: z.array(z.string().min(2).max(160)).min(3).max(10),
        generatedPrompt: z.string().min(20).max(2000),
        lighting: z.object({ warmth: z.number().min(-1).max(1), brightness: z.number().min(-1).max(1) }),
      }),
    )
    .min(1)
    .max(6),
});
export type ProviderIdeas = z.infer<typeof providerIdeasSchema>;

/** What a vision model must return for a room photo. */
export const providerVisionSchema = z.object({
  roomType: z.string().min(2).max(60),
  roomTypeConfidence: z.number().min(0).max(1),
  objects: z
    .array(
      z.object({
        objectName: z.string().min(1).max(60),
        category: z.enum(['furniture', 'decor', 'appliance', 'electronics', 'clutter', 'person', 'other']),
        confidence: z.number().min(0).max(1),
        box: z.object({
          x: z.number().min(0).max(1),
          y: z.number().min(0).max(1),
          width: z.number().min(0).max(1),
          height: z.number().min(0).max(1),
        }),
      }),
    )
    .max(60),
});
export type ProviderVision = z.infer<typeof providerVisionSchema>;
