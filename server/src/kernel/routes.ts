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
