import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoragePort } from './storage.port';
import {
  StorageInvalidKeyError,
  StorageObjectNotFoundError,
  StorageRangeNotSatisfiableError,
} from './storage.errors';

export interface StorageContractSetup {
  storage: StoragePort;
  /** Removes whatever the adapter left behind (temp dirs, buckets). */
  cleanup?: () => Promise<void>;
}

/** What the suite hands every adapter factory: a signing secret and a clock the suite can move. */
export interface StorageContractOptions {
  signingSecret: string;
  now: () => number;
}

/**
 * The behaviour every storage adapter must have (local disk, memory, and any future S3 one).
 * Call it from the adapter's test file: `runStorageContractTests('local-disk', (options) => ...)`.
 */
export function runStorageContractTests(
  name: string,
  makeAdapter: (options: StorageContractOptions) => Promise<StorageContractSetup> | StorageContractSetup,
): void {
  describe(`storage contract: ${name}`, () => {
    let setup: StorageContractSetup;
    let storage: StoragePort;
    let clockMs: number;

    beforeEach(async () => {
      clockMs = Date.UTC(2030, 0, 1);
      setup = await makeAdapter({ signingSecret: 'contract-test-secret-0123456789', now: () => clockMs });
      storage = setup.storage;
    });
    afterEach(async () => {
      await setup.cleanup?.();
    });

    const bytes = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz');

    it('gives back exactly the bytes that were stored, from a buffer or a stream', async () => {
      const fromBuffer = await storage.putObject({ body: bytes, contentType: 'text/plain' });
      expect(fromBuffer.size).toBe(bytes.length);
      expect(await readText(storage, fromBuffer.key)).toBe(bytes.toString());

      const chunks = [Buffer.from('hello '), Buffer.from('streamed '), Buffer.from('world')];
      const fromStream = await storage.putObject({ body: Readable.from(chunks), contentType: 'text/plain' });
      expect(fromStream.size).toBe(20);
      expect(await readText(storage, fromStream.key)).toBe('hello streamed world');
    });

    it('keys objects by their content, so the same bytes are stored once under one key', async () => {
      const first = await storage.putObject({ body: bytes, contentType: 'image/png' });
      const second = await storage.putObject({ body: Readable.from([bytes]), contentType: 'image/png' });
      const other = await storage.putObject({ body: Buffer.from('other bytes'), contentType: 'image/png' });
      expect(first.key).toMatch(/^[a-f0-9]{64}\.png$/);
      expect(second.key).toBe(first.key);
      expect(other.key).not.toBe(first.key);
      // One delete removes it: there was only ever one copy.
      await storage.deleteObject({ key: first.key });
      await expect(storage.headObject({ key: second.key })).rejects.toBeInstanceOf(
        StorageObjectNotFoundError,
      );
    });

    it('keeps the content type the object was stored with, normalised', async () => {
      const jpeg = await storage.putObject({ body: bytes, contentType: 'image/JPG' });
      expect(jpeg.key.endsWith('.jpg')).toBe(true);
      expect(jpeg.contentType).toBe('image/jpeg');
      expect(await storage.headObject({ key: jpeg.key })).toEqual({
        key: jpeg.key,
        size: bytes.length,
        contentType: 'image/jpeg',
      });
      const webp = await storage.putObject({ body: bytes, contentType: 'image/webp' });
      expect((await storage.getObject({ key: webp.key })).contentType).toBe('image/webp');
      const unknown = await storage.putObject({ body: bytes, contentType: 'text/html; charset=utf-8' });
      expect(unknown.contentType).toBe('application/octet-stream');
    });

    it('serves byte ranges: first bytes, a middle slice, and the tail', async () => {
      const { key } = await storage.putObject({ body: bytes, contentType: 'text/plain' });
      const first = await storage.getObject({ key, range: { start: 0, end: 4 } });
      expect(first.range).toEqual({ start: 0, end: 4 });
      expect(first.size).toBe(bytes.length);
      expect(await streamText(first.stream)).toBe('01234');

      const middle = await storage.getObject({ key, range: { start: 10, end: 15 } });
      expect(await streamText(middle.stream)).toBe('abcdef');

      const tail = await storage.getObject({ key, range: { start: 30 } });
      expect(tail.range).toEqual({ start: 30, end: 35 });
      expect(await streamText(tail.stream)).toBe('uvwxyz');

      const clamped = await storage.getObject({ key, range: { start: 34, end: 1000 } });
      expect(clamped.range).toEqual({ start: 34, end: 35 });
      expect(await streamText(clamped.stream)).toBe('yz');
    });

    it('refuses a range that starts past the end or is reversed', async () => {
      const { key } = await storage.putObject({ body: bytes, contentType: 'text/plain' });
      await expect(storage.getObject({ key, range: { start: bytes.length } })).rejects.toBeInstanceOf(
        StorageRangeNotSatisfiableError,
      );
      await expect(storage.getObject({ key, range: { start: 5, end: 2 } })).rejects.toBeInstanceOf(
        StorageRangeNotSatisfiableError,
      );
    });

    it('forgets a deleted object, and deleting twice is harmless', async () => {
      const { key } = await storage.putObject({ body: bytes, contentType: 'text/plain' });
      await storage.deleteObject({ key });
      await storage.deleteObject({ key });
      await expect(storage.getObject({ key })).rejects.toBeInstanceOf(StorageObjectNotFoundError);
    });

    it('reports a missing key with our not-found error', async () => {
      const key = `${'0'.repeat(64)}.png`;
      await expect(storage.getObject({ key })).rejects.toBeInstanceOf(StorageObjectNotFoundError);
      await expect(storage.headObject({ key })).rejects.toBeInstanceOf(StorageObjectNotFoundError);
    });

    it('rejects keys that are not ours, such as path traversal attempts', async () => {
      for (const key of [
        '../../etc/passwd',
        `${'a'.repeat(64)}/../x.png`,
        'abc.png',
        `${'A'.repeat(64)}.png`,
      ]) {
        await expect(storage.getObject({ key })).rejects.toBeInstanceOf(StorageInvalidKeyError);
        await expect(storage.deleteObject({ key })).rejects.toBeInstanceOf(StorageInvalidKeyError);
      }
    });

    it('signs links that work until they expire and break when tampered with', async () => {
      const { key } = await storage.putObject({ body: bytes, contentType: 'image/png' });
      const other = await storage.putObject({ body: Buffer.from('x'), contentType: 'image/png' });
      const url = new URL(await storage.getSignedUrl({ key, expiresInSeconds: 60 }), 'http://localhost');
      expect(url.pathname).toBe(`/files/${key}`);
      const expires = url.searchParams.get('expires') ?? undefined;
      const sig = url.searchParams.get('sig') ?? undefined;
      expect(Number(expires)).toBe(Math.floor(clockMs / 1000) + 60);

      expect(storage.verifySignedUrl({ key, expires, sig })).toEqual({ valid: true });
      expect(storage.verifySignedUrl({ key: other.key, expires, sig })).toEqual({
        valid: false,
        reason: 'invalid',
      });
      expect(storage.verifySignedUrl({ key, expires: String(Number(expires) + 3600), sig })).toEqual({
        valid: false,
        reason: 'invalid',
      });
      const flipped = `${sig?.[0] === 'A' ? 'B' : 'A'}${sig?.slice(1)}`;
      expect(storage.verifySignedUrl({ key, expires, sig: flipped })).toEqual({
        valid: false,
        reason: 'invalid',
      });
      expect(storage.verifySignedUrl({ key, expires, sig: undefined })).toEqual({
        valid: false,
        reason: 'invalid',
      });

      clockMs += 59_000;
      expect(storage.verifySignedUrl({ key, expires, sig })).toEqual({ valid: true });
      clockMs += 1_000;
      expect(storage.verifySignedUrl({ key, expires, sig })).toEqual({ valid: false, reason: 'expired' });
    });
  });
}

async function streamText(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
}

async function readText(storage: StoragePort, key: string): Promise<string> {
  return streamText((await storage.getObject({ key })).stream);
}
