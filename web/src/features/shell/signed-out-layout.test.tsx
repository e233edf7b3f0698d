import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { startButtonLabels } from './shell.nav';

describe('signed-out layout', () => {
  it('shows the top bar: logo home, Explore, Blog, Pricing to /credits and a start button to /login', async () => {
    renderApp('/blog');
    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: 'Roomcraft home' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore');
    expect(within(main).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(main).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/credits');
    const start = screen
      .getAllByRole('link')
      .find((a) => (startButtonLabels as readonly string[]).includes(a.textContent ?? ''));
    expect(start).toHaveAttribute('href', '/login');
    expect(document.querySelector('[data-slot="announcements"]')).toBeInTheDocument();
  });

  it('lists the design tools, tagging floor plans and virtual staging B2B', async () => {
    const user = userEvent.setup();
    renderApp('/blog');
    await user.click(await screen.findByRole('button', { name: 'Design Tools' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Floor Plans B2B/ })).toHaveAttribute(
      'href',
      '/floor-plans',
    );
    expect(within(menu).getByRole('menuitem', { name: /Virtual Staging B2B/ })).toHaveAttribute(
      'href',
      '/virtual-staging',
    );
    expect(within(menu).getByRole('menuitem', { name: /Ideation Mode/ })).toHaveAttribute(
      'href',
      '/ideation',
    );
  });

  it('offers Login and Create an Account in the user menu', async () => {
    const user = userEvent.setup();
    renderApp('/blog');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('menuitem', { name: 'Create an Account' })).toHaveAttribute(
      'href',
      '/login?tab=register',
    );
  });

  it('has a phone menu with Create Room Design', async () => {
    const user = userEvent.setup();
    renderApp('/blog');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Create Room Design' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fideation',
    );
    expect(within(dialog).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/credits');
  });

  it('has a footer with product, company and legal links', async () => {
    renderApp('/blog');
    const legal = await screen.findByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(legal).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/terms-of-use',
    );
    expect(within(legal).getByRole('link', { name: 'Cookies Policy' })).toHaveAttribute(
      'href',
      '/cookies-policy',
    );
    expect(screen.getByRole('navigation', { name: 'Product' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Company' })).toBeInTheDocument();
  });

  it('shows pages not built yet as coming soon, with what they will do', async () => {
    renderApp('/credit-check-test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit check test' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByText(/A test page for the low-credit reminder/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('sends signed-out visitors of protected pages to /login with a redirect', async () => {
    const { router } = renderApp('/gallery?favorites=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/gallery?favorites=1');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
