import { floorPlanMessages } from '@roomcraft/contracts/floor-plans';
import { z } from 'zod';
import { engineErrorCodes, isEngineError } from '../../engine';
import { defineJob, PermanentJobError, type JobRetryPolicy } from '../../kernel/jobs';
import { StorageObjectNotFoundError } from '../../providers/storage/storage.errors';
import { failFloorPlan, runFloorPlan } from './floor-plans-run.usecases';

export const floorPlanExtractPayloadSchema = z.object({ floorPlanRequestId: z.uuid() });

const retry: JobRetryPolicy = { limit: 2, delaySeconds: 5, backoff: true, maxDelaySeconds: 60 };

/**
 * `floor-plans.extract`: extracts the plan's model and furnishes its rooms (floor-plans-run.usecases.ts).
 * Enqueue with `singletonKey: floorPlanRequestId`. Temporary failures are retried; when the job gives up
 * (last attempt, an unreadable image, or the plan image being gone) the request is marked failed and its
 * credit goes back.
 */
export const floorPlanExtractJob = defineJob({
  name: 'floor-plans.extract',
  payload: floorPlanExtractPayloadSchema,
  retry,
  expireInSeconds: 5 * 60,
  concurrency: 1,
  // Its last attempt's worker died or it timed out: the handler never reached its failure path below.
  onFailed: ({ payload, deps }) =>
    failFloorPlan({
      floorPlanRequestId: payload.floorPlanRequestId,
      message: floorPlanMessages.failed,
      deps,
    }),
  async handler({ payload, job, deps, logger, signal }) {
    try {
      await runFloorPlan({ floorPlanRequestId: payload.floorPlanRequestId, deps, signal, logger });
    } catch (error) {
      const unreadable =
        isEngineError(error) &&
        (error.code === engineErrorCodes.invalidImage || error.code === engineErrorCodes.invalidInput);
      const permanent =
        unreadable ||
        error instanceof PermanentJobError ||
        error instanceof StorageObjectNotFoundError ||
        job.attempt > retry.limit;
      if (!permanent) throw error;
      await failFloorPlan({
        floorPlanRequestId: payload.floorPlanRequestId,
        message: unreadable ? floorPlanMessages.notAFloorPlan : floorPlanMessages.failed,
        deps,
      });
      throw error instanceof PermanentJobError
        ? error
        : new PermanentJobError(error instanceof Error ? error.message : String(error), { cause: error });
    }
  },
});

/** Every floor-plan job, for `jobs/registry.ts`: `...floorPlanJobs`. */
export const floorPlanJobs = [floorPlanExtractJob] as const;

declare module '../../kernel/deps' {
  interface JobCatalog {
    floorPlans: typeof floorPlanJobs;
  }
}
