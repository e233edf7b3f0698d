import type { z } from 'zod';

/** The success statuses an endpoint may declare (anything else is an error in `apiErrorSchema`'s shape). */
export type ApiSuccessStatus = 200 | 201 | 202 | 204;

/**
 * One API endpoint: method, path and the schemas of its request and its success answer. The server
 * registers the route from it (`apiRoute()` in server/src/kernel/routes.ts, which also feeds the OpenAPI
 * document) and the web client calls it with the same path and parses the answer with the same schema
 * (CONTRIBUTING.md, "Route definitions").
 */
export interface ApiRouteDefinition<
  TMethod extends 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  TPath extends string = string,
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType | undefined = z.ZodType | undefined,
  TStatus extends ApiSuccessStatus = ApiSuccessStatus,
> {
  method: TMethod;
  /** Fastify pattern (`/api/admin/users/:userId/credits`); fill it with `pathOf`. */
  path: TPath;
  params?: TParams;
  querystring?: TQuery;
  body?: TBody;
  /** The success status (200 unless said); a 204 declares `response: z.null()`. */
  status?: TStatus;
  /**
   * The JSON body of the success answer. Left out only by endpoints whose answer is not JSON (file bytes,
   * an event stream, a redirect): `produces` then says what it is.
   */
  response?: TResponse;
  /** What a non-JSON endpoint answers, for readers and the OpenAPI summary. */
  produces?: 'bytes' | 'event-stream' | 'redirect' | 'html';
}

/**
 * Declares an endpoint, keeping exactly what it declares: its literal method and path, and its schemas
 * as given (so `route.response.parse` needs no check when the definition has a response).
 */
export function defineApiRoute<const TDefinition extends ApiRouteDefinition>(
  definition: TDefinition,
): TDefinition {
  return definition;
}

/** The path of an endpoint with its `:name` parameters filled in (URI-encoded). */
export function pathOf(route: Pick<ApiRouteDefinition, 'path'>, params: Record<string, string> = {}): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
