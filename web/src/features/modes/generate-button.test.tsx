import { configure, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreditBalance } from '@roomcraft/contracts/credits';
import { makeRoomImage } from '@/features/studio/studio.test-support';
import { json, makeSession, renderApp } from '@/test/render-app';

// Each test renders the whole app with lazy pages; on a busy shared machine that takes seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

function renderMode(path: string, balance: CreditBalance) {
  return renderApp(path, {
    '/api/me': () => json(200, makeSession()),
    '/api/rooms/room1': () => json(200, makeRoomImage({ _id: 'room1' })),
    '/api/credits': () => json(200, balance),
  });
}

describe('Generate on the mode pages', () => {
  // The low-credit reminder was dismissed: these tests read the page under it.
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem('roomcraft.low-credit-dismissed-at', String(Date.now()));
  });

  it("is disabled at zero credits, says why next to it and offers 'Get Credits'", async () => {
    renderMode('/virtual-staging?room=room1', { freeCredits: 0, premiumCredits: 0, totalCredits: 0 });
    const reason = await screen.findByText('Needs 1 credit, you have 0.');
    const button = screen.getByRole('button', { name: /Stage room/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Needs 1 credit, you have 0\./);
    // Next to the reason, not the header's badge (which also says 'Get Credits' at zero).
    const next = within(reason.parentElement!).getByRole('link', { name: 'Get Credits' });
    expect(next).toHaveAttribute('href', '/credits');
  });

  it('is enabled when the balance covers the run', async () => {
    renderMode('/virtual-staging?room=room1', { freeCredits: 5, premiumCredits: 0, totalCredits: 5 });
    expect(await screen.findByRole('button', { name: /Stage room/ })).toBeEnabled();
    expect(screen.queryByText(/Needs \d+ credits?, you have/)).not.toBeInTheDocument();
  });

  it('counts premium credits only for compose, a premium-only feature', async () => {
    renderMode('/compose?room=room1', { freeCredits: 10, premiumCredits: 1, totalCredits: 11 });
    expect(await screen.findByText('Needs 2 premium credits, you have 1.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Generate \(2 credits\)/ })).toBeDisabled();
  });
});
