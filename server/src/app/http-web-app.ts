import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { versionResponseSchema } from '@roomcraft/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../kernel/config';
import type { HtmlHeadProvider } from '../kernel/http';

const immutable = 'public, max-age=31536000, immutable';
// Revalidate every time (ETag/Last-Modified make that cheap), so a deploy is picked up on the next load.
const revalidate = 'no-cache';

const notBuiltPage = (webDistDir: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Roomcraft</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The web app is not built</h1>
<p>The API is running, but there is no <code>index.html</code> in <code>${webDistDir.replace(/[<>&]/g, '')}</code>.</p>
<p>Run <code>npm run build</code> (or <code>npm run dev</code> for the development server), or set <code>WEB_DIST_DIR</code>.</p>
</body></html>`;

/** A browser navigation to a client-side route: GET, not the API, no file extension, wants HTML. */
function isClientRouteRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path === '/api' || path.startsWith('/api/')) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (/\.[A-Za-z0-9]+$/.test(lastSegment)) return false;
  const accept = request.headers.accept;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built SPA: hashed `/assets/*` cached for a year, everything else revalidated, and client
 * routes answered with index.html (200) so deep links and reloads work. Also `GET /version.json`.
 * Returns the not-found fallback the error handling calls for unknown paths.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'webDistDir' | 'appVersion'> },
) {
  const root = config.webDistDir;
  // Route plugins add theirs (sharing: Open Graph tags); registered before them, so they can push.
  const headProviders: HtmlHeadProvider[] = [];
  app.decorate('htmlHeadProviders', headProviders);

  /** The first provider's markup for this path, placed before </head>; a failing provider adds nothing. */
  const withHead = async (html: string, path: string | undefined) => {
    if (!path) return html;
    for (const provide of headProviders) {
      const head = await provide(path).catch((error: unknown) => {
        app.log.warn({ err: error, path }, 'html head provider failed');
        return null;
      });
      if (head) return html.replace('</head>', `${head}</head>`);
    }
    return html;
  };

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/version.json',
      { schema: { response: { 200: versionResponseSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        return { version: config.appVersion };
      },
    );

  if (existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const isHashedAsset = relative(root, filePath).startsWith(`assets${sep}`);
        response.setHeader('cache-control', isHashedAsset ? immutable : revalidate);
      },
    });
  } else {
    app.log.info({ webDistDir: root }, 'no built web app found; only the API is served');
  }

  const sendIndex = async (reply: FastifyReply, path?: string) => {
    let html: string;
    try {
      html = await withHead(await readFile(join(root, 'index.html'), 'utf8'), path);
    } catch {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(notBuiltPage(root));
    }
    return reply.code(200).header('cache-control', revalidate).type('text/html; charset=utf-8').send(html);
  };

  // The static wildcard would answer `/` as a directory listing request (403); the shell belongs there.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

  return async function serveClientRoute(request: FastifyRequest, reply: FastifyReply) {
    if (!isClientRouteRequest(request)) return undefined;
    return sendIndex(reply, request.url.split('?')[0]);
  };
}
