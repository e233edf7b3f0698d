import type { z } from 'zod';
import type { JobDefinition } from './deps';

export type {
  AnyJobDefinition,
  AppJobRegistry,
  EnqueueOptions,
  JobCatalog,
  JobDefinition,
  JobDeps,
  JobInterruption,
  JobName,
  JobPayloadInput,
  JobQueue,
  JobRegistry,
  JobRetryPolicy,
  JobRun,
} from './deps';

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
