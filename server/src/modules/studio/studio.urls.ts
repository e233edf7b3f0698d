import type { StoragePort } from '../../providers/storage/storage.port';

/**
 * How long a signed image URL in a studio DTO stays valid. URLs are signed at read time, so a page that
 * refetches always gets fresh ones; a day covers a tab left open.
 */
export const studioUrlTtlSeconds = 24 * 60 * 60;

export const signedUrl = (storage: StoragePort, key: string) =>
  storage.getSignedUrl({ key, expiresInSeconds: studioUrlTtlSeconds });

export const signedUrlOrNull = async (storage: StoragePort, key: string | null) =>
  key ? signedUrl(storage, key) : null;
