import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from '../kernel/config';
import type { Deps } from './deps';
import { documentRoute, sessionCookieScheme } from './http-openapi';
import { configureValidationMessages, registerErrorHandling, sendFrameworkError } from './http-errors';
import { registerRateLimit } from './http-rate-limit';
import { registerSecurity } from './http-security';
import { registerTextInputGuard } from './http-text-input';
import { registerWebApp } from './http-web-app';
import type { RouteModule } from '../kernel/routes';
import { routeModules } from './routes';

// Accept a caller's request id (a proxy's or the web app's) only when it is short and plain, so it
// cannot inject anything into logs or headers.
const saneRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && saneRequestId.test(incoming) ? incoming : randomUUID();
}

// Orchestrator probes hit these every few seconds: their access lines would drown the rest.
const probePaths = new Set(['/api/health', '/api/ready']);

/**
 * One line per answered request: method, path (never the query, which can carry signed-link signatures),
 * status and time. Probes log at debug.
 */
function logAccess(request: FastifyRequest, reply: FastifyReply): void {
  const path = request.url.split('?', 1)[0] ?? request.url;
  const line = {
    method: request.method,
    path,
    statusCode: reply.statusCode,
    ms: Math.round(reply.elapsedTime),
  };
  if (probePaths.has(path)) request.log.debug(line, 'request');
  else request.log.info(line, 'request');
}

/**
 * The HTTP app: zod validation and serialization, request ids, one error shape, security headers,
 * cross-site protection, opt-in rate limits, cookies, the OpenAPI document, the SPA, and every route
 * module from `routes.ts`. Does not listen; `main.ts` does, tests use `app.inject()`.
 */
export async function buildApp({
  config,
  deps,
  logger = deps.logger,
  routes = routeModules,
}: {
  config: Config;
  deps: Deps;
  logger?: Logger;
  /** Defaults to every module in routes.ts. */
  routes?: readonly RouteModule[];
}) {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    genReqId: requestIdFor,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // While closing, new requests get 503 and idle keep-alive sockets are dropped; in-flight ones finish.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Malformed or over-long URLs are refused by the router before any hook: answer in our error shape.
    frameworkErrors: sendFrameworkError,
    // One access line per request (below) instead of Fastify's two: at thousands of requests a second the
    // second JSON line was a measurable share of each request's cost.
    disableRequestLogging: true,
  }).withTypeProvider<ZodTypeProvider>();

  configureValidationMessages();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    logAccess(request, reply);
    done();
  });

  // Fastify drops keep-alive sockets that are idle when close() starts, but a socket whose request was
  // still running stays open after answering and would hold close() until the client hangs up. Sweep
  // them as they go idle, so in-flight requests finish and the server still closes promptly.
  let idleSweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    idleSweep = setInterval(() => app.server.closeIdleConnections(), 50);
  });
  app.addHook('onClose', async () => {
    clearInterval(idleSweep);
  });

  const isWorkerOnly = config.role === 'worker';
  let serveClientRoute: Awaited<ReturnType<typeof registerWebApp>> | undefined;
  registerErrorHandling(app, { notFound: (request, reply) => serveClientRoute?.(request, reply) });

  registerSecurity(app, { config });
  await registerRateLimit(app, { config });
  registerTextInputGuard(app);
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Roomcraft API', version: config.appVersion, license: { name: 'Proprietary' } },
      // Relative: the document is correct on whatever origin serves it.
      servers: [{ url: '/' }],
      components: { securitySchemes: sessionCookieScheme },
    },
    transform: documentRoute,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  if (!isWorkerOnly) serveClientRoute = await registerWebApp(app, { config });

  for (const module of routes) {
    if (isWorkerOnly && !module.servedByWorker) continue;
    await app.register(module.plugin, { deps });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
