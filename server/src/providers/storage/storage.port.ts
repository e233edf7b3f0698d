import type { Readable } from 'node:stream';

/** What is known about a stored object without reading it. */
export interface StoredObject {
  /** Content-addressed key: `<sha256 hex of the bytes>.<extension of the content type>`. */
  key: string;
  /** Total size in bytes. */
  size: number;
  /** Normalised content type (see `normalizeContentType`); always the one the object is served with. */
  contentType: string;
}

/** A byte range, inclusive at both ends as in HTTP. A missing `end` means "to the last byte". */
export interface ByteRange {
  start: number;
  end?: number;
}

/** The outcome of checking a signed link. */
export type SignedUrlCheck = { valid: true } | { valid: false; reason: 'invalid' | 'expired' };

/**
 * Where user files (uploads, generated images, floor-plan models) live.
 *
 * Keys are content addressed: putting the same bytes twice yields the same key and stores them once, so
 * callers must delete a key only when no record references it any more.
 *
 * Errors are ours, never the vendor's: a missing key is `StorageObjectNotFoundError`, an unsatisfiable
 * range is `StorageRangeNotSatisfiableError`, a malformed key is `StorageInvalidKeyError`.
 */
export interface StoragePort {
  /** Stores bytes (a buffer or a stream, read once) and returns the key they can be read back with. */
  putObject(args: { body: Buffer | Readable; contentType: string }): Promise<StoredObject>;

  /**
   * Opens a stream over the object, or over `range` of it. `size` is always the object's total size;
   * `range` is the exact inclusive range streamed (its `end` clamped to the last byte), present only when a
   * range was asked for.
   */
  getObject(args: {
    key: string;
    range?: ByteRange;
  }): Promise<StoredObject & { stream: Readable; range?: { start: number; end: number } }>;

  /** Size and content type of an object, without reading it. */
  headObject(args: { key: string }): Promise<StoredObject>;

  /** Removes an object. Deleting a key that does not exist is not an error (deletes may be retried). */
  deleteObject(args: { key: string }): Promise<void>;

  /**
   * A link a browser can fetch without a session, valid for `expiresInSeconds`:
   * `/files/<key>?expires=<unix seconds>&sig=<signature>` for the local adapters.
   */
  getSignedUrl(args: { key: string; expiresInSeconds: number }): Promise<string>;

  /** Checks the `expires` and `sig` parts of a link made by `getSignedUrl` for `key`. */
  verifySignedUrl(args: {
    key: string;
    expires: string | undefined;
    sig: string | undefined;
  }): SignedUrlCheck;
}
