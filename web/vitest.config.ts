import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { blogPosts } from './src/features/blog/blog.compile';

export default defineProject({
  plugins: [blogPosts(), react()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    name: 'web',
    // As in Playwright: on CI one retry absorbs a timing bound missed on a busy shared machine; a real
    // regression fails twice and still fails the run (the retry is listed in the Vitest report).
    retry: process.env.CI ? 1 : 0,
    // Pages load their parts lazily (ADR 021): a test that walks through several pages imports more
    // modules on first use than the default 5 s allows on a busy 2-core machine.
    testTimeout: 15_000,
    environment: 'jsdom',
    // Files of a worker share its module cache instead of importing the app afresh each (ADR 071): the
    // web project ran in 172 s, 73 s this way. Module state the app keeps (the runs-in-progress count)
    // is reset by the tests that read it.
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
