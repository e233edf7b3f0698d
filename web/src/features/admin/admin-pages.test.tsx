import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminServiceOrder } from '@roomcraft/contracts/billing';
import type { ContactMessage } from '@roomcraft/contracts/contact';
import { json, makeSession, renderApp } from '@/test/render-app';

const superAdmin = () => json(200, makeSession({ isSuperAdmin: true }));

const message = (overrides: Partial<ContactMessage>): ContactMessage => ({
  id: 'm1',
  name: 'Rita Moreno',
  email: 'rita@example.com',
  subject: 'General Inquiry',
  message: 'Hello',
  ipAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  userId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const order = (overrides: Partial<AdminServiceOrder>): AdminServiceOrder => ({
  id: 'pay_1',
  kind: 'service',
  itemId: 'expert-consultation',
  itemName: 'Expert consultation',
  period: null,
  amount: 9900,
  credits: 0,
  status: 'completed',
  createdAt: '2026-11-20T10:00:00.000Z',
  completedAt: '2026-11-20T10:05:00.000Z',
  invoiceId: 'inv_1',
  isTestCheckout: true,
  userId: 'u9',
  buyerEmail: 'buyer@example.com',
  buyerName: 'Bo Buyer',
  ...overrides,
});

describe('admin contact messages', () => {
  const messages = [
    message({ id: 'm2', subject: 'Pricing for teams', message: 'Do you have\nteam plans?', userId: 'u2' }),
    message({ id: 'm1', name: 'Sam Lee', email: 'sam@example.com', message: 'The upload failed.' }),
  ];

  it('lists the messages with sender, text and a reply link, and searches them', async () => {
    const user = userEvent.setup();
    renderApp('/admin/contact-messages', {
      '/api/me': superAdmin,
      '/api/admin/contact-messages': () => json(200, { messages }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact messages' })).toBeInTheDocument();
    const team = await screen.findByRole('article', { name: 'Pricing for teams' });
    expect(within(team).getByText(/Do you have\s+team plans\?/)).toBeInTheDocument();
    expect(within(team).getByText('Signed-in user')).toBeInTheDocument();
    expect(within(team).getByRole('link', { name: 'Reply to Rita Moreno' })).toHaveAttribute(
      'href',
      'mailto:rita%40example.com?subject=Re%3A%20Pricing%20for%20teams',
    );
    expect(screen.getByText('2 messages')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'upload');
    expect(await screen.findByText('1 of 2 messages')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Pricing for teams' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'General Inquiry' })).toHaveTextContent('Sam Lee');
  });

  it('says so when there are no messages yet', async () => {
    renderApp('/admin/contact-messages', {
      '/api/me': superAdmin,
      '/api/admin/contact-messages': () => json(200, { messages: [] }),
    });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('is the admin not-found page for a signed-in user who is not a super admin', async () => {
    renderApp('/admin/contact-messages', {
      '/api/me': () => json(200, makeSession()),
      '/api/admin/contact-messages': () => json(200, { messages }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Pricing for teams')).not.toBeInTheDocument();
  });
});

describe('admin service orders', () => {
  const orders = [
    order({ id: 'pay_2', status: 'pending', completedAt: null, invoiceId: null, buyerName: 'Cy Pending' }),
    order({}),
  ];
  const handlers = {
    '/api/me': superAdmin,
    '/api/admin/billing/service-orders': () => json(200, { orders }),
  };

  it('shows totals, filters by status and opens an order', async () => {
    const user = userEvent.setup();
    renderApp('/admin/services', handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Service orders' })).toBeInTheDocument();
    const figure = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(await screen.findByText('Revenue')).toBeInTheDocument();
    expect(figure('Orders')).toBe('2');
    expect(figure('Paid')).toBe('1');
    expect(figure('Revenue')).toBe('$99');
    expect(screen.getAllByRole('link', { name: /Expert consultation/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Pending' }));
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
    const pendingRows = screen.getAllByRole('link', { name: /Expert consultation/ });
    expect(pendingRows).toHaveLength(1);
    expect(pendingRows[0]).toHaveTextContent('Cy Pending');

    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(screen.getByRole('link', { name: /Bo Buyer/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Expert consultation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'buyer@example.com' })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:buyer%40example.com'),
    );
    expect(screen.getByText('inv_1')).toBeInTheDocument();
    expect(screen.getByText('Built-in test checkout')).toBeInTheDocument();
  });

  it('answers an unknown order with the admin not-found page', async () => {
    renderApp('/admin/services/pay_missing', handlers);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Page Not Found' }),
    ).toBeInTheDocument();
  });
});
