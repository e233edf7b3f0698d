import { errorCodes } from '@roomcraft/contracts';
import { creditErrorCodes } from '@roomcraft/contracts/credits';
import { floorPlanMessages } from '@roomcraft/contracts/floor-plans';
import { AppError } from '../../kernel/errors';

// Missing and another user's ids are the same 404, so ids of other accounts cannot be probed.

export const createFloorPlanNotFoundError = () =>
  new AppError({
    code: errorCodes.notFound,
    status: 404,
    message: floorPlanMessages.unableToLoad.description,
  });

export const createFloorPlanIdeaNotFoundError = () =>
  new AppError({ code: errorCodes.notFound, status: 404, message: floorPlanMessages.ideaNotFound });

/** The storage id is not one of the caller's uploads (or does not exist). */
export const createFloorPlanUploadNotFoundError = () =>
  new AppError({ code: errorCodes.notFound, status: 404, message: floorPlanMessages.uploadFirst });

/** The ledger's own 402 says "Needs N credits"; this says it in the floor plan's words. */
export const createInsufficientCreditsForFloorPlanError = ({ cause }: { cause?: unknown }) => {
  const details = cause instanceof AppError ? cause.details : undefined;
  return new AppError({
    code: creditErrorCodes.insufficient,
    status: 402,
    message: floorPlanMessages.insufficientCredits,
    ...(details ? { details } : {}),
    cause,
  });
};

export const createFloorPlanNotCompletedError = () =>
  new AppError({ code: 'floor_plans.not_completed', status: 409, message: floorPlanMessages.notCompleted });

export const createFloorPlanUnknownRoomError = () =>
  new AppError({
    code: errorCodes.validation,
    status: 400,
    message: floorPlanMessages.unknownRoom,
    details: { rooms: floorPlanMessages.unknownRoom },
  });
