import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, makeSession, renderApp } from '@/test/render-app';

const superAdmin = () => json(200, makeSession({ isSuperAdmin: true }));

describe('admin layout', () => {
  it('shows the sidebar groups with the admin pages and a Back to App link', async () => {
    renderApp('/admin/users', { '/api/me': superAdmin });
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual([
      'Dashboard',
      'Organizations',
      'User Management',
      'Sales & Marketing',
      'Communication',
      'Analysis & Reports',
      'System',
    ]);
    expect(within(nav).getByRole('link', { name: 'Back to App' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/admin');
    expect(within(nav).getByRole('link', { name: 'Organizations' })).toHaveAttribute(
      'href',
      '/admin/enterprise/organizations',
    );
    expect(within(nav).getByRole('link', { name: 'Announcements' })).toHaveAttribute(
      'href',
      '/admin/announcements',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('has a quick navigation menu to every admin page', async () => {
    const user = userEvent.setup();
    renderApp('/admin', { '/api/me': superAdmin });
    await user.click(await screen.findByRole('button', { name: 'Quick navigation' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Payments' })).toHaveAttribute(
      'href',
      '/admin/payments',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Enterprise billing' })).toHaveAttribute(
      'href',
      '/admin/enterprise/billing',
    );
  });

  it('shows an admin clock that refreshes every second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2025-05-01T10:00:00Z') });
    renderApp('/admin', { '/api/me': superAdmin });
    const clock = await screen.findByRole('timer', { name: 'Admin clock' });
    const time = () =>
      within(clock)
        .getByText((_, el) => el?.tagName === 'TIME')
        .getAttribute('datetime');
    const first = time();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(time()).not.toBe(first);
  });

  it('shows the admin not-found variant inside the admin layout for unknown admin paths', async () => {
    renderApp('/admin/nope', { '/api/me': superAdmin });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });
});
