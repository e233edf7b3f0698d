import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { StorageError } from '../storage.errors';
import { runStorageContractTests } from '../storage.contract';
import { createLocalDiskStorage } from './local-disk';

runStorageContractTests('local-disk', async ({ signingSecret, now }) => {
  const rootDir = await mkdtemp(join(tmpdir(), 'roomcraft-storage-'));
  return {
    storage: createLocalDiskStorage({ rootDir, signingSecret, now }),
    cleanup: () => rm(rootDir, { recursive: true, force: true }),
  };
});

describe('local-disk storage', () => {
  it('leaves no partial file behind when the upload stream fails midway', async () => {
    const rootDir = await mkdtemp(join(tmpdir(), 'roomcraft-storage-'));
    try {
      const storage = createLocalDiskStorage({ rootDir, signingSecret: 'local-disk-test-secret-123' });
      const failing = new Readable({
        read() {
          this.push(Buffer.from('partial bytes'));
          this.destroy(new Error('client went away'));
        },
      });
      await expect(storage.putObject({ body: failing, contentType: 'image/png' })).rejects.toBeInstanceOf(
        StorageError,
      );
      expect(await readdir(join(rootDir, 'tmp'))).toEqual([]);
      expect(await readdir(rootDir)).not.toContain('objects');
    } finally {
      await rm(rootDir, { recursive: true, force: true });
    }
  });

  it('shards objects into nested folders named after the key', async () => {
    const rootDir = await mkdtemp(join(tmpdir(), 'roomcraft-storage-'));
    try {
      const storage = createLocalDiskStorage({ rootDir, signingSecret: 'local-disk-test-secret-123' });
      const { key } = await storage.putObject({ body: Buffer.from('sharded'), contentType: 'image/png' });
      expect(await readdir(join(rootDir, 'objects', key.slice(0, 2), key.slice(2, 4)))).toEqual([key]);
    } finally {
      await rm(rootDir, { recursive: true, force: true });
    }
  });
});
