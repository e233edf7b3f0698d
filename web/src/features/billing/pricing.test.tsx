import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultCreditPackages, defaultSubscriptionTiers } from '@roomcraft/contracts/billing';
import { browser } from '@/lib/browser';
import { apiError, json, makeSession, renderApp, signedOutResponse } from '@/test/render-app';

type Handler = (init?: RequestInit) => Response | Promise<Response>;
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;

function renderPricing(path: string, handlers: Record<string, Handler> = {}, signedIn = true) {
  return renderApp(path, {
    '/api/me': signedIn ? () => json(200, makeSession()) : signedOutResponse,
    '/api/credits': () => json(200, { freeCredits: 5, premiumCredits: 0, totalCredits: 5 }),
    '/api/billing/tiers': () => json(200, { tiers: defaultSubscriptionTiers }),
    '/api/billing/packages': () => json(200, { packages: defaultCreditPackages }),
    ...handlers,
  });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('/credits and /pricing', () => {
  it('shows the first 3 monthly tiers, 3 packs, prices per design and the most-popular badge', async () => {
    renderPricing('/credits');
    expect(await screen.findByRole('heading', { name: 'Credits & plans', level: 1 })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Starter' });
    const plans = within(screen.getByRole('region', { name: 'Subscriptions' }));
    expect(plans.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toHaveLength(3);
    expect(plans.queryByRole('article', { name: 'Business Max' })).not.toBeInTheDocument();

    expect(within(card('Starter')).getByText('$9')).toBeInTheDocument();
    expect(within(card('Starter')).getByText('/month')).toBeInTheDocument();
    expect(within(card('Starter')).getByText(/\$0\.90 per design/)).toBeInTheDocument();
    expect(within(card('Hobby')).getByText(/\$0\.78 per design/)).toBeInTheDocument();
    expect(within(card('Professional')).getByText(/\$0\.75 per design/)).toBeInTheDocument();
    expect(within(card('Hobby')).getByText('Most Popular')).toBeInTheDocument();
    expect(within(card('Starter')).queryByText('Most Popular')).not.toBeInTheDocument();

    const packs = within(screen.getByRole('region', { name: 'Credit packs' }));
    expect(packs.getAllByRole('article')).toHaveLength(3);
    expect(within(card('DIY Pack')).getByText('$4.99')).toBeInTheDocument();
    expect(within(card('DIY Pack')).getByText(/\$1\.00 per design/)).toBeInTheDocument();
    expect(screen.getByText(/DIY from \$4\.99/)).toBeInTheDocument();
    expect(screen.getAllByText(/Credits never expire/).length).toBeGreaterThan(0);
    expect(screen.getByText('Your balance').parentElement).toHaveTextContent('Your balance5 credits');
  });

  it('switches to annual plans with the Save 2 months badge', async () => {
    const user = userEvent.setup();
    renderPricing('/pricing');
    await screen.findByRole('article', { name: 'Starter' });
    const annual = screen.getByRole('button', { name: /Annual/ });
    expect(annual).toHaveTextContent('Save 2 months');
    await user.click(annual);
    expect(annual).toHaveAttribute('aria-pressed', 'true');
    const starter = card('Starter');
    expect(within(starter).getByText('$90')).toBeInTheDocument();
    expect(within(starter).getByText('/year')).toBeInTheDocument();
    expect(within(starter).getByText('Save 2 months')).toBeInTheDocument();
    expect(within(starter).getByText(/120 credits/)).toBeInTheDocument();
    expect(within(starter).getByText(/\$0\.75 per design/)).toBeInTheDocument();
  });

  it('buys a pack: opens the checkout and goes to its URL', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const checkout = vi.fn((_init?: RequestInit) =>
      json(200, { success: true, checkoutUrl: '/billing/pay/p1', paymentId: 'p1' }),
    );
    renderPricing('/credits', { '/api/billing/checkout': checkout });
    await user.click(await screen.findByRole('button', { name: 'Buy Popular Pack' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/billing/pay/p1'));
    expect(bodyOf(checkout.mock.calls[0]?.[0])).toEqual({ packageId: 'pack-25' });
  });

  it('subscribes with the chosen period', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const subscribe = vi.fn((_init?: RequestInit) =>
      json(200, { success: true, checkoutUrl: 'https://checkout.stripe.com/c/1' }),
    );
    renderPricing('/credits', { '/api/billing/subscribe': subscribe });
    await screen.findByRole('article', { name: 'Starter' });
    await user.click(screen.getByRole('button', { name: /Annual/ }));
    await user.click(screen.getByRole('button', { name: 'Subscribe Hobby' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/1'));
    expect(bodyOf(subscribe.mock.calls[0]?.[0])).toEqual({
      tierId: 'hobby-annual',
      period: 'annual',
    });
  });

  it("says 'Current plan' (disabled) on the tier the user subscribes to, in its period", async () => {
    const active = {
      id: 's1',
      tierId: 'hobby-annual',
      tierName: 'Hobby',
      planType: 'credits',
      period: 'annual',
      status: 'active',
      price: 39000,
      credits: 600,
      currentPeriodEnd: '2026-05-15T12:00:00.000Z',
      cancelAtPeriodEnd: false,
      isActive: true,
      createdAt: '2025-05-15T12:00:00.000Z',
    };
    renderPricing('/credits', { '/api/billing/subscription': () => json(200, { subscription: active }) });
    const current = await screen.findByRole('button', { name: 'Current plan: Hobby' });
    expect(current).toBeDisabled();
    expect(current).toHaveTextContent('Current plan');
    expect(screen.getByRole('button', { name: /Annual/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Subscribe Hobby' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe Starter' })).toBeEnabled();
  });

  it('offers the plan again once the subscription has ended', async () => {
    const ended = {
      id: 's1',
      tierId: 'hobby-monthly',
      tierName: 'Hobby',
      planType: 'credits',
      period: 'monthly',
      status: 'canceled',
      price: 3900,
      credits: 50,
      currentPeriodEnd: '2025-01-15T12:00:00.000Z',
      cancelAtPeriodEnd: false,
      isActive: false,
      createdAt: '2024-12-15T12:00:00.000Z',
    };
    renderPricing('/credits', { '/api/billing/subscription': () => json(200, { subscription: ended }) });
    expect(await screen.findByRole('button', { name: 'Subscribe Hobby' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Current plan/ })).not.toBeInTheDocument();
  });

  it('tells visitors to log in and sends them to /login', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = renderPricing('/credits', {}, false);
    await user.click(await screen.findByRole('button', { name: 'Buy DIY Pack' }));
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('Please login to purchase credits.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fcredits');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/billing/checkout', expect.anything());
  });

  it("tells visitors 'Please login to subscribe.' on a plan", async () => {
    const user = userEvent.setup();
    renderPricing('/pricing', {}, false);
    await user.click(await screen.findByRole('button', { name: 'Subscribe Starter' }));
    expect(await screen.findByText('Please login to subscribe.')).toBeInTheDocument();
  });
});

describe('purchase errors', () => {
  async function buy(handler: Handler, button = 'Buy DIY Pack') {
    const user = userEvent.setup();
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const view = renderPricing('/credits', {
      '/api/billing/checkout': handler,
      '/api/billing/subscribe': handler,
    });
    await user.click(await screen.findByRole('button', { name: button }));
    return view;
  }

  it("shows 'Purchase Error' with the server's error", async () => {
    await buy(() => json(200, { success: false, error: 'Package unavailable' }));
    expect(await screen.findByText('Purchase Error')).toBeInTheDocument();
    expect(screen.getByText('Package unavailable')).toBeInTheDocument();
  });

  it("falls back to 'Failed to initiate purchase. Please try again.'", async () => {
    await buy(() => json(200, { success: false }));
    expect(await screen.findByText('Failed to initiate purchase. Please try again.')).toBeInTheDocument();
  });

  it('shows the API error message of a refused checkout', async () => {
    await buy(() => apiError(502, 'billing.provider_failed', 'The card processor did not answer.'));
    expect(await screen.findByText('Purchase Error')).toBeInTheDocument();
    expect(screen.getByText('The card processor did not answer.')).toBeInTheDocument();
  });

  it("says 'An unexpected error occurred. Please try again.' when the server cannot be reached", async () => {
    await buy(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
  });

  it("shows 'Purchase Failed' when no checkout URL comes back", async () => {
    await buy(() => json(200, { success: true }));
    expect(await screen.findByText('Purchase Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to process your purchase. Please try again.')).toBeInTheDocument();
  });

  it("asks to log in again when the session expired: 'Authentication Required'", async () => {
    const { router } = await buy(() =>
      apiError(401, 'billing.login_required', 'Authentication Required: Please log in to purchase credits.'),
    );
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to purchase credits.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows 'Subscription Error' and 'Subscription Failed' for plans", async () => {
    const first = await buy(() => json(200, { success: false }), 'Subscribe Starter');
    expect(await screen.findByText('Subscription Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to initiate subscription. Please try again.')).toBeInTheDocument();
    first.unmount();

    await buy(() => Promise.reject(new TypeError('Failed to fetch')), 'Subscribe Starter');
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to process your subscription. Please try again.')).toBeInTheDocument();
  });
});
