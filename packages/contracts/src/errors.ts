import { z } from 'zod';

/** Every error response of the API has this shape; the web app branches on `code`, never on `message`. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field-level problems for validation errors (path -> message). */
    details: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Stable error codes shared by server and web (`feature.snake_reason`). */
export const errorCodes = {
  validation: 'request.invalid',
  notFound: 'request.not_found',
  unauthorized: 'auth.unauthorized',
  forbidden: 'auth.forbidden',
  rateLimited: 'request.rate_limited',
  payloadTooLarge: 'request.payload_too_large',
  uriTooLong: 'request.uri_too_long',
  unsupportedMediaType: 'request.unsupported_media_type',
  csrf: 'request.cross_site',
  internal: 'server.internal',
  unavailable: 'server.unavailable',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/**
 * What the API says for text that is trimmed and then must not be empty ("   " becomes "" before the
 * length check, and "Too small" would not tell the caller why). The web forms word their own messages.
 */
export const notBlankMessage = 'must not be empty or only spaces';
