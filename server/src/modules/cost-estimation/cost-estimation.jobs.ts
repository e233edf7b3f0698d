import { costEstimationMessages } from '@roomcraft/contracts';
import { z } from 'zod';
import { defineJob, PermanentJobError, type JobRetryPolicy } from '../../kernel/jobs';
import { failCostEstimation, runCostEstimation } from './cost-estimation-run.usecases';

const retry: JobRetryPolicy = { limit: 2, delaySeconds: 2, backoff: true, maxDelaySeconds: 30 };

/**
 * `cost-estimation.run`: prices the reviewed scope (cost-estimation-run.usecases.ts). Enqueue with
 * `singletonKey: costEstimationId`. When it gives up (last attempt or a permanent error) the estimate is
 * marked failed and its credits go back.
 */
export const costEstimationRunJob = defineJob({
  name: 'cost-estimation.run',
  payload: z.object({ costEstimationId: z.uuid() }),
  retry,
  expireInSeconds: 60,
  // Its last attempt's worker died or it timed out: the handler never reached its failure path below.
  onFailed: ({ payload, deps }) =>
    failCostEstimation({
      costEstimationId: payload.costEstimationId,
      message: costEstimationMessages.failed,
      deps,
    }),
  async handler({ payload, job, deps, logger }) {
    try {
      await runCostEstimation({ costEstimationId: payload.costEstimationId, deps, logger });
    } catch (error) {
      const permanent = error instanceof PermanentJobError || job.attempt > retry.limit;
      if (!permanent) throw error;
      await failCostEstimation({
        costEstimationId: payload.costEstimationId,
        message: costEstimationMessages.failed,
        deps,
      });
      throw error instanceof PermanentJobError
        ? error
        : new PermanentJobError(error instanceof Error ? error.message : String(error), { cause: error });
    }
  },
});

/** Every cost-estimation job, for `jobs/registry.ts`: `...costEstimationJobs`. */
export const costEstimationJobs = [costEstimationRunJob] as const;

declare module '../../kernel/deps' {
  interface JobCatalog {
    costEstimation: typeof costEstimationJobs;
  }
}
