/** Where to go after signing in when `redirect` is missing or refused. */
export const DEFAULT_REDIRECT = '/';

const PROBE_ORIGIN = 'http://roomcraft.invalid';

/**
 * The `redirect` query of /login as a same-origin relative path, or `/`. Only paths that start with a
 * single `/` are taken: protocol-relative (`//evil`), backslash (`/\evil`), absolute (`http://…`) and
 * script URLs are refused, as are control characters (browsers drop tabs and newlines, turning `/\t/evil`
 * into `//evil`). A redirect back to /login itself would loop, so it falls back too.
 */
export function sanitizeRedirect(value: string | null | undefined): string {
  if (!value) return DEFAULT_REDIRECT;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return DEFAULT_REDIRECT;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_REDIRECT;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return DEFAULT_REDIRECT;
  }
  if (url.origin !== PROBE_ORIGIN) return DEFAULT_REDIRECT;
  if (url.pathname === '/login') return DEFAULT_REDIRECT;
  return `${url.pathname}${url.search}${url.hash}`;
}

export type AuthMode = 'sign-in' | 'sign-up';

/** `mode=sign-in|sign-up` (default sign-in); `tab=register` is the user menu's name for sign-up. */
export function authModeFromQuery(params: URLSearchParams): AuthMode {
  if (params.get('mode') === 'sign-up' || params.get('tab') === 'register') return 'sign-up';
  return 'sign-in';
}

/** Greetings of the login page; one is picked at random per visit (docs/spec §2). */
export const loginGreetings = [
  'Welcome to Roomcraft',
  'Ready to reimagine your space?',
  'Your next room starts here',
  'Good to see you',
  "Let's design something beautiful",
] as const;
