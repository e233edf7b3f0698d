import {
  ideationStatuses,
  ideationStatusMessage,
  isFinishedIdeationStatus,
  studioMessages,
  type IdeationRequest,
  type IdeationStatus,
} from '@roomcraft/contracts/studio';
import type { ProgressStep } from './components/progress-card';

const rank = (status: IdeationStatus) => ideationStatuses.indexOf(status);
const firstImage = rank('creating_image_1');

/**
 * The three steps of docs/spec §4 (analyse, generate ideas, create images): a step is done once the
 * request has moved past it, the current one is active. A failed request keeps what it had done.
 */
export function ideationSteps(
  request: Pick<IdeationRequest, 'status' | 'stepsCompleted' | 'totalSteps'>,
): ProgressStep[] {
  const { status } = request;
  if (status === 'failed') {
    // Steps done before the failure: analysis and ideas count one each, images only when all were made.
    const done =
      request.stepsCompleted >= request.totalSteps && request.totalSteps > 0
        ? 3
        : Math.min(2, Math.max(0, request.stepsCompleted));
    return stepLabels.map((label, index) => ({ label, state: index < done ? 'done' : 'pending' }));
  }
  const at =
    status === 'completed' ? 3 : rank(status) >= firstImage ? 2 : status === 'generating_ideas' ? 1 : 0;
  return stepLabels.map((label, index) => ({
    label,
    state: status === 'completed' || index < at ? 'done' : index === at ? 'active' : 'pending',
  }));
}

const stepLabels = ['Analyze your room', 'Generate design ideas', 'Create images'] as const;

export const ideationPhase = (status: IdeationStatus) =>
  status === 'completed' ? 'completed' : status === 'failed' ? 'failed' : 'running';

/**
 * What is happening now. While a request whose worker stopped (a restart or a crash) waits for its
 * retry, the server says so in `message` until the next step writes its own.
 */
export const ideationStatusText = (request: Pick<IdeationRequest, 'status' | 'numberOfIdeas' | 'message'>) =>
  !isFinishedIdeationStatus(request.status) && request.message === studioMessages.resumingAfterRestart
    ? studioMessages.resumingAfterRestart
    : ideationStatusMessage(request.status, request.numberOfIdeas);
