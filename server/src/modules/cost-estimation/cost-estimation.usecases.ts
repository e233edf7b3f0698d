import { randomUUID } from 'node:crypto';
import {
  costAnalysisFeature,
  costEstimationMessages,
  costEstimationTopics,
  type CostEstimation,
  type CostEstimationProgress,
  type CostEstimate,
  type CostProjectInput,
  type costEstimationStartRequestSchema,
} from '@roomcraft/contracts';
import { featureCosts } from '@roomcraft/contracts/credits';
import type { z } from 'zod';
import type { Deps } from '../../kernel/deps';
import { isUuid } from '../../kernel/ids';
import type { StoragePort } from '../../providers/storage/storage.port';
import { getPlan, type createBillingRepository } from '../billing';
import { releaseReservation, reserveCredits } from '../credits';
import { getOwnRoomImageOrThrow, type RoomImagesRepository } from '../studio';
import {
  createCostEstimationNotFoundError,
  createCostEstimationPlanRequiredError,
} from './cost-estimation.errors';
import type { CostEstimationRepository } from './cost-estimation.repository';
import type { CostEstimationRow } from './cost-estimation.table';
import { estimateProjectCost } from './estimator';

export type CostEstimationStartInput = z.output<typeof costEstimationStartRequestSchema>;
type BillingRepository = ReturnType<typeof createBillingRepository>;

/** Finished estimates stay in the active list this long (docs/spec §4: removed 5 minutes after). */
const activeWindowMs = 5 * 60 * 1000;

export async function toCostEstimationDto(
  row: CostEstimationRow,
  storage: StoragePort,
): Promise<CostEstimation> {
  return {
    id: row.id,
    roomImageId: row.roomImageId,
    roomThumbnailUrl: row.roomThumbnailKey
      ? await storage.getSignedUrl({ key: row.roomThumbnailKey, expiresInSeconds: 24 * 60 * 60 })
      : null,
    version: row.version,
    status: row.status,
    progress: row.progress,
    currentStep: row.currentStep,
    message: row.message,
    error: row.error,
    project: row.project,
    estimate: row.estimate,
    alternatives: row.alternatives,
    totalCost: row.totalCost,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export const toProgressDto = (row: CostEstimationRow): CostEstimationProgress => ({
  costEstimationId: row.id,
  status: row.status,
  progress: row.progress,
  currentStep: row.currentStep,
  message: row.message,
  error: row.error,
  startedAt: row.createdAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
});

/**
 * Prices a project description with the pure estimator for /budget-planning (ADR 024, "Budget planning"):
 * behind the same Professional gate as estimates, but nothing is stored and no credit is spent, because it
 * is the same sourced unit costs the page recomputes on every change (milliseconds, no engine, no job).
 */
export async function previewCostEstimate({
  viewer,
  project,
  billingRepository,
}: {
  viewer: { userId: string; isPrivileged: boolean };
  project: CostProjectInput;
  billingRepository: BillingRepository;
}): Promise<CostEstimate> {
  const plan = await getPlan({ account: viewer, billingRepository });
  if (!plan.features.hasCostEstimation) throw createCostEstimationPlanRequiredError();
  return estimateProjectCost(project);
}

/**
 * Starts a cost estimate: checks the Professional gate (docs/spec §6), holds the version's credits
 * (v1 BASIC_COST_ESTIMATION 3, v2 ADVANCED_COST_ANALYSIS_V2 10 premium), records the request as pending and
 * queues `cost-estimation.run`. Nothing is written when the gate or the credits say no.
 */
export async function startCostEstimation({
  viewer,
  input,
  deps,
  roomImagesRepository,
  billingRepository,
  costEstimationRepository,
}: {
  viewer: { userId: string; isPrivileged: boolean };
  input: CostEstimationStartInput;
  deps: Pick<Deps, 'database' | 'events' | 'queue' | 'logger'>;
  roomImagesRepository: RoomImagesRepository;
  billingRepository: BillingRepository;
  costEstimationRepository: CostEstimationRepository;
}): Promise<{ success: true; costEstimationId: string }> {
  const { userId } = viewer;
  const plan = await getPlan({ account: viewer, billingRepository });
  if (!plan.features.hasCostEstimation) throw createCostEstimationPlanRequiredError();
  const roomImage = await getOwnRoomImageOrThrow({ userId, id: input.roomImageId, roomImagesRepository });
  const id = randomUUID();
  const credits = { database: deps.database, events: deps.events, logger: deps.logger };
  const { reservationId } = await reserveCredits({
    ...credits,
    userId,
    feature: costAnalysisFeature[input.version],
    amount: featureAmount(input.version),
    reference: `cost-estimation:${id}`,
  });
  try {
    await costEstimationRepository.insert({
      id,
      userId,
      roomImageId: roomImage.id,
      roomThumbnailKey: roomImage.generatedThumbnailKey ?? roomImage.originalThumbnailKey,
      version: input.version,
      project: input.project,
      reservationId,
      status: 'pending',
      progress: 0,
      currentStep: 'pending',
      message: costEstimationMessages.initializing,
    });
    await deps.queue.enqueue('cost-estimation.run', { costEstimationId: id }, { singletonKey: id });
  } catch (error) {
    // Not recorded or not queued: nothing will spend the hold, so give it back.
    await releaseReservation({ ...credits, reservationId }).catch((releaseError: unknown) =>
      deps.logger.error({ err: releaseError, reservationId }, 'could not release an unused estimate hold'),
    );
    await costEstimationRepository
      .update({ id, changes: { status: 'failed', error: costEstimationMessages.failed, progress: 100 } })
      .catch(() => undefined);
    throw error;
  }
  await deps.events.publish({
    topics: [costEstimationTopics.estimation(id), costEstimationTopics.list],
    userId,
  });
  return { success: true, costEstimationId: id };
}

const featureAmount = (version: CostEstimationStartInput['version']) =>
  featureCosts[costAnalysisFeature[version]];

export async function getCostEstimation({
  userId,
  id,
  costEstimationRepository,
  storage,
}: {
  userId: string;
  id: string;
  costEstimationRepository: CostEstimationRepository;
  storage: StoragePort;
}): Promise<CostEstimation> {
  if (!isUuid(id)) throw createCostEstimationNotFoundError();
  const { estimation } = await costEstimationRepository.findForUser({ userId, id });
  if (!estimation) throw createCostEstimationNotFoundError();
  return toCostEstimationDto(estimation, storage);
}

/** The caller's estimates, newest first; with `roomImageId`, only that room's (404 if not theirs). */
export async function listCostEstimations({
  userId,
  limit,
  roomImageId,
  costEstimationRepository,
  roomImagesRepository,
  storage,
}: {
  userId: string;
  limit: number;
  roomImageId?: string;
  costEstimationRepository: CostEstimationRepository;
  roomImagesRepository: RoomImagesRepository;
  storage: StoragePort;
}): Promise<{ costEstimations: CostEstimation[] }> {
  if (roomImageId) await getOwnRoomImageOrThrow({ userId, id: roomImageId, roomImagesRepository });
  const { estimations } = await costEstimationRepository.listRecent({ userId, limit, roomImageId });
  return { costEstimations: await Promise.all(estimations.map((row) => toCostEstimationDto(row, storage))) };
}

/** The spec's active progress records: unfinished ones and those finished in the last 5 minutes. */
export async function listActiveCostEstimations({
  userId,
  now = new Date(),
  costEstimationRepository,
}: {
  userId: string;
  now?: Date;
  costEstimationRepository: CostEstimationRepository;
}): Promise<{ progress: CostEstimationProgress[] }> {
  const { estimations } = await costEstimationRepository.listActive({
    userId,
    finishedSince: new Date(now.getTime() - activeWindowMs),
  });
  return { progress: estimations.map(toProgressDto) };
}
