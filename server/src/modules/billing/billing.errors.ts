import { billingErrorCodes, billingMessages } from '@roomcraft/contracts/billing';
import { AppError } from '../../kernel/errors';

/** Visitors buying or subscribing get the spec's sign-in message (section 8). */
export const createPurchaseLoginRequiredError = ({ isSubscription }: { isSubscription: boolean }) =>
  new AppError({
    code: billingErrorCodes.loginRequired,
    status: 401,
    message: isSubscription
      ? billingMessages.subscribeLoginRequired.description
      : billingMessages.purchaseLoginRequired.description,
  });

export const createPackageNotFoundError = () =>
  new AppError({
    code: billingErrorCodes.packageNotFound,
    status: 404,
    message: 'This credit package does not exist.',
  });

export const createServiceNotFoundError = () =>
  new AppError({
    code: billingErrorCodes.serviceNotFound,
    status: 404,
    message: 'This design service does not exist.',
  });

export const createTierNotFoundError = () =>
  new AppError({
    code: billingErrorCodes.tierNotFound,
    status: 404,
    message: 'This subscription plan does not exist.',
  });

export const createPaymentNotFoundError = () =>
  new AppError({
    code: billingErrorCodes.paymentNotFound,
    status: 404,
    message: 'This payment does not exist.',
  });

export const createPaymentNotPendingError = () =>
  new AppError({
    code: billingErrorCodes.paymentNotPending,
    status: 409,
    message: 'This payment is already completed or cancelled.',
  });

export const createSubscriptionNotFoundError = () =>
  new AppError({
    code: billingErrorCodes.subscriptionNotFound,
    status: 404,
    message: 'This subscription does not exist.',
  });

export const createInvoiceNotFoundError = () =>
  new AppError({
    code: billingErrorCodes.invoiceNotFound,
    status: 404,
    message: 'This invoice does not exist.',
  });

export const createInvalidSignatureError = () =>
  new AppError({
    code: billingErrorCodes.invalidSignature,
    status: 400,
    message: 'The webhook signature is missing or invalid.',
  });

/** The payment provider failed: 502 with the spec's retry message. */
export const createProviderFailedError = ({
  isSubscription,
  cause,
}: {
  isSubscription: boolean;
  cause: unknown;
}) =>
  new AppError({
    code: billingErrorCodes.providerFailed,
    status: 502,
    message: isSubscription
      ? billingMessages.subscriptionError.description
      : billingMessages.purchaseError.description,
    cause,
  });
