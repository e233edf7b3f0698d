import { costEstimationErrorCodes, costEstimationMessages } from '@roomcraft/contracts';
import { AppError } from '../../kernel/errors';

// Missing and another user's ids are the same 404, so ids of other accounts cannot be probed.

export const createCostEstimationNotFoundError = () =>
  new AppError({
    code: costEstimationErrorCodes.notFound,
    status: 404,
    message: costEstimationMessages.notFound,
  });

/** docs/spec §6: cost estimation needs the Professional plan or higher. */
export const createCostEstimationPlanRequiredError = () =>
  new AppError({
    code: costEstimationErrorCodes.planRequired,
    status: 403,
    message: costEstimationMessages.needsProfessional,
  });
