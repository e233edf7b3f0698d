#!/usr/bin/env node
// `npm run bench`: builds the app (the startup section measures the real build), then runs the bench sections.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const sections = process.argv.slice(2);
const needsBuild =
  sections.length === 0 || sections.some((name) => ['startup', 'http', 'site'].includes(name));
if (needsBuild) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const bench = spawnSync('npx', ['tsx', 'server/bench/run.ts', ...sections], { cwd: root, stdio: 'inherit' });
process.exit(bench.status ?? 1);
