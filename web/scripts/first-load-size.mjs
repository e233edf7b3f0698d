#!/usr/bin/env node
// Prints the JavaScript a first visit to a page downloads (gzip bytes): the entry chunk, the page's lazy
// chunk and their static imports, read from Vite's build manifest. Usage: node first-load-size.mjs [page]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

export function firstLoad(pageSource) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit('index.html');
  if (pageSource) visit(pageSource);
  const files = [...seen].filter((file) => file.endsWith('.js'));
  const sizes = files.map((file) => ({
    file,
    gzip: gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length,
  }));
  return { files: sizes, totalGzip: sizes.reduce((sum, f) => sum + f.gzip, 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const page = process.argv[2] ?? 'src/features/home/pages/home.page.tsx';
  const { files, totalGzip } = firstLoad(page);
  for (const f of files.sort((a, b) => b.gzip - a.gzip))
    console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} KB  ${f.file}`);
  console.log(`${(totalGzip / 1024).toFixed(1).padStart(7)} KB  first-load JavaScript (gzip) for ${page}`);
}
