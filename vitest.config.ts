import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the whole repo; each workspace is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'server', 'web'],
    // Vitest's default (cores - 1) runs files one at a time on a 2-core CI machine, leaving a core idle
    // while files wait on PGlite, child processes and timers. Two workers there measured 747 s -> 454 s
    // (PGlite stage) and 394 s -> 216 s (PostgreSQL stage), with no retries; see ADR 055.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
  },
});
