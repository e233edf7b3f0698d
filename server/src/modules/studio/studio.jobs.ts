import { studioMessages } from '@roomcraft/contracts/studio';
import { z } from 'zod';
import { defineJob, PermanentJobError, type JobRetryPolicy } from '../../kernel/jobs';
import { StorageObjectNotFoundError } from '../../providers/storage/storage.errors';
import { failIdeation, markIdeationResuming, runIdeation } from './ideation/ideation-run.usecases';
import { generationRunJob } from './generations/generations.jobs';

export const ideationRunPayloadSchema = z.object({ ideationRequestId: z.uuid() });

const retry: JobRetryPolicy = { limit: 2, delaySeconds: 5, backoff: true, maxDelaySeconds: 60 };

/**
 * `ideation.run`: analyses the room, makes the ideas and renders their images (ideation-run.usecases.ts).
 * Enqueue with `singletonKey: ideationRequestId`. Temporary failures are retried; when the job gives up
 * (last attempt, or a permanent error such as the room photo being gone) the request is marked failed
 * and every credit still held goes back.
 */
export const ideationRunJob = defineJob({
  name: 'ideation.run',
  payload: ideationRunPayloadSchema,
  retry,
  expireInSeconds: 10 * 60,
  // Two requests at once per worker: rendering is CPU-bound, and one user's request should not queue
  // behind another's.
  concurrency: 2,
  // Between a restart and the retry picking the request up, the user reads that it resumes.
  onInterrupted: ({ payload, deps }) =>
    markIdeationResuming({ ideationRequestId: payload.ideationRequestId, deps }),
  // Its last attempt's worker died or it timed out: the handler never reached its failure path below.
  onFailed: ({ payload, deps }) =>
    failIdeation({
      ideationRequestId: payload.ideationRequestId,
      message: studioMessages.ideationFailed,
      deps,
    }),
  async handler({ payload, job, deps, logger, signal }) {
    try {
      if (job.attempt > 1) await markIdeationResuming({ ideationRequestId: payload.ideationRequestId, deps });
      await runIdeation({ ideationRequestId: payload.ideationRequestId, deps, signal, logger });
    } catch (error) {
      const permanent =
        error instanceof PermanentJobError ||
        error instanceof StorageObjectNotFoundError ||
        job.attempt > retry.limit;
      if (!permanent) throw error;
      await failIdeation({
        ideationRequestId: payload.ideationRequestId,
        message: studioMessages.ideationFailed,
        deps,
      });
      throw error instanceof PermanentJobError
        ? error
        : new PermanentJobError(error instanceof Error ? error.message : String(error), { cause: error });
    }
  },
});

/** Every studio job, for `jobs/registry.ts`: `...studioJobs`. */
export const studioJobs = [ideationRunJob, generationRunJob] as const;

declare module '../../kernel/deps' {
  interface JobCatalog {
    studio: typeof studioJobs;
  }
}
