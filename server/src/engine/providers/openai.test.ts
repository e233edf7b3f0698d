import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDesignEngine } from '../engine.registry';
import { isEngineError } from '../engine-errors';
import { decodeForOutput } from '../image/raster';
import { ideateLocally } from '../local/ideate';
import { startFakeServer } from '../test-support/fake-provider-server';
import { photos, readRoomPhoto } from '../test-support/fixtures';
import {
  mirroredPng,
  openAiChat,
  promptText,
  recolouredPng,
  sampleIdeas,
  sampleVision,
} from '../test-support/provider-fakes';

const chat = '/v1/chat/completions$';
const edits = '/v1/images/edits$';

describe('OpenAI adapter (through the AI SDK, against a local server speaking its wire format)', () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  let photo: Uint8Array;

  beforeAll(async () => {
    // A small photo keeps the multipart round trips fast.
    photo = new Uint8Array(await sharp(readRoomPhoto(photos.furnished)).resize(480).jpeg().toBuffer());
    server = await startFakeServer({
      [chat]: (request) =>
        openAiChat(
          JSON.stringify(promptText(request).includes('design ideas') ? sampleIdeas(2) : sampleVision),
        ),
      [edits]: async (request) => {
        const image = request.form?.get('image') as Blob;
        return {
          body: {
            created: 1,
            data: [{ b64_json: await recolouredPng(Buffer.from(await image.arrayBuffer())) }],
          },
        };
      },
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  const engine = (overrides: Record<string, unknown> = {}) =>
    createDesignEngine({
      openai: {
        apiKey: 'sk-test',
        baseURL: `${server.url}/v1`,
        imageModel: 'gpt-image-1',
        textModel: 'gpt-4.1-mini',
        retryBaseDelayMs: 5,
        ...overrides,
      },
    });
  const idea = ideateLocally({
    roomType: 'living-room',
    designStyle: 'scandinavian',
    creativity: 2,
    numberOfIdeas: 1,
  }).ideas[0]!;

  it('makes ideas as validated structured output, with the key and model from config', async () => {
    const result = await engine().ideate({
      roomType: 'bedroom',
      designStyle: 'scandinavian',
      creativity: 2,
      numberOfIdeas: 2,
      model: 'openai',
    });
    expect(result).toMatchObject({ engine: 'openai', model: 'gpt-4.1-mini' });
    expect(result.ideas).toHaveLength(2);
    expect(result.ideas[0]!.colorPalette[0]!.hex).toBe('#9caf88');
    expect(result.ideas[0]!.styleId).toBe('scandinavian');
    expect(result.ideas[0]!.generatedPrompt).toMatch(/Do not add, remove or move windows/);
    const request = server.requests[0]!;
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.json).toMatchObject({ model: 'gpt-4.1-mini', response_format: { type: 'json_schema' } });
  });

  it('renders through the image edits endpoint with a structure-preserving prompt and scores the result', async () => {
    const result = await engine().renderIdea({ image: photo, idea, model: 'openai' });
    expect(result).toMatchObject({ engine: 'openai', model: 'gpt-image-1', mediaType: 'image/png' });
    expect(result.structureScore).toBeGreaterThanOrEqual(0.9);
    const form = server.requests[0]!.form!;
    expect(form.get('model')).toBe('gpt-image-1');
    expect(String(form.get('prompt'))).toMatch(/Keep the exact room geometry/);
    expect(form.get('image')).toBeInstanceOf(Blob);
  });

  it('reports a low structure score when the model moves the room', async () => {
    server.enqueue(edits, {
      body: { created: 1, data: [{ b64_json: await mirroredPng(await sharp(photo).png().toBuffer()) }] },
    });
    const result = await engine().renderIdea({ image: photo, idea, model: 'openai' });
    expect(result.structureScore).toBeLessThan(0.8);
  });

  it('retries after 429 (honouring Retry-After) and after 500, then succeeds', async () => {
    server.enqueue(
      edits,
      { status: 429, body: { error: { message: 'Rate limit' } }, headers: { 'retry-after': '0' } },
      { status: 500, body: { error: { message: 'oops' } } },
    );
    const result = await engine().renderIdea({ image: photo, idea, model: 'openai' });
    expect(result.engine).toBe('openai');
    expect(server.requests.filter((r) => r.path.endsWith('/images/edits'))).toHaveLength(3);
  });

  it('gives up after the configured retries with a retryable unavailable error', async () => {
    server.enqueue(
      edits,
      ...Array.from({ length: 3 }, () => ({ status: 503, body: { error: { message: 'down' } } })),
    );
    const error = await engine({ maxRetries: 2 })
      .renderIdea({ image: photo, idea, model: 'openai' })
      .catch((e: unknown) => e);
    expect(isEngineError(error) && [error.code, error.retryable, error.engine]).toEqual([
      'engine.provider_unavailable',
      true,
      'openai',
    ]);
  });

  it('turns malformed structured output into a clean bad-output error', async () => {
    server.enqueue(chat, openAiChat('{"ideas": [{"title": "x"}]}'), openAiChat('not json at all'));
    const input = {
      roomType: 'bedroom',
      designStyle: 'modern',
      creativity: 2 as const,
      numberOfIdeas: 1,
      model: 'openai' as const,
    };
    for (let i = 0; i < 2; i++) {
      const error = await engine()
        .ideate(input)
        .catch((e: unknown) => e);
      expect(isEngineError(error) && error.code).toBe('engine.provider_bad_output');
    }
  });

  it('reports refusals cleanly, for text and for images, without retrying', async () => {
    server.enqueue(chat, openAiChat(null, { refusal: 'I cannot help with that.' }));
    const textError = await engine()
      .ideate({
        roomType: 'bedroom',
        designStyle: 'modern',
        creativity: 2,
        numberOfIdeas: 1,
        model: 'openai',
      })
      .catch((e: unknown) => e);
    expect(isEngineError(textError) && textError.code).toBe('engine.provider_refused');
    server.enqueue(edits, {
      status: 400,
      body: {
        error: { message: 'Your request was rejected by the safety system.', code: 'moderation_blocked' },
      },
    });
    const imageError = await engine()
      .renderIdea({ image: photo, idea, model: 'openai' })
      .catch((e: unknown) => e);
    expect(isEngineError(imageError) && [imageError.code, imageError.retryable]).toEqual([
      'engine.provider_refused',
      false,
    ]);
    expect(server.requests.filter((r) => r.path.endsWith('/images/edits'))).toHaveLength(1);
  });

  it('times out a hanging call', async () => {
    server.enqueue(edits, { delayMs: 800, body: {} });
    const error = await engine({ timeoutMs: 300, maxRetries: 0 })
      .renderIdea({ image: photo, idea, model: 'openai' })
      .catch((e: unknown) => e);
    expect(isEngineError(error) && error.code).toBe('engine.provider_timeout');
  });

  it('keeps at most the configured number of calls in flight', async () => {
    // Let an abandoned call of an earlier test finish on the server first.
    while (server.inFlight.now > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    server.inFlight.max = 0;
    server.enqueue(
      edits,
      ...Array.from({ length: 3 }, () => ({ delayMs: 150, body: { created: 1, data: [{ b64_json: '' }] } })),
    );
    const limited = engine({ maxConcurrency: 1, maxRetries: 0 });
    await Promise.allSettled(
      [1, 2, 3].map(() => limited.renderIdea({ image: photo, idea, model: 'openai' })),
    );
    expect(server.inFlight.max).toBe(1);
  });

  it('sends the mask as transparent pixels and keeps everything outside it unchanged', async () => {
    const { width, height } = await decodeForOutput(photo, 'auto');
    const square = await sharp({ create: { width: 100, height: 80, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const mask = await sharp({ create: { width, height, channels: 3, background: '#000' } })
      .composite([{ input: square, left: 50, top: 40 }])
      .png()
      .toBuffer();
    const result = await engine().edit({
      image: photo,
      prompt: 'paint it blue',
      mask: new Uint8Array(mask),
      model: 'openai',
    });
    const sentMask = server.requests[0]!.form!.get('mask') as Blob;
    const { data, info } = await sharp(Buffer.from(await sentMask.arrayBuffer()))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[(60 * info.width + 80) * 4 + 3]).toBe(0);
    expect(data[(5 * info.width + 5) * 4 + 3]).toBe(255);
    const before = await decodeForOutput(photo, 'auto');
    const after = await decodeForOutput(result.image, 'auto');
    let changedOutside = 0;
    let changedInside = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3;
        const changed = Math.abs(before.data[i]! - after.data[i]!) > 1;
        if (x >= 50 && x < 150 && y >= 40 && y < 120) changedInside += changed ? 1 : 0;
        else changedOutside += changed ? 1 : 0;
      }
    }
    expect(changedOutside).toBe(0);
    expect(changedInside).toBeGreaterThan(100 * 80 * 0.5);
    expect(result.feedback.understood[0]!.applied).toMatch(/gpt-image-1/);
  });

  it('identifies objects and the room type with the vision model', async () => {
    const result = await engine().identifyObjects({ image: photo, model: 'openai' });
    expect(result.objects).toEqual([expect.objectContaining({ objectName: 'sofa', category: 'furniture' })]);
    expect(JSON.stringify(server.requests[0]!.json)).toMatch(/data:image\/png;base64/);
  });
});
