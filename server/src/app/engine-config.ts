import type { DesignEngineConfig, EngineLogger, ProviderConfig } from '../engine';
import type { Config } from '../kernel/config';

/**
 * The design engine's providers from the configuration: OpenAI and Gemini each join only when their key is
 * set, so a fresh machine runs on the offline engine alone and says so on every result.
 */
export function engineConfigFrom({
  config,
  logger,
}: {
  config: Config;
  logger?: EngineLogger;
}): DesignEngineConfig {
  const provider = (
    apiKey: string | undefined,
    baseURL: string | undefined,
    models: { imageModel: string; textModel: string },
  ): ProviderConfig | undefined =>
    apiKey === undefined ? undefined : { apiKey, ...(baseURL === undefined ? {} : { baseURL }), ...models };
  const openai = provider(config.openaiApiKey, config.openaiBaseUrl, {
    imageModel: config.openaiImageModel,
    textModel: config.openaiTextModel,
  });
  const gemini = provider(config.geminiApiKey, config.geminiBaseUrl, {
    imageModel: config.geminiImageModel,
    textModel: config.geminiTextModel,
  });
  return {
    ...(openai ? { openai } : {}),
    ...(gemini ? { gemini } : {}),
    ...(logger ? { logger } : {}),
  };
}
