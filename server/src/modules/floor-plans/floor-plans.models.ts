import {
  floorPlanStatusMessage,
  type FloorPlanIdea,
  type FloorPlanProgress,
  type FloorPlanRequest,
  type FloorPlanStatus,
} from '@roomcraft/contracts/floor-plans';
import type { StoragePort } from '../../providers/storage/storage.port';
import type { FloorPlanIdeaRow, FloorPlanRequestRow } from './floor-plans.table';

// Signed at read time (they expire), like the studio's image URLs: a day covers a tab left open.
const urlTtlSeconds = 24 * 60 * 60;
const signedUrl = (storage: StoragePort, key: string) =>
  storage.getSignedUrl({ key, expiresInSeconds: urlTtlSeconds });
const signedUrlOrNull = async (storage: StoragePort, key: string | null) =>
  key ? signedUrl(storage, key) : null;

/** Steps of a request: extract the plan, then furnish its rooms. */
export const floorPlanTotalSteps = 2;

/** The progress record of a request in a status; a failed request keeps the steps it got through. */
export function floorPlanProgressFor({
  status,
  stepsCompletedBefore = 0,
}: {
  status: FloorPlanStatus;
  stepsCompletedBefore?: number;
}) {
  const stepsByStatus: Record<FloorPlanStatus, number> = {
    pending: 0,
    extracting: 0,
    generating_ideas: 1,
    completed: floorPlanTotalSteps,
    failed: stepsCompletedBefore,
  };
  const stepsCompleted = stepsByStatus[status];
  // Extraction is most of the work: while it runs the bar shows 10 %, after it 80 %.
  const progressByStatus: Record<FloorPlanStatus, number> = {
    pending: 0,
    extracting: 10,
    generating_ideas: 80,
    completed: 100,
    failed: Math.round((100 * stepsCompletedBefore) / floorPlanTotalSteps),
  };
  return {
    status,
    stepsCompleted,
    totalSteps: floorPlanTotalSteps,
    progress: progressByStatus[status],
    message: floorPlanStatusMessage(status),
    currentStep: status,
  };
}

export function toFloorPlanProgressDto(row: FloorPlanRequestRow): FloorPlanProgress {
  return {
    floorPlanRequestId: row.id,
    status: row.status,
    progress: Math.min(100, Math.max(0, row.progress)),
    stepsCompleted: row.stepsCompleted,
    totalSteps: row.totalSteps,
    message: row.message,
    currentStep: row.currentStep,
    error: row.error,
  };
}

export async function toFloorPlanRequestDto(
  row: FloorPlanRequestRow,
  storage: StoragePort,
): Promise<FloorPlanRequest> {
  const [imageUrl, previewUrl] = await Promise.all([
    signedUrl(storage, row.sourceKey),
    signedUrlOrNull(storage, row.previewKey),
  ]);
  return {
    ...toFloorPlanProgressDto(row),
    _id: row.id,
    title: row.title,
    imageUrl,
    previewUrl,
    designStyle: row.designStyle,
    wallHeightMetres: row.wallHeightMetres,
    model: row.status === 'completed' || row.status === 'generating_ideas' ? row.model : null,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export function toFloorPlanIdeaDto(row: FloorPlanIdeaRow): FloorPlanIdea {
  return {
    ...row.design,
    _id: row.id,
    floorPlanRequestId: row.floorPlanRequestId,
    order: row.order,
    roomId: row.roomId,
    isFavorite: row.isFavorite,
  };
}
