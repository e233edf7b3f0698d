import type { z } from 'zod';

/**
 * One API endpoint: method, path and the schemas of its request and its 200 response. The server registers
 * the route from it (`apiRoute()` in server/src/kernel/routes.ts, which also feeds the OpenAPI document)
 * and the web client calls it with the same path and parses the answer with the same schema
 * (CONTRIBUTING.md, "Route definitions"). Credits is the first module declared this way.
 */
export interface ApiRouteDefinition<
  TMethod extends 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  TPath extends string = string,
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
> {
  method: TMethod;
  /** Fastify pattern (`/api/admin/users/:userId/credits`); fill it with `pathOf`. */
  path: TPath;
  params?: TParams;
  querystring?: TQuery;
  body?: TBody;
  /** The 200 answer. */
  response: TResponse;
}

/** Declares an endpoint, keeping its literal method, path and schema types. */
export function defineApiRoute<
  const TMethod extends ApiRouteDefinition['method'],
  const TPath extends string,
  TResponse extends z.ZodType,
  TParams extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TBody extends z.ZodType | undefined = undefined,
>(
  definition: ApiRouteDefinition<TMethod, TPath, TParams, TQuery, TBody, TResponse>,
): ApiRouteDefinition<TMethod, TPath, TParams, TQuery, TBody, TResponse> {
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
