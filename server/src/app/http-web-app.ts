import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { versionResponseSchema } from '@roomcraft/contracts';
import {
  adminRoutes,
  exampleCategories,
  protectedRoutes,
  publicRoutes,
  useCaseSlugs,
} from '@roomcraft/contracts/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../kernel/config';
import { publicOriginOf, type HtmlHeadProvider } from '../kernel/http';

const immutable = 'public, max-age=31536000, immutable';
// Revalidate every time (ETag/Last-Modified make that cheap), so a deploy is picked up on the next load.
const revalidate = 'no-cache';

/** Where the web build keeps its prerendered pages (web/scripts/prerender.mjs, ADR 021). */
const pagesDir = '_pages';
const originPlaceholder = /%ORIGIN%/g;

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
  const path = pathOf(request);
  if (path === '/api' || path.startsWith('/api/')) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (/\.[A-Za-z0-9]+$/.test(lastSegment)) return false;
  const accept = request.headers.accept;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Parameters whose values are a fixed list: any other value is a path no page has (a real 404). */
const closedParams: Record<string, readonly string[]> = {
  '/use-cases/:slug': useCaseSlugs,
  '/examples/:category': exampleCategories,
};

/**
 * Routes whose parameters are the web build's own content (blog posts, comparisons, example pairs): every
 * page they have is prerendered, so with a built app a path is theirs only if the build lists it
 * (pages.json). Without the list (no build) the route's pattern decides.
 */
const contentRoutes = [
  '/blog/:slug',
  '/reviews/:competitorId',
  '/alternatives/:competitorId',
  '/examples/:category',
  '/examples/:category/:id',
];

/** The route table's paths as patterns: `:param` is one segment (one of the listed values if closed). */
const patternOf = (path: string) => {
  const closed = closedParams[path];
  const param = closed ? `(?:${closed.map(escapeRegExp).join('|')})` : '[^/]+';
  return new RegExp(
    `^${path
      .split('/')
      .map((part) => (part.startsWith(':') ? param : escapeRegExp(part)))
      .join('/')}/?$`,
  );
};
const routePatterns = [...publicRoutes, ...protectedRoutes, ...adminRoutes].map((route) => ({
  content: contentRoutes.includes(route.path),
  pattern: patternOf(route.path),
}));

/**
 * Whether the web app has a page at this path (the route table of @roomcraft/contracts/routes); with
 * `prerendered` (the built pages), a content route's path must be one of them.
 */
export function isKnownClientPath(path: string, prerendered?: ReadonlySet<string>): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  return routePatterns.some(
    ({ content, pattern }) =>
      pattern.test(decoded) && (!content || prerendered === undefined || prerendered.has(trimmed)),
  );
}

interface PagesManifest {
  pages: { path: string; title: string; file: string }[];
  notFound: string;
}

function readPagesManifest(root: string): PagesManifest | null {
  try {
    return JSON.parse(readFileSync(join(root, pagesDir, 'pages.json'), 'utf8')) as PagesManifest;
  } catch {
    return null;
  }
}

type Encoding = 'br' | 'gzip' | 'identity';

function pickEncoding(request: FastifyRequest): Encoding {
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return 'identity';
}

/**
 * Serves the built SPA: hashed `/assets/*` cached for a year, everything else revalidated, Brotli or gzip
 * files written at build time sent when the browser takes them. Public pages are answered with their
 * prerendered HTML, other client routes with index.html (200), and paths no route matches with the
 * not-found page and a real 404. Also `GET /version.json`, `/robots.txt` and `/sitemap.xml`.
 * Returns the not-found fallback the error handling calls for unknown paths.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'webDistDir' | 'appVersion' | 'publicUrl' | 'port'> },
) {
  const root = config.webDistDir;
  // Route plugins add theirs (sharing: Open Graph tags); registered before them, so they can push.
  const headProviders: HtmlHeadProvider[] = [];
  app.decorate('htmlHeadProviders', headProviders);

  /** The first provider's markup for this path (placed before </head>); a failing provider adds nothing. */
  const headFor = async (path: string): Promise<string | null> => {
    for (const provide of headProviders) {
      const head = await provide(path).catch((error: unknown) => {
        app.log.warn({ err: error, path }, 'html head provider failed');
        return null;
      });
      if (head) return head;
    }
    return null;
  };
  const manifest = readPagesManifest(root);
  const pageFiles = new Map(manifest?.pages.map((page) => [page.path, page.file]) ?? []);
  const prerenderedPaths = manifest === null ? undefined : new Set(pageFiles.keys());

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

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const origin = publicOriginOf(request, config);
    reply.header('cache-control', revalidate).type('text/plain; charset=utf-8');
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /dev/',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = publicOriginOf(request, config);
    const urls = [...pageFiles.keys()].map(
      (path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`,
    );
    reply.header('cache-control', revalidate).type('application/xml; charset=utf-8');
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  });

  if (existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      cacheControl: false,
      preCompressed: true,
      // Prerendered pages are served at their own paths (with the origin filled in), the build
      // manifest not at all.
      allowedPath: (pathName) => !pathName.startsWith(`/${pagesDir}/`) && !pathName.startsWith('/.'),
      setHeaders: (response, filePath) => {
        const isHashedAsset = relative(root, filePath).startsWith(`assets${sep}`);
        response.setHeader('cache-control', isHashedAsset ? immutable : revalidate);
      },
    });
  } else {
    app.log.info({ webDistDir: root }, 'no built web app found; only the API is served');
  }

  // Pages with the origin filled in, compressed once per origin and encoding.
  const cache = new Map<string, Buffer>();
  const sendHtml = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { file, status, head }: { file: string; status: number; head: string | null },
  ): Promise<boolean> => {
    const encoding = pickEncoding(request);
    const origin = publicOriginOf(request, config);
    // A page with provider markup (a share's preview tags) reflects live state: built per request.
    const key = head === null ? `${file}\n${origin}\n${encoding}` : null;
    let body = key === null ? undefined : cache.get(key);
    if (!body) {
      let html: string;
      try {
        html = await readFile(join(root, file), 'utf8');
      } catch {
        return false;
      }
      if (head !== null) html = html.replace('</head>', `${head}</head>`);
      const bytes = Buffer.from(html.replace(originPlaceholder, origin));
      body =
        encoding === 'br'
          ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : encoding === 'gzip'
            ? gzipSync(bytes, { level: 9 })
            : bytes;
      if (key !== null) {
        if (cache.size > 500) cache.clear();
        cache.set(key, body);
      }
    }
    reply.code(status).header('cache-control', revalidate).header('vary', 'Accept-Encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    // Not `return reply.send()`: a reply is thenable, and awaiting it would look like "nothing sent".
    void reply.type('text/html; charset=utf-8').send(body);
    return true;
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const rawPath = pathOf(request);
    const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
    const prerendered = pageFiles.get(path);
    const known = isKnownClientPath(path, prerenderedPaths);
    const head = await headFor(path);
    const sent =
      (prerendered !== undefined &&
        (await sendHtml(request, reply, { file: join(pagesDir, prerendered), status: 200, head }))) ||
      (!known &&
        manifest !== null &&
        (await sendHtml(request, reply, { file: join(pagesDir, manifest.notFound), status: 404, head }))) ||
      (await sendHtml(request, reply, { file: 'index.html', status: known ? 200 : 404, head }));
    if (sent) return reply;
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(notBuiltPage(root));
  };

  // The static wildcard would answer `/` as a directory listing request (403); the page belongs there.
  app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply));

  return async function serveClientRoute(request: FastifyRequest, reply: FastifyReply) {
    if (!isClientRouteRequest(request)) return undefined;
    return sendPage(request, reply);
  };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
