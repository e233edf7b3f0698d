import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDesignEngine } from '../engine.registry';
import { isEngineError } from '../engine-errors';
import { ideateLocally } from '../local/ideate';
import { startFakeServer, type RecordedRequest } from '../test-support/fake-provider-server';
import { photos, readRoomPhoto } from '../test-support/fixtures';
import {
  geminiReply,
  promptText,
  recolouredPng,
  sampleIdeas,
  sampleVision,
} from '../test-support/provider-fakes';

const generate = ':generateContent$';

function inlineImage(request: RecordedRequest): Buffer {
  const body = request.json as { contents: Array<{ parts: Array<{ inlineData?: { data: string } }> }> };
  const part = body.contents.flatMap((c) => c.parts).find((p) => p.inlineData);
  return Buffer.from(part!.inlineData!.data, 'base64');
}

describe('Gemini adapter (through the AI SDK, against a local server speaking its wire format)', () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  let photo: Uint8Array;

  beforeAll(async () => {
    photo = new Uint8Array(await sharp(readRoomPhoto(photos.kitchen)).resize(480).jpeg().toBuffer());
    server = await startFakeServer({
      [generate]: async (request) => {
        if (request.path.includes('image'))
          return geminiReply([
            { text: 'Here it is.' },
            { inlineData: { mimeType: 'image/png', data: await recolouredPng(inlineImage(request)) } },
          ]);
        return geminiReply([
          {
            text: JSON.stringify(
              promptText(request).includes('design ideas') ? sampleIdeas(3) : sampleVision,
            ),
          },
        ]);
      },
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  const engine = (overrides: Record<string, unknown> = {}) =>
    createDesignEngine({
      gemini: {
        apiKey: 'gm-test',
        baseURL: `${server.url}/v1beta`,
        imageModel: 'gemini-2.5-flash-image',
        textModel: 'gemini-2.5-flash',
        retryBaseDelayMs: 5,
        ...overrides,
      },
    });
  const idea = ideateLocally({
    roomType: 'kitchen',
    designStyle: 'farmhouse',
    creativity: 2,
    numberOfIdeas: 1,
  }).ideas[0]!;

  it('makes ideas with a JSON response schema and the configured key', async () => {
    const result = await engine().ideate({
      roomType: 'kitchen',
      designStyle: 'farmhouse',
      creativity: 3,
      numberOfIdeas: 3,
      model: 'gemini',
    });
    expect(result).toMatchObject({ engine: 'gemini', model: 'gemini-2.5-flash' });
    expect(result.ideas).toHaveLength(3);
    const request = server.requests[0]!;
    expect(request.path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    expect(request.headers['x-goog-api-key']).toBe('gm-test');
    expect(request.json).toMatchObject({ generationConfig: { responseMimeType: 'application/json' } });
  });

  it('renders with the image model answering image parts, and scores the structure', async () => {
    const result = await engine().renderIdea({ image: photo, idea, model: 'gemini' });
    expect(result).toMatchObject({ engine: 'gemini', model: 'gemini-2.5-flash-image' });
    expect(result.structureScore).toBeGreaterThanOrEqual(0.9);
    expect(server.requests[0]!.json).toMatchObject({
      generationConfig: { responseModalities: ['TEXT', 'IMAGE'] },
    });
    expect(promptText(server.requests[0]!)).toMatch(/Keep the exact room geometry/);
  });

  it('retries a 503 and a 429, then succeeds', async () => {
    server.enqueue(
      generate,
      { status: 503, body: { error: { code: 503, message: 'overloaded', status: 'UNAVAILABLE' } } },
      { status: 429, body: { error: { code: 429, message: 'quota', status: 'RESOURCE_EXHAUSTED' } } },
    );
    const result = await engine().renderIdea({ image: photo, idea, model: 'gemini' });
    expect(result.engine).toBe('gemini');
    expect(server.requests).toHaveLength(3);
  });

  it('reports a safety block as a refusal, for images and for text', async () => {
    server.enqueue(generate, geminiReply([], 'IMAGE_SAFETY'), {
      body: { promptFeedback: { blockReason: 'SAFETY' }, candidates: [] },
    });
    const imageError = await engine()
      .renderIdea({ image: photo, idea, model: 'gemini' })
      .catch((e: unknown) => e);
    expect(isEngineError(imageError) && imageError.code).toBe('engine.provider_refused');
    const textError = await engine()
      .ideate({
        roomType: 'kitchen',
        designStyle: 'farmhouse',
        creativity: 2,
        numberOfIdeas: 1,
        model: 'gemini',
      })
      .catch((e: unknown) => e);
    expect(isEngineError(textError) && textError.code).toMatch(/^engine\.provider_(refused|bad_output)$/);
  });

  it('turns malformed output and a missing image into bad-output errors', async () => {
    server.enqueue(
      generate,
      geminiReply([{ text: '{"ideas": "nope"}' }]),
      geminiReply([{ text: 'Sorry, no image this time.' }]),
    );
    const ideasError = await engine()
      .ideate({
        roomType: 'kitchen',
        designStyle: 'farmhouse',
        creativity: 2,
        numberOfIdeas: 1,
        model: 'gemini',
      })
      .catch((e: unknown) => e);
    expect(isEngineError(ideasError) && ideasError.code).toBe('engine.provider_bad_output');
    const imageError = await engine()
      .renderIdea({ image: photo, idea, model: 'gemini' })
      .catch((e: unknown) => e);
    expect(isEngineError(imageError) && imageError.code).toBe('engine.provider_bad_output');
  });
});
