import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@roomcraft/contracts/accounts';
import { createNotFoundError, createUnauthorizedError, type AppError } from '../../../kernel/errors';
import { createVerificationRequiredError } from '../accounts.errors';
import type { ProfilesRepository } from '../profiles/profiles.repository';
import { roleFlags } from '../profiles/profiles.models';
import type { AccountsAuth } from './auth.instance';

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

/** Adds the `onRequest` hook that enforces each route's `auth` config (call on the root instance). */
export function registerAuthHook(app: FastifyInstance): void {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    const auth = request.routeOptions.config.auth;
    if (!auth) return;
    request.viewer =
      auth.role === 'superAdmin' ? await requireSuperAdmin(request) : await requireViewer(request, auth);
  });
}

/** The caller of a route declared with `signedIn()` or `superAdminOnly()`. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) {
    throw new Error(`${request.method} ${request.routeOptions.url} reads the viewer without auth config.`);
  }
  return request.viewer;
}

/** Reads the session cookie through better-auth and adds the role from the user's profile. */
export function createViewerResolver({
  auth,
  profilesRepository,
}: {
  auth: AccountsAuth;
  profilesRepository: ProfilesRepository;
}): ViewerResolver {
  return async (request) => {
    if (!request.headers.cookie) return null;
    const headers = new Headers();
    headers.set('cookie', request.headers.cookie);
    const session = await auth.api.getSession({ headers });
    if (!session) return null;
    const { role = 'user' } = await profilesRepository.findRole({ userId: session.user.id });
    return {
      userId: session.user.id,
      email: session.user.email,
      emailVerified: session.user.emailVerified,
      sessionId: session.session.id,
      role,
      ...roleFlags(role),
    };
  };
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
 * unknown route: admin routes do not reveal that they exist (spec section 6).
 */
export async function requireSuperAdmin(request: FastifyRequest): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer || !viewer.emailVerified || !viewer.isSuperAdmin || viewer.isReviewer) {
    const path = request.url.split('?')[0] ?? '';
    throw createNotFoundError({ message: `No API route ${request.method} ${path}.` });
  }
  return viewer;
}
