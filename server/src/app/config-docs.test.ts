import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configReferenceMarkdown } from './config-docs';
import { repoRoot, serverRoot } from '../kernel/paths';

describe('configuration reference', () => {
  it('is listed in the README exactly as the server declares it, so every key is documented', () => {
    const readme = readFileSync(join(repoRoot ?? join(serverRoot, '..'), 'README.md'), 'utf8');
    const section = readme.split('<!-- config-table:start -->')[1]?.split('<!-- config-table:end -->')[0];
    expect(section?.trim()).toBe(configReferenceMarkdown().trim());
  });
});
