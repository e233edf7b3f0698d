import type { ApiError as ApiErrorBody } from '@roomcraft/contracts/errors';

export type ApiErrorKind = 'network' | 'http';

/**
 * A failed API call. `kind: 'network'` means the server could not be reached (the request failed, or a
 * gateway answered instead of our API); `kind: 'http'` carries the API's `{ error: { code, message } }`.
 * The message mentions the kind of failure so the error screens can classify it by text (docs/spec §8).
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string;
  /** Seconds from the `Retry-After` header of a 429 or 503 answer, when the server sent one. */
  readonly retryAfterSeconds: number | undefined;

  constructor({
    kind,
    status,
    code,
    message,
    retryAfterSeconds,
  }: {
    kind: ApiErrorKind;
    status: number;
    code: string;
    message: string;
    retryAfterSeconds?: number;
  }) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Resolves to `null` when the request fails with a 4xx answer; any other failure is rethrown. */
export async function orNullOn4xx<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
}

/** Whether a failed call is worth retrying (the server was unreachable or failed), not a 4xx answer. */
export function isRetryableError(error: unknown): boolean {
  return isApiError(error) ? error.kind === 'network' || error.status >= 500 : false;
}

function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/**
 * The API's error envelope `{ error: { code, message } }` (contracts' `apiErrorSchema`), checked by hand:
 * the web app only reads error bodies, and zod's full build does not belong in every page's first load.
 */
export function parseErrorBody(body: unknown): ApiErrorBody | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return { error: { code, message } };
}

/** Calls the API with the session cookie and returns the parsed JSON body; throws `ApiError` on failure. */
export async function apiFetch<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.body !== undefined && !(init.body instanceof Blob) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init, headers });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({
      kind: 'network',
      status: 0,
      code: 'network.unreachable',
      message: 'Network error: failed to fetch, the connection to the server could not be made.',
    });
  }
  if (response.ok) {
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }
  const body: unknown = await response.json().catch(() => null);
  const parsed = parseErrorBody(body);
  if (parsed) {
    throw new ApiError({
      kind: 'http',
      status: response.status,
      code: parsed.error.code,
      message: parsed.error.message,
      retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
    });
  }
  // Our API always answers with the error envelope; anything else came from a proxy or gateway in between.
  if (response.status >= 500) {
    throw new ApiError({
      kind: 'network',
      status: response.status,
      code: 'network.gateway',
      message: `Network error: no connection to the server (HTTP ${response.status}).`,
    });
  }
  throw new ApiError({
    kind: 'http',
    status: response.status,
    code: response.status === 404 ? 'request.not_found' : 'request.failed',
    message: `Request failed with HTTP ${response.status}.`,
  });
}
