import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaywallStatus } from '@roomcraft/contracts/billing';
import type { CreditBalance } from '@roomcraft/contracts/credits';
import { makeRoomImage } from '@/features/studio/studio.test-support';
import { FakeEventSource, json, makeSession, renderApp } from '@/test/render-app';

const balance = (total: number): CreditBalance => ({
  freeCredits: total,
  premiumCredits: 0,
  totalCredits: total,
});
const hourMs = 3_600_000;

/** A signed-in user whose balance the test can change; the server's `credits` event is sent by hand. */
function signedIn({
  credits = 10,
  paywall = null,
  plan = null,
  path = '/compose',
}: {
  credits?: number;
  paywall?: Partial<PaywallStatus> | null;
  plan?: { status: 'active' | 'canceled'; nextBillingDate: string | null } | null;
  path?: string;
} = {}) {
  const state = { credits };
  const view = renderApp(path, {
    '/api/me': () => json(200, makeSession()),
    '/api/credits': () => json(200, balance(state.credits)),
    '/api/plan': () => json(200, { planType: 'credits', subscriptionDetails: plan }),
    '/api/billing/tiers': () => json(200, { tiers: [] }),
    '/api/billing/packages': () => json(200, { packages: [] }),
    '/api/paywall-status': () =>
      json(200, {
        accountType: 'free_trial',
        needsPayment: false,
        hasPaidAccount: false,
        paywallEnabled: false,
        ...paywall,
      }),
  });
  const publishCredits = (next: number) => {
    state.credits = next;
    act(() => {
      FakeEventSource.latest().emit('ready', { tabId: 't' });
      FakeEventSource.latest().emit('invalidate', { topics: ['credits'] });
    });
  };
  return { ...view, publishCredits };
}

/** The header's badge, once the signed-in layout is up. */
const findBadge = async (name: string) =>
  within((await screen.findAllByRole('banner'))[0]!).findByRole('link', { name });

describe('credits badge', () => {
  beforeEach(() => window.localStorage.clear());

  it("shows 'N credits' in the header, linking to /credits", async () => {
    signedIn({ credits: 12 });
    const badge = await findBadge('12 credits');
    expect(badge).toHaveAttribute('href', '/credits');
  });

  it("says '1 credit' and 'Get Credits' at zero", async () => {
    // Dismissed a minute ago: the low-credit modal stays closed and the header can be read.
    window.localStorage.setItem('roomcraft.low-credit-dismissed-at', String(Date.now() - 60_000));
    const { publishCredits } = signedIn({ credits: 1 });
    expect(await findBadge('1 credit')).toBeInTheDocument();
    publishCredits(0);
    expect(await findBadge('Get Credits')).toHaveAttribute('href', '/credits');
  });

  it('goes up live when the server publishes the credits topic, without a reload', async () => {
    const { publishCredits } = signedIn({ credits: 5 });
    expect(await findBadge('5 credits')).toBeInTheDocument();
    publishCredits(15);
    expect(await findBadge('15 credits')).toBeInTheDocument();
  });

  it('shows the balance in the user menu', async () => {
    const user = userEvent.setup();
    signedIn({ credits: 7 });
    await findBadge('7 credits');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    // The menu's balance is lazy-loaded (ADR 021): wait for it.
    expect(await within(await screen.findByRole('menu')).findByText('7 credits')).toBeInTheDocument();
  });

  it('asks nothing of the API while signed out', async () => {
    const { fetchMock } = renderApp('/dashboard', {});
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock).not.toHaveBeenCalledWith('/api/credits', expect.anything());
  });
});

describe('low-credit modal', () => {
  beforeEach(() => window.localStorage.clear());

  it('waits until a generation that just started has ended', async () => {
    const user = userEvent.setup();
    const state = { credits: 4, status: 'processing' as 'processing' | 'completed' };
    renderApp('/virtual-staging?room=room1', {
      '/api/me': () => json(200, makeSession()),
      '/api/credits': () => json(200, balance(state.credits)),
      '/api/plan': () => json(200, { planType: 'credits', subscriptionDetails: null }),
      '/api/paywall-status': () =>
        json(200, { accountType: 'paid', needsPayment: false, hasPaidAccount: true, paywallEnabled: false }),
      '/api/rooms/room1': () => json(200, makeRoomImage({ _id: 'room1' })),
      '/api/generations': () => {
        // The server holds the credit as the run starts: the balance drops under the threshold.
        state.credits = 3;
        return json(200, { roomImageId: 'gen1' });
      },
      '/api/rooms/gen1': () =>
        json(200, makeRoomImage({ _id: 'gen1', mode: 'virtual-staging', status: state.status })),
      '/api/rooms/gen1/progress': () =>
        json(200, { progress: state.status === 'completed' ? 100 : 30, status: state.status }),
    });
    const publish = (topics: string[]) =>
      act(() => {
        FakeEventSource.latest().emit('ready', { tabId: 't' });
        FakeEventSource.latest().emit('invalidate', { topics });
      });
    await user.click(await screen.findByRole('button', { name: /Stage room/ }));
    expect(await screen.findByTestId('generation-result')).toBeInTheDocument();
    publish(['credits']);
    await findBadge('3 credits');
    // The run is going: no reminder over its progress.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    state.status = 'completed';
    publish(['room:gen1']);
    expect(await screen.findByRole('dialog', { name: 'Only 3 credits left' })).toBeInTheDocument();
  });

  it('opens below 4 credits and not at 4', async () => {
    const { publishCredits } = signedIn({ credits: 4 });
    await findBadge('4 credits');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    publishCredits(3);
    const dialog = await screen.findByRole('dialog', { name: 'Only 3 credits left' });
    expect(within(dialog).getByRole('link', { name: 'Get Credits' })).toHaveAttribute('href', '/credits');
  });

  it('closes by itself when credits recover', async () => {
    const { publishCredits } = signedIn({ credits: 0 });
    expect(await screen.findByRole('dialog', { name: "You're out of credits" })).toBeInTheDocument();
    publishCredits(10);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('remembers a dismissal for one hour', async () => {
    const user = userEvent.setup();
    const first = signedIn({ credits: 2 });
    await screen.findByRole('dialog', { name: 'Only 2 credits left' });
    await user.click(screen.getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    // A new page load within the hour: no reminder.
    const second = signedIn({ credits: 2 });
    await findBadge('2 credits');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    second.unmount();

    // Dismissed just over an hour ago: the reminder is back.
    window.localStorage.setItem('roomcraft.low-credit-dismissed-at', String(Date.now() - hourMs - 1000));
    signedIn({ credits: 2 });
    expect(await screen.findByRole('dialog', { name: 'Only 2 credits left' })).toBeInTheDocument();
  });

  it('always comes back for free-trial accounts that need payment', async () => {
    const user = userEvent.setup();
    const { router } = signedIn({
      credits: 0,
      paywall: { accountType: 'free_trial', needsPayment: true },
    });
    await screen.findByRole('dialog', { name: "You're out of credits" });
    await user.click(screen.getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(() => router.navigate('/account'));
    expect(await screen.findByRole('dialog', { name: "You're out of credits" })).toBeInTheDocument();
  });

  it("offers the 'Earn Credits' tab to subscribers only", async () => {
    const user = userEvent.setup();
    const first = signedIn({ credits: 1 });
    await screen.findByRole('dialog', { name: 'Only 1 credit left' });
    expect(screen.queryByRole('tab', { name: 'Earn Credits' })).not.toBeInTheDocument();
    first.unmount();

    const nextMonth = new Date(Date.now() + 30 * 24 * hourMs).toISOString();
    signedIn({ credits: 1, plan: { status: 'canceled', nextBillingDate: nextMonth } });
    await user.click(await screen.findByRole('tab', { name: 'Earn Credits' }));
    expect(await screen.findByText(/earn bonus credits/)).toBeInTheDocument();
  });

  it('stays away from the pages where credits are bought', async () => {
    signedIn({ credits: 0, path: '/credits' });
    expect(await screen.findByRole('heading', { name: 'Credits & plans' })).toBeInTheDocument();
    expect(await findBadge('Get Credits')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
