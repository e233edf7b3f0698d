import type { FastifyInstance } from 'fastify';
import { createValidationError } from '../kernel/errors';

// PostgreSQL text cannot hold U+0000, and a UTF-16 surrogate without its partner has no UTF-8 form: both
// would fail deep in a query as a 500. A lone surrogate is a high one not followed by a low one, or a low
// one not preceded by a high one.
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const unstorableText = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path (`tags.2`, `profile.firstName`) of the first string or key that PostgreSQL cannot store. */
export function findUnstorableText(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return unstorableText.test(value) ? path.join('.') || 'request' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (unstorableText.test(key)) return [...path, '(key)'].join('.');
    const found = findUnstorableText(child, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Refuses text input PostgreSQL cannot store (NUL bytes, lone surrogates) in any JSON body, query or path
 * parameter with a 400 naming the field, before any route's own validation or handler runs.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  // Callback style: most requests carry nothing to check and should not pay for a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findUnstorableText(part);
      if (field === undefined) continue;
      return done(
        createValidationError({
          message: `${field} contains characters that cannot be stored (a NUL byte or a broken character).`,
          details: { [field]: 'contains a NUL byte or a broken character: remove it and try again' },
        }),
      );
    }
    done();
  });
}
