import {
  ideationStatusMessage,
  type Idea,
  type IdeationProgress,
  type IdeationRequest,
  type IdeationStatus,
} from '@roomcraft/contracts/studio';
import type { Creativity } from '@roomcraft/contracts/catalogue/index';
import { engineNameSchema } from '@roomcraft/contracts/catalogue/engine-options';
import type { StoragePort } from '../../../providers/storage/storage.port';
import type { IdeaRow, IdeationRequestRow } from '../studio.table';
import { signedUrl, signedUrlOrNull } from '../studio.urls';

/** Steps of a request (docs/spec §4): analyse, generate ideas, then one per image. */
export const totalStepsFor = (numberOfIdeas: number) => 2 + numberOfIdeas;

/**
 * The progress record of a request in a status, with `imagesDone` images finished (made or failed).
 * Progress is 0..100 from the steps done; a failed request keeps the steps it got through.
 */
export function progressFor({
  status,
  numberOfIdeas,
  imagesDone = 0,
  stepsCompletedBefore = 0,
}: {
  status: IdeationStatus;
  numberOfIdeas: number;
  imagesDone?: number;
  stepsCompletedBefore?: number;
}) {
  const totalSteps = totalStepsFor(numberOfIdeas);
  let stepsCompleted: number;
  if (status === 'pending' || status === 'analyzing_image') stepsCompleted = 0;
  else if (status === 'generating_ideas') stepsCompleted = 1;
  else if (status === 'completed') stepsCompleted = totalSteps;
  else if (status === 'failed') stepsCompleted = stepsCompletedBefore;
  else stepsCompleted = 2 + imagesDone;
  stepsCompleted = Math.min(totalSteps, Math.max(0, stepsCompleted));
  return {
    status,
    stepsCompleted,
    totalSteps,
    progress: Math.round((100 * stepsCompleted) / totalSteps),
    message: ideationStatusMessage(status, numberOfIdeas),
    currentStep: status,
  };
}

export function toIdeationProgressDto(row: IdeationRequestRow): IdeationProgress {
  return {
    ideationRequestId: row.id,
    status: row.status,
    progress: Math.min(100, Math.max(0, row.progress)),
    stepsCompleted: row.stepsCompleted,
    totalSteps: row.totalSteps,
    message: row.message,
    currentStep: row.currentStep,
    error: row.error,
  };
}

export async function toIdeationRequestDto(
  row: IdeationRequestRow,
  storage: StoragePort,
): Promise<IdeationRequest> {
  const imageUrl = await signedUrl(storage, row.sourceKey);
  return {
    ...toIdeationProgressDto(row),
    _id: row.id,
    roomImageId: row.roomImageId,
    originalImageUrl: imageUrl,
    imageUrl,
    numberOfIdeas: row.numberOfIdeas,
    userPrompt: row.userPrompt,
    itemsNotToChange: row.itemsNotToChange,
    roomType: row.roomType,
    designStyle: row.designStyle,
    creativityLevel: row.creativityLevel as Creativity,
    roomLocation: row.roomLocation,
    customRoomLocation: row.customRoomLocation,
    parentMetadata: row.parentMetadata,
    model: row.model,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export async function toIdeaDto(row: IdeaRow, storage: StoragePort): Promise<Idea> {
  const [imageUrl, thumbnailUrl] = await Promise.all([
    signedUrlOrNull(storage, row.generatedKey),
    signedUrlOrNull(storage, row.thumbnailKey),
  ]);
  const design = row.design;
  const engine = engineNameSchema.safeParse(row.engine);
  return {
    _id: row.id,
    ideationRequestId: row.ideationRequestId,
    order: row.order,
    ideaTitle: design.title,
    title: design.title,
    ideaDescription: design.description,
    description: design.description,
    style: design.style,
    mood: design.mood,
    colorPalette: design.colorPalette,
    estimatedCost: design.estimatedCost,
    difficulty: design.difficulty,
    targetAudience: design.targetAudience,
    designElements: design.designElements,
    generatedPrompt: design.generatedPrompt,
    status: row.status,
    generatedImageUrl: imageUrl,
    imageUrl,
    thumbnailUrl,
    roomImageId: row.roomImageId,
    isFavorite: row.isFavorite,
    error: row.error,
    engine: engine.success ? engine.data : null,
    model: row.model,
    structureScore: row.structureScore,
    fallbackReason: row.fallbackReason,
  };
}
