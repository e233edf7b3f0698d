import sharp from 'sharp';
import type { FakeReply, RecordedRequest } from './fake-provider-server';

/** A provider "render": the same photo, hue-rotated and warmer (structure kept, colours changed). */
export async function recolouredPng(image: Uint8Array | Buffer): Promise<string> {
  const out = await sharp(image).modulate({ hue: 40, saturation: 1.2 }).png().toBuffer();
  return out.toString('base64');
}

/** A provider render that moved the room: mirrored. */
export async function mirroredPng(image: Uint8Array | Buffer): Promise<string> {
  return (await sharp(image).flop().png().toBuffer()).toString('base64');
}

export function sampleIdeas(count: number) {
  return {
    ideas: Array.from({ length: count }, (_, i) => ({
      title: `Calm Sage Retreat ${i + 1}`,
      description: 'Sage green walls over pale oak floors, linen textiles and warm lamp light.',
      style: 'Scandinavian',
      mood: 'serene',
      colorPalette: [
        { name: 'Sage', hex: '#9CAF88', role: 'walls' },
        { name: 'Pale Oak', hex: '#d8c2a0', role: 'floor' },
        { name: 'Linen', hex: '#e8e0d0', role: 'textile' },
      ],
      estimatedCost: 'mid-range',
      difficulty: 'easy',
      targetAudience: 'Home owners',
      designElements: ['Sage walls', 'Oak floor', 'Linen curtains'],
      generatedPrompt: 'Repaint the walls sage green and add linen textiles.',
      lighting: { warmth: 0.3, brightness: 0.1 },
    })),
  };
}

export const sampleVision = {
  roomType: 'living-room',
  roomTypeConfidence: 0.9,
  objects: [
    {
      objectName: 'sofa',
      category: 'furniture',
      confidence: 0.95,
      box: { x: 0.2, y: 0.5, width: 0.5, height: 0.3 },
    },
  ],
};

/** The text of the first user message of an OpenAI chat request or a Gemini generateContent request. */
export function promptText(request: RecordedRequest): string {
  const body = request.json as {
    messages?: Array<{ content: unknown }>;
    contents?: Array<{ parts: Array<{ text?: string }> }>;
  };
  if (body.messages) return JSON.stringify(body.messages);
  return (body.contents ?? []).flatMap((c) => c.parts.map((p) => p.text ?? '')).join(' ');
}

export function openAiChat(
  content: string | null,
  options: { refusal?: string; finish?: string } = {},
): FakeReply {
  return {
    body: {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'fake',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: options.refusal ?? null },
          finish_reason: options.finish ?? 'stop',
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}

export function geminiReply(parts: unknown[], finishReason = 'STOP'): FakeReply {
  return {
    body: {
      candidates: [{ content: { role: 'model', parts }, finishReason, index: 0 }],
      usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
    },
  };
}
