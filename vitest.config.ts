import { defineConfig } from 'vitest/config';

// One runner for the whole repo; each workspace is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'server', 'web'],
  },
});
