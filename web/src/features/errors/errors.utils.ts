import { isRouteErrorResponse } from 'react-router';
import { errorAreaTitles, SUPPORT_EMAIL, type ErrorClass } from '@roomcraft/contracts/messages';
import { limits } from '@roomcraft/contracts/limits';
import { isApiError } from '@/lib/api-client';

/** The text of anything thrown (errors, route error responses, strings). */
export function errorMessageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' ? error.data : '';
    return `${error.status} ${error.statusText}${detail ? `: ${detail}` : ''}`.trim();
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

const has = (text: string, words: string[]) => words.some((word) => text.includes(word));

/**
 * Error class of docs/spec §8, by message text: data/validation (backend, mutation, query), network
 * (network, fetch, connection, timeout), authentication (useAuth outside its provider, unauthorized).
 * API errors are classified by what they are first (unreachable, 401/403, a failed answer).
 */
export function classifyError(error: unknown): ErrorClass {
  if (isApiError(error)) {
    if (error.kind === 'network') return 'network';
    if (error.status === 401 || error.status === 403) return 'authentication';
    return 'data';
  }
  const text = errorMessageOf(error).toLowerCase();
  if (has(text, ['backend', 'mutation', 'query', 'validation'])) return 'data';
  if (has(text, ['network', 'fetch', 'connection', 'timeout'])) return 'network';
  if (has(text, ['useauth', 'unauthorized', 'unauthenticated'])) return 'authentication';
  return 'application';
}

/** Whether the boundary screen says 'Connection Issue' (message mentions network, fetch or connection). */
export function isConnectionProblem(error: unknown): boolean {
  if (isApiError(error) && error.kind === 'network') return true;
  return has(errorMessageOf(error).toLowerCase(), ['network', 'fetch', 'connection']);
}

/** Error ID shown to the user and put in reports: 'err_' + time + random. */
export function createErrorId(now: number = Date.now(), random: () => number = Math.random): string {
  return `err_${now}_${random().toString(36).slice(2, 11).padEnd(9, '0')}`;
}

const studioPaths = [
  '/ideation',
  '/ideations/',
  '/compose',
  '/visualize',
  '/floor-plans',
  '/virtual-staging',
  '/decluttering',
];

/** Title of the error screen by area of the app (docs/spec §8). */
export function errorAreaTitle(pathname: string): string {
  const is = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (is('/admin')) return errorAreaTitles.admin;
  if (is('/gallery')) return errorAreaTitles.gallery;
  if (pathname.startsWith('/design/') || pathname.startsWith('/designs/')) return errorAreaTitles.design;
  if (pathname.startsWith('/share/')) return errorAreaTitles.share;
  if (is('/cost-analysis') || is('/budget-planning')) return errorAreaTitles.analysis;
  if (
    pathname === '/' ||
    studioPaths.some((p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`))
  )
    return errorAreaTitles.studio;
  return errorAreaTitles.default;
}

/** A mailto link to support with the error ID and details (Report Issue / Report Bug). */
export function reportIssueHref({
  errorId,
  error,
  subject = 'Error report',
  href = typeof window === 'undefined' ? '' : window.location.href,
}: {
  errorId: string;
  error: unknown;
  subject?: string;
  href?: string;
}): string {
  const lines = [
    'Please describe what you were doing when the error happened:',
    '',
    '',
    '---',
    `Error ID: ${errorId}`,
    `Page: ${href}`,
    `Message: ${errorMessageOf(error)}`,
    `Time: ${new Date().toISOString()}`,
    `Browser: ${typeof navigator === 'undefined' ? '' : navigator.userAgent}`,
  ];
  const query = `subject=${encodeURIComponent(`${subject} ${errorId}`)}&body=${encodeURIComponent(lines.join('\n'))}`;
  return `mailto:${SUPPORT_EMAIL}?${query}`;
}

/** Retry attempts of the boundary screen, kept across reloads for this tab (sessionStorage). */
export const RETRY_STORAGE_KEY = 'roomcraft.errorBoundary.retryCount';
export const MAX_RETRIES = limits.retryLimit;

export function readRetryCount(): number {
  try {
    const value = Number(window.sessionStorage.getItem(RETRY_STORAGE_KEY) ?? '0');
    return Number.isFinite(value) ? Math.min(Math.max(0, Math.trunc(value)), MAX_RETRIES) : 0;
  } catch {
    return 0;
  }
}

export function writeRetryCount(count: number): void {
  try {
    if (count <= 0) window.sessionStorage.removeItem(RETRY_STORAGE_KEY);
    else window.sessionStorage.setItem(RETRY_STORAGE_KEY, String(Math.min(count, MAX_RETRIES)));
  } catch {
    // Storage can be unavailable (private mode); the count then starts at 0 after each reload.
  }
}
