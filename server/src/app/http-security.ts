import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../kernel/config';
import { createCrossSiteError } from '../kernel/errors';

import '../kernel/http';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cookie-authenticated mutations must come from our own pages. Browsers send Origin on every cross-origin
 * and same-origin POST, and Sec-Fetch-Site on modern ones; clients without either (curl, server-to-server
 * with API keys) carry no ambient cookie risk and pass.
 */
export function isCrossSiteRequest({
  request,
  publicOrigin,
}: {
  request: Pick<FastifyRequest, 'headers' | 'host' | 'protocol'>;
  publicOrigin: string;
}): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  try {
    const url = new URL(origin);
    // The request's own origin also counts (the app opened as 127.0.0.1 while PUBLIC_URL says localhost);
    // origins compare scheme, host and port, so https://host is not http://host.
    return (
      url.origin !== publicOrigin && url.origin !== new URL(`${request.protocol}://${request.host}`).origin
    );
  } catch {
    return true;
  }
}

/**
 * The headers a connect-style middleware sets on a response, found by running it once against a stand-in
 * response. Only for middleware whose headers do not depend on the request.
 */
function headersSetBy(
  middleware: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void,
): [string, string | string[]][] {
  const headers = new Map<string, string | string[]>();
  const standIn = {
    setHeader: (name: string, value: number | string | readonly string[]) =>
      headers.set(name, typeof value === 'number' ? String(value) : (value as string | string[])),
    removeHeader: (name: string) => headers.delete(name),
  };
  let finished = false;
  middleware({ headers: {} } as IncomingMessage, standIn as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished || headers.size === 0) throw new Error('The security headers could not be worked out.');
  return [...headers];
}

export function registerSecurity(app: FastifyInstance, { config }: { config: Pick<Config, 'publicUrl'> }) {
  const publicOrigin = new URL(config.publicUrl).origin;
  const isHttps = publicOrigin.startsWith('https:');

  // Helmet's headers depend on nothing in the request (no CSP nonces): they are worked out once here and
  // each request only copies them. Running helmet's middleware chain per request was a measurable share
  // of a small request's cost (issue 13 B).
  const securityHeaders = headersSetBy(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix/shadcn components and toasts set inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Previews from canvas (data:) and object URLs of picked files (blob:).
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          baseUri: ["'self'"],
          // Over plain HTTP (localhost, LAN) upgrading would break every request.
          upgradeInsecureRequests: isHttps ? [] : null,
        },
      },
      strictTransportSecurity: isHttps ? { maxAge: 15_552_000, includeSubDomains: true } : false,
      // Images may come from object storage on another origin.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
      xFrameOptions: { action: 'deny' },
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw;
    for (const [name, value] of securityHeaders) response.setHeader(name, value);
    done();
  });

  // Callback style: reads and probes (most requests) return at once without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!unsafeMethods.has(request.method)) return done();
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/')) return done();
    if (request.routeOptions.config?.allowCrossSite) return done();
    done(isCrossSiteRequest({ request, publicOrigin }) ? createCrossSiteError() : undefined);
  });
}
