import type { EngineName, ModelOption } from '@roomcraft/contracts/catalogue/index';
import type { DesignEngine, Provenance } from './design-engine.port';
import { EngineError, engineErrorCodes } from './engine-errors';
import { createLocalEngine } from './local/local-engine';
import { createGeminiEngine } from './providers/gemini';
import { createOpenAiEngine } from './providers/openai';
import { label, type EngineLogger, type ProviderConfig } from './providers/provider-kit';

export type { EngineLogger, ProviderConfig } from './providers/provider-kit';

export interface DesignEngineConfig {
  /** Premium model option. Absent: `openai` requests fail with `engine.provider_not_configured`. */
  openai?: ProviderConfig;
  /** Base model option. */
  gemini?: ProviderConfig;
  logger?: EngineLogger;
  /** Which configured provider `auto` tries first (default: openai, then gemini). */
  autoOrder?: Array<Exclude<EngineName, 'local'>>;
}

/**
 * The composition of the engines: the local engine always, OpenAI and Gemini when configured. Every
 * operation is routed by its model option (`auto` | `openai` | `gemini`): `auto` takes the first configured
 * provider and falls back to the local engine when none is, saying so in `fallback`.
 */
export function createDesignEngine(config: DesignEngineConfig = {}): DesignEngine {
  const local = createLocalEngine();
  const providers: Partial<Record<Exclude<EngineName, 'local'>, DesignEngine>> = {};
  if (config.openai)
    providers.openai = createOpenAiEngine({ config: config.openai, local, logger: config.logger });
  if (config.gemini)
    providers.gemini = createGeminiEngine({ config: config.gemini, local, logger: config.logger });
  const order = (config.autoOrder ?? ['openai', 'gemini']).filter((name) => providers[name]);

  const pick = (
    model: ModelOption | undefined,
  ): { engine: DesignEngine; fallback?: Provenance['fallback'] } => {
    const requested = model ?? 'auto';
    if (requested === 'auto') {
      const first = order[0];
      // With no provider on this server the offline engine is what Auto means: no "fallback" to report
      // (every result already says which engine made it).
      return { engine: first ? providers[first]! : local };
    }
    const provider = providers[requested];
    if (!provider) {
      throw new EngineError({
        code: engineErrorCodes.providerNotConfigured,
        message: `${label(requested)} is not configured on this server. Choose Auto to use the offline engine.`,
        engine: requested,
      });
    }
    return { engine: provider };
  };

  /** Routes one operation and stamps the fallback on its result. */
  const route =
    <I extends { model?: ModelOption }, R extends Provenance>(
      operation: (engine: DesignEngine) => (input: I) => Promise<R>,
    ) =>
    async (input: I): Promise<R> => {
      const { engine, fallback } = pick(input.model);
      const result = await operation(engine)(input);
      return fallback ? { ...result, fallback } : result;
    };

  return {
    availableEngines: () => [...order, 'local'],
    analyzeRoom: route((e) => e.analyzeRoom),
    ideate: route((e) => e.ideate),
    renderIdea: route((e) => e.renderIdea),
    edit: route((e) => e.edit),
    declutter: route((e) => e.declutter),
    compose: route((e) => e.compose),
    stage: route((e) => e.stage),
    floorPlanTo3d: route((e) => e.floorPlanTo3d),
    identifyObjects: route((e) => e.identifyObjects),
    // Upscaling runs locally whatever the model option: no provider upscaler is wired.
    upscale: (input) => local.upscale(input),
    // Catalogue pictures are the local renderer's drawings, whichever model renders the photo.
    ...(local.furniturePicture ? { furniturePicture: local.furniturePicture } : {}),
    // Only when Auto means the offline engine: a provider's analysis is a paid call.
    warmUp: async (input) => {
      if (order.length === 0) await local.warmUp?.(input);
    },
  };
}
