import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Secrets generated on first start, so `npm start` needs no keys and none ever lands in the repo. */
export type SecretName = 'filesSigningSecret';

const generate = () => randomBytes(32).toString('base64url');

function readSecretsFile(file: string): Partial<Record<SecretName, string>> | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<SecretName, string>>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`${file} is not readable JSON. Fix or delete it (secrets in it will be regenerated).`, {
      cause: error,
    });
  }
}

/**
 * Returns the named secrets from `DATA_DIR/secrets.json`, generating missing ones. The file is created
 * with O_EXCL so two processes starting at once on one DATA_DIR end up with the same values.
 */
export function loadSecrets<N extends SecretName>({
  dataDir,
  names,
}: {
  dataDir: string;
  names: readonly N[];
}): Record<N, string> {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'secrets.json');
  let secrets = readSecretsFile(file);
  if (!secrets) {
    const fresh = Object.fromEntries(names.map((name) => [name, generate()]));
    try {
      writeFileSync(file, JSON.stringify(fresh, null, 2), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    secrets = readSecretsFile(file) ?? {};
  }
  const existing = secrets;
  const missing = names.filter((name) => !existing[name]);
  let current = existing;
  if (missing.length > 0) {
    // A secret added in a later version: write a complete copy and swap it in atomically.
    current = { ...existing, ...Object.fromEntries(missing.map((name) => [name, generate()])) };
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(current, null, 2), { mode: 0o600 });
    renameSync(temp, file);
  }
  chmodSync(file, 0o600);
  return Object.fromEntries(names.map((name) => [name, current[name] as string])) as Record<N, string>;
}
