import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../src/kernel/paths';
import { seedDataDir } from '../test/test-db';

const dataDir = mkdtempSync(join(tmpdir(), 'roomcraft-legacy-import-'));
beforeAll(() => seedDataDir({ dataDir }));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the script as `npm run accounts:import-legacy -w server -- test/fixtures/legacy-users.json` would. */
async function runImport(): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(serverRoot, 'scripts/import-legacy-users.ts'),
      'test/fixtures/legacy-users.json',
    ],
    {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', INIT_CWD: serverRoot },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

describe('npm run accounts:import-legacy', () => {
  it('imports the export into the configured database and changes nothing on a second run', async () => {
    const first = await runImport();
    expect(first.output).toContain('4 in the file, 4 imported, 0 already there (unchanged), 0 invalid');
    expect(first.code).toBe(0);
    const second = await runImport();
    expect(second.output).toContain('4 in the file, 0 imported, 4 already there (unchanged), 0 invalid');
    expect(second.code).toBe(0);
  }, 60_000);
});
