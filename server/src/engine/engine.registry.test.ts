import { describe, expect, it } from 'vitest';
import { createDesignEngine } from './engine.registry';
import { isEngineError } from './engine-errors';
import { ideateLocally } from './local/ideate';

describe('design engine registry', () => {
  const idea = ideateLocally({ roomType: 'bedroom', designStyle: 'coastal', creativity: 2, numberOfIdeas: 1 })
    .ideas[0]!;

  it('answers auto with the offline engine when no provider is configured, without calling it a fallback', async () => {
    const engine = createDesignEngine();
    expect(engine.availableEngines()).toEqual(['local']);
    const result = await engine.ideate({
      roomType: 'bedroom',
      designStyle: 'coastal',
      creativity: 2,
      numberOfIdeas: 2,
    });
    expect(result.engine).toBe('local');
    expect(result.fallback).toBeUndefined();
    expect(result.ideas).toHaveLength(2);
  });

  it('refuses an explicit provider that is not configured instead of silently using another', async () => {
    const engine = createDesignEngine({ gemini: { apiKey: 'k', imageModel: 'i', textModel: 't' } });
    const error = await engine
      .renderIdea({ image: new Uint8Array(), idea, model: 'openai' })
      .catch((e: unknown) => e);
    expect(isEngineError(error) && [error.code, error.engine]).toEqual([
      'engine.provider_not_configured',
      'openai',
    ]);
  });

  it('prefers the configured providers for auto, in order', () => {
    const both = createDesignEngine({
      openai: { apiKey: 'k', imageModel: 'i', textModel: 't' },
      gemini: { apiKey: 'k', imageModel: 'i', textModel: 't' },
      autoOrder: ['gemini', 'openai'],
    });
    expect(both.availableEngines()).toEqual(['gemini', 'openai', 'local']);
  });
});
