import {
  creditBalanceSchema,
  creditHistoryResponseSchema,
  creditPaths,
  type CreditBalance,
} from '@roomcraft/contracts/credits';
import { apiFetch } from '@/lib/api-client';

/** The signed-in user's balance (`GET /api/credits`). */
export async function fetchCredits(): Promise<CreditBalance> {
  return creditBalanceSchema.parse(await apiFetch(creditPaths.credits));
}

/** Recent ledger entries, newest first (`GET /api/credits/history`). */
export async function fetchCreditHistory(limit = 50) {
  const body = await apiFetch(`${creditPaths.history}?limit=${limit}`);
  return creditHistoryResponseSchema.parse(body).entries;
}
