/** Base of every storage error, so callers can tell storage failures from their own. */
export class StorageError extends Error {
  override name = 'StorageError';
}

/** The key does not name a stored object. */
export class StorageObjectNotFoundError extends StorageError {
  override name = 'StorageObjectNotFoundError';
  constructor(readonly key: string) {
    super(`No stored object with key ${key}`);
  }
}

/** The key is not of the form `<sha256 hex>.<extension>`; it never reaches the disk or a bucket. */
export class StorageInvalidKeyError extends StorageError {
  override name = 'StorageInvalidKeyError';
  constructor(readonly key: string) {
    super('Malformed storage key');
  }
}

/** The asked range lies outside the object (HTTP 416). */
export class StorageRangeNotSatisfiableError extends StorageError {
  override name = 'StorageRangeNotSatisfiableError';
  constructor(
    readonly key: string,
    readonly size: number,
  ) {
    super(`Range outside of object ${key} (${size} bytes)`);
  }
}
