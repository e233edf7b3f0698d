import { join } from 'node:path';
import type { Config } from '../../kernel/config';
import type { StoragePort } from './storage.port';
import { createLocalDiskStorage } from './adapters/local-disk';

/**
 * Picks the storage adapter from config. Today there is one: local disk under `DATA_DIR/files`.
 * `STORAGE_URL` is reserved for an S3-compatible adapter (scale-out, see architecture.md); when it lands
 * it is chosen here when that key is set, and must pass `runStorageContractTests` like the others.
 */
export function createStorage({
  config,
}: {
  config: Pick<Config, 'dataDir' | 'filesSigningSecret'>;
}): StoragePort {
  return createLocalDiskStorage({
    rootDir: join(config.dataDir, 'files'),
    signingSecret: config.filesSigningSecret,
  });
}
