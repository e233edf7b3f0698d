import { createHmac, timingSafeEqual } from 'node:crypto';
import { pathOf } from '@roomcraft/contracts/api-routes';
import { fileRoutes } from '@roomcraft/contracts/files';
import type { SignedUrlCheck } from './storage.port';

/**
 * Signed links for adapters whose files our own `GET /files/:key` route serves (local disk, memory).
 * The signature is HMAC-SHA256 over the key and the expiry, so neither can be changed without the secret.
 */
export interface UrlSigner {
  sign(args: { key: string; expiresInSeconds: number }): string;
  verify(args: { key: string; expires: string | undefined; sig: string | undefined }): SignedUrlCheck;
}

export function createUrlSigner({
  secret,
  now = Date.now,
}: {
  secret: string;
  /** Clock in milliseconds, injectable so tests can move time. */
  now?: () => number;
}): UrlSigner {
  // A short secret would make links forgeable by brute force; config must supply a real one.
  if (secret.length < 16) throw new Error('The file link signing secret must be at least 16 characters');

  const signatureFor = (key: string, expires: number): Buffer =>
    createHmac('sha256', secret).update(`${key}\n${expires}`).digest();

  return {
    sign({ key, expiresInSeconds }) {
      const expires = Math.floor(now() / 1000) + Math.max(1, Math.ceil(expiresInSeconds));
      const sig = signatureFor(key, expires).toString('base64url');
      return `${pathOf(fileRoutes.file, { key })}?expires=${expires}&sig=${sig}`;
    },
    verify({ key, expires, sig }) {
      if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return { valid: false, reason: 'invalid' };
      const expected = signatureFor(key, Number(expires));
      const given = Buffer.from(sig, 'base64url');
      // Constant-time compare so the signature cannot be guessed byte by byte from response timings.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { valid: false, reason: 'invalid' };
      }
      // Checked after the signature so an expired-but-forged link is reported as invalid.
      if (Number(expires) * 1000 <= now()) return { valid: false, reason: 'expired' };
      return { valid: true };
    },
  };
}
