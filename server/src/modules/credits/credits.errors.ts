import { creditErrorCodes, creditMessages } from '@roomcraft/contracts/credits';
import {
  AppError,
  createNotFoundError,
  createUnauthorizedError,
  createValidationError,
} from '../../kernel/errors';

/** 402: the balance (free plus premium) is below what the feature needs (docs/spec §5). */
export const createInsufficientCreditsError = ({
  needed,
  available,
}: {
  needed: number;
  available: number;
}) =>
  new AppError({
    code: creditErrorCodes.insufficient,
    status: 402,
    message: creditMessages.insufficient(needed),
    details: { needed: String(needed), available: String(available) },
  });

/** 402: a premium-only feature and too few premium credits (docs/spec §5). */
export const createInsufficientPremiumCreditsError = ({
  needed,
  available,
}: {
  needed: number;
  available: number;
}) =>
  new AppError({
    code: creditErrorCodes.insufficientPremium,
    status: 402,
    message: creditMessages.insufficientPremium(needed, available),
    details: { needed: String(needed), available: String(available) },
  });

/** 401 with the spec's credit-check wording. */
export const createCreditsAuthenticationRequiredError = () =>
  createUnauthorizedError({ message: creditMessages.authenticationRequired });

export const createReservationNotFoundError = () =>
  createNotFoundError({ message: 'Credit reservation not found.' });

/** A programming error of the caller (amounts are computed by our own code), still never a 500. */
export const createInvalidCreditAmountError = (amount: number) =>
  createValidationError({
    message: 'Credit amounts must be whole numbers.',
    details: { amount: String(amount) },
  });
