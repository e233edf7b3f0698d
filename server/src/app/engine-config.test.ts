import { describe, expect, it } from 'vitest';
import { createTestConfig } from '../../test/app';
import { createDesignEngine } from '../engine';
import { engineConfigFrom } from './engine-config';

describe('the design engine built from the configuration', () => {
  it('runs on the offline engine alone when no provider key is set', () => {
    const engine = createDesignEngine(engineConfigFrom({ config: createTestConfig() }));
    expect(engine.availableEngines()).toEqual(['local']);
  });

  it('adds each provider whose key is set, with its endpoint and models from the configuration', () => {
    const config = createTestConfig({
      OPENAI_API_KEY: 'sk-test-openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:4010/v1',
      GEMINI_API_KEY: 'gm-test-gemini',
      GEMINI_IMAGE_MODEL: 'gemini-next-image',
    });
    const engineConfig = engineConfigFrom({ config });
    expect(engineConfig.openai).toEqual({
      apiKey: 'sk-test-openai',
      baseURL: 'http://127.0.0.1:4010/v1',
      imageModel: 'gpt-image-1',
      textModel: 'gpt-4.1-mini',
    });
    expect(engineConfig.gemini).toEqual({
      apiKey: 'gm-test-gemini',
      imageModel: 'gemini-next-image',
      textModel: 'gemini-2.5-flash',
    });
    expect(createDesignEngine(engineConfig).availableEngines()).toEqual(['openai', 'gemini', 'local']);
  });
});
