import { apiFetch, isApiError } from '@/lib/api-client';

/**
 * The account endpoints' definitions, loaded on first use: the module carries every account schema and zod
 * with them (about 38 KB gzip), and this file is in every page's first load, where a signed-out visitor
 * never asks for the session (ADR 021: landing first load at most 170 KB gzip).
 */
const accountRoutes = () => import('@roomcraft/contracts/accounts').then((module) => module.accountRoutes);

/** `GET /api/me` (api.md): the signed-in user, their profile, admin flags and organizations. */
export interface SessionUser {
  id: string;
  email: string;
  emailVerified?: boolean;
  createdAt?: string | null;
  name?: string | null;
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  imageUrl?: string | null;
}

export interface SessionProfile {
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  avatarUrl?: string | null;
  isReviewer?: boolean;
  preferences?: { defaultMode?: string | null; defaultStyle?: string | null } | null;
}

export interface SessionOrganization {
  id: string;
  name: string;
  slug?: string | null;
  role?: string | null;
}

export interface Session {
  user: SessionUser;
  profile: SessionProfile | null;
  isSuperAdmin: boolean;
  isReviewer: boolean;
  organizations: SessionOrganization[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads the `/api/me` body defensively: a body without a user means "signed out". */
export function toSession(body: unknown): Session | null {
  if (!isRecord(body) || !isRecord(body.user) || typeof body.user.id !== 'string') return null;
  const organizations = Array.isArray(body.organizations) ? body.organizations : [];
  return {
    user: { ...(body.user as unknown as SessionUser), email: String(body.user.email ?? '') },
    profile: isRecord(body.profile) ? (body.profile as SessionProfile) : null,
    isSuperAdmin: body.isSuperAdmin === true,
    isReviewer: body.isReviewer === true,
    organizations: organizations.filter(
      (o): o is SessionOrganization => isRecord(o) && typeof o.id === 'string' && typeof o.name === 'string',
    ),
  };
}

/**
 * A cookie the web app sets (readable by scripts, no secret) while this browser has a session. The session
 * cookie itself is HTTP-only; without this hint a visitor's public page does not ask `/api/me` and log a
 * 401 in the console (ADR 021). Protected pages always ask, and set the hint for the next visit.
 */
export const sessionHintCookie = 'rc_signed_in';

export function hasSessionHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${sessionHintCookie}=`));
}

function writeSessionHint(signedIn: boolean): void {
  if (typeof document === 'undefined' || signedIn === hasSessionHint()) return;
  document.cookie = signedIn
    ? `${sessionHintCookie}=1; Path=/; Max-Age=${60 * 60 * 24 * 400}; SameSite=Lax`
    : `${sessionHintCookie}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/**
 * Where a visitor without the hint is taken to be signed out without asking: the site's public pages.
 * Set by the app at start-up (the site's page list lives with the router).
 */
let skipsSessionCheck: (pathname: string) => boolean = () => false;

export function setSessionCheckSkip(skip: (pathname: string) => boolean): void {
  skipsSessionCheck = skip;
}

/** Whether `/api/me` need not be asked on this page: no hint cookie, and a public page of the site. */
export function isSignedOutVisit(pathname: string): boolean {
  return !hasSessionHint() && skipsSessionCheck(pathname);
}

/**
 * The current session, or `null` when signed out (the API answers 401, or 404 before accounts exist).
 * `force` asks even on a public page without the hint (right after signing in).
 */
export async function fetchSession({ force = false }: { force?: boolean } = {}): Promise<Session | null> {
  if (!force && typeof window !== 'undefined' && isSignedOutVisit(window.location.pathname)) return null;
  try {
    const { me } = await accountRoutes();
    const session = toSession(await apiFetch(me.path));
    writeSessionHint(session !== null);
    return session;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 404)) {
      writeSessionHint(false);
      return null;
    }
    throw error;
  }
}

/** The login page that returns to `redirect` once signed in. */
export const loginPath = (redirect: string) => `/login?redirect=${encodeURIComponent(redirect)}`;

/** Signs out through better-auth (`POST /api/auth/sign-out`). */
export async function signOut(): Promise<void> {
  const { signOut: route } = await accountRoutes();
  await apiFetch(route.path, { method: route.method, body: '{}' });
  writeSessionHint(false);
}

function clean(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** The greeting name (docs/spec §2): first name, else username, else 'Designer'. */
export function greetingName(session: Session | null): string {
  if (!session) return 'Designer';
  const first =
    clean(session.profile?.firstName) ??
    clean(session.user.firstName) ??
    clean(session.user.fullName ?? session.user.name)?.split(/\s+/)[0];
  return first ?? clean(session.user.username) ?? 'Designer';
}

/** An account this young is greeted 'Welcome', not 'Welcome back' (issue 14: its first visit). */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/** 'Welcome' for an account created in the last day, else (or when its age is unknown) 'Welcome back'. */
export function welcomeWord(session: Session, now = Date.now()): 'Welcome' | 'Welcome back' {
  const created = session.user.createdAt ? Date.parse(session.user.createdAt) : Number.NaN;
  return !Number.isNaN(created) && now - created < NEW_ACCOUNT_MS ? 'Welcome' : 'Welcome back';
}

/** The name shown in the user menu ('Hello {name}'). */
export function displayName(session: Session): string {
  const full = [clean(session.user.firstName), clean(session.user.lastName)].filter(Boolean).join(' ');
  return (
    clean(session.profile?.displayName) ??
    clean(session.user.fullName) ??
    clean(session.user.name) ??
    clean(full) ??
    clean(session.user.username) ??
    session.user.email
  );
}

/** Admin pages need a super admin who is not a reviewer (docs/spec §6). */
export function canAccessAdmin(session: Session | null): boolean {
  return !!session && session.isSuperAdmin && !session.isReviewer;
}
