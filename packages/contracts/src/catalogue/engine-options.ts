import { z } from 'zod';

/**
 * Options of the design engine that the spec (docs/spec §3) names and that both the web app and the
 * engine need: output size, background, model option, creativity, room location, idea fields.
 */

/** Output sizes of docs/spec §3; `auto` keeps the photo's own aspect ratio (long side 1024 px). */
export const outputSizes = ['1024x1024', '768x1024', '1024x768', 'auto'] as const;
export const outputSizeSchema = z.enum(outputSizes);
export type OutputSize = z.infer<typeof outputSizeSchema>;
export const outputSizeOptions: ReadonlyArray<{
  value: OutputSize;
  label: string;
  width: number | null;
  height: number | null;
}> = [
  { value: '1024x1024', label: 'Square', width: 1024, height: 1024 },
  { value: '768x1024', label: 'Portrait', width: 768, height: 1024 },
  { value: '1024x768', label: 'Landscape', width: 1024, height: 768 },
  { value: 'auto', label: 'Auto', width: null, height: null },
];

/** Background options: `auto` is shown as "Smart Fill". */
export const backgroundOptionValues = ['auto', 'transparent'] as const;
export const backgroundOptionSchema = z.enum(backgroundOptionValues);
export type BackgroundOption = z.infer<typeof backgroundOptionSchema>;
export const backgroundOptions: ReadonlyArray<{ value: BackgroundOption; label: string }> = [
  { value: 'auto', label: 'Smart Fill' },
  { value: 'transparent', label: 'Transparent' },
];

/** Model options: the values are the spec's (`premium` is `openai`, `base` is `gemini`). */
export const modelOptionValues = ['auto', 'openai', 'gemini'] as const;
export const modelOptionSchema = z.enum(modelOptionValues);
export type ModelOption = z.infer<typeof modelOptionSchema>;
export const modelOptions: ReadonlyArray<{
  value: ModelOption;
  label: string;
  tier: 'auto' | 'premium' | 'base';
}> = [
  { value: 'auto', label: 'Auto', tier: 'auto' },
  { value: 'openai', label: 'Premium', tier: 'premium' },
  { value: 'gemini', label: 'Base', tier: 'base' },
];

/** Which engine actually produced a result; `local` is the offline engine. */
export const engineNames = ['local', 'openai', 'gemini'] as const;
export const engineNameSchema = z.enum(engineNames);
export type EngineName = z.infer<typeof engineNameSchema>;

/** Creativity 1-4 (docs/spec §5): 1 stays close to the current room, 4 is bold. */
export const creativityLevels = [
  { value: 1, label: 'Minimal' },
  { value: 2, label: 'Modest' },
  { value: 3, label: 'Creative' },
  { value: 4, label: 'Bold' },
] as const;
export const creativitySchema = z.number().int().min(1).max(4);
export type Creativity = 1 | 2 | 3 | 4;

export const numberOfIdeasSchema = z.number().int().min(1).max(6);

/** Room location: `other` comes with a free-text custom location. */
export const roomLocations = ['interior', 'exterior', 'other'] as const;
export const roomLocationSchema = z.enum(roomLocations);
export type RoomLocation = z.infer<typeof roomLocationSchema>;

/** Idea fields with fixed vocabularies (docs/spec §3, Idea). */
export const costTiers = ['budget', 'mid-range', 'luxury'] as const;
export const costTierSchema = z.enum(costTiers);
export type CostTier = z.infer<typeof costTierSchema>;

export const difficulties = ['easy', 'medium', 'hard'] as const;
export const difficultySchema = z.enum(difficulties);
export type Difficulty = z.infer<typeof difficultySchema>;

/** Upscale factors offered for HD downloads. */
export const upscaleFactors = [2, 4] as const;
export type UpscaleFactor = (typeof upscaleFactors)[number];
