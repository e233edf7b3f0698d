import { fileRoutes } from '@roomcraft/contracts/files';
import { apiRoute, type RoutePlugin } from '../../kernel/routes';
import { isValidObjectKey } from '../../providers/storage/storage.models';
import type { StoragePort } from '../../providers/storage/storage.port';
import {
  StorageInvalidKeyError,
  StorageObjectNotFoundError,
  StorageRangeNotSatisfiableError,
} from '../../providers/storage/storage.errors';
import { createValidationError } from '../../kernel/errors';
import {
  createFileLinkExpiredError,
  createFileLinkInvalidError,
  createFileNotFoundError,
  createFileRangeNotSatisfiableError,
} from './files.errors';
import { etagMatches, formatEtag, parseRangeHeader } from './files.models';

/** The Fastify instance route plugins receive (zod type provider). */
type RouteApp = Parameters<RoutePlugin>[0];

/**
 * `GET /files/:key?expires=&sig=`: serves stored files to anyone holding a valid signed link (the link is
 * the permission, so `<img src>` works without cookies). Supports ranges, conditional requests and HEAD.
 */
export function registerFilesRoutes(
  app: RouteApp,
  { storage, now = Date.now }: { storage: StoragePort; now?: () => number },
): void {
  app.route({
    ...apiRoute(fileRoutes.file),
    handler: async (request, reply) => {
      const { key } = request.params;
      const { expires, sig } = request.query;
      // Not a key we could have issued (traversal, other characters): the address itself is wrong.
      if (!isValidObjectKey(key)) throw createMalformedKeyError();
      const check = storage.verifySignedUrl({ key, expires, sig });
      if (!check.valid)
        throw check.reason === 'expired' ? createFileLinkExpiredError() : createFileLinkInvalidError();

      const head = await storage.headObject({ key }).catch(translateStorageError);
      const etag = formatEtag(key);
      const secondsLeft = Math.max(0, Number(expires) - Math.floor(now() / 1000));
      reply.headers({
        etag,
        // private: the link is a credential, so shared caches must not keep it; never past the expiry.
        'cache-control': `private, max-age=${secondsLeft}`,
        'accept-ranges': 'bytes',
        'x-content-type-options': 'nosniff',
        'content-disposition': `inline; filename="${key}"`,
        // Files are user content served from our origin: an SVG opened directly must not run scripts.
        'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      });
      if (etagMatches({ header: request.headers['if-none-match'], etag })) return reply.code(304).send();

      // If-Range with another validator means the client's partial copy is stale: send everything.
      const ifRange = request.headers['if-range'];
      const rangeHeader = ifRange === undefined || ifRange === etag ? request.headers.range : undefined;
      const range = parseRangeHeader({ header: rangeHeader, size: head.size });
      if (range.kind === 'unsatisfiable') throw createFileRangeNotSatisfiableError({ size: head.size });

      const object = await storage
        .getObject(range.kind === 'range' ? { key, range: { start: range.start, end: range.end } } : { key })
        .catch(translateStorageError);
      reply.type(object.contentType);
      if (object.range) {
        const { start, end } = object.range;
        reply.code(206);
        reply.header('content-range', `bytes ${start}-${end}/${object.size}`);
        reply.header('content-length', end - start + 1);
      } else {
        reply.header('content-length', object.size);
      }
      return reply.send(object.stream);
    },
  });
}

const createMalformedKeyError = () =>
  createValidationError({ message: 'This is not a file address.', details: { key: 'is not a file key' } });

function translateStorageError(error: unknown): never {
  if (error instanceof StorageObjectNotFoundError) throw createFileNotFoundError();
  if (error instanceof StorageInvalidKeyError) throw createMalformedKeyError();
  if (error instanceof StorageRangeNotSatisfiableError)
    throw createFileRangeNotSatisfiableError({ size: error.size });
  throw error;
}

/** The route module for `app/routes.ts`. */
export const filesRoutes: RoutePlugin = async (app, { deps }) => {
  registerFilesRoutes(app, { storage: deps.storage });
};
