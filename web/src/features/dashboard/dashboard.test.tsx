import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeSession, renderApp } from '@/test/render-app';
import { timeOfDayGreeting } from './dashboard.actions';

describe('/dashboard', () => {
  it('greets by first name and offers every studio mode, saying which are not built yet', async () => {
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
    expect(within(actions).getAllByText('Coming soon')).toHaveLength(6);
  });

  it("greets by username, else 'Designer'", async () => {
    const session = makeSession({ user: { id: 'u2', email: 'x@y.z', username: 'roomfan' }, profile: null });
    renderApp('/dashboard', { '/api/me': () => json(200, session) });
    expect(await screen.findByRole('heading', { level: 1, name: /, roomfan$/ })).toBeInTheDocument();
  });

  it('shows an empty recent-rooms state that says what to do next', async () => {
    renderApp('/dashboard', { '/api/me': () => json(200, makeSession()) });
    const recent = await screen.findByRole('region', { name: 'Recent rooms' });
    expect(within(recent).getByText('No rooms yet')).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'Upload a room photo' })).toHaveAttribute(
      'href',
      '/ideation',
    );
  });

  it('picks the greeting by the time of day', () => {
    expect(timeOfDayGreeting(new Date(2025, 0, 1, 8))).toBe('Good morning');
    expect(timeOfDayGreeting(new Date(2025, 0, 1, 13))).toBe('Good afternoon');
    expect(timeOfDayGreeting(new Date(2025, 0, 1, 21))).toBe('Good evening');
  });
});
