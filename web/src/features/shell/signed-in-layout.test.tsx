import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { json, makeSession, renderApp } from '@/test/render-app';

const links = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent?.replace(/\s+/g, ' ').trim(), a.getAttribute('href')]);

describe('signed-in layout', () => {
  it('shows the sidebar with the spec links, labels, badges and groups', async () => {
    const session = makeSession({ organizations: [{ id: 'o1', name: 'Lima Interiors' }] });
    renderApp('/gallery', { '/api/me': () => json(200, session) });
    const sidebar = await screen.findByRole('navigation', { name: 'Sidebar' });
    expect(links(sidebar)).toEqual([
      ['Create New...', '/dashboard'],
      ['Dashboard', '/dashboard'],
      ['Gallery', '/gallery'],
      ['Projects Pro plan required', '/projects'],
      ['Ideation Mode Popular', '/ideation'],
      ['Compose', '/compose'],
      ['Floor Plans B2B', '/floor-plans'],
      ['Virtual Staging B2B', '/virtual-staging'],
      ['Decluttering', '/decluttering'],
      ['Cost Analysis Pro plan required', '/cost-estimations'],
      ['Shared Rooms Pro plan required', '/shared-rooms'],
      ['Credits', '/credits'],
      ['API Keys Enterprise plan required', '/api-keys'],
      ['API Analytics Enterprise plan required', '/api-analytics'],
      ['API Usage Enterprise plan required', '/api-usage'],
      ['API Docs', '/api-docs'],
      ['Lima Interiors', '/enterprise'],
      ['Settings', '/account'],
    ]);
    const headings = within(sidebar)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(headings).toEqual(['Design Tools', 'Collaborate', 'Developers', 'Your Teams', 'Account']);
    expect(within(sidebar).getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides Developers and Your Teams from users without an organization and lifts locks for their plan', async () => {
    renderApp('/gallery', {
      '/api/me': () => json(200, makeSession()),
      '/api/plan': () => json(200, { planType: 'professional', features: {}, subscriptionDetails: null }),
    });
    const sidebar = await screen.findByRole('navigation', { name: 'Sidebar' });
    expect(within(sidebar).queryByRole('heading', { name: 'Developers' })).not.toBeInTheDocument();
    expect(within(sidebar).queryByRole('heading', { name: 'Your Teams' })).not.toBeInTheDocument();
    expect(await within(sidebar).findByRole('link', { name: 'Projects' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Shared Rooms' })).toBeInTheDocument();
  });

  it("greets a brand-new account with 'Welcome', not 'Welcome back'", async () => {
    const session = makeSession();
    renderApp('/gallery', {
      '/api/me': () =>
        json(200, { ...session, user: { ...session.user, createdAt: new Date().toISOString() } }),
    });
    expect((await screen.findAllByText(/^Welcome,/)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('greets by first name, links the logo to the dashboard and has a bottom navigation', async () => {
    renderApp('/gallery', { '/api/me': () => json(200, makeSession()) });
    expect((await screen.findAllByText('Ana')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Welcome back,/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Roomcraft dashboard' })).toHaveAttribute('href', '/dashboard');
    const bottom = screen.getByRole('navigation', { name: 'Bottom' });
    expect(within(bottom).getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/ideation');
    expect(within(bottom).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Legal' })).not.toBeInTheDocument();
  });

  it("greets 'Designer' when the user has no name", async () => {
    const session = makeSession({ user: { id: 'u2', email: 'x@y.z' }, profile: null });
    renderApp('/gallery', { '/api/me': () => json(200, session) });
    expect((await screen.findAllByText('Designer')).length).toBeGreaterThan(0);
  });

  it('has the signed-in user menu, with Admin Dashboard only for super admins', async () => {
    const user = userEvent.setup();
    renderApp('/gallery', { '/api/me': () => json(200, makeSession({ isSuperAdmin: true })) });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Hello Ana Lima')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['My Gallery', 'Shared Rooms', 'Credits', 'Account Settings', 'Admin Dashboard', 'Logout']);
  });

  it('logs out: signs out, loads / and shows the Logged out toast there', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { fetchMock, unmount } = renderApp('/gallery', {
      '/api/me': () => json(200, makeSession()),
      '/api/auth/sign-out': () => json(200, { success: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(screen.queryByRole('menuitem', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sign-out', expect.objectContaining({ method: 'POST' }));

    unmount();
    renderApp('/');
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out.')).toBeInTheDocument();
  });
});
