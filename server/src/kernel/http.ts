/** Route config helpers every module may use; app/http-*.ts registers the plugins that read them. */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Skip the cross-site check (webhooks signed by their sender, public API with bearer keys). */
    allowCrossSite?: boolean;
    /** The media types of a raw-bytes body, for the API document (see rawBody()). */
    rawBody?: { mediaTypes: readonly string[] };
  }
}

/** Route config for endpoints other sites may POST to, e.g. `{ config: allowCrossSite() }`. */
export const allowCrossSite = () => ({ allowCrossSite: true }) as const;

export interface RouteRateLimit {
  /** Requests per window per client address; default RATE_LIMIT_MAX. */
  max?: number;
  /** Milliseconds, or text like '1 minute'; default RATE_LIMIT_WINDOW_MS. */
  timeWindow?: number | string;
}

/**
 * Route config that limits one route, e.g. `app.post('/api/contact', { config: rateLimit({ max: 5 }) }, ...)`.
 * Combine with other route config by spreading: `{ ...rateLimit(), ...allowCrossSite() }`.
 * Over the limit the client gets 429 `request.rate_limited` with Retry-After.
 */
export function rateLimit(limit: RouteRateLimit = {}) {
  return {
    rateLimit: {
      ...(limit.max === undefined ? {} : { max: limit.max }),
      ...(limit.timeWindow === undefined ? {} : { timeWindow: limit.timeWindow }),
    },
  };
}

/**
 * Route config for routes whose body is raw bytes (uploads), so the API document describes it:
 * `{ config: { ...rawBody(['image/jpeg', 'image/png']) } }`. It changes nothing at run time.
 */
export function rawBody(mediaTypes: readonly string[]) {
  return { rawBody: { mediaTypes } };
}

/**
 * Extra `<head>` markup for the web app's index.html at a client route (e.g. Open Graph tags of a shared
 * page, so chat apps can preview a link). Return null when the path is not yours. Markup must be escaped.
 */
export type HtmlHeadProvider = (path: string) => Promise<string | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Providers asked, in order, for each client route served with index.html (see HtmlHeadProvider). */
    htmlHeadProviders: HtmlHeadProvider[];
  }
}

/** Letters, digits and the punctuation of a host name, IPv6 literal and port: anything else is forged. */
const plainHost = /^[A-Za-z0-9.\-:[\]]+$/;

/**
 * The origin links sent to a browser should use: PUBLIC_URL when it was set, else the origin the request
 * came in at (issue 14: opened at 127.0.0.1, the app must not send the user to localhost, where they have
 * no session). The default PUBLIC_URL is `http://localhost:<PORT>`, so a value equal to it counts as unset.
 * A Host header that is not a plain host[:port] falls back to PUBLIC_URL, so it cannot steer a link.
 */
export function publicOriginOf(
  request: { protocol: string; headers: { host?: string | undefined } },
  { publicUrl, port }: { publicUrl: string; port: number },
): string {
  if (publicUrl !== `http://localhost:${String(port)}`) return publicUrl;
  const host = request.headers.host;
  if (!host || !plainHost.test(host)) return publicUrl;
  return `${request.protocol}://${host}`;
}
