import type { EngineName } from '@roomcraft/contracts/catalogue/index';

/** Stable codes of engine failures (`feature.snake_reason`); the job layer maps them to user messages. */
export const engineErrorCodes = {
  invalidImage: 'engine.invalid_image',
  invalidInput: 'engine.invalid_input',
  promptNotUnderstood: 'engine.prompt_not_understood',
  providerNotConfigured: 'engine.provider_not_configured',
  refused: 'engine.provider_refused',
  rateLimited: 'engine.provider_rate_limited',
  unavailable: 'engine.provider_unavailable',
  timeout: 'engine.provider_timeout',
  badOutput: 'engine.provider_bad_output',
  aborted: 'engine.aborted',
} as const;
export type EngineErrorCode = (typeof engineErrorCodes)[keyof typeof engineErrorCodes];

/** Codes worth retrying later (the job layer's back-off), as opposed to fixing the request. */
const retryableCodes: ReadonlySet<EngineErrorCode> = new Set([
  engineErrorCodes.rateLimited,
  engineErrorCodes.unavailable,
  engineErrorCodes.timeout,
]);

export class EngineError extends Error {
  readonly code: EngineErrorCode;
  readonly engine: EngineName;
  readonly retryable: boolean;
  readonly details: Record<string, unknown> | undefined;

  constructor(args: {
    code: EngineErrorCode;
    message: string;
    engine: EngineName;
    details?: Record<string, unknown>;
    cause?: unknown;
  }) {
    super(args.message, args.cause === undefined ? undefined : { cause: args.cause });
    this.name = 'EngineError';
    this.code = args.code;
    this.engine = args.engine;
    this.retryable = retryableCodes.has(args.code);
    this.details = args.details;
  }
}

export function isEngineError(error: unknown): error is EngineError {
  return error instanceof EngineError;
}

export function createInvalidImageError(message: string, cause?: unknown): EngineError {
  return new EngineError({ code: engineErrorCodes.invalidImage, message, engine: 'local', cause });
}

export function createInvalidInputError(message: string, details?: Record<string, unknown>): EngineError {
  return new EngineError({ code: engineErrorCodes.invalidInput, message, engine: 'local', details });
}

/** Throws `engine.aborted` when the job was cancelled; called between the steps of long operations. */
export function throwIfAborted(signal: AbortSignal | undefined, engine: EngineName = 'local'): void {
  if (signal?.aborted) {
    throw new EngineError({
      code: engineErrorCodes.aborted,
      message: 'The operation was cancelled.',
      engine,
    });
  }
}
