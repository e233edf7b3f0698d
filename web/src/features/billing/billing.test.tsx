import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Invoice, Payment, UserSubscription } from '@roomcraft/contracts/billing';
import { apiError, FakeEventSource, json, makeSession, renderApp } from '@/test/render-app';

type Handler = (init?: RequestInit) => Response | Promise<Response>;
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;

const payment = (overrides: Partial<Payment> = {}): Payment => ({
  id: 'p1',
  kind: 'subscription',
  itemId: 'starter-monthly',
  itemName: 'Starter',
  period: 'monthly',
  amount: 900,
  credits: 10,
  status: 'pending',
  createdAt: '2025-05-01T10:00:00.000Z',
  completedAt: null,
  invoiceId: null,
  isTestCheckout: true,
  ...overrides,
});

const subscription = (overrides: Partial<UserSubscription> = {}): UserSubscription => ({
  id: 's1',
  tierId: 'hobby-monthly',
  tierName: 'Hobby',
  planType: 'credits',
  period: 'monthly',
  status: 'active',
  price: 3900,
  credits: 50,
  currentPeriodEnd: '2025-06-15T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  isActive: true,
  createdAt: '2025-05-15T12:00:00.000Z',
  ...overrides,
});

function signedIn(path: string, handlers: Record<string, Handler>) {
  const credits = { total: 15 };
  const view = renderApp(path, {
    '/api/me': () => json(200, makeSession()),
    '/api/credits': () =>
      json(200, { freeCredits: 5, premiumCredits: credits.total - 5, totalCredits: credits.total }),
    ...handlers,
  });
  const publishCredits = (total: number) => {
    credits.total = total;
    act(() => FakeEventSource.latest().emit('invalidate', { topics: ['credits'] }));
  };
  return { ...view, publishCredits };
}

describe('/billing', () => {
  const billingHandlers = (current: { subscription: UserSubscription | null }, cancel?: Handler) => ({
    '/api/billing/subscription': () => json(200, { subscription: current.subscription }),
    '/api/billing/purchases': () =>
      json(200, {
        purchases: [
          payment({
            status: 'completed',
            completedAt: '2025-05-15T12:00:00.000Z',
            invoiceId: 'inv1',
            amount: 3900,
            itemName: 'Hobby',
          }),
          payment({
            id: 'p0',
            kind: 'package',
            itemName: 'DIY Pack',
            period: null,
            amount: 499,
            credits: 5,
            status: 'cancelled',
          }),
        ],
      }),
    '/api/credits/history': () =>
      json(200, {
        entries: [
          {
            id: 'e2',
            kind: 'purchase',
            pool: 'premium',
            delta: 50,
            note: 'Hobby',
            createdAt: '2025-05-15T12:00:00.000Z',
          },
          {
            id: 'e1',
            kind: 'spend',
            pool: 'free',
            delta: -2,
            note: 'IDEATION_MODE',
            createdAt: '2025-05-14T12:00:00.000Z',
          },
        ],
      }),
    ...(cancel ? { '/api/billing/subscription/cancel': cancel } : {}),
  });

  it('shows the subscription with status and next billing date, purchases and credit history', async () => {
    signedIn('/billing', billingHandlers({ subscription: subscription() }));
    expect(await screen.findByRole('heading', { name: 'Hobby' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText(/Next billing date/)).toHaveTextContent('June 15, 2025');

    const purchases = within(screen.getByRole('region', { name: 'Purchases' }));
    expect(await purchases.findByText('$39')).toBeInTheDocument();
    expect(purchases.getByText('Paid')).toBeInTheDocument();
    expect(purchases.getByText('Cancelled')).toBeInTheDocument();
    expect(purchases.getByRole('link', { name: 'Invoice for Hobby' })).toHaveAttribute(
      'href',
      '/billing/invoice/inv1',
    );

    const history = within(screen.getByRole('region', { name: 'Credit history' }));
    expect(await history.findByText('+50')).toBeInTheDocument();
    expect(history.getByText('−2')).toBeInTheDocument();
    // The server notes a spend with its feature code; the page says what it paid for.
    expect(history.getByText('Ideation')).toBeInTheDocument();
    expect(history.queryByText(/IDEATION_MODE/)).not.toBeInTheDocument();
  });

  it('cancels at period end after a confirmation and shows the server message', async () => {
    const user = userEvent.setup();
    const current = { subscription: subscription() as UserSubscription | null };
    const cancel = vi.fn((init?: RequestInit) => {
      current.subscription = subscription({ cancelAtPeriodEnd: true });
      expect(bodyOf(init)).toEqual({ subscriptionId: 's1', cancelImmediately: false });
      return json(200, {
        success: true,
        message: 'Your subscription will be canceled at the end of the current billing period.',
      });
    });
    signedIn('/billing', billingHandlers(current, cancel));
    await user.click(await screen.findByRole('button', { name: 'Cancel at period end' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel at period end?' });
    expect(cancel).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));

    expect(await screen.findByText('Subscription Updated')).toBeInTheDocument();
    expect(
      screen.getByText('Your subscription will be canceled at the end of the current billing period.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Cancels at period end')).toBeInTheDocument();
    expect(screen.getByText(/Active until/)).toHaveTextContent('June 15, 2025');
  });

  it("cancels immediately, and shows 'Cancellation Failed' with the server's message when refused", async () => {
    const user = userEvent.setup();
    const cancel = vi.fn((init?: RequestInit) => {
      expect(bodyOf(init)).toEqual({ subscriptionId: 's1', cancelImmediately: true });
      return json(200, { success: false, message: 'This subscription is already canceled.' });
    });
    signedIn('/billing', billingHandlers({ subscription: subscription() }, cancel));
    await user.click(await screen.findByRole('button', { name: 'Cancel immediately' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel immediately?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel now' }));
    expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
    expect(screen.getByText('This subscription is already canceled.')).toBeInTheDocument();
  });

  it("shows 'Cancellation Error' when the server cannot be reached", async () => {
    const user = userEvent.setup();
    signedIn(
      '/billing',
      billingHandlers({ subscription: subscription() }, () => Promise.reject(new TypeError('x'))),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel immediately' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel now' }));
    expect(await screen.findByText('Cancellation Error')).toBeInTheDocument();
  });

  it('offers plans when there is no subscription', async () => {
    signedIn('/billing', billingHandlers({ subscription: null }));
    expect(await screen.findByRole('heading', { name: 'No subscription' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/credits');
  });
});

describe('test checkout', () => {
  it('is marked as a test payment, pays, and lands on the success page with the live balance', async () => {
    const user = userEvent.setup();
    const complete = vi.fn(() =>
      json(200, {
        success: true,
        redirectUrl: '/services/success?payment=p1',
        payment: payment({ status: 'completed' }),
      }),
    );
    const { router, publishCredits } = signedIn('/billing/pay/p1', {
      '/api/billing/payments/p1': () => json(200, payment()),
      '/api/billing/payments/p1/complete': complete,
    });
    expect(await screen.findByText('Test payment - no real card is charged')).toBeInTheDocument();
    expect(screen.getByText('Starter (monthly)')).toBeInTheDocument();
    expect(screen.getByText('$9')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $9' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/services/success'));
    expect(complete).toHaveBeenCalledOnce();
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(await screen.findByText(/Your balance: 15 credits/)).toBeInTheDocument();
    publishCredits(25);
    expect(await screen.findByText(/Your balance: 25 credits/)).toBeInTheDocument();
  });

  it('a design service: the pay page lists no credits, and success confirms the order without a balance', async () => {
    const user = userEvent.setup();
    const service = payment({
      id: 's1',
      kind: 'service',
      itemId: 'expert-consultation',
      itemName: 'Expert consultation',
      period: null,
      amount: 9900,
      credits: 0,
    });
    const { router } = signedIn('/billing/pay/s1', {
      '/api/billing/payments/s1': () => json(200, service),
      '/api/billing/payments/s1/complete': () =>
        json(200, {
          success: true,
          redirectUrl: '/services/success?payment=s1',
          payment: { ...service, status: 'completed' },
        }),
    });
    expect(await screen.findByText('Expert consultation')).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Item', 'Amount']);
    await user.click(screen.getByRole('button', { name: 'Pay $99' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/services/success'));
    expect(await screen.findByRole('heading', { name: 'Order confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/Your Expert consultation is paid/)).toBeInTheDocument();
    expect(screen.queryByText(/Your balance/)).not.toBeInTheDocument();
  });

  it('cancels and lands on the cancelled page', async () => {
    const user = userEvent.setup();
    const { router } = signedIn('/billing/pay/p1', {
      '/api/billing/payments/p1': () => json(200, payment()),
      '/api/billing/payments/p1/cancel': () =>
        json(200, {
          success: true,
          redirectUrl: '/services/cancelled?payment=p1',
          payment: payment({ status: 'cancelled' }),
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/services/cancelled'));
    expect(await screen.findByRole('heading', { name: 'Checkout cancelled' })).toBeInTheDocument();
  });

  it("says so when the payment is someone else's", async () => {
    signedIn('/billing/pay/p9', {
      '/api/billing/payments/p9': () => apiError(404, 'billing.payment_not_found', 'Payment not found'),
    });
    expect(await screen.findByRole('heading', { name: 'Payment not found' })).toBeInTheDocument();
  });
});

describe('/billing/invoice/:invoiceId', () => {
  it('shows a printable invoice', async () => {
    const invoice: Invoice = {
      id: 'inv1',
      number: 'RC-0001',
      amount: 3900,
      currency: 'usd',
      description: 'Hobby (monthly)',
      paidAt: '2025-05-15T12:00:00.000Z',
      lines: [{ description: 'Hobby subscription, 50 credits', quantity: 1, amount: 3900 }],
      customer: { name: 'Ana Lima', email: 'ana@example.com' },
      isTestPayment: true,
    };
    signedIn('/billing/invoice/inv1', { '/api/billing/invoices/inv1': () => json(200, invoice) });
    expect(await screen.findByRole('heading', { name: 'Invoice RC-0001' })).toBeInTheDocument();
    expect(screen.getByText('Hobby subscription, 50 credits')).toBeInTheDocument();
    expect(screen.getByText('Ana Lima')).toBeInTheDocument();
    expect(screen.getByText('Test payment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });
});
