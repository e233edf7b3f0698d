#!/usr/bin/env node
// Bundles the server into dist/main.js (ESM, Node 20). Every package in server/package.json stays external
// and is loaded from node_modules at run time; workspace packages (@roomcraft/contracts, TypeScript
// source) are bundled in. The bundle finds server/drizzle and web/dist relative to its own file.
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// Workspace packages (@roomcraft/*) are TypeScript source: bundle them, never leave them external.
const packages = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})].filter(
  (name) => !name.startsWith('@roomcraft/'),
);

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: packages.flatMap((name) => [name, `${name}/*`]),
  // For bundled CommonJS-style code that expects these in an ES module.
  banner: {
    js: [
      "import { createRequire as __roomcraftCreateRequire } from 'node:module';",
      "import { fileURLToPath as __roomcraftFileURLToPath } from 'node:url';",
      'const require = __roomcraftCreateRequire(import.meta.url);',
      'const __filename = __roomcraftFileURLToPath(import.meta.url);',
      "const __dirname = __roomcraftFileURLToPath(new URL('.', import.meta.url));",
    ].join('\n'),
  },
  logLevel: 'info',
});
