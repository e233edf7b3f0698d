import { creditRoutes, type CreditBalance } from '@roomcraft/contracts/credits';
import { apiFetch } from '@/lib/api-client';

/** The signed-in user's balance (`creditRoutes.balance`, `GET /api/credits`). */
export async function fetchCredits(): Promise<CreditBalance> {
  return creditRoutes.balance.response.parse(await apiFetch(creditRoutes.balance.path));
}

/** Recent ledger entries, newest first (`creditRoutes.history`, `GET /api/credits/history`). */
export async function fetchCreditHistory(limit = 50) {
  const body = await apiFetch(`${creditRoutes.history.path}?limit=${limit}`);
  return creditRoutes.history.response.parse(body).entries;
}
