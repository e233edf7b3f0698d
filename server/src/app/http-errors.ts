import { errorCodes, notBlankMessage, type ApiError } from '@roomcraft/contracts';
import { z } from 'zod';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  AppError,
  createNotFoundError,
  createPayloadTooLargeError,
  createRateLimitedError,
  createUnsupportedMediaTypeError,
  createValidationError,
  internalErrorMessage,
} from '../kernel/errors';

type ValidationIssue = { instancePath?: string; message?: string };

/** `{ "email": "Invalid email address" }`: field path -> first message, for forms to show next to fields. */
function validationDetails(issues: readonly ValidationIssue[], context: string | undefined) {
  const details: Record<string, string> = {};
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').split('/').filter(Boolean).join('.') || context || 'request';
    details[path] ??= issue.message ?? 'is invalid';
  }
  return details;
}

const statusCodes: Record<number, string> = {
  400: errorCodes.validation,
  414: errorCodes.uriTooLong,
  401: errorCodes.unauthorized,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
};

/** Maps what Fastify, its plugins and zod throw onto AppError; undefined means "unexpected". */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (typeof error !== 'object' || error === null) return undefined;
  const fastifyError = error as Partial<FastifyError> & { validationContext?: string };

  if (hasZodFastifySchemaValidationErrors(error) || Array.isArray(fastifyError.validation)) {
    return createValidationError({
      details: validationDetails(fastifyError.validation ?? [], fastifyError.validationContext),
    });
  }
  switch (fastifyError.code) {
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError({
        code: errorCodes.uriTooLong,
        status: 414,
        message: 'A part of this address is too long: no id or key is longer than 100 characters.',
      });
    case 'FST_ERR_BAD_URL':
      return createValidationError({ message: 'This address is not valid: it has a broken %-escape.' });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return createPayloadTooLargeError();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return createUnsupportedMediaTypeError();
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return createValidationError({ message: 'The request body is not valid JSON.' });
  }
  const status = fastifyError.statusCode;
  if (status === 429) return createRateLimitedError({ retryAfterSeconds: 60 });
  if (status === 413) return createPayloadTooLargeError();
  if (status === 415) return createUnsupportedMediaTypeError();
  // Other client errors raised by Fastify itself (bad content-length, malformed JSON, ...): their messages
  // describe the request, not the server, so they are safe to pass on.
  if (typeof status === 'number' && status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    return new AppError({
      code: statusCodes[status] ?? errorCodes.validation,
      status,
      message: fastifyError.message ?? 'The request could not be processed.',
    });
  }
  return undefined;
}

export function sendAppError(reply: FastifyReply, error: AppError) {
  const body: ApiError = {
    error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) },
  };
  if (error.headers) reply.headers(error.headers);
  return reply.code(error.status).type('application/json; charset=utf-8').send(body);
}

/**
 * Words zod's default "Too small" for an empty string in API answers. Process-wide, but messages set on a
 * schema still win, and the web app's forms pass their own error map.
 */
export function configureValidationMessages(): void {
  z.config({
    customError: (issue) =>
      issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1
        ? notBlankMessage
        : undefined,
  });
}

/** The router's own refusals (bad %-escapes, over-long ids), in the one error shape. */
export function sendFrameworkError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const appError =
    toAppError(error) ?? createValidationError({ message: 'The request could not be processed.' });
  request.log.info({ code: appError.code, status: appError.status }, appError.message);
  return sendAppError(reply, appError);
}

/**
 * The one error handler. Expected errors become `{ error: { code, message, details? } }` with their status;
 * anything else is logged with its stack and answered with a generic 500 that reveals nothing.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  {
    notFound,
  }: { notFound?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown } = {},
) {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError) {
      request.log.info({ code: appError.code, status: appError.status }, appError.message);
      return sendAppError(reply, appError);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendAppError(
      reply,
      new AppError({ code: errorCodes.internal, status: 500, message: internalErrorMessage }),
    );
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (notFound) {
      const handled = await notFound(request, reply);
      if (handled !== undefined || reply.sent) return handled;
    }
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    return sendAppError(
      reply,
      createNotFoundError({ message: isApi ? `No API route ${request.method} ${path}.` : 'Not found.' }),
    );
  });
}
