import type { ApiRouteDefinition, ApiSuccessStatus } from '@roomcraft/contracts/api-routes';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from './deps';

/** A feature's routes: `export const roomsRoutes: RoutePlugin = async (app, { deps }) => { ... }`. */
export type RoutePlugin = FastifyPluginAsyncZod<{ deps: Deps }>;

export interface RouteModule {
  name: string;
  plugin: RoutePlugin;
  /** Also served by `ROLE=worker` processes (health and readiness for orchestrators). */
  servedByWorker?: boolean;
}

/** A schema the definition declares under `key`, or undefined where it declares none. */
type Declared<TRoute, TKey extends string> = TRoute extends { [K in TKey]: infer TSchema extends z.ZodType }
  ? TSchema
  : undefined;

/** The success status a definition declares (200 when it says none). */
type StatusOf<TRoute> = TRoute extends { status: infer TStatus extends ApiSuccessStatus } ? TStatus : 200;

/**
 * The Fastify schema of an endpoint definition (parts it does not declare are undefined), its answer under
 * its success status; an endpoint without a JSON answer (bytes, a stream, a redirect) declares none.
 */
export interface ApiRouteSchema<TRoute extends ApiRouteDefinition> {
  params: Declared<TRoute, 'params'>;
  querystring: Declared<TRoute, 'querystring'>;
  body: Declared<TRoute, 'body'>;
  response: Declared<TRoute, 'response'> extends undefined
    ? undefined
    : { [S in StatusOf<TRoute>]: Declared<TRoute, 'response'> };
}

/**
 * Method, URL and schema of an endpoint defined in the contracts (`creditRoutes.balance`), for
 * `app.route({ ...apiRoute(creditRoutes.balance), config: signedIn(), handler })`: the route, the web
 * client and the OpenAPI document then share one definition (CONTRIBUTING.md, "Route definitions").
 */
export function apiRoute<const TRoute extends ApiRouteDefinition>(
  route: TRoute,
): { method: TRoute['method']; url: TRoute['path']; schema: ApiRouteSchema<TRoute> } {
  // Only the parts the route declares: Fastify would otherwise document and check an undefined schema.
  const schema = {
    ...(route.params ? { params: route.params } : {}),
    ...(route.querystring ? { querystring: route.querystring } : {}),
    ...(route.body ? { body: route.body } : {}),
    ...(route.response ? { response: { [route.status ?? 200]: route.response } } : {}),
  } as ApiRouteSchema<TRoute>;
  return { method: route.method, url: route.path, schema };
}
