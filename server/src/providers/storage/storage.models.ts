import { createHash } from 'node:crypto';
import { fileKeyPattern } from '@roomcraft/contracts/files';
import type { ByteRange } from './storage.port';
import { StorageInvalidKeyError, StorageRangeNotSatisfiableError } from './storage.errors';

/**
 * Content types we store, with the one extension each. The mapping is one-to-one, so the content type is
 * derived from the key alone: no sidecar file to keep in step, and an S3 adapter sets the same header.
 */
const extensionByContentType: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
  'application/json': 'json',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'application/pdf': 'pdf',
  'model/gltf-binary': 'glb',
  'model/gltf+json': 'gltf',
  'video/mp4': 'mp4',
  'application/octet-stream': 'bin',
};
const contentTypeByExtension = new Map(
  Object.entries(extensionByContentType).map(([type, ext]) => [ext, type]),
);
const aliases: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };

/**
 * Lower-cases, drops parameters (`; charset=...`) and maps aliases; anything we do not know becomes
 * `application/octet-stream` so it is never served as something a browser would render.
 */
export function normalizeContentType(contentType: string): string {
  const bare = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const canonical = aliases[bare] ?? bare;
  return canonical in extensionByContentType ? canonical : 'application/octet-stream';
}

/** `<sha256 hex>.<ext>` for bytes whose digest is `sha256Hex`. */
export function buildObjectKey({
  sha256Hex,
  contentType,
}: {
  sha256Hex: string;
  contentType: string;
}): string {
  return `${sha256Hex}.${extensionByContentType[normalizeContentType(contentType)] ?? 'bin'}`;
}

/** The key of a whole buffer (adapters that receive a stream hash it as it flows instead). */
export function objectKeyForBytes({ bytes, contentType }: { bytes: Buffer; contentType: string }): string {
  return buildObjectKey({ sha256Hex: createHash('sha256').update(bytes).digest('hex'), contentType });
}

export function isValidObjectKey(key: string): boolean {
  return fileKeyPattern.test(key) && contentTypeByExtension.has(key.slice(key.lastIndexOf('.') + 1));
}

/** Rejects anything but our own key shape, which also rules out path traversal (`..`, `/`, `\`). */
export function assertValidObjectKey(key: string): void {
  if (!isValidObjectKey(key)) throw new StorageInvalidKeyError(key);
}

export function contentTypeForKey(key: string): string {
  assertValidObjectKey(key);
  return contentTypeByExtension.get(key.slice(key.lastIndexOf('.') + 1)) ?? 'application/octet-stream';
}

/**
 * Turns an asked range into the exact inclusive range to stream, HTTP style: `end` past the last byte is
 * clamped; a start past the last byte (or any range of an empty object) is unsatisfiable.
 */
export function resolveByteRange({ key, range, size }: { key: string; range: ByteRange; size: number }): {
  start: number;
  end: number;
} {
  const { start } = range;
  const end = Math.min(range.end ?? size - 1, size - 1);
  const isWellFormed =
    Number.isSafeInteger(start) && start >= 0 && (range.end === undefined || range.end >= start);
  if (!isWellFormed || start >= size) throw new StorageRangeNotSatisfiableError(key, size);
  return { start, end };
}
