import { generationMessages } from '@roomcraft/contracts/generations';
import { z } from 'zod';
import { defineJob, PermanentJobError, type JobRetryPolicy } from '../../../kernel/jobs';
import { StorageObjectNotFoundError } from '../../../providers/storage/storage.errors';
import { failGeneration, runGeneration } from './generation-run.usecases';

const retry: JobRetryPolicy = { limit: 2, delaySeconds: 5, backoff: true, maxDelaySeconds: 60 };

/**
 * `generation.run`: makes one single-image generation (visualize, decluttering, virtual staging,
 * compose). Enqueue with `singletonKey: generationId` and the plan's priority. When the job gives up the
 * room image is marked failed and the credits go back.
 */
export const generationRunJob = defineJob({
  name: 'generation.run',
  payload: z.object({ generationId: z.uuid() }),
  retry,
  expireInSeconds: 5 * 60,
  concurrency: 2,
  // Its last attempt's worker died or it timed out: the handler never reached its failure path below.
  onFailed: ({ payload, deps }) =>
    failGeneration({
      generationId: payload.generationId,
      message: generationMessages.generationFailed,
      deps,
    }),
  async handler({ payload, job, deps, logger, signal }) {
    try {
      await runGeneration({ generationId: payload.generationId, deps, signal, logger });
    } catch (error) {
      const permanent =
        error instanceof PermanentJobError ||
        error instanceof StorageObjectNotFoundError ||
        job.attempt > retry.limit;
      if (!permanent) throw error;
      await failGeneration({
        generationId: payload.generationId,
        message: generationMessages.generationFailed,
        deps,
      });
      throw error instanceof PermanentJobError
        ? error
        : new PermanentJobError(error instanceof Error ? error.message : String(error), { cause: error });
    }
  },
});
