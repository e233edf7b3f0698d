import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaywallStatus } from '@roomcraft/contracts/billing';
import { json, makeSession, renderApp, signedOutResponse } from '@/test/render-app';
import { decidePaywall, isPaywallExempt } from './paywall.rules';

const status = (overrides: Partial<PaywallStatus> = {}): PaywallStatus => ({
  accountType: 'free_trial',
  needsPayment: true,
  hasPaidAccount: false,
  paywallEnabled: true,
  ...overrides,
});

function renderSignedIn(path: string, paywall: PaywallStatus, answered: Promise<void> = Promise.resolve()) {
  return renderApp(path, {
    '/api/me': () => json(200, makeSession()),
    '/api/paywall-status': async () => {
      await answered;
      return json(200, paywall);
    },
    '/api/billing/tiers': () => json(200, { tiers: [] }),
    '/api/billing/packages': () => json(200, { packages: [] }),
  });
}

describe('paywall guard', () => {
  it('sends users who need payment to /pricing with the message, after the loading state', async () => {
    // The status answers only once the loading state has been seen: with the page's code already loaded
    // (an earlier test), it would otherwise pass before the assertion looks. The sign-in check's skeleton
    // hands over to the guard's, so the text is looked up afresh rather than held as one element.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { router } = renderSignedIn('/compose', status(), answered);
    await waitFor(() => expect(screen.getByText('Loading…')).toBeInTheDocument());
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(await screen.findByText('Please select a plan to continue using Roomcraft')).toBeInTheDocument();
  });

  it('tells legacy free accounts that never paid that their free access ended', async () => {
    const { router } = renderSignedIn(
      '/compose',
      status({ accountType: 'legacy_free', needsPayment: false, hasPaidAccount: false }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(
      await screen.findByText(
        'Free access period has ended. Please select a plan to continue using Roomcraft',
      ),
    ).toBeInTheDocument();
  });

  it('lets paying users, exempt paths and a disabled paywall through', async () => {
    const paid = renderSignedIn(
      '/compose',
      status({ accountType: 'paid', needsPayment: false, hasPaidAccount: true }),
    );
    expect(await screen.findByRole('heading', { name: 'Compose' })).toBeInTheDocument();
    paid.unmount();

    const off = renderSignedIn('/compose', status({ paywallEnabled: false }));
    expect(await screen.findByRole('heading', { name: 'Compose' })).toBeInTheDocument();
    off.unmount();

    const exempt = renderSignedIn('/cost-estimations/abc', status());
    expect(await screen.findByRole('heading', { name: /cost estimation/i })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(exempt.router.state.location.pathname).toBe('/cost-estimations/abc');
  });

  it('sends visitors to /login and remembers the path', async () => {
    const { router } = renderApp('/compose?x=1', { '/api/me': signedOutResponse });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/compose?x=1')}`);
  });
});

describe('paywall rules', () => {
  const at = (pathname: string) => ({ pathname });

  it('waits while the session or the status loads, and lets a missing status through', () => {
    expect(decidePaywall({ session: 'loading', status: undefined, location: at('/compose') })).toEqual({
      kind: 'loading',
    });
    expect(decidePaywall({ session: 'signed-in', status: undefined, location: at('/compose') })).toEqual({
      kind: 'loading',
    });
    expect(decidePaywall({ session: 'signed-in', status: null, location: at('/compose') })).toEqual({
      kind: 'allow',
    });
  });

  it('sends visitors to /login with path, query and hash', () => {
    expect(
      decidePaywall({
        session: 'signed-out',
        status: undefined,
        location: { pathname: '/ideation', search: '?room=r1', hash: '#top' },
      }),
    ).toEqual({ kind: 'login', to: `/login?redirect=${encodeURIComponent('/ideation?room=r1#top')}` });
  });

  it('knows the exempt paths of the spec', () => {
    for (const path of [
      '/gallery',
      '/design/i1',
      '/cost-estimations/e1',
      '/ideations/r1',
      '/projects/p1',
      '/shared-rooms',
      '/account',
      '/billing',
      '/billing/pay/p1',
      '/credits',
      '/settings',
      '/dashboard',
    ]) {
      expect(isPaywallExempt(path), path).toBe(true);
    }
    for (const path of [
      '/ideation',
      '/compose',
      '/cost-estimations',
      '/projects',
      '/floor-plans',
      '/designs/x',
    ]) {
      expect(isPaywallExempt(path), path).toBe(false);
    }
  });

  it('leaves legacy free accounts that paid alone', () => {
    const paidLegacy = status({ accountType: 'legacy_free', needsPayment: false, hasPaidAccount: true });
    expect(decidePaywall({ session: 'signed-in', status: paidLegacy, location: at('/compose') })).toEqual({
      kind: 'allow',
    });
  });
});
