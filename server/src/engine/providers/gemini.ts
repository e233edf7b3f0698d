import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { generateText, NoImageGeneratedError } from 'ai';
import type { DesignEngine } from '../design-engine.port';
import { EngineError, engineErrorCodes } from '../engine-errors';
import { createProviderEngine, type ImageEditor } from './provider-engine';
import type { EngineLogger, ProviderConfig } from './provider-kit';

/**
 * Gemini through the AI SDK: `generateContent` with structured output for ideas and vision, and an image
 * model answering with image parts (`responseModalities: TEXT, IMAGE`) for renders. Gemini takes no mask:
 * the engine restores the pixels outside the mask itself.
 */
export function createGeminiEngine(args: {
  config: ProviderConfig;
  local: DesignEngine;
  logger?: EngineLogger;
}): DesignEngine {
  const google = createGoogleGenerativeAI({ apiKey: args.config.apiKey, baseURL: args.config.baseURL });
  const images: ImageEditor = {
    async edit({ image, mask, prompt, signal }) {
      const result = await generateText({
        model: google(args.config.imageModel),
        providerOptions: { google: { responseModalities: ['TEXT', 'IMAGE'] } },
        maxRetries: 0,
        abortSignal: signal,
        messages: [
          {
            role: 'user',
            content: [
              {
                type: 'text',
                text: mask
                  ? `${prompt} Only change the area described; keep everything else identical.`
                  : prompt,
              },
              { type: 'file', data: image, mediaType: 'image/png' },
            ],
          },
        ],
      });
      if (result.finishReason === 'content-filter') {
        throw new EngineError({
          code: engineErrorCodes.refused,
          message: 'Gemini declined this request under its content policy.',
          engine: 'gemini',
        });
      }
      const file = result.files.find((f) => f.mediaType.startsWith('image/'));
      if (!file) throw new NoImageGeneratedError({ responses: [] });
      return file.uint8Array;
    },
  };
  return createProviderEngine({
    engine: 'gemini',
    config: args.config,
    text: google(args.config.textModel),
    images,
    local: args.local,
    logger: args.logger,
  });
}
