import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accountErrorCodes } from '@roomcraft/contracts/accounts';
import { apiError, json, makeSession, renderApp, signedOutResponse } from '@/test/render-app';

describe('/admin-setup', () => {
  it('says setup is done and links home when a super admin exists', async () => {
    renderApp('/admin-setup', {
      '/api/me': signedOutResponse,
      '/api/admin-setup': () => json(200, { isSetupDone: true }),
    });
    expect(await screen.findByRole('heading', { name: 'Admin setup is complete' })).toBeInTheDocument();
    expect(
      screen.getByText('Admin setup is already complete: a super admin exists. Ask them for access.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText('Setup token')).not.toBeInTheDocument();
  });

  it('links a super admin to the admin area once setup is done', async () => {
    renderApp('/admin-setup', {
      '/api/me': () => json(200, makeSession({ isSuperAdmin: true })),
      '/api/admin-setup': () => json(200, { isSetupDone: true }),
    });
    expect(await screen.findByRole('link', { name: 'Open Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('asks visitors to sign in first and come back', async () => {
    renderApp('/admin-setup', {
      '/api/me': signedOutResponse,
      '/api/admin-setup': () => json(200, { isSetupDone: false }),
    });
    expect(await screen.findByRole('heading', { name: 'Sign in first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to continue' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fadmin-setup',
    );
  });

  it('makes the signed-in user super admin with the token from the server log', async () => {
    const user = userEvent.setup();
    let isSuperAdmin = false;
    const claim = vi.fn((init?: RequestInit) => {
      const { token } = JSON.parse(String(init?.body)) as { token: string };
      if (token !== 'setup-123')
        return apiError(403, accountErrorCodes.adminSetupTokenInvalid, 'Wrong token.');
      isSuperAdmin = true;
      return json(200, { isSuperAdmin: true });
    });
    renderApp('/admin-setup', {
      '/api/me': () => json(200, makeSession({ isSuperAdmin })),
      '/api/admin-setup': (init) =>
        init?.method === 'POST' ? claim(init) : json(200, { isSetupDone: isSuperAdmin }),
    });
    await user.click(await screen.findByRole('button', { name: 'Become super admin' }));
    expect(await screen.findByText('Setup token is required')).toBeInTheDocument();
    expect(claim).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Setup token'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Become super admin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That setup token is not valid. Check the server log for the current token.',
    );

    await user.clear(screen.getByLabelText('Setup token'));
    await user.type(screen.getByLabelText('Setup token'), 'setup-123');
    await user.click(screen.getByRole('button', { name: 'Become super admin' }));
    expect(await screen.findByRole('heading', { name: 'You are now a super admin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Admin Dashboard' })).toHaveAttribute('href', '/admin');
    // The session now says super admin: the user menu offers the admin area.
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });
});
