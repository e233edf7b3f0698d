import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountsAuth } from './auth.instance';
import { toAuthAppError, withoutTokens, type BetterAuthErrorBody } from './auth.models';
import { viewerCache } from './viewer-cache';

// Hop-by-hop and framing headers are the transport's business, not better-auth's.
const skippedRequestHeaders = new Set([
  'content-length',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'host',
]);
const skippedResponseHeaders = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'set-cookie',
]);

/** What better-auth answered, already translated: a JSON body (tokens removed) or our AppError. */
export interface AuthOutcome {
  status: number;
  body: unknown;
  /** better-auth's error code on failures (e.g. INVALID_EMAIL_OR_PASSWORD). */
  errorCode: string | undefined;
  /** Set-Cookie and other headers to pass on. */
  headers: Headers;
}

/**
 * Calls better-auth's fetch handler with the request Fastify already validated. The cross-site guard of
 * http-security.ts has run by now, so a request without Origin (curl, scripts) is given our own origin and
 * better-auth's origin check (cookie requests) agrees with ours; `trustedOrigins` covers the rest.
 */
export async function callAuth({
  auth,
  request,
  body,
  publicOrigin,
}: {
  auth: AccountsAuth;
  request: FastifyRequest;
  body?: unknown;
  publicOrigin: string;
}): Promise<AuthOutcome> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || skippedRequestHeaders.has(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  if (!headers.has('origin')) headers.set('origin', publicOrigin);
  // Read by trustedOrigins: the app opened as 127.0.0.1 while PUBLIC_URL says localhost (as http-security.ts).
  headers.set('x-forwarded-host', request.host);
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) headers.set('content-type', 'application/json');
  const response = await auth.handler(
    new Request(`${publicOrigin}${request.url}`, {
      method: request.method,
      headers,
      ...(hasBody ? { body: JSON.stringify(body ?? {}) } : {}),
    }),
  );
  // Sign-in, sign-out, password and email changes: no cached session may outlive what better-auth changed
  // (the database hooks in auth.instance.ts clear it too; this covers writes they do not see).
  if (hasBody) viewerCache.clear();
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  const errorCode = response.status >= 400 ? (json as BetterAuthErrorBody | null)?.code : undefined;
  return { status: response.status, body: json, errorCode, headers: response.headers };
}

/** Sends a successful outcome (cookies included) or throws the translated error. */
export function sendAuthOutcome(reply: FastifyReply, outcome: AuthOutcome) {
  const cookies = withSessionHint(outcome.headers.getSetCookie());
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (outcome.status >= 400) {
    const error = toAuthAppError({
      status: outcome.status,
      body: (outcome.body ?? {}) as BetterAuthErrorBody,
    });
    if (error) throw error;
    throw new Error(`better-auth answered ${outcome.status}: ${JSON.stringify(outcome.body)}`);
  }
  outcome.headers.forEach((value, name) => {
    if (!skippedResponseHeaders.has(name) && name !== 'content-type') reply.header(name, value);
  });
  reply.header('cache-control', 'no-store');
  return reply
    .code(outcome.status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(withoutTokens(outcome.body)));
}

/** Read by the web app (`sessionHintCookie` in web/src/features/session/session.api.ts, ADR 021). */
const sessionHintCookie = 'rc_signed_in';

/**
 * The session cookies plus the readable hint that tells public pages a session exists (set when a session
 * cookie is issued, cleared when it is cleared), so a sign-in through the API alone is seen by the web app.
 */
export function withSessionHint(cookies: string[]): string[] {
  const session = cookies.find((cookie) => /^(__Secure-)?roomcraft\.session_token=/.test(cookie));
  if (!session) return cookies;
  const cleared = /^[^=]+=;/.test(session) || /max-age=0(;|$)/i.test(session);
  const secure = /;\s*secure/i.test(session) ? '; Secure' : '';
  const hint = cleared
    ? `${sessionHintCookie}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
    : `${sessionHintCookie}=1; Path=/; Max-Age=${String(60 * 60 * 24 * 400)}; SameSite=Lax${secure}`;
  return [...cookies, hint];
}
