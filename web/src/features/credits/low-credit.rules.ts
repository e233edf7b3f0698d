import { creditConstants } from '@roomcraft/contracts/credits';

/** Credit-check config (docs/spec §3), with the defaults of section 9. */
export interface CreditCheckConfig {
  creditThreshold: number;
  dismissalDurationMs: number;
}

export const defaultCreditCheckConfig: CreditCheckConfig = {
  creditThreshold: creditConstants.lowCreditThreshold,
  dismissalDurationMs: creditConstants.lowCreditDismissalMs,
};

const DISMISSED_AT_KEY = 'roomcraft.low-credit-dismissed-at';

/** When the user last dismissed the modal (ms since epoch), or null; storage may be unavailable. */
export function readDismissedAt(): number | null {
  try {
    const raw = window.localStorage.getItem(DISMISSED_AT_KEY);
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberDismissal(now: number): void {
  try {
    window.localStorage.setItem(DISMISSED_AT_KEY, String(now));
  } catch {
    // Without storage the modal simply comes back on the next page.
  }
}

export interface LowCreditInput {
  totalCredits: number;
  /** Free-trial accounts that must pay are reminded every time: their dismissal is not remembered. */
  mustPay: boolean;
  dismissedAt: number | null;
  now: number;
  config?: CreditCheckConfig;
}

/**
 * The low-credit modal's rule (docs/spec §4): shown while credits are below the threshold and not
 * dismissed within the dismissal duration; free_trial accounts needing payment ignore past dismissals.
 */
export function shouldShowLowCreditModal({
  totalCredits,
  mustPay,
  dismissedAt,
  now,
  config = defaultCreditCheckConfig,
}: LowCreditInput): boolean {
  if (totalCredits >= config.creditThreshold) return false;
  if (mustPay || dismissedAt === null) return true;
  return now - dismissedAt >= config.dismissalDurationMs;
}
