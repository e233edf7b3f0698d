import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StoragePort } from '../storage.port';
import { StorageError, StorageObjectNotFoundError } from '../storage.errors';
import {
  assertValidObjectKey,
  buildObjectKey,
  contentTypeForKey,
  normalizeContentType,
  resolveByteRange,
} from '../storage.models';
import { createUrlSigner } from '../storage.signing';

/**
 * Files on the local disk under `rootDir` (e.g. `DATA_DIR/files`):
 * `objects/<2 hex>/<2 hex>/<key>` so no directory grows past a few thousand entries, and `tmp/` for
 * writes in progress. A write lands in `tmp/` first and is renamed into place, so readers never see a
 * half-written object, even after a crash (rename is atomic within one filesystem, which `tmp/` shares).
 */
export function createLocalDiskStorage({
  rootDir,
  signingSecret,
  now,
}: {
  rootDir: string;
  signingSecret: string;
  now?: () => number;
}): StoragePort {
  const signer = createUrlSigner({ secret: signingSecret, now });
  const tmpDir = join(rootDir, 'tmp');

  // Only valid keys reach here: 64 hex chars and an extension, so the path cannot leave `objects/`.
  const pathOf = (key: string): string => {
    assertValidObjectKey(key);
    return join(rootDir, 'objects', key.slice(0, 2), key.slice(2, 4), key);
  };

  return {
    async putObject({ body, contentType }) {
      const normalized = normalizeContentType(contentType);
      await mkdir(tmpDir, { recursive: true });
      const tmpPath = join(tmpDir, `${randomUUID()}.part`);
      const hash = createHash('sha256');
      let size = 0;
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          size += chunk.length;
          callback(null, chunk);
        },
      });
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        // `flush` fsyncs before close, so the rename below never publishes bytes still in the page cache.
        await pipeline(source, hashing, createWriteStream(tmpPath, { flush: true }));
        const key = buildObjectKey({ sha256Hex: hash.digest('hex'), contentType: normalized });
        const finalPath = pathOf(key);
        if (await exists(finalPath)) {
          await rm(tmpPath, { force: true });
        } else {
          await mkdir(join(finalPath, '..'), { recursive: true });
          await rename(tmpPath, finalPath);
        }
        return { key, size, contentType: normalized };
      } catch (error) {
        await rm(tmpPath, { force: true });
        throw error instanceof StorageError
          ? error
          : new StorageError('Could not store the file', { cause: error });
      }
    },

    async getObject({ key, range }) {
      const handle = await openOrThrow(key, pathOf(key));
      try {
        const { size } = await handle.stat();
        const base = { key, size, contentType: contentTypeForKey(key) };
        if (!range) return { ...base, stream: handle.createReadStream() };
        const resolved = resolveByteRange({ key, range, size });
        return { ...base, range: resolved, stream: handle.createReadStream(resolved) };
      } catch (error) {
        // The stream owns (and closes) the handle once created; before that it is ours to close.
        await handle.close();
        throw error;
      }
    },

    async headObject({ key }) {
      try {
        const { size } = await stat(pathOf(key));
        return { key, size, contentType: contentTypeForKey(key) };
      } catch (error) {
        throw translateFsError(error, key);
      }
    },

    async deleteObject({ key }) {
      await rm(pathOf(key), { force: true });
    },

    async getSignedUrl({ key, expiresInSeconds }) {
      assertValidObjectKey(key);
      return signer.sign({ key, expiresInSeconds });
    },

    verifySignedUrl: (args) => signer.verify(args),
  };
}

async function openOrThrow(key: string, path: string) {
  try {
    return await open(path, 'r');
  } catch (error) {
    throw translateFsError(error, key);
  }
}

function translateFsError(error: unknown, key: string): Error {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new StorageObjectNotFoundError(key);
  return new StorageError('Could not read the file', { cause: error });
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
