// `npm run accounts:import-legacy -w server -- <export.json>`: imports users of the older login system
// (a JSON array of { email, passwordHash (bcrypt), firstName, lastName, username?, avatarUrl?, credits?,
// rooms? }) into the database the environment names. Idempotent by email: run it as often as you like.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadConfig } from '../src/kernel/config';
import { createLogger } from '../src/app/logger';
import { openDatabase } from '../src/db/client';
import { importLegacyUsers } from '../src/modules/accounts/legacy/legacy-import.usecases';
import { createLegacyRepository } from '../src/modules/accounts/legacy/legacy.repository';

const file = process.argv[2];
if (!file) {
  process.stderr.write('Usage: npm run accounts:import-legacy -w server -- <export.json>\n');
  process.exit(2);
}
// npm runs scripts in server/; the path was typed relative to where npm was started.
const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
const data: unknown = JSON.parse(await readFile(path, 'utf8'));

const config = loadConfig({ env: process.env });
const logger = createLogger({ config });
const database = await openDatabase({ config, logger });
try {
  const summary = await importLegacyUsers({
    data,
    legacyRepository: createLegacyRepository({ db: database.db }),
  });
  const lines = [
    `Legacy import from ${path}:`,
    `  ${summary.total} in the file, ${summary.imported} imported, ${summary.skipped} already there (unchanged), ${summary.invalid.length} invalid`,
    ...summary.invalid.map((entry) => `  - #${entry.index} ${entry.email ?? '(no email)'}: ${entry.problem}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  process.exitCode = summary.invalid.length > 0 ? 1 : 0;
} finally {
  await database.close();
}
