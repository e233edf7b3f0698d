import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, makeSession, renderApp } from '@/test/render-app';
import { makeRequest, makeRoomImage } from '@/features/ideation/ideation.fixtures';
import { timeOfDayGreeting } from './dashboard.actions';

// Each test renders the whole app with lazy pages; on a busy shared machine that takes seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

describe('/dashboard', () => {
  it('greets by first name and offers every studio mode, each of them open', async () => {
    renderApp('/dashboard', { '/api/me': () => json(200, makeSession()) });
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Ana$/ }),
    ).toBeInTheDocument();
    const actions = screen.getByRole('region', { name: 'Start designing' });
    const links = within(actions)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/ideation',
      '/compose',
      '/floor-plans',
      '/virtual-staging',
      '/decluttering',
      '/cost-estimations',
    ]);
    // Every mode is built now: none is marked as still to come.
    expect(within(actions).queryAllByText('Coming soon')).toHaveLength(0);
  });

  it("greets by username, else 'Designer'", async () => {
    const session = makeSession({ user: { id: 'u2', email: 'x@y.z', username: 'roomfan' }, profile: null });
    renderApp('/dashboard', { '/api/me': () => json(200, session) });
    expect(await screen.findByRole('heading', { level: 1, name: /, roomfan$/ })).toBeInTheDocument();
  });

  it('shows an empty recent-rooms state that says what to do next', async () => {
    renderApp('/dashboard', {
      '/api/me': () => json(200, makeSession()),
      '/api/rooms': () => json(200, { rooms: [] }),
    });
    const recent = await screen.findByRole('region', { name: 'Recent rooms' });
    expect(await within(recent).findByText('No rooms yet')).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'Upload a room photo' })).toHaveAttribute(
      'href',
      '/ideation',
    );
  });

  it('shows recent rooms opening in their studio, and recent ideations', async () => {
    renderApp('/dashboard', {
      '/api/me': () => json(200, makeSession()),
      '/api/rooms': () =>
        json(200, {
          rooms: [
            makeRoomImage({ title: 'Sunny lounge' }),
            makeRoomImage({ _id: 'room2', roomImageId: 'room2', title: 'Hall', mode: 'visualize' }),
          ],
        }),
      '/api/ideations': () =>
        json(200, { requests: [makeRequest({ status: 'completed', designStyle: 'scandinavian' })] }),
    });
    const recent = await screen.findByRole('region', { name: 'Recent rooms' });
    expect(await within(recent).findByRole('link', { name: 'Sunny lounge' })).toHaveAttribute(
      'href',
      '/ideation?room=room1',
    );
    expect(within(recent).getByRole('link', { name: 'Hall' })).toHaveAttribute('href', '/?room=room2');
    const ideations = await screen.findByRole('region', { name: 'Recent ideations' });
    expect(
      within(ideations).getByRole('link', { name: /4 ideas · Scandinavian Living Room/ }),
    ).toHaveAttribute('href', '/ideations/req1');
  });

  it('picks the greeting by the time of day', () => {
    expect(timeOfDayGreeting(new Date(2025, 0, 1, 8))).toBe('Good morning');
    expect(timeOfDayGreeting(new Date(2025, 0, 1, 13))).toBe('Good afternoon');
    expect(timeOfDayGreeting(new Date(2025, 0, 1, 21))).toBe('Good evening');
  });
});
