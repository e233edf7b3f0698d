import { paywallConfig, paywallMessages, type PaywallStatus } from '@roomcraft/contracts/billing';
import { loginPath } from '@/features/session/session.api';

/** The product name the paywall messages name (docs/spec §4, `{product}`). */
export const PRODUCT_NAME = 'Roomcraft';

export type PaywallDecision =
  | { kind: 'loading' }
  | { kind: 'allow' }
  | { kind: 'login'; to: string }
  | { kind: 'pricing'; to: '/pricing'; message: string };

/** Exempt paths of docs/spec §4: `/gallery` covers `/gallery/...`; `/design/` covers `/design/{id}`. */
export function isPaywallExempt(pathname: string): boolean {
  if (pathname === '/pricing') return true;
  return paywallConfig.exemptPaths.some((path) =>
    path.endsWith('/') ? pathname.startsWith(path) : pathname === path || pathname.startsWith(`${path}/`),
  );
}

export interface PaywallInput {
  session: 'loading' | 'signed-in' | 'signed-out' | 'error';
  /** `undefined` while loading, `null` when the server gives none (then nothing is enforced). */
  status: PaywallStatus | null | undefined;
  /** Path, search and hash of the page being guarded (remembered for after sign-in). */
  location: { pathname: string; search?: string; hash?: string };
}

/**
 * The paywall guard of docs/spec §4. Visitors go to /login with the path remembered; while the
 * 'enable-paywall' flag is on, users needing payment, and legacy_free accounts that never paid, go to
 * /pricing with the spec's message, except on the exempt paths. A session error is left to the page's own
 * error handling.
 */
export function decidePaywall({ session, status, location }: PaywallInput): PaywallDecision {
  if (session === 'loading') return { kind: 'loading' };
  if (session === 'error') return { kind: 'allow' };
  if (session === 'signed-out') {
    const path = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
    return { kind: 'login', to: loginPath(path) };
  }
  if (status === undefined) return { kind: 'loading' };
  if (status === null || !status.paywallEnabled || isPaywallExempt(location.pathname))
    return { kind: 'allow' };
  const legacyUnpaid = status.accountType === 'legacy_free' && !status.hasPaidAccount;
  if (!status.needsPayment && !legacyUnpaid) return { kind: 'allow' };
  const message =
    status.accountType === 'legacy_free'
      ? paywallMessages.legacyFree(PRODUCT_NAME)
      : paywallMessages.selectPlan(PRODUCT_NAME);
  return { kind: 'pricing', to: '/pricing', message };
}
