import { createOpenAI } from '@ai-sdk/openai';
import { generateImage } from 'ai';
import sharp from 'sharp';
import type { DesignEngine } from '../design-engine.port';
import { createProviderEngine, type ImageEditor } from './provider-engine';
import type { EngineLogger, ProviderConfig } from './provider-kit';

/**
 * OpenAI through the AI SDK: chat completions with structured output for ideas and vision, and the image
 * edits endpoint (`/images/edits`, multipart) with a mask for renders and edits.
 */
export function createOpenAiEngine(args: {
  config: ProviderConfig;
  local: DesignEngine;
  logger?: EngineLogger;
}): DesignEngine {
  const openai = createOpenAI({ apiKey: args.config.apiKey, baseURL: args.config.baseURL });
  const images: ImageEditor = {
    async edit({ image, mask, width, height, prompt, transparent, signal }) {
      const result = await generateImage({
        model: openai.image(args.config.imageModel),
        prompt: {
          images: [image],
          mask: mask ? await openAiMask(mask, width, height) : undefined,
          text: prompt,
        },
        size: openAiSize(width, height),
        providerOptions: {
          openai: {
            inputFidelity: 'high',
            ...(transparent ? { background: 'transparent', outputFormat: 'png' } : {}),
          },
        },
        maxRetries: 0,
        abortSignal: signal,
      });
      return result.image.uint8Array;
    },
  };
  return createProviderEngine({
    engine: 'openai',
    config: args.config,
    text: openai.chat(args.config.textModel),
    images,
    local: args.local,
    logger: args.logger,
  });
}

/** GPT image models take three sizes; the result is cropped back to the requested frame afterwards. */
function openAiSize(width: number, height: number): `${number}x${number}` {
  const ratio = width / height;
  if (ratio > 1.2) return '1536x1024';
  if (ratio < 0.83) return '1024x1536';
  return '1024x1024';
}

/** OpenAI masks are PNGs whose transparent pixels mark what may change. */
async function openAiMask(mask: Uint8Array, width: number, height: number): Promise<Uint8Array> {
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < mask.length; i++) rgba[i * 4 + 3] = mask[i] ? 0 : 255;
  const png = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
