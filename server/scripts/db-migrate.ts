// `npm run db:migrate -w server`: applies pending migrations to the database the environment names (the
// server also does this at every start). Fails with the lock message if a server is running on DATA_DIR.
import { loadConfig } from '../src/kernel/config';
import { createLogger } from '../src/app/logger';
import { openDatabase } from '../src/db/client';

const config = loadConfig({ env: process.env });
const logger = createLogger({ config });
const database = await openDatabase({ config, logger });
await database.close();
process.stdout.write(
  `Database migrated: ${database.dialect === 'pglite' ? `embedded, in ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)'}\n`,
);
