import { errorCodes } from '@roomcraft/contracts';
import { creditErrorCodes } from '@roomcraft/contracts/credits';
import { studioLimits, studioMessages, uploadErrorCodes } from '@roomcraft/contracts/studio';
import { AppError } from '../../kernel/errors';

// Every expected studio failure, with the spec's texts (packages/contracts/src/studio.ts). Missing and
// another user's ids are the same 404, so ids of other accounts cannot be probed.

export const createUploadTooLargeError = ({ bytes }: { bytes: number }) =>
  new AppError({
    code: uploadErrorCodes.tooLarge,
    status: 413,
    message: studioMessages.fileTooLarge.description(bytes),
    details: { maxBytes: String(studioLimits.uploadMaxBytes), bytes: String(bytes) },
  });

export const createUploadUnsupportedError = () =>
  new AppError({
    code: uploadErrorCodes.unsupportedFormat,
    status: 415,
    message: studioMessages.unsupportedFormat.description,
  });

export const createUploadEmptyError = () =>
  new AppError({
    code: uploadErrorCodes.empty,
    status: 400,
    message: studioMessages.noFileDetected.description,
  });

export const createUploadUnreadableError = (cause?: unknown) =>
  new AppError({
    code: uploadErrorCodes.unreadable,
    status: 400,
    message: studioMessages.uploadFailed.description,
    cause,
  });

export const createUploadNotFoundError = () =>
  new AppError({ code: errorCodes.notFound, status: 404, message: 'This upload was not found.' });

export const createRoomNotFoundError = () =>
  new AppError({ code: errorCodes.notFound, status: 404, message: studioMessages.roomNotFound.description });

export const createIdeationNotFoundError = () =>
  new AppError({ code: errorCodes.notFound, status: 404, message: studioMessages.unableToLoad.description });

export const createIdeaNotFoundError = () =>
  new AppError({ code: errorCodes.notFound, status: 404, message: 'This idea was not found.' });

export const createInvalidCursorError = () =>
  new AppError({ code: errorCodes.validation, status: 400, message: 'The gallery cursor is invalid.' });

/** The ledger's own 402 says "Needs N credits"; the studio says it in the spec's ideation words. */
export const createInsufficientCreditsForIdeasError = ({
  numberOfIdeas,
  moreLikeThis,
  cause,
}: {
  numberOfIdeas: number;
  moreLikeThis: boolean;
  cause?: unknown;
}) => {
  const details = cause instanceof AppError ? cause.details : undefined;
  return new AppError({
    code: creditErrorCodes.insufficient,
    status: 402,
    message: moreLikeThis
      ? studioMessages.insufficientForMoreIdeas(numberOfIdeas)
      : studioMessages.insufficientForIdeas(numberOfIdeas),
    ...(details ? { details } : {}),
    cause,
  });
};

/** A provider was asked for by name on a server without its key: refused before any credit is held. */
export const createProviderNotConfiguredError = ({ model }: { model: 'openai' | 'gemini' }) =>
  new AppError({
    code: 'engine.provider_not_configured',
    status: 422,
    message: `${model === 'openai' ? 'OpenAI' : 'Gemini'} is not configured on this server. Choose Auto to use the offline engine.`,
    details: { model: 'is not configured on this server' },
  });
