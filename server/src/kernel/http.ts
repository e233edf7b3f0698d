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
