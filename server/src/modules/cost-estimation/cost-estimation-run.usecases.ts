import { featureCosts } from '@roomcraft/contracts/credits';
import {
  costAnalysisFeature,
  costEstimationMessages,
  costEstimationTopics,
  finishTiers,
  contractors,
  type CostAlternative,
  type CostProject,
} from '@roomcraft/contracts';
import type { Logger } from 'pino';
import type { Deps } from '../../kernel/deps';
import { releaseReservation, settleCredits } from '../credits';
import { createCostEstimationRepository } from './cost-estimation.repository';
import { estimateProjectCost } from './estimator';

export type CostEstimationRunDeps = Pick<Deps, 'database' | 'events'>;

/**
 * v2's alternatives: the same scope at every finish tier, and (at the chosen tier) with every way of
 * running the job, so the page can show what a cheaper or dearer choice does to the total.
 */
export function alternativesFor(project: CostProject): CostAlternative[] {
  const alternatives: CostAlternative[] = [];
  for (const finishTier of finishTiers) {
    const estimate = estimateProjectCost({ ...project, finishTier });
    alternatives.push({
      label: `${finishTier} finishes`,
      finishTier,
      contractor: estimate.contractor,
      totalCents: estimate.totalCents,
      rangeCents: estimate.rangeCents,
    });
  }
  for (const contractor of contractors) {
    const estimate = estimateProjectCost({ ...project, contractor });
    alternatives.push({
      label: contractor.replaceAll('-', ' '),
      finishTier: project.finishTier,
      contractor,
      totalCents: estimate.totalCents,
      rangeCents: estimate.rangeCents,
    });
  }
  return alternatives;
}

/**
 * Runs one estimate: reads the reviewed scope, prices it, stores the estimate and settles the credits.
 * Idempotent: a finished estimate is left alone, and settling is keyed by the estimate's id.
 */
export async function runCostEstimation({
  costEstimationId,
  deps,
  logger,
}: {
  costEstimationId: string;
  deps: CostEstimationRunDeps;
  logger: Logger;
}): Promise<void> {
  const repository = createCostEstimationRepository({ db: deps.database.db });
  const { estimation } = await repository.findById({ id: costEstimationId });
  if (!estimation) {
    logger.warn({ costEstimationId }, 'cost estimation is gone; nothing to run');
    return;
  }
  if (estimation.status === 'completed' || estimation.status === 'failed') return;
  const publish = () =>
    deps.events.publish({
      topics: [costEstimationTopics.estimation(estimation.id), costEstimationTopics.list],
      userId: estimation.userId,
    });
  await repository.update({
    id: estimation.id,
    changes: {
      status: 'processing',
      progress: 30,
      currentStep: 'pricing',
      message: costEstimationMessages.pricing,
    },
  });
  await publish();
  const estimate = estimateProjectCost(estimation.project);
  const alternatives = estimation.version === 'v2' ? alternativesFor(estimation.project) : [];
  if (estimation.reservationId)
    await settleCredits({
      database: deps.database,
      events: deps.events,
      reservationId: estimation.reservationId,
      amount: featureCosts[costAnalysisFeature[estimation.version]],
      reference: `cost-estimation:${estimation.id}`,
    });
  await repository.update({
    id: estimation.id,
    changes: {
      status: 'completed',
      progress: 100,
      currentStep: 'completed',
      message: costEstimationMessages.completed,
      estimate,
      alternatives,
      totalCost: estimate.totalCents,
      completedAt: new Date(),
    },
  });
  await publish();
}

/** The job gave up: the estimate is failed and every credit still held goes back. */
export async function failCostEstimation({
  costEstimationId,
  message,
  deps,
}: {
  costEstimationId: string;
  message: string;
  deps: CostEstimationRunDeps;
}): Promise<void> {
  const repository = createCostEstimationRepository({ db: deps.database.db });
  const { estimation } = await repository.findById({ id: costEstimationId });
  if (!estimation || estimation.status === 'completed') return;
  if (estimation.reservationId)
    await releaseReservation({
      database: deps.database,
      events: deps.events,
      reservationId: estimation.reservationId,
    });
  await repository.update({
    id: estimation.id,
    changes: {
      status: 'failed',
      progress: 100,
      currentStep: 'failed',
      message,
      error: message,
      completedAt: new Date(),
    },
  });
  await deps.events.publish({
    topics: [costEstimationTopics.estimation(estimation.id), costEstimationTopics.list],
    userId: estimation.userId,
  });
}
