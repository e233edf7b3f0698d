import { errorCodes } from '@roomcraft/contracts';
import { AppError } from '../../../kernel/errors';

// Expected generation failures with stable codes (generation.snake_reason). Missing and another user's
// rooms are the studio's 404 (createRoomNotFoundError).

export const createUnknownFurnitureError = ({ itemId }: { itemId: string }) =>
  new AppError({
    code: errorCodes.validation,
    status: 400,
    message: `"${itemId}" is not in the furniture catalogue.`,
    details: { items: 'unknown catalogue item' },
  });

export const createRoomNotReadyError = () =>
  new AppError({
    code: 'generation.source_not_ready',
    status: 409,
    message: 'This image is still being generated. Try again when it is ready.',
  });
