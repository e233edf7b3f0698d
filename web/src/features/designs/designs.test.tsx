import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeIdea, makeRoomImage } from '@/features/ideation/ideation.fixtures';
import { json, makeSession, renderApp } from '@/test/render-app';

// Each test renders the whole app with lazy pages; on a busy shared machine that takes seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const me = () => json(200, makeSession());
const roomImage = makeRoomImage({
  _id: 'design1',
  roomImageId: 'design1',
  title: 'Warm Nordic calm',
  generatedImageUrl: '/files/idea1.png',
  prompt: 'A scandinavian living room with light oak',
  style: 'scandinavian',
  roomType: 'living-room',
  status: 'completed',
  metadata: { engine: 'local', structureScore: 0.9, ideaId: 'idea1', ideationRequestId: 'req1' },
});

describe('design pages', () => {
  it.each(['/design/design1', '/designs/design1', '/image/design1'])(
    '%s shows the comparison, what made it and the idea behind it',
    async (path) => {
      renderApp(path, {
        '/api/me': me,
        '/api/rooms/design1': () => json(200, roomImage),
        '/api/ideations/req1/ideas': () => json(200, { ideas: [makeIdea()] }),
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Warm Nordic calm' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Result comparison' })).toBeInTheDocument();
      expect(screen.getByText('Scandinavian')).toBeInTheDocument();
      expect(screen.getByText('Living Room')).toBeInTheDocument();
      expect(screen.getByText('Offline engine')).toBeInTheDocument();
      expect(screen.getByText('90%')).toBeInTheDocument();
      expect(screen.getAllByText('A scandinavian living room with light oak').length).toBeGreaterThan(0);
      const idea = await screen.findByRole('region', { name: 'The idea: Warm Nordic calm' });
      expect(within(idea).getByText('Oak sideboard')).toBeInTheDocument();
    },
  );

  it('shows the description once, not again in the idea it came from', async () => {
    // An ideation design's description is its idea's, as rendered: the page used to print both.
    const described = { ...roomImage, description: 'Light oak, linen and soft white walls.' };
    renderApp('/design/design1', {
      '/api/me': me,
      '/api/rooms/design1': () => json(200, described),
      '/api/ideations/req1/ideas': () => json(200, { ideas: [makeIdea()] }),
    });
    const idea = await screen.findByRole('region', { name: 'The idea: Warm Nordic calm' });
    expect(screen.getAllByText('Light oak, linen and soft white walls.')).toHaveLength(1);
    expect(within(idea).queryByText('Light oak, linen and soft white walls.')).not.toBeInTheDocument();
  });

  it("keeps the idea's description when the design has none", async () => {
    renderApp('/design/design1', {
      '/api/me': me,
      '/api/rooms/design1': () => json(200, { ...roomImage, description: '' }),
      '/api/ideations/req1/ideas': () => json(200, { ideas: [makeIdea()] }),
    });
    const idea = await screen.findByRole('region', { name: 'The idea: Warm Nordic calm' });
    expect(within(idea).getByText('Light oak, linen and soft white walls.')).toBeInTheDocument();
  });

  it("says when a design is missing or someone else's", async () => {
    renderApp('/design/nope', { '/api/me': me });
    expect(await screen.findByRole('heading', { name: 'Design not found' })).toBeInTheDocument();
  });

  it('deletes after confirming and goes back to the gallery', async () => {
    const user = userEvent.setup();
    const room = vi.fn((init?: RequestInit) =>
      init?.method === 'DELETE' ? json(200, { success: true }) : json(200, roomImage),
    );
    const { router } = renderApp('/design/design1', {
      '/api/me': me,
      '/api/rooms/design1': room,
      '/api/gallery': () => json(200, { items: [], nextCursor: null }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this design?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery'));
    expect(room).toHaveBeenCalledWith(expect.objectContaining({ method: 'DELETE' }));
  });
});
