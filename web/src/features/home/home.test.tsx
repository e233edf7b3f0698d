import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeSession, renderApp } from '@/test/render-app';
import { stubEverythingInView } from '@/test/visible-observer';
import { heroRoomNames } from './components/home-hero';

describe('home', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('invites visitors to try it with the welcome credits, through sign-in', async () => {
    renderApp('/');
    const cta = await screen.findByRole('link', { name: 'Try Free Now - 5 WELCOME Credits' });
    expect(cta).toHaveAttribute('href', '/login?redirect=/ideation');
    expect(screen.getByRole('heading', { level: 1, name: /Your Space with AI$/ })).toBeInTheDocument();
  });

  it("takes visitors to the upload area with 'Start Creating Now'", async () => {
    // The upload area is on screen (or scrolled to): it loads.
    stubEverythingInView();
    renderApp('/');
    const start = await screen.findByRole('link', { name: 'Start Creating Now' });
    expect(start).toHaveAttribute('href', '#upload');
    // The upload area loads after the hero.
    await screen.findByRole('region', { name: 'Upload your room' }, { timeout: 10_000 });
    start.click();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Upload your room' }));
  });

  it('loads the studio for a visitor only when the upload area comes near the screen', async () => {
    renderApp('/');
    await screen.findByRole('link', { name: 'Start Creating Now' });
    // Nothing has scrolled into view (the test environment's observer never fires): the place is held.
    expect(screen.getByRole('heading', { level: 2, name: 'Upload your room' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('region', { name: 'Upload your room' })).not.toBeInTheDocument();
  });

  it('sends signed-in users at a plain / to the dashboard', async () => {
    const { router } = renderApp('/', { '/api/me': () => json(200, makeSession()) });
    expect(
      await screen.findByRole('heading', { level: 1, name: /, Ana$/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends signed-in users straight to ideation', async () => {
    renderApp('/?mode=ideation', { '/api/me': () => json(200, makeSession()) });
    const cta = await screen.findByRole('link', { name: 'Try Free Now - 5 WELCOME Credits' });
    expect(cta).toHaveAttribute('href', '/ideation');
  });

  it('rotates the room name every 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/');
    await screen.findByRole('link', { name: 'Try Free Now - 5 WELCOME Credits' });
    expect(screen.getByText(heroRoomNames[0])).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByText(heroRoomNames[1])).toBeInTheDocument();
  });

  it('keeps the headline still when the user prefers reduced motion', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderApp('/');
    await screen.findByRole('link', { name: 'Try Free Now - 5 WELCOME Credits' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9000);
    });
    expect(screen.getByText(heroRoomNames[0])).toBeInTheDocument();
    expect(screen.queryByText(heroRoomNames[1])).not.toBeInTheDocument();
  });
});
