import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Deps } from '../app/deps';

/** What every handler may use; it builds repositories from these and calls a use case. */
export type JobDeps = Deps;

export interface JobRetryPolicy {
  /** Retries after the first attempt (0 = run once). */
  limit: number;
  /** Delay before a retry; with `backoff` the first delay, doubling (with jitter) each time. */
  delaySeconds: number;
  backoff?: boolean;
  /** Upper bound for backed-off delays. */
  maxDelaySeconds?: number;
}

export interface JobRun<TPayload> {
  /** Parsed by the definition's schema before the handler runs. */
  payload: TPayload;
  job: { id: string; name: string; /** 1 on the first run, 2 on the first retry, ... */ attempt: number };
  deps: JobDeps;
  /** Child logger with the job id and name. */
  logger: Logger;
  /** Aborted when the worker shuts down past its grace period; long handlers should stop early. */
  signal: AbortSignal;
}

export interface JobDefinition<TName extends string = string, TSchema extends z.ZodType = z.ZodType> {
  /** `feature.verb-noun`, e.g. `ideation.generate-ideas`. */
  name: TName;
  /** Payloads carry ids, not blobs, and must survive a JSON round trip. */
  payload: TSchema;
  // Method syntax on purpose: it keeps a definition with a specific payload assignable to the registry's
  // JobDefinition<string, ZodType> list.
  handler(run: JobRun<z.output<TSchema>>): Promise<void>;
  retry?: JobRetryPolicy;
  /** A run still active after this long counts as crashed and is retried (default 15 min). */
  expireInSeconds?: number;
  /** Parallel runs of this job per worker process (default 1). */
  concurrency?: number;
}

/** Declares a job. List it in `jobs/registry.ts` so workers run it and `enqueue` knows its payload. */
export function defineJob<const TName extends string, TSchema extends z.ZodType>(
  definition: JobDefinition<TName, TSchema>,
): JobDefinition<TName, TSchema> {
  return definition;
}

/**
 * Thrown by a handler (or raised for an unparsable payload) when retrying cannot help: the job fails at
 * once, without using its remaining retries.
 */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

export class JobPayloadInvalidError extends Error {
  constructor(
    readonly jobName: string,
    readonly issues: string[],
  ) {
    super(`Invalid payload for job "${jobName}": ${issues.join('; ')}`);
    this.name = 'JobPayloadInvalidError';
  }
}

export type AnyJobDefinition = JobDefinition<string, z.ZodType>;
export type JobRegistry = readonly AnyJobDefinition[];
export type JobName<R extends JobRegistry> = R[number]['name'];
export type JobPayloadInput<R extends JobRegistry, N extends JobName<R>> = z.input<
  Extract<R[number], { name: N }>['payload']
>;
