// The e2e web server: imports the legacy-user fixture (server/test/fixtures/legacy-users.json) into the
// fresh DATA_DIR of this run, then starts the built server in this same process. The import has to come
// first: the embedded database (PGlite) is opened by one process at a time.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const tsxCli = require.resolve('tsx/cli');
const importScript = fileURLToPath(new URL('../../server/scripts/import-legacy-users.ts', import.meta.url));
const fixture = fileURLToPath(new URL('../../server/test/fixtures/legacy-users.json', import.meta.url));

const result = spawnSync(process.execPath, [tsxCli, importScript, fixture], {
  stdio: 'inherit',
  env: process.env,
});
if (result.status !== 0) {
  process.stderr.write(`legacy fixture import failed (exit ${String(result.status)})\n`);
  process.exit(result.status ?? 1);
}

await import('../../server/dist/main.js');
