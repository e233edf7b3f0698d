import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accountErrorCodes } from '@roomcraft/contracts/accounts';
import { apiError, json, makeSession, renderApp, signedOutResponse as signedOut } from '@/test/render-app';
import { loginGreetings } from './auth.utils';

const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;

describe('login page', () => {
  it('greets, shows the sign-in form by default, the carousel and the legal links', async () => {
    renderApp('/login', { '/api/me': signedOut });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(loginGreetings).toContain(heading.textContent);
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'See the Magic in Action' })).toBeInTheDocument();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await userEvent.click(screen.getByRole('button', { name: 'Ready to Transform Your Space?' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-of-use');
    expect(within(main).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('switches to sign-up with mode=sign-up or tab=register, and back through the mode links', async () => {
    const user = userEvent.setup();
    const { unmount } = renderApp('/login?tab=register', { '/api/me': signedOut });
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    unmount();

    const { router } = renderApp('/login?mode=sign-up&redirect=%2Fgallery', { '/api/me': signedOut });
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toBeInTheDocument();
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    const modes = screen.getByRole('navigation', { name: 'Sign in or create an account' });
    expect(within(modes).getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(modes).getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?mode=sign-in&redirect=%2Fgallery');
  });

  it('checks the sign-up fields before calling the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/login?mode=sign-up', { '/api/me': signedOut });
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/sign-up/email', expect.anything());
  });

  it('signs up, asks for the 6-digit code and lands on the redirect once verified', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const { fetchMock, router } = renderApp('/login?mode=sign-up&redirect=%2Fdashboard', {
      '/api/me': () => (signedIn ? json(200, makeSession()) : signedOut()),
      '/api/auth/sign-up/email': () => json(200, { user: { id: 'u1' } }),
      '/api/auth/email-otp/verify-email': (init) => {
        expect(bodyOf(init)).toEqual({ email: 'ana@example.com', otp: '123456' });
        signedIn = true;
        return json(200, { user: { id: 'u1' } });
      },
    });
    await user.type(await screen.findByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Lima');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    const signUp = fetchMock.mock.calls.find(([url]) => url === '/api/auth/sign-up/email');
    expect(bodyOf(signUp?.[1])).toEqual({
      firstName: 'Ana',
      lastName: 'Lima',
      name: 'Ana Lima',
      email: 'ana@example.com',
      password: 'correct horse battery',
    });
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Enter 6-digit code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    const verify = screen.getByRole('button', { name: 'Verify email' });
    expect(verify).toBeDisabled();
    await user.type(code, '12345');
    expect(verify).toBeDisabled();
    await user.type(code, '6');
    expect(verify).toBeEnabled();
    await user.click(verify);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: /, Ana$/ })).toBeInTheDocument();
  });

  it('brings the code step to the top, below the sticky header, on a phone', async () => {
    // At 375 px the sign-up form is taller than the code step that replaces it: the page stayed scrolled
    // down and the focused code boxes sat half under the sticky header.
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
    ) {
      scrolled.push(this);
    });
    renderApp('/login?mode=sign-up', {
      '/api/me': signedOut,
      '/api/auth/sign-up/email': () => json(200, { user: { id: 'u1' } }),
    });
    await user.type(await screen.findByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Lima');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    const step = heading.parentElement!;
    await waitFor(() => expect(scrolled).toContain(step));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    // The header is 4rem tall: both the heading and the focused code input keep 6rem above them.
    expect(step).toHaveClass('scroll-mt-24');
    const code = screen.getByRole('textbox', { name: 'Enter 6-digit code' });
    expect(code).toHaveFocus();
    expect(code).toHaveClass('scroll-mt-24');
    scrollIntoView.mockRestore();
  });

  it("shows 'Verification Failed' with the server's message when the code is wrong", async () => {
    const user = userEvent.setup();
    renderApp('/login?mode=sign-up', {
      '/api/me': signedOut,
      '/api/auth/sign-up/email': () => json(200, { user: { id: 'u1' } }),
      '/api/auth/email-otp/verify-email': () =>
        apiError(
          400,
          accountErrorCodes.invalidCode,
          'That code is not correct. Check the email and try again.',
        ),
    });
    await user.type(await screen.findByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Lima');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.type(await screen.findByRole('textbox', { name: 'Enter 6-digit code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));

    expect(await screen.findByText('Verification Failed')).toBeInTheDocument();
    expect(screen.getByText('That code is not correct. Check the email and try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Enter 6-digit code' })).toHaveValue('');
  });

  it('says an expired code must be replaced and offers a new one', async () => {
    const user = userEvent.setup();
    renderApp('/login?mode=sign-up', {
      '/api/me': signedOut,
      '/api/auth/sign-up/email': () => json(200, { user: { id: 'u1' } }),
      '/api/auth/email-otp/verify-email': () =>
        apiError(400, accountErrorCodes.codeExpired, 'This code has expired. Request a new code.'),
    });
    await user.type(await screen.findByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Lima');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.type(await screen.findByRole('textbox', { name: 'Enter 6-digit code' }), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByText('This code has expired. Request a new code.')).toBeInTheDocument();
    expect(
      screen.getByText('This code can no longer be used. Request a new code below.'),
    ).toBeInTheDocument();
  });

  it("falls back to 'Failed to verify email. Please try again.' without a server message", async () => {
    const user = userEvent.setup();
    renderApp('/login?mode=sign-up', {
      '/api/me': signedOut,
      '/api/auth/sign-up/email': () => json(200, { user: { id: 'u1' } }),
      '/api/auth/email-otp/verify-email': () => new Response('nope', { status: 400 }),
    });
    await user.type(await screen.findByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Lima');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.type(await screen.findByRole('textbox', { name: 'Enter 6-digit code' }), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByText('Verification Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to verify email. Please try again.')).toBeInTheDocument();
  });

  it('lets the user resend the code only after a visible cool-down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { fetchMock } = renderApp('/login?mode=sign-up', {
      '/api/me': signedOut,
      '/api/auth/sign-up/email': () => json(200, { user: { id: 'u1' } }),
      '/api/auth/email-otp/send-verification-otp': () => json(200, { success: true }),
    });
    await user.type(await screen.findByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Lima');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const resend = await screen.findByRole('button', { name: /Resend code/ });
    // The clock also moves with real time (a busy machine may add a second).
    const seconds = () => Number(/\((\d+)s\)/.exec(resend.textContent ?? '')?.[1]);
    expect(resend).toBeDisabled();
    expect(seconds()).toBeGreaterThanOrEqual(58);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(seconds()).toBeLessThanOrEqual(50);
    expect(seconds()).toBeGreaterThanOrEqual(47);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50_000);
    });
    expect(resend).toBeEnabled();
    expect(resend).toHaveTextContent(/^Resend code$/);

    await user.click(resend);
    expect(await screen.findByText('New code sent')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/auth/email-otp/send-verification-otp');
    expect(bodyOf(sent?.[1])).toEqual({ email: 'ana@example.com', type: 'email-verification' });
    expect(screen.getByRole('button', { name: /Resend code/ })).toBeDisabled();
  });

  it('waits as long as the server says when it refuses a resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/login?mode=sign-up', {
      '/api/me': signedOut,
      '/api/auth/sign-up/email': () => json(200, { user: { id: 'u1' } }),
      '/api/auth/email-otp/send-verification-otp': () =>
        apiError(429, accountErrorCodes.codeCooldown, 'A code was sent moments ago.', {
          'Retry-After': '45',
        }),
    });
    await user.type(await screen.findByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Lima');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('button', { name: /Resend code/ });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    await user.click(screen.getByRole('button', { name: /Resend code/ }));
    expect(await screen.findByText('A code was sent moments ago.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend code/ })).toHaveTextContent(/\(4[345]s\)/);
  });

  it('signs in and goes to the redirect target', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const { router, fetchMock } = renderApp('/login?redirect=%2Fgallery', {
      '/api/me': () => (signedIn ? json(200, makeSession()) : signedOut()),
      '/api/auth/sign-in/email': () => {
        signedIn = true;
        return json(200, { user: { id: 'u1' } });
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery'));
    expect(await screen.findByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/sign-in/email');
    expect(bodyOf(call?.[1])).toEqual({ email: 'ana@example.com', password: 'correct horse battery' });
  });

  it('never follows a redirect to another site', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const { router } = renderApp('/login?redirect=%2F%2Fevil.example', {
      '/api/me': () => (signedIn ? json(200, makeSession()) : signedOut()),
      '/api/auth/sign-in/email': () => {
        signedIn = true;
        return json(200, { user: { id: 'u1' } });
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // / sends a signed-in user on to the dashboard.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says the email or password is wrong when neither login system knows them', async () => {
    const user = userEvent.setup();
    renderApp('/login', {
      '/api/me': signedOut,
      '/api/auth/sign-in/email': () =>
        apiError(401, accountErrorCodes.invalidCredentials, 'Invalid email or password.'),
      '/api/legacy/sign-in': () =>
        apiError(401, accountErrorCodes.invalidCredentials, 'Invalid email or password.'),
    });
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  });

  it('asks for the code when the email of the account is not verified yet', async () => {
    const user = userEvent.setup();
    renderApp('/login', {
      '/api/me': signedOut,
      '/api/auth/sign-in/email': () =>
        apiError(403, accountErrorCodes.emailNotVerified, 'Please verify your email address.'),
    });
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Enter 6-digit code' })).toBeInTheDocument();
  });

  it('resets a forgotten password by emailed code and signs in with the new one', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const { fetchMock, router } = renderApp('/login?redirect=%2Fgallery', {
      '/api/me': () => (signedIn ? json(200, makeSession()) : signedOut()),
      '/api/auth/email-otp/request-password-reset': () => json(200, { success: true }),
      '/api/auth/email-otp/reset-password': () => json(200, { success: true }),
      '/api/auth/sign-in/email': () => {
        signedIn = true;
        return json(200, { user: { id: 'u1' } });
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));

    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Enter 6-digit code' }), '654321');
    await user.type(screen.getByLabelText('New password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery'));
    const reset = fetchMock.mock.calls.find(([url]) => url === '/api/auth/email-otp/reset-password');
    expect(bodyOf(reset?.[1])).toEqual({
      email: 'ana@example.com',
      otp: '654321',
      password: 'a brand new passphrase',
    });
  });

  it("greets a signed-in user with 'Welcome back!' and a way to the dashboard", async () => {
    renderApp('/login', { '/api/me': () => json(200, makeSession()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});
