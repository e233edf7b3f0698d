import { APICallError, NoImageGeneratedError, NoObjectGeneratedError, RetryError } from 'ai';
import type { EngineName } from '@roomcraft/contracts/catalogue/index';
import { EngineError, engineErrorCodes, isEngineError } from '../engine-errors';

/** Settings of one provider; model names change fast, so they come from config, never from code. */
export interface ProviderConfig {
  apiKey: string;
  /** Another endpoint speaking the provider's wire format (a proxy, or a local fake in tests). */
  baseURL?: string;
  /** Image edit model, e.g. `gpt-image-1` or `gemini-2.5-flash-image`. */
  imageModel: string;
  /** Language/vision model for ideas and object lists, e.g. `gpt-4.1-mini` or `gemini-2.5-flash`. */
  textModel: string;
  /** Per attempt (default 120 s: image edits take 20-60 s). */
  timeoutMs?: number;
  /** Retries after 429 and 5xx (default 3). */
  maxRetries?: number;
  /** First back-off delay; doubles per retry, capped at 20 s (default 1 s). */
  retryBaseDelayMs?: number;
  /** Calls in flight at once to this provider from this process (default 2). */
  maxConcurrency?: number;
}

export interface EngineLogger {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
}

/** A counting semaphore: at most `limit` provider calls in flight. */
export function createLimiter(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

export type Limiter = ReturnType<typeof createLimiter>;

/**
 * Runs one provider call with a timeout per attempt, the concurrency limit, and retries with exponential
 * back-off (honouring Retry-After) on 429, 5xx and network failures. Everything that escapes is an
 * `EngineError` with a stable code.
 */
export async function callProvider<T>(args: {
  engine: EngineName;
  config: ProviderConfig;
  limiter: Limiter;
  signal?: AbortSignal;
  logger?: EngineLogger;
  operation: string;
  call: (signal: AbortSignal) => Promise<T>;
}): Promise<T> {
  const { engine, config } = args;
  const maxRetries = config.maxRetries ?? 3;
  const baseDelay = config.retryBaseDelayMs ?? 1000;
  for (let attempt = 0; ; attempt++) {
    if (args.signal?.aborted)
      throw new EngineError({
        code: engineErrorCodes.aborted,
        message: 'The operation was cancelled.',
        engine,
      });
    const timeout = AbortSignal.timeout(config.timeoutMs ?? 120_000);
    const signal = args.signal ? AbortSignal.any([args.signal, timeout]) : timeout;
    try {
      return await args.limiter(() => args.call(signal));
    } catch (raw) {
      const error = toEngineError(engine, raw, {
        timedOut: timeout.aborted,
        cancelled: Boolean(args.signal?.aborted),
      });
      const retryable =
        error.code === engineErrorCodes.rateLimited ||
        error.code === engineErrorCodes.unavailable ||
        error.code === engineErrorCodes.timeout;
      if (!retryable || attempt >= maxRetries) throw error;
      const retryAfter = retryAfterMs(raw);
      const delay = Math.min(20_000, retryAfter ?? baseDelay * 2 ** attempt);
      args.logger?.warn(
        { engine, operation: args.operation, attempt: attempt + 1, delay, code: error.code },
        'provider call failed, retrying',
      );
      await sleep(delay, args.signal);
    }
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

function retryAfterMs(error: unknown): number | null {
  const api = unwrap(error);
  const header = APICallError.isInstance(api) ? api.responseHeaders?.['retry-after'] : undefined;
  if (!header) return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) ? seconds * 1000 : null;
}

function unwrap(error: unknown): unknown {
  return RetryError.isInstance(error) ? error.lastError : error;
}

const refusalPattern = /content[_ ]policy|moderation|safety|refus|blocked|prohibited|not allowed/i;

/** Translates SDK and HTTP failures into the engine's vocabulary. */
export function toEngineError(
  engine: EngineName,
  raw: unknown,
  context: { timedOut?: boolean; cancelled?: boolean } = {},
): EngineError {
  if (isEngineError(raw)) return raw;
  const error = unwrap(raw);
  const make = (
    code: (typeof engineErrorCodes)[keyof typeof engineErrorCodes],
    message: string,
    details?: Record<string, unknown>,
  ) => new EngineError({ code, message, engine, details, cause: error });
  if (context.cancelled) return make(engineErrorCodes.aborted, 'The operation was cancelled.');
  if (context.timedOut) return make(engineErrorCodes.timeout, `${label(engine)} did not answer in time.`);
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ?? 0;
    const body = error.responseBody ?? '';
    if (status === 429)
      return make(
        engineErrorCodes.rateLimited,
        `${label(engine)} is rate limiting requests; try again shortly.`,
        { status },
      );
    if (status >= 500)
      return make(engineErrorCodes.unavailable, `${label(engine)} is having problems (HTTP ${status}).`, {
        status,
      });
    if (status === 401 || status === 403)
      return make(engineErrorCodes.unavailable, `${label(engine)} rejected the configured API key.`, {
        status,
      });
    if (refusalPattern.test(body))
      return make(
        engineErrorCodes.refused,
        `${label(engine)} declined this request under its content policy.`,
        { status },
      );
    if (status === 0 && error.isRetryable)
      return make(engineErrorCodes.unavailable, `${label(engine)} could not be reached.`);
    return make(engineErrorCodes.badOutput, `${label(engine)} rejected the request (HTTP ${status}).`, {
      status,
    });
  }
  if (NoObjectGeneratedError.isInstance(error)) {
    if (error.finishReason === 'content-filter')
      return make(
        engineErrorCodes.refused,
        `${label(engine)} declined this request under its content policy.`,
      );
    return make(
      engineErrorCodes.badOutput,
      `${label(engine)} answered with something that is not the expected data.`,
    );
  }
  if (NoImageGeneratedError.isInstance(error))
    return make(engineErrorCodes.badOutput, `${label(engine)} returned no image.`);
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return make(engineErrorCodes.timeout, `${label(engine)} did not answer in time.`);
  }
  if (error instanceof TypeError && /fetch failed/i.test(error.message))
    return make(engineErrorCodes.unavailable, `${label(engine)} could not be reached.`);
  return make(
    engineErrorCodes.badOutput,
    `${label(engine)} failed: ${error instanceof Error ? error.message : String(error)}`,
  );
}

export function label(engine: EngineName): string {
  return engine === 'openai' ? 'OpenAI' : engine === 'gemini' ? 'Gemini' : 'The local engine';
}
