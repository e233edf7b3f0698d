import { apiErrorSchema } from '@roomcraft/contracts';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

type TransformArgs = Parameters<typeof jsonSchemaTransform>[0];

/** The session cookie better-auth sets (`advanced.cookiePrefix` in the accounts module). */
export const sessionCookieScheme = {
  sessionCookie: { type: 'apiKey', in: 'cookie', name: 'roomcraft.session_token' },
} as const;

const errorResponse = (description: string) => apiErrorSchema.describe(description);

/**
 * The statuses every route can answer besides its own, by what the route declares: input to validate
 * (400, and 414 for over-long path parts), a signed-in caller (401; 404 for other users' ids and for
 * super-admin routes), a rate limit (429), and the generic 500. Routes keep any status they document.
 */
function errorResponsesFor(schema: FastifySchema, config: TransformArgs['route']['config']) {
  const responses: Record<number, z.ZodType> = {
    500: errorResponse('Unexpected server error (details are logged, never sent)'),
  };
  if (schema.body || schema.querystring || schema.params || config?.rawBody) {
    responses[400] = errorResponse('Invalid input: `details` maps each field to its problem');
  }
  if (schema.params) {
    responses[404] = errorResponse('Not found, or not yours');
    responses[414] = errorResponse('A path part is longer than 100 characters');
  }
  if (config?.auth) {
    responses[401] = errorResponse('Not signed in');
    if (config.auth.role === 'superAdmin') responses[404] = errorResponse('Not found');
  }
  if (config?.rateLimit) responses[429] = errorResponse('Too many requests: see Retry-After');
  if (config?.rawBody) {
    responses[413] = errorResponse('The body is larger than the route allows');
    responses[415] = errorResponse('The body is not one of the accepted media types');
  }
  return responses;
}

const verbs: Record<string, string> = {
  GET: 'Read',
  POST: 'Submit',
  PUT: 'Replace',
  PATCH: 'Update',
  DELETE: 'Delete',
};

/**
 * Every operation gets a stable id and a one-line summary, so generated clients and the API reference have
 * names: routes may state their own (`schema.summary`, `schema.operationId`); the rest are named from the
 * method and path (`GET /api/rooms/:id` -> `getApiRoomsById`, "Read rooms by id").
 */
export function operationNames({
  method,
  url,
  schema,
}: {
  method: string;
  url: string;
  schema: { summary?: string; operationId?: string };
}) {
  const parts = url.split('/').filter((part) => part && part !== 'api');
  const words = parts.map((part) =>
    part.startsWith(':') ? `by ${part.slice(1)}` : part.replace(/[-_.]/g, ' '),
  );
  const camel = [method.toLowerCase(), 'api', ...words.join(' ').split(' ')]
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('')
    .replace(/[^A-Za-z0-9]/g, '');
  return {
    operationId: schema.operationId ?? camel,
    summary: schema.summary ?? `${verbs[method] ?? method} ${words.join(' ') || 'root'}`,
  };
}

/**
 * zod -> OpenAPI for one route, completed with what the zod schemas cannot say: the session cookie on
 * signed-in routes, the error statuses the platform answers, raw-byte bodies, and no content on 204s.
 */
export function documentRoute(args: TransformArgs): ReturnType<typeof jsonSchemaTransform> {
  const config = args.route.config;
  const routeSchema = (args.schema ?? {}) as FastifySchema;
  const declared = (routeSchema.response ?? {}) as Record<number, unknown>;
  // A route that declares no success response still succeeds: say so rather than list only errors.
  const success = Object.keys(declared).some((status) => status.startsWith('2'))
    ? {}
    : { 200: z.unknown().describe('Success') };
  const response = { ...errorResponsesFor(routeSchema, config), ...success, ...declared };
  const result = jsonSchemaTransform({ ...args, schema: { ...routeSchema, response } });
  const schema = result.schema as FastifySchema & {
    response?: Record<string, unknown>;
    security?: unknown;
    consumes?: readonly string[];
  };
  if (schema.response?.['204']) schema.response['204'] = { type: 'null', description: 'No content' };
  // Public operations say so explicitly (an empty requirement), so a reader never has to guess.
  schema.security = config?.auth ? [{ sessionCookie: [] }] : [];
  const method = [args.route.method].flat()[0] ?? 'GET';
  Object.assign(schema, operationNames({ method, url: args.url, schema }));
  if (config?.rawBody) {
    schema.consumes = config.rawBody.mediaTypes;
    schema.body = { type: 'string', format: 'binary', description: 'The image bytes' };
  }
  return result;
}
