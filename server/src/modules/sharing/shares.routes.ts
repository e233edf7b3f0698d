import { shareTokenSchema, sharingLimits, sharingRoutes } from '@roomcraft/contracts/sharing';
import { rateLimit } from '../../kernel/http';
import { apiRoute, type RoutePlugin } from '../../kernel/routes';
import { StorageObjectNotFoundError } from '../../providers/storage/storage.errors';
import { createActivityRepository, signedIn, viewerOf } from '../accounts';
import { createShareNotFoundError } from './sharing.errors';
import { listSharedWithMe } from './collaboration.usecases';
import { escapeHtml } from './sharing.models';
import type { SharingRouteContext } from './sharing.context';
import {
  createShare,
  getPublicShare,
  listShares,
  recordShareView,
  revokeShare,
  sharedImageKey,
} from './shares.usecases';

type RouteApp = Parameters<RoutePlugin>[0];

const publicLimit = rateLimit({ max: sharingLimits.publicRateLimitMax, timeWindow: 60_000 });
const imageLimit = rateLimit({ max: sharingLimits.publicImageRateLimitMax, timeWindow: 60_000 });

/**
 * A malformed token is the same 404 as an unknown one (checked here, not by the params schema: a schema
 * failure would be a 400 that tells a prober the format).
 */
function checkedToken(token: string): string {
  if (!shareTokenSchema.safeParse(token).success) throw createShareNotFoundError();
  return token;
}

/** Share links: the owner's `/api/shares`, the public `/api/public/shares/:token[...]`, Open Graph tags. */
export function registerShareRoutes(app: RouteApp, context: SharingRouteContext) {
  const { deps, sharingRepository, studio, featuresOf } = context;
  const activityRepository = createActivityRepository({ db: deps.database.db });
  const { events, storage } = deps;
  const publicReaders = {
    sharingRepository,
    roomsRepository: studio.roomsRepository,
    ideasRepository: studio.ideasRepository,
  };

  app.route({
    ...apiRoute(sharingRoutes.createShare),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request) => {
      const viewer = viewerOf(request);
      return createShare({
        userId: viewer.userId,
        input: request.body,
        features: await featuresOf(viewer),
        userAgent: request.headers['user-agent'],
        sharingRepository,
        activityRepository,
        events,
        ...studio,
      });
    },
  });

  app.route({
    ...apiRoute(sharingRoutes.listShares),
    config: signedIn(),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const [shares, sharedWithMe] = await Promise.all([
        listShares({ userId: viewer.userId, features: await featuresOf(viewer), sharingRepository }),
        listSharedWithMe({ viewer, ownerNameOf: context.nameOf, sharingRepository }),
      ]);
      return { ...shares, sharedWithMe };
    },
  });

  // Revoke: the row stays (its view count is history); the token stops opening at once.
  app.route({
    ...apiRoute(sharingRoutes.revokeShare),
    config: signedIn(),
    handler: async (request) => {
      const viewer = viewerOf(request);
      return revokeShare({ userId: viewer.userId, id: request.params.id, sharingRepository, events });
    },
  });

  app.route({
    ...apiRoute(sharingRoutes.publicShare),
    config: publicLimit,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      return getPublicShare({ token: checkedToken(request.params.token), ...publicReaders });
    },
  });

  // A view is counted by the page once per visit (a POST: reads never write).
  app.route({
    ...apiRoute(sharingRoutes.recordShareView),
    config: publicLimit,
    handler: async (request, reply) => {
      await recordShareView({ token: checkedToken(request.params.token), sharingRepository });
      return reply.code(204).send(null);
    },
  });

  // Shared images through the token, never a signed storage URL: they stop when the share does.
  app.route({
    ...apiRoute(sharingRoutes.publicShareImage),
    config: imageLimit,
    handler: async (request, reply) => {
      const key = await sharedImageKey({
        token: checkedToken(request.params.token),
        n: request.params.n,
        ...publicReaders,
      });
      const object = await storage.getObject({ key }).catch((error: unknown) => {
        if (error instanceof StorageObjectNotFoundError) throw createShareNotFoundError();
        throw error;
      });
      reply.header('cache-control', 'private, no-store');
      reply.header('content-length', object.size);
      reply.type(object.contentType);
      return reply.send(object.stream);
    },
  });

  // Open Graph tags on the HTML of /share/<token> and /share/project/<token>, so pasted links preview.
  if (app.hasDecorator('htmlHeadProviders')) {
    app.htmlHeadProviders.push(async (path) => {
      const match = /^\/share\/(?:project\/)?([A-Za-z0-9_-]{24})$/.exec(path);
      if (!match?.[1]) return null;
      const share = await getPublicShare({ token: match[1], ...publicReaders }).catch(() => null);
      if (!share) return '<meta name="robots" content="noindex">';
      const first = share.designs[0];
      const image = first?.afterImageUrl ?? first?.beforeImageUrl;
      const origin = deps.config.publicUrl.replace(/\/$/, '');
      const description = first
        ? [first.style, first.roomType].filter(Boolean).join(' · ') || 'A room design made with Roomcraft'
        : 'A room design board made with Roomcraft';
      return [
        '<meta name="robots" content="noindex">',
        '<meta property="og:type" content="website">',
        '<meta property="og:site_name" content="Roomcraft">',
        `<meta property="og:title" content="${escapeHtml(share.title)}">`,
        `<meta property="og:description" content="${escapeHtml(description)}">`,
        `<meta property="og:url" content="${escapeHtml(origin + path)}">`,
        image ? `<meta property="og:image" content="${escapeHtml(origin + image)}">` : '',
        `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
      ].join('');
    });
  }
}
