import { fileErrorCodes } from '@roomcraft/contracts/files';
import { AppError } from '../../kernel/errors';

export const createFileLinkInvalidError = () =>
  new AppError({ code: fileErrorCodes.linkInvalid, status: 403, message: 'This file link is not valid.' });

export const createFileLinkExpiredError = () =>
  new AppError({
    code: fileErrorCodes.linkExpired,
    status: 403,
    message: 'This file link has expired. Reload the page to get a fresh one.',
  });

export const createFileNotFoundError = () =>
  new AppError({ code: fileErrorCodes.notFound, status: 404, message: 'This file no longer exists.' });

// The Content-Range header of a 416 tells the client how large the file really is.
export const createFileRangeNotSatisfiableError = ({ size }: { size: number }) =>
  new AppError({
    code: fileErrorCodes.rangeNotSatisfiable,
    status: 416,
    message: 'The requested byte range is outside of the file.',
    headers: { 'content-range': `bytes */${size}` },
  });
