import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeSession, notFoundResponse, renderApp } from '@/test/render-app';
import type { Session } from '@/features/session/session.api';
import { PENDING_REMIX_KEY, type RemixData } from './studio.remix';
import { makeRoomImage } from './studio.test-support';

// The machine runs several suites at once: give lazy routes time to load.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const credits =
  (totalCredits = 5) =>
  () =>
    json(200, { freeCredits: totalCredits, premiumCredits: 0, totalCredits });
const signedIn =
  (session: Session = makeSession()) =>
  () =>
    json(200, session);

afterEach(() => localStorage.clear());

describe('home studio: room loading', () => {
  it('opens the studio with the room of `room=<id>`', async () => {
    renderApp('/?room=room-1', {
      '/api/me': signedIn(),
      '/api/credits': credits(),
      '/api/rooms/room-1': () => json(200, makeRoomImage()),
    });
    expect(await screen.findByRole('heading', { level: 1, name: "Let's get Started" })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your room photo' })).toHaveAttribute(
      'src',
      '/files/room-1/original.jpg',
    );
    expect(screen.getByRole('button', { name: 'Ideation', pressed: true })).toBeInTheDocument();
  });

  it('gives up after 8 seconds with Loading Timeout and clears the room', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderApp('/?room=room-1', {
      '/api/me': signedIn(),
      '/api/credits': credits(),
      '/api/rooms/room-1': () => new Promise<Response>(() => {}),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Loading Room' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(7500);
    });
    expect(screen.queryByText('Loading Timeout')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(await screen.findByText('Loading Timeout')).toBeInTheDocument();
    expect(screen.getByText('The room took too long to load. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).not.toContain('room='));
  });

  it("says 'Room Not Found' for a missing room (or another user's)", async () => {
    const { router } = renderApp('/?room=gone', {
      '/api/me': signedIn(),
      '/api/credits': credits(),
      '/api/rooms/gone': notFoundResponse,
    });
    expect(await screen.findByText('Room Not Found')).toBeInTheDocument();
    expect(screen.getByText("The room you're looking for could not be found.")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).not.toContain('room='));
  });

  it('never asks the API for an id with braces', async () => {
    const { fetchMock } = renderApp('/?room={id}', { '/api/me': signedIn(), '/api/credits': credits() });
    expect(await screen.findByText('Room Not Found')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/rooms/'))).toBe(false);
  });
});

describe('home studio: remix and edit', () => {
  const roomImage = makeRoomImage({
    _id: 'design-9',
    generatedImageUrl: '/files/design-9/generated.png',
    mode: 'ideation',
    prompt: 'Bright coastal bedroom',
  });

  it('edits a design from `editImageId`: edit mode, ideation, clean URL, generated image', async () => {
    // A saved default mode does not apply while editing.
    const session = makeSession({ profile: { firstName: 'Ana', preferences: { defaultMode: 'compose' } } });
    const { router } = renderApp('/?editImageId=design-9&prompt=cozier', {
      '/api/me': signedIn(session),
      '/api/credits': credits(),
      '/api/rooms/design-9': () => json(200, roomImage),
    });
    expect(await screen.findByText('Remix Mode')).toBeInTheDocument();
    expect(screen.getByText('Ready to create a new variation of your design.')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 1, name: /Edit Design/ });
    expect(within(heading).getByText('Edit Mode')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your room photo' })).toHaveAttribute(
      'src',
      '/files/design-9/generated.png',
    );
    expect(screen.getByRole('button', { name: 'Ideation', pressed: true })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('cancels an edit through the discard dialog and goes to the gallery', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/?editImageId=design-9', {
      '/api/me': signedIn(),
      '/api/credits': credits(),
      '/api/rooms/design-9': () => json(200, roomImage),
    });
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 1, name: /Edit Design/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Edit Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Your changes have been discarded')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery'));
  });

  it('shows the Error toast when the design to remix cannot be loaded', async () => {
    renderApp('/?editImageId=missing', {
      '/api/me': signedIn(),
      '/api/credits': credits(),
      '/api/rooms/missing': notFoundResponse,
    });
    expect(
      await screen.findByText('Could not load the image for remix. Please try again.'),
    ).toBeInTheDocument();
  });

  it('opens a stored pending remix in visualize mode and removes it', async () => {
    const remix: RemixData = {
      originalImageUrl: '/files/a/original.jpg',
      generatedImageUrl: '/files/a/generated.png',
      prompt: 'Add plants',
      imageId: 'a',
      creationMode: 'ideation',
      editMode: false,
    };
    localStorage.setItem(PENDING_REMIX_KEY, JSON.stringify(remix));
    renderApp('/', { '/api/me': signedIn(), '/api/credits': credits() });
    expect(await screen.findByRole('img', { name: 'Your room photo' })).toHaveAttribute(
      'src',
      '/files/a/generated.png',
    );
    expect(screen.getByRole('link', { name: 'Open Visualize' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/visualize/),
    );
    expect(screen.getByText('Add plants')).toBeInTheDocument();
    expect(localStorage.getItem(PENDING_REMIX_KEY)).toBeNull();
  });

  it("discards an image with 'Image Discarded'", async () => {
    const user = userEvent.setup();
    renderApp('/?room=room-1', {
      '/api/me': () => signedOutVisitor(),
      '/api/rooms/room-1': () => json(200, makeRoomImage()),
    });
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Image Discarded')).toBeInTheDocument();
    expect(screen.getByText('Your generated image has been discarded.')).toBeInTheDocument();
  });
});

describe('home studio: modes', () => {
  it("uses the profile's default mode unless the URL names one", async () => {
    const session = makeSession({ profile: { firstName: 'Ana', preferences: { defaultMode: 'compose' } } });
    const handlers = {
      '/api/me': signedIn(session),
      '/api/credits': credits(),
      '/api/rooms/room-1': () => json(200, makeRoomImage({ mode: 'upload' })),
    };
    const first = renderApp('/?room=room-1', handlers);
    expect(await screen.findByRole('button', { name: 'Compose', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Compose' })).toHaveAttribute(
      'href',
      '/compose?room=room-1',
    );
    first.unmount();

    renderApp('/?mode=floorplan', handlers);
    expect(await screen.findByRole('button', { name: 'Floor plan', pressed: true })).toBeInTheDocument();
  });

  it('floor plan mode opens the floor plans page instead of saying it is coming soon', async () => {
    renderApp('/?room=room-1&mode=floorplan', {
      '/api/me': signedIn(),
      '/api/credits': credits(),
      '/api/rooms/room-1': () => json(200, makeRoomImage({ mode: 'upload' })),
    });
    expect(await screen.findByRole('button', { name: 'Floor plan', pressed: true })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open Floor plans' })).toHaveAttribute(
      'href',
      '/floor-plans',
    );
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('colours the credit badges: red below the cost, blue otherwise, and says so in words', async () => {
    renderApp('/?mode=ideation', { '/api/me': signedIn(), '/api/credits': credits(1) });
    const compose = await screen.findByTestId('mode-cost-compose');
    await waitFor(() => expect(compose).toHaveAttribute('data-enough', 'false'));
    expect(compose).toHaveClass('text-destructive');
    expect(compose).toHaveTextContent('2 credits, not enough credits');
    const ideation = screen.getByTestId('mode-cost-ideation');
    expect(ideation).toHaveAttribute('data-enough', 'true');
    expect(ideation).toHaveClass('text-blue-800');
    expect(ideation).toHaveTextContent('1 credit/idea');
    expect(screen.getByTestId('mode-cost-floorplan')).toHaveAttribute('data-enough', 'true');
    expect(screen.queryByRole('button', { name: 'Visualize' })).not.toBeInTheDocument();
  });
});

function signedOutVisitor() {
  return json(401, { error: { code: 'auth.unauthorized', message: 'Sign in first' } });
}
