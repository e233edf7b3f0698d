import { sharingErrorCodes, sharingMessages } from '@roomcraft/contracts/sharing';
import { AppError } from '../../kernel/errors';

// Missing ids and another user's ids are the same 404 (ADR 022), so ids of other accounts cannot be probed.

export const createShareNotFoundError = () =>
  new AppError({ code: sharingErrorCodes.notFound, status: 404, message: sharingMessages.notFound });

export const createShareExpiredError = () =>
  new AppError({ code: sharingErrorCodes.expired, status: 410, message: sharingMessages.expired });

export const createShareRevokedError = () =>
  new AppError({ code: sharingErrorCodes.revoked, status: 410, message: sharingMessages.revoked });

export const createSharingNotInPlanError = () =>
  new AppError({
    code: sharingErrorCodes.sharingNotInPlan,
    status: 403,
    message: sharingMessages.sharingNotInPlan,
  });

export const createShareLimitReachedError = ({ max }: { max: number }) =>
  new AppError({
    code: sharingErrorCodes.shareLimitReached,
    status: 403,
    message: sharingMessages.shareLimitReached(max),
    details: { maxShareLinks: String(max) },
  });

export const createNotShareableError = () =>
  new AppError({ code: sharingErrorCodes.notShareable, status: 409, message: sharingMessages.notShareable });

export const createProjectNotFoundError = () =>
  new AppError({
    code: sharingErrorCodes.projectNotFound,
    status: 404,
    message: sharingMessages.projectNotFound,
  });

export const createProjectsNotInPlanError = () =>
  new AppError({
    code: sharingErrorCodes.projectsNotInPlan,
    status: 403,
    message: sharingMessages.projectsNotInPlan,
  });

export const createProjectLimitReachedError = ({ max }: { max: number }) =>
  new AppError({
    code: sharingErrorCodes.projectLimitReached,
    status: 403,
    message: sharingMessages.projectLimitReached(max),
    details: { maxProjectCount: String(max) },
  });

export const createOrganizeNotInPlanError = () =>
  new AppError({
    code: sharingErrorCodes.organizeNotInPlan,
    status: 403,
    message: sharingMessages.organizeNotInPlan,
  });

export const createNotesNotInPlanError = () =>
  new AppError({
    code: sharingErrorCodes.notesNotInPlan,
    status: 403,
    message: sharingMessages.notesNotInPlan,
  });

export const createProjectItemNotFoundError = () =>
  new AppError({ code: sharingErrorCodes.itemNotFound, status: 404, message: sharingMessages.itemNotFound });

export const createItemAlreadyInProjectError = () =>
  new AppError({
    code: sharingErrorCodes.itemAlreadyInProject,
    status: 409,
    message: sharingMessages.itemAlreadyInProject,
  });

export const createProjectFullError = () =>
  new AppError({ code: sharingErrorCodes.projectFull, status: 409, message: sharingMessages.projectFull });

export const createCollaborationNotInPlanError = () =>
  new AppError({
    code: sharingErrorCodes.collaborationNotInPlan,
    status: 403,
    message: sharingMessages.collaborationNotInPlan,
  });

export const createTeamLimitReachedError = ({ max }: { max: number }) =>
  new AppError({
    code: sharingErrorCodes.teamLimitReached,
    status: 403,
    message: sharingMessages.teamLimitReached(max),
  });

export const createMemberExistsError = () =>
  new AppError({ code: sharingErrorCodes.memberExists, status: 409, message: sharingMessages.memberExists });

export const createMemberNotFoundError = () =>
  new AppError({
    code: sharingErrorCodes.memberNotFound,
    status: 404,
    message: sharingMessages.memberNotFound,
  });
