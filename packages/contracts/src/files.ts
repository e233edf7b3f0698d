import { z } from 'zod';
import { defineApiRoute } from './api-routes';

/**
 * Stored files are served at `GET /files/<key>?expires=<unix seconds>&sig=<hmac>`.
 * Keys are content addressed: `<sha256 hex of the bytes>.<extension>`, so one key always means one content.
 */
export const fileKeyPattern = /^[a-f0-9]{64}\.[a-z0-9]{1,8}$/;
export const fileKeySchema = z.string().regex(fileKeyPattern, 'not a file key');

/** Query of a signed file link. Both parts are optional here so a bad link is a 403, not a 400. */
export const signedFileQuerySchema = z.object({
  expires: z.string().optional(),
  sig: z.string().optional(),
});

/** The key in a file link's path; any string, so a malformed key gets our own 400 and not a schema error. */
export const fileParamsSchema = z.object({ key: z.string() });

/** The file-serving endpoint; its path is outside `/api` because signed links are plain `<img src>`. */
export const fileRoutes = {
  /** Anyone holding a valid signed link: the file's bytes (ranges, conditional requests and HEAD). */
  file: defineApiRoute({
    method: 'GET',
    path: '/files/:key',
    params: fileParamsSchema,
    querystring: signedFileQuerySchema,
    produces: 'bytes',
  }),
} as const;

/** Error codes of the file-serving route (`feature.snake_reason`). */
export const fileErrorCodes = {
  linkInvalid: 'files.link_invalid',
  linkExpired: 'files.link_expired',
  notFound: 'files.not_found',
  rangeNotSatisfiable: 'files.range_not_satisfiable',
} as const;
export type FileErrorCode = (typeof fileErrorCodes)[keyof typeof fileErrorCodes];
