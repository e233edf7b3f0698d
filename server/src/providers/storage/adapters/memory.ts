import { Readable } from 'node:stream';
import type { StoragePort } from '../storage.port';
import { StorageObjectNotFoundError } from '../storage.errors';
import {
  assertValidObjectKey,
  contentTypeForKey,
  normalizeContentType,
  objectKeyForBytes,
  resolveByteRange,
} from '../storage.models';
import { createUrlSigner } from '../storage.signing';

/** Keeps objects in a Map: for tests and throwaway runs. Same semantics as the disk adapter. */
export function createMemoryStorage({
  signingSecret,
  now,
}: {
  signingSecret: string;
  now?: () => number;
}): StoragePort {
  const objects = new Map<string, Buffer>();
  const signer = createUrlSigner({ secret: signingSecret, now });

  const read = (key: string): Buffer => {
    assertValidObjectKey(key);
    const bytes = objects.get(key);
    if (!bytes) throw new StorageObjectNotFoundError(key);
    return bytes;
  };

  return {
    async putObject({ body, contentType }) {
      const bytes = Buffer.isBuffer(body) ? body : await readAll(body);
      const normalized = normalizeContentType(contentType);
      const key = objectKeyForBytes({ bytes, contentType: normalized });
      // Copy so later changes to the caller's buffer cannot alter what is stored under this hash.
      if (!objects.has(key)) objects.set(key, Buffer.from(bytes));
      return { key, size: bytes.length, contentType: normalized };
    },
    async getObject({ key, range }) {
      const bytes = read(key);
      const base = { key, size: bytes.length, contentType: contentTypeForKey(key) };
      if (!range) return { ...base, stream: Readable.from([bytes]) };
      const resolved = resolveByteRange({ key, range, size: bytes.length });
      const slice = bytes.subarray(resolved.start, resolved.end + 1);
      return { ...base, range: resolved, stream: Readable.from([slice]) };
    },
    async headObject({ key }) {
      const bytes = read(key);
      return { key, size: bytes.length, contentType: contentTypeForKey(key) };
    },
    async deleteObject({ key }) {
      assertValidObjectKey(key);
      objects.delete(key);
    },
    async getSignedUrl({ key, expiresInSeconds }) {
      assertValidObjectKey(key);
      return signer.sign({ key, expiresInSeconds });
    },
    verifySignedUrl: (args) => signer.verify(args),
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}
