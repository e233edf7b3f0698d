import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeRoomImage } from '@/features/ideation/ideation.fixtures';
import { json, makeSession, renderApp } from '@/test/render-app';

// Each test renders the whole app with lazy pages; on a busy shared machine that takes seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const me = () => json(200, makeSession());
const design = (n: number, overrides = {}) =>
  makeRoomImage({
    _id: `d${n}`,
    roomImageId: `d${n}`,
    title: `Design ${n}`,
    generatedImageUrl: `/files/d${n}.png`,
    generatedThumbnailUrl: `/files/d${n}-thumb.png`,
    status: 'completed',
    ...overrides,
  });
const galleryCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/gallery'));

describe('/gallery', () => {
  it("pages with 'Load more' and links each design to its page", async () => {
    const user = userEvent.setup();
    let page = 0;
    const { fetchMock } = renderApp('/gallery', {
      '/api/me': me,
      '/api/gallery': () => {
        page += 1;
        return page === 1
          ? json(200, { items: [design(1), design(2)], nextCursor: 'c2' })
          : json(200, { items: [design(3)], nextCursor: null });
      },
    });
    expect(await screen.findByRole('link', { name: /Design 1/ })).toHaveAttribute('href', '/design/d1');
    expect(screen.queryByRole('link', { name: /Design 3/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /Design 3/ })).toHaveAttribute('href', '/design/d3');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(galleryCalls(fetchMock)).toEqual(['/api/gallery', '/api/gallery?cursor=c2']);
  });

  it('filters to favourites, in the URL', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderApp('/gallery', {
      '/api/me': me,
      '/api/gallery': () => json(200, { items: [], nextCursor: null }),
    });
    expect(await screen.findByText('No designs yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Favorites' }));
    expect(await screen.findByText('No favorites yet')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?favorites=true');
    expect(screen.getByRole('button', { name: 'Favorites' })).toHaveAttribute('aria-pressed', 'true');
    expect(galleryCalls(fetchMock)).toContain('/api/gallery?favorites=true');
  });

  it('deletes a design only after confirming', async () => {
    const user = userEvent.setup();
    let items = [design(1), design(2)];
    const remove = vi.fn((init?: RequestInit) => {
      if (init?.method !== 'DELETE') return json(200, design(1));
      items = items.filter((item) => item._id !== 'd1');
      return json(200, { success: true });
    });
    renderApp('/gallery', {
      '/api/me': me,
      '/api/gallery': () => json(200, { items, nextCursor: null }),
      '/api/rooms/d1': remove,
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Design 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this design?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Design 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Design deleted')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith(expect.objectContaining({ method: 'DELETE' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Design 1/ })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /Design 2/ })).toBeInTheDocument();
  });

  it('toggles a favourite with the spec toasts', async () => {
    const user = userEvent.setup();
    const patch = vi.fn((init?: RequestInit) =>
      json(
        200,
        design(1, { isFavorite: (JSON.parse(String(init?.body)) as { isFavorite: boolean }).isFavorite }),
      ),
    );
    renderApp('/gallery', {
      '/api/me': me,
      '/api/gallery': () => json(200, { items: [design(1)], nextCursor: null }),
      '/api/rooms/d1': patch,
    });
    await user.click(await screen.findByRole('button', { name: 'Add to favorites: Design 1' }));
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'PATCH', body: '{"isFavorite":true}' }),
    );
  });

  it('groups designs under their source room and filters by mode and style, in the URL', async () => {
    const user = userEvent.setup();
    const fromRoomImage = (n: number, source: string, overrides = {}) =>
      design(n, {
        metadata: { sourceRoomImageId: source },
        originalThumbnailUrl: `/files/${source}-thumb.webp`,
        ...overrides,
      });
    const items = [
      // An edit of design 2 joins the room design 2 came from.
      fromRoomImage(4, 'd2', { mode: 'visualize', title: 'Brighter walls' }),
      fromRoomImage(3, 'upload-b', { mode: 'virtual-staging', style: 'industrial', roomType: 'bedroom' }),
      fromRoomImage(2, 'upload-a', { mode: 'ideation', style: 'scandinavian' }),
      fromRoomImage(1, 'upload-a', { mode: 'ideation', style: 'modern' }),
    ];
    const { router } = renderApp('/gallery', {
      '/api/me': me,
      '/api/gallery': () => json(200, { items, nextCursor: null }),
      // Room A's photo has a title; room B's is gone (404): its header says what the designs show.
      '/api/rooms/upload-a': () =>
        json(200, makeRoomImage({ _id: 'upload-a', roomImageId: 'upload-a', title: 'Sunny lounge' })),
    });

    const roomA = await screen.findByRole('region', { name: 'Sunny lounge' });
    expect(within(roomA).getByRole('img', { name: 'Original photo: Sunny lounge' })).toHaveAttribute(
      'src',
      '/files/upload-a-thumb.webp',
    );
    expect(within(roomA).getByText('3 designs')).toBeInTheDocument();
    expect(
      within(roomA)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/design/d4', '/design/d2', '/design/d1']);
    const roomB = screen.getByRole('region', { name: 'Bedroom photo' });
    expect(within(roomB).getByText('1 design')).toBeInTheDocument();
    expect(within(roomB).getByRole('link', { name: /Design 3/ })).toHaveAttribute('href', '/design/d3');
    // Favourites and delete still work from inside a group.
    expect(within(roomA).getByRole('button', { name: 'Delete Brighter walls' })).toBeInTheDocument();
    expect(within(roomB).getByRole('button', { name: 'Add to favorites: Design 3' })).toBeInTheDocument();

    const mode = screen.getByRole('combobox', { name: 'Mode' });
    expect(
      within(mode)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All modes', 'Ideation', 'Visualize', 'Virtual Staging']);
    await user.selectOptions(mode, 'Visualize');
    expect(router.state.location.search).toBe('?mode=visualize');
    // The edit stays under its room though the design it was made from is filtered out.
    expect(within(screen.getByRole('region', { name: 'Sunny lounge' })).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Bedroom photo' })).not.toBeInTheDocument();

    await user.selectOptions(mode, 'All modes');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Style' }), 'Modern');
    expect(router.state.location.search).toBe('?style=modern');
    expect(
      within(screen.getByRole('region', { name: 'Sunny lounge' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/design/d1']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Virtual Staging');
    expect(await screen.findByText('No designs match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all designs' }));
    expect(router.state.location.search).toBe('');
    expect(within(screen.getByRole('region', { name: 'Sunny lounge' })).getAllByRole('link')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Bedroom photo' })).toBeInTheDocument();
  });
});
