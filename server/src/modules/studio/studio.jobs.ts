import { studioMessages } from '@roomcraft/contracts/studio';
import { z } from 'zod';
import { defineJob, PermanentJobError, type JobRetryPolicy } from '../../kernel/jobs';
import { StorageObjectNotFoundError } from '../../providers/storage/storage.errors';
import type { Deps } from '../../kernel/deps';
import { createIdeasRepository } from './ideation/ideas.repository';
import {
  failIdeation,
  markIdeationResuming,
  runIdeation,
  type IdeationRunRepositories,
} from './ideation/ideation-run.usecases';
import { createIdeationRepository } from './ideation/ideation.repository';
import { generationRunJob } from './generations/generations.jobs';

export const ideationRunPayloadSchema = z.object({ ideationRequestId: z.uuid() });

/** The job's repositories, built here and passed to the use cases (as the routes do). */
function ideationRepositoriesOf(deps: Pick<Deps, 'database'>): IdeationRunRepositories {
  const db = deps.database.db;
  return {
    ideationRepository: createIdeationRepository({ db }),
    ideasRepository: createIdeasRepository({ db }),
  };
}

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
    markIdeationResuming({
      ideationRequestId: payload.ideationRequestId,
      deps,
      ideationRepository: ideationRepositoriesOf(deps).ideationRepository,
    }),
  // Its last attempt's worker died or it timed out: the handler never reached its failure path below.
  onFailed: ({ payload, deps }) =>
    failIdeation({
      ideationRequestId: payload.ideationRequestId,
      message: studioMessages.ideationFailed,
      deps,
      ...ideationRepositoriesOf(deps),
    }),
  async handler({ payload, job, deps, logger, signal }) {
    const repositories = ideationRepositoriesOf(deps);
    const { ideationRequestId } = payload;
    try {
      if (job.attempt > 1)
        await markIdeationResuming({
          ideationRequestId,
          deps,
          ideationRepository: repositories.ideationRepository,
        });
      await runIdeation({ ideationRequestId, deps, signal, logger, ...repositories });
    } catch (error) {
      const permanent =
        error instanceof PermanentJobError ||
        error instanceof StorageObjectNotFoundError ||
        job.attempt > retry.limit;
      if (!permanent) throw error;
      await failIdeation({
        ideationRequestId,
        message: studioMessages.ideationFailed,
        deps,
        ...repositories,
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
