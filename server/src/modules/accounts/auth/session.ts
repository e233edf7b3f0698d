import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@roomcraft/contracts/accounts';
import { createNotFoundError, createUnauthorizedError, type AppError } from '../../../kernel/errors';
import { createVerificationRequiredError } from '../accounts.errors';
import type { ProfilesRepository } from '../profiles/profiles.repository';
import { roleFlags } from '../profiles/profiles.models';
import type { AccountsAuth } from './auth.instance';
import type { SessionRepository } from './session.repository';
import { viewerCache as processViewerCache, type ViewerCache } from './viewer-cache';

/** Who sent a request: the signed-in user of its session cookie. */
export interface Viewer {
  userId: string;
  email: string;
  emailVerified: boolean;
  sessionId: string;
  role: Role;
  /** Opens /admin. */
  isSuperAdmin: boolean;
  /** Gets every feature but not /admin. */
  isReviewer: boolean;
}

export type ViewerResolver = (request: FastifyRequest) => Promise<Viewer | null>;

/** Who may call a route; set with `config: signedIn()` or `config: superAdminOnly()`. */
export interface RouteAuth {
  role: 'user' | 'superAdmin';
  /** The error signed-out callers get where a route's spec words it differently (default 401). */
  signedOutError?: () => AppError;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the accounts module (registered before every other feature); use getViewer/requireViewer. */
    resolveViewerSession?: ViewerResolver;
  }
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /** The caller, set before validation on routes with `config: signedIn()`; read it with viewerOf(). */
    viewer: Viewer | null;
  }
}

/**
 * Route config for routes that need a signed-in user with a verified email, e.g.
 * `{ config: { ...signedIn(), ...rateLimit() } }`. The check runs at `onRequest`, before the body is
 * parsed or validated: a signed-out caller with a bad body gets 401, not field details.
 */
export const signedIn = ({ signedOutError }: { signedOutError?: () => AppError } = {}) => ({
  auth: { role: 'user', ...(signedOutError ? { signedOutError } : {}) } satisfies RouteAuth as RouteAuth,
});

/** Route config for super-admin routes; everyone else gets the unknown-route 404. */
export const superAdminOnly = () => ({ auth: { role: 'superAdmin' } satisfies RouteAuth as RouteAuth });

/**
 * Enforces each route's `auth` config in an `onRequest` hook on the root instance (call it before the
 * feature routes are registered): it runs before any feature's own hooks (the upload's size check) and
 * before body parsing. Callback style, so routes without `auth` (/api/health) do not pay for a promise.
 */
export function registerAuthHook(app: FastifyInstance): void {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const auth = request.routeOptions.config.auth;
    if (!auth) return done();
    const check = auth.role === 'superAdmin' ? requireSuperAdmin(request) : requireViewer(request, auth);
    check.then(
      (viewer) => {
        request.viewer = viewer;
        done();
      },
      (error: unknown) => done(error as Error),
    );
  });
}

/** The caller of a route declared with `signedIn()` or `superAdminOnly()`. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) {
    throw new Error(`${request.method} ${request.routeOptions.url} reads the viewer without auth config.`);
  }
  return request.viewer;
}

/**
 * Reads the session cookie and adds the role from the user's profile. The common case is one query
 * (session, user and role joined) after checking the cookie's signature as better-auth does; anything
 * else (no or expired session, a session due for its sliding refresh) goes through better-auth's
 * getSession, which deletes, refreshes or rejects exactly as it always did. What the one query finds is
 * kept a few seconds in `viewerCache` (viewer-cache.ts, ADR 040), so a tab's polls do not repeat it.
 */
export function createViewerResolver({
  auth,
  profilesRepository,
  sessionRepository,
  cache = processViewerCache,
}: {
  auth: AccountsAuth;
  profilesRepository: ProfilesRepository;
  sessionRepository: SessionRepository;
  cache?: ViewerCache;
}): ViewerResolver {
  const settings = auth.$context.then((context) => ({
    cookieName: context.authCookies.sessionToken.name,
    secret: context.secret,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  }));

  const fromBetterAuth: ViewerResolver = async (request) => {
    const headers = new Headers();
    headers.set('cookie', request.headers.cookie ?? '');
    const session = await auth.api.getSession({ headers });
    if (!session) return null;
    const { role = 'user' } = await profilesRepository.findRole({ userId: session.user.id });
    return toViewer({
      userId: session.user.id,
      email: session.user.email,
      emailVerified: session.user.emailVerified,
      sessionId: session.session.id,
      role,
    });
  };

  return async (request) => {
    if (!request.headers.cookie) return null;
    const { cookieName, secret, expiresInMs, updateAgeMs } = await settings;
    const token = verifiedToken(request.cookies[cookieName], secret);
    if (!token) return fromBetterAuth(request);
    const found = await cache.resolve(
      token,
      async () => (await sessionRepository.findSessionViewer({ token })).found,
    );
    const now = Date.now();
    // better-auth's own rule for a sliding refresh (session.updateAge): leave that write to it.
    const refreshDue = found && found.expiresAt.getTime() - expiresInMs + updateAgeMs <= now;
    if (!found || found.expiresAt.getTime() <= now || refreshDue) return fromBetterAuth(request);
    return toViewer({ ...found, role: found.role ?? 'user' });
  };
}

function toViewer(viewer: Omit<Viewer, 'isSuperAdmin' | 'isReviewer'>): Viewer {
  return { ...viewer, ...roleFlags(viewer.role) };
}

/** The token of a better-auth signed cookie (`token.base64(HMAC-SHA256(secret, token))`), if genuine. */
function verifiedToken(value: string | undefined, secret: string): string | undefined {
  if (!value) return undefined;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : undefined;
}

/** Makes the resolver available to every route registered after it (call on the root instance). */
export function decorateViewerResolver(app: FastifyInstance, resolver: ViewerResolver): void {
  app.decorate('resolveViewerSession', resolver);
}

const resolved = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

/** The signed-in user, or null. Resolved once per request however often it is asked. */
export function getViewer(request: FastifyRequest): Promise<Viewer | null> {
  let viewer = resolved.get(request);
  if (!viewer) {
    const resolver = request.server.resolveViewerSession;
    if (!resolver) throw new Error('The accounts module is not registered: no session resolver.');
    viewer = resolver(request);
    resolved.set(request, viewer);
  }
  return viewer;
}

/**
 * The signed-in user with a verified email; 401 `auth.unauthorized` when signed out, or the error of
 * `signedOutError` where a route's spec words it differently.
 */
export async function requireViewer(
  request: FastifyRequest,
  { signedOutError = createUnauthorizedError }: { signedOutError?: () => AppError } = {},
): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw signedOutError();
  if (!viewer.emailVerified) throw createVerificationRequiredError();
  return viewer;
}

/**
 * A signed-in super admin (never a reviewer). Everyone else, signed out included, gets the same 404 as an
 * unknown route: admin routes do not reveal that they exist (docs/spec §6).
 */
export async function requireSuperAdmin(request: FastifyRequest): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer || !viewer.emailVerified || !viewer.isSuperAdmin || viewer.isReviewer) {
    const path = request.url.split('?')[0] ?? '';
    throw createNotFoundError({ message: `No API route ${request.method} ${path}.` });
  }
  return viewer;
}
