import { describe, expect, it } from 'vitest';
import { globalConfig } from 'zod/v4/core';
import { makeZodJitless } from './zod-jitless';

describe('makeZodJitless', () => {
  it("sets zod's own global config, as config({ jitless: true }) would", () => {
    makeZodJitless();
    expect(globalConfig.jitless).toBe(true);
  });
});
