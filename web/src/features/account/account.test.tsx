import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accountErrorCodes } from '@roomcraft/contracts/accounts';
import type { Session } from '@/features/session/session.api';
import { apiError, json, makeSession, renderApp, signedOutResponse } from '@/test/render-app';

const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;

function sessionWith(profile: Partial<NonNullable<Session['profile']>> = {}): Session {
  const base = makeSession();
  return {
    ...base,
    user: { ...base.user, emailVerified: true, createdAt: '2025-03-01T10:00:00.000Z' },
    profile: {
      displayName: null,
      firstName: 'Ana',
      lastName: 'Lima',
      avatarUrl: null,
      isReviewer: false,
      preferences: { defaultMode: null, defaultStyle: null },
      ...profile,
    },
  };
}

describe('/account', () => {
  it('sends visitors to sign in first and back here afterwards', async () => {
    const { router } = renderApp('/account', { '/api/me': signedOutResponse });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Faccount');
  });

  it('checks the profile fields before saving', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/account', { '/api/me': () => json(200, sessionWith()) });
    const first = await screen.findByLabelText('First name');
    expect(first).toHaveValue('Ana');
    await user.clear(first);
    await user.type(screen.getByLabelText('Display name'), 'x'.repeat(61));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Display name can have at most 60 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/me/profile', expect.anything());
  });

  it('saves the profile, confirms it and shows the new name at once', async () => {
    const user = userEvent.setup();
    let current = sessionWith();
    const patch = vi.fn((init?: RequestInit) => {
      const body = bodyOf(init);
      current = sessionWith({
        displayName: body.displayName as string,
        firstName: body.firstName as string,
        lastName: body.lastName as string,
      });
      current.user = { ...current.user, firstName: body.firstName as string };
      return json(200, current);
    });
    renderApp('/account', { '/api/me': () => json(200, current), '/api/me/profile': patch });
    await user.clear(await screen.findByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Anna');
    await user.type(screen.getByLabelText('Display name'), 'Anna L.');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(bodyOf(patch.mock.calls[0]?.[0])).toEqual({
      displayName: 'Anna L.',
      firstName: 'Anna',
      lastName: 'Lima',
    });
    expect((await screen.findAllByText('Anna')).length).toBeGreaterThan(0);
  });

  it("shows the server's message when saving fails", async () => {
    const user = userEvent.setup();
    renderApp('/account', {
      '/api/me': () => json(200, sessionWith()),
      '/api/me/profile': () => apiError(400, 'request.invalid', 'Names may not contain links.'),
    });
    await user.type(await screen.findByLabelText('Display name'), 'www.spam');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Names may not contain links.');
  });

  it('previews a chosen photo, uploads it and can remove it', async () => {
    const user = userEvent.setup();
    let current = sessionWith();
    const upload = vi.fn((init?: RequestInit) => {
      expect(init?.body).toBeInstanceOf(File);
      expect(new Headers(init?.headers).get('Content-Type')).toBe('image/png');
      current = sessionWith({ avatarUrl: '/files/avatars/u1.webp' });
      return json(200, { avatarUrl: '/files/avatars/u1.webp' });
    });
    const remove = vi.fn(() => {
      current = sessionWith();
      return new Response(null, { status: 204 });
    });
    renderApp('/account', {
      '/api/me': () => json(200, current),
      '/api/me/avatar': (init) => (init?.method === 'DELETE' ? remove() : upload(init)),
    });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Choose a profile photo'), file);
    expect(await screen.findByRole('img', { name: 'Preview of your new profile photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText('Photo updated')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledOnce();
    expect(await screen.findByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      '/files/avatars/u1.webp',
    );

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Photo removed')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: 'Your profile photo' })).not.toBeInTheDocument(),
    );
  });

  it('refuses other file types before uploading and shows what the server refuses', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const upload = vi.fn(() =>
      apiError(415, accountErrorCodes.avatarUnsupported, 'That file is not a JPEG, PNG or WebP image.'),
    );
    renderApp('/account', { '/api/me': () => json(200, sessionWith()), '/api/me/avatar': upload });
    const input = await screen.findByLabelText('Choose a profile photo');
    await user.upload(input, new File(['gif'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unsupported format: Please use JPEG, PNG, or WebP images only.',
    );
    expect(upload).not.toHaveBeenCalled();

    await user.upload(input, new File(['fake'], 'me.jpg', { type: 'image/jpeg' }));
    await user.click(await screen.findByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That file is not a JPEG, PNG or WebP image.');
  });

  it('shows the email, whether it is verified, and links to the preferences', async () => {
    renderApp('/account', { '/api/me': () => json(200, sessionWith()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Account sections' });
    expect(within(sections).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(sections).getByRole('link', { name: 'Preferences' })).toHaveAttribute('href', '/settings');
  });
});

describe('/settings', () => {
  it('saves the default mode and style', async () => {
    const user = userEvent.setup();
    let current = sessionWith({ preferences: { defaultMode: 'ideation', defaultStyle: null } });
    const patch = vi.fn((init?: RequestInit) => {
      const prefs = bodyOf(init).preferences as { defaultMode: string; defaultStyle: string };
      current = sessionWith({ preferences: prefs });
      return json(200, current);
    });
    renderApp('/settings', { '/api/me': () => json(200, current), '/api/me/profile': patch });
    expect(await screen.findByRole('radio', { name: /^Ideation/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^Compose/ }));
    await user.click(screen.getByRole('combobox', { name: 'Default style' }));
    await user.click(await screen.findByRole('option', { name: 'Scandinavian' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
    expect(bodyOf(patch.mock.calls[0]?.[0])).toEqual({
      preferences: { defaultMode: 'compose', defaultStyle: 'scandinavian' },
    });
    expect(screen.getByRole('radio', { name: /^Compose/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Default style' })).toHaveTextContent('Scandinavian');
  });

  it('clears the defaults with "No default"', async () => {
    const user = userEvent.setup();
    const patch = vi.fn(() => json(200, sessionWith()));
    renderApp('/settings', {
      '/api/me': () =>
        json(200, sessionWith({ preferences: { defaultMode: 'compose', defaultStyle: 'japanese' } })),
      '/api/me/profile': patch,
    });
    expect(await screen.findByRole('combobox', { name: 'Default style' })).toHaveTextContent('Japanese');
    await user.click(screen.getByRole('radio', { name: /^No default/ }));
    await user.click(screen.getByRole('combobox', { name: 'Default style' }));
    await user.click(await screen.findByRole('option', { name: 'No default style' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(patch).toHaveBeenCalledOnce());
    expect(bodyOf((patch.mock.calls[0] as unknown as [RequestInit])[0])).toEqual({
      preferences: { defaultMode: null, defaultStyle: null },
    });
  });
});
