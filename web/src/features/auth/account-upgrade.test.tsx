import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accountErrorCodes } from '@roomcraft/contracts/accounts';
import { browser } from '@/lib/browser';
import { apiError, json, makeSession, renderApp, signedOutResponse as signedOut } from '@/test/render-app';

const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;

const candidate = {
  status: 'migration_candidate',
  migrationToken: 'mig-token',
  email: 'old@example.com',
  firstName: 'Olga',
  lastName: 'Berg',
};

type Handler = (init?: RequestInit) => Response | Promise<Response>;

async function signInAsLegacyUser(handlers: Record<string, Handler>, path = '/login?redirect=%2Fgallery') {
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  const view = renderApp(path, {
    '/api/me': signedOut,
    '/api/auth/sign-in/email': () =>
      apiError(401, accountErrorCodes.invalidCredentials, 'Invalid email or password.'),
    '/api/legacy/sign-in': () => json(200, candidate),
    ...handlers,
  });
  await user.type(await screen.findByLabelText('Email'), 'old@example.com');
  await user.type(screen.getByLabelText('Password'), 'old password 1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { name: 'Upgrade your account' });
  return { user, ...view };
}

describe('account-upgrade panel', () => {
  it('offers the upgrade to a legacy user, explains it and warns about the inbox', async () => {
    const { user, fetchMock } = await signInAsLegacyUser({});
    const legacy = fetchMock.mock.calls.find(([url]) => url === '/api/legacy/sign-in');
    expect(bodyOf(legacy?.[1])).toEqual({ email: 'old@example.com', password: 'old password 1' });

    const steps = screen.getByRole('list', { name: 'Upgrade steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Upgrade', '2Verify email', '3Done']);
    expect(within(steps).getByText('Upgrade').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(/make sure you can open the inbox of/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade My Account' })).toBeInTheDocument();

    const learnMore = screen.getByRole('button', { name: 'Learn More' });
    expect(learnMore).toHaveAttribute('aria-expanded', 'false');
    await user.click(learnMore);
    expect(learnMore).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('What happens when I upgrade?')).toBeInTheDocument();
  });

  it('creates the account, verifies the code, completes and reloads into the app after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    let finishMigration: () => void = () => {};
    let signedIn = false;
    const { user, fetchMock, queryClient } = await signInAsLegacyUser({
      '/api/me': () => (signedIn ? json(200, makeSession()) : signedOut()),
      '/api/legacy/migrations': () =>
        new Promise<Response>((resolve) => {
          finishMigration = () => resolve(json(200, { status: 'verify', email: 'old@example.com' }));
        }),
      '/api/legacy/migrations/verify': () => {
        signedIn = true;
        return json(200, { success: true });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Upgrade My Account' }));
    expect(
      await screen.findByText('Creating your new account... This may take a moment.'),
    ).toBeInTheDocument();
    act(() => finishMigration());

    const code = await screen.findByRole('textbox', { name: 'Enter 6-digit code' });
    const start = fetchMock.mock.calls.find(([url]) => url === '/api/legacy/migrations');
    expect(bodyOf(start?.[1])).toEqual({ migrationToken: 'mig-token', password: 'old password 1' });
    expect(screen.getByText('Verify email').closest('li')).toHaveAttribute('aria-current', 'step');

    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Verify and finish upgrade' }));
    expect(await screen.findByText('Your account is upgraded')).toBeInTheDocument();
    const verify = fetchMock.mock.calls.find(([url]) => url === '/api/legacy/migrations/verify');
    expect(bodyOf(verify?.[1])).toEqual({ migrationToken: 'mig-token', otp: '246810' });

    // The session may be read again meanwhile (the shell then switches layout): still on the way in.
    await act(() => queryClient.invalidateQueries({ queryKey: ['me'] }));
    expect(await screen.findByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
    expect(screen.getByText('Your account is upgraded')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome back!' })).not.toBeInTheDocument();

    expect(assign).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(assign).toHaveBeenCalledWith('/gallery');
  });

  it("shows 'Migration Failed' with the server's message and returns to the first step", async () => {
    const { user } = await signInAsLegacyUser({
      '/api/legacy/migrations': () => apiError(500, 'server.internal', 'The old account could not be read.'),
    });
    await user.click(screen.getByRole('button', { name: 'Upgrade My Account' }));
    expect(await screen.findByText('Migration Failed')).toBeInTheDocument();
    expect(screen.getByText('The old account could not be read.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade My Account' })).toBeInTheDocument();
  });

  it("says 'Migration failed' when the server gives no message", async () => {
    const { user } = await signInAsLegacyUser({
      '/api/legacy/migrations': () => new Response('', { status: 400 }),
    });
    await user.click(screen.getByRole('button', { name: 'Upgrade My Account' }));
    expect(await screen.findByText('Migration Failed')).toBeInTheDocument();
    expect(screen.getByText('Migration failed')).toBeInTheDocument();
  });

  it("tells a user whose email already has a new account to use the new login ('Go to New Login')", async () => {
    const { user } = await signInAsLegacyUser({
      '/api/legacy/migrations': () =>
        apiError(409, accountErrorCodes.accountExists, 'An account with this email exists already.'),
    });
    await user.click(screen.getByRole('button', { name: 'Upgrade My Account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Account Already Exists: You already have an account with the new system. Please use the new login page instead.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Go to New Login' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upgrade your account' })).not.toBeInTheDocument();
  });

  it("keeps the code step with 'Verification Failed' on a wrong code", async () => {
    const { user } = await signInAsLegacyUser({
      '/api/legacy/migrations': () => json(200, { status: 'verify', email: 'old@example.com' }),
      '/api/legacy/migrations/verify': () =>
        apiError(
          400,
          accountErrorCodes.invalidCode,
          'That code is not correct. Check the email and try again.',
        ),
    });
    await user.click(screen.getByRole('button', { name: 'Upgrade My Account' }));
    await user.type(await screen.findByRole('textbox', { name: 'Enter 6-digit code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and finish upgrade' }));
    expect(await screen.findByText('Verification Failed')).toBeInTheDocument();
    expect(screen.getByText('That code is not correct. Check the email and try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Enter 6-digit code' })).toBeInTheDocument();
  });

  it("says 'Migration Already Complete' when the old account was upgraded before", async () => {
    const user = userEvent.setup();
    renderApp('/login', {
      '/api/me': signedOut,
      '/api/auth/sign-in/email': () =>
        apiError(401, accountErrorCodes.invalidCredentials, 'Invalid email or password.'),
      '/api/legacy/sign-in': () => json(200, { status: 'already_migrated' }),
    });
    await user.type(await screen.findByLabelText('Email'), 'old@example.com');
    await user.type(screen.getByLabelText('Password'), 'old password 1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Migration Already Complete')).toBeInTheDocument();
    expect(
      screen.getByText('Your account has already been upgraded. Please use the new login page.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password.'));
  });

  it('asks for a new password when the old one is too short for the new rules', async () => {
    const user = userEvent.setup();
    const migrations = vi.fn((init?: RequestInit) => {
      expect(bodyOf(init)).toEqual({ migrationToken: 'mig-token', password: 'a longer password' });
      return json(200, { status: 'verify', email: 'old@example.com' });
    });
    renderApp('/login', {
      '/api/me': signedOut,
      '/api/auth/sign-in/email': () =>
        apiError(401, accountErrorCodes.invalidCredentials, 'Invalid email or password.'),
      '/api/legacy/sign-in': () => json(200, candidate),
      '/api/legacy/migrations': migrations,
    });
    await user.type(await screen.findByLabelText('Email'), 'old@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Upgrade My Account' }));
    expect(await screen.findByText('Choose a password of at least 8 characters.')).toBeInTheDocument();
    expect(migrations).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('New password'), 'a longer password');
    await user.click(screen.getByRole('button', { name: 'Upgrade My Account' }));
    expect(await screen.findByRole('textbox', { name: 'Enter 6-digit code' })).toBeInTheDocument();
    expect(migrations).toHaveBeenCalledOnce();
  });
});
