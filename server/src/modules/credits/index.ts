/** The credits module's public surface: balances, reservations for paid work, grants. */
export { creditsRoutes } from './credits.routes';
export {
  getCreditBalance,
  grantCredits,
  refundCredits,
  releaseReservation,
  reserveCredits,
  settleCredits,
  type CreditsDeps,
} from './credits.usecases';
