#!/usr/bin/env node
// Session-only helper while several people change tables at once: throws away every migration after
// 0001 and generates one new migration from the whole current schema, so concurrent table changes never
// leave two conflicting 0002 files. Delete this script once the migrations are committed.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const serverDir = new URL('..', import.meta.url).pathname;
const drizzleDir = join(serverDir, 'drizzle');
const lockDir = join(serverDir, '.regen-lock');
for (let tries = 0; ; tries += 1) {
  try {
    mkdirSync(lockDir);
    break;
  } catch {
    if (tries > 120) throw new Error(`${lockDir} is held; remove it if no regen is running`);
    execFileSync('sleep', ['1']);
  }
}
try {
  const keep = (name) => /^000[01]_/.test(name);
  for (const name of readdirSync(drizzleDir))
    if (name.endsWith('.sql') && !keep(name)) rmSync(join(drizzleDir, name));
  for (const name of readdirSync(join(drizzleDir, 'meta')))
    if (name.endsWith('_snapshot.json') && !keep(name)) rmSync(join(drizzleDir, 'meta', name));
  const journalPath = join(drizzleDir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  journal.entries = journal.entries.filter((entry) => entry.idx <= 1);
  writeFileSync(journalPath, JSON.stringify(journal, null, 2));
  execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'studio_credits'], {
    cwd: serverDir,
    stdio: 'inherit',
  });
} finally {
  rmSync(lockDir, { recursive: true, force: true });
}
