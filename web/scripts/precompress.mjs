#!/usr/bin/env node
// Writes `<file>.br` and `<file>.gz` beside every text file of the web build (ADR 021), so the server sends
// compressed bytes without compressing per request. Runs last in `npm run build -w web`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* textFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* textFiles(path);
    else if (compressible.test(name)) yield path;
  }
}

const dist = new URL('../dist/', import.meta.url).pathname;
let files = 0;
for (const path of textFiles(dist)) {
  const bytes = readFileSync(path);
  if (bytes.length < 512) continue;
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  );
  files += 1;
}
console.log(`precompress: ${files} files (.br and .gz)`);
