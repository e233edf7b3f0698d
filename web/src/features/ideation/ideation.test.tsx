import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, FakeEventSource, json, makeSession, renderApp } from '@/test/render-app';
import { makeIdea, makeRequest, makeRoomImage } from './ideation.fixtures';

// Each test renders the whole app with lazy pages; on a busy shared machine that takes seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const me = () => json(200, makeSession());
const credits = (totalCredits: number) => () =>
  json(200, { freeCredits: totalCredits, premiumCredits: 0, totalCredits });

function radio(group: string, name: string) {
  return within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name });
}

describe('/ideation settings', () => {
  it('starts with 4 ideas at Creative; Reset clears every setting to Modest and interior, keeping the room', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/ideation?room=room1', {
      '/api/me': me,
      '/api/rooms/room1': () => json(200, makeRoomImage()),
    });
    expect(await screen.findByRole('heading', { name: 'Ideation Settings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Upload Room Image/ })).toBeInTheDocument();
    expect(radio('Number of ideas', '4')).toBeChecked();
    expect(radio('Creativity', 'Creative')).toBeChecked();
    expect(radio('Room location', 'Interior')).toBeChecked();
    expect(screen.getByLabelText('Room type')).toHaveTextContent('Living Room');

    await user.click(radio('Creativity', 'Bold'));
    await user.click(radio('Room location', 'Other'));
    await user.type(screen.getByLabelText('Custom location'), 'Rooftop');
    await user.type(screen.getByLabelText('Prompt (optional)'), 'more plants');
    await user.click(screen.getByRole('button', { name: 'Reset' }));

    expect(radio('Creativity', 'Modest')).toBeChecked();
    expect(radio('Room location', 'Interior')).toBeChecked();
    expect(screen.queryByLabelText('Custom location')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Prompt (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Room type')).toHaveTextContent('Choose a room type');
    expect(router.state.location.search).toBe('?room=room1');

    await user.click(screen.getByRole('button', { name: /Generate 4 ideas/ }));
    expect(await screen.findByText('Choose a room type', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Choose a design style', { selector: 'p' })).toBeInTheDocument();
  });

  it("says 'No image uploaded' when there is no room yet", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/ideation', { '/api/me': me, '/api/credits': credits(10) });
    await user.click(await screen.findByRole('button', { name: /Generate 4 ideas/ }));
    expect(await screen.findByText('No image uploaded')).toBeInTheDocument();
    expect(screen.getByText('Please upload a room image to start ideation.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/ideations', expect.objectContaining({ method: 'POST' }));
  });

  it('disables Generate when there are fewer credits than ideas, with the reason and Get Credits', async () => {
    const user = userEvent.setup();
    const start = vi.fn((_init?: RequestInit) => json(200, { success: true, ideationRequestId: 'req1' }));
    // 5 credits: above the low-credit modal's threshold, below 6 ideas.
    renderApp('/ideation?room=room1', {
      '/api/me': me,
      '/api/rooms/room1': () => json(200, makeRoomImage()),
      '/api/credits': credits(5),
      '/api/ideations': start,
    });
    await screen.findByRole('heading', { name: 'Ideation Settings' });
    await waitFor(() => expect(screen.getByRole('button', { name: /Generate 4 ideas/ })).toBeEnabled());
    await user.click(radio('Number of ideas', '6'));
    const generate = screen.getByRole('button', { name: /Generate 6 ideas/ });
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription(/Needs 6 credits, you have 5\./);
    const reason = screen.getByText('Needs 6 credits, you have 5.');
    expect(within(reason.parentElement!).getByRole('link', { name: 'Get Credits' })).toHaveAttribute(
      'href',
      '/credits',
    );
    await user.click(generate);
    expect(start).not.toHaveBeenCalled();

    await user.click(radio('Number of ideas', '5'));
    expect(screen.getByRole('button', { name: /Generate 5 ideas/ })).toBeEnabled();
  });

  it("shows the server's refusal of a start: 402 as insufficient credits, others with its message", async () => {
    const user = userEvent.setup();
    let answer = () => apiError(402, 'credits.insufficient', 'Insufficient credits. Needs 2 credits.');
    renderApp('/ideation?room=room1', {
      '/api/me': me,
      '/api/rooms/room1': () => json(200, makeRoomImage()),
      '/api/credits': credits(10),
      '/api/ideations': () => answer(),
    });
    await user.click(await screen.findByRole('button', { name: /Generate 4 ideas/ }));
    await user.click(radio('Number of ideas', '2'));
    await user.click(screen.getByRole('button', { name: /Generate 2 ideas/ }));
    expect(
      await screen.findByText('You need at least 2 credit(s) to generate 2 design idea(s).'),
    ).toBeInTheDocument();

    answer = () => json(200, { success: false });
    await user.click(screen.getByRole('button', { name: /Generate 2 ideas/ }));
    expect(await screen.findByText('Failed to start ideation')).toBeInTheDocument();
  });

  it('offers outdoor styles for an exterior and shows what the style does to a house and garden', async () => {
    const user = userEvent.setup();
    renderApp('/ideation?room=room1', {
      '/api/me': me,
      '/api/rooms/room1': () => json(200, makeRoomImage()),
    });
    await screen.findByRole('heading', { name: 'Ideation Settings' });
    expect(screen.queryByTestId('outdoor-palette')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Design style'));
    expect(await screen.findByRole('option', { name: 'Glam' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(radio('Room location', 'Exterior'));
    await user.click(screen.getByLabelText('Design style'));
    await user.click(await screen.findByRole('option', { name: 'Mediterranean' }));
    const palette = await screen.findByTestId('outdoor-palette');
    expect(palette).toHaveTextContent('Door: Aegean Blue');
    expect(palette).toHaveTextContent('Roof: Terracotta Roof Tile');
    expect(palette).toHaveTextContent('Planting: olive trees, lavender, rosemary and bougainvillea.');
    await user.click(screen.getByLabelText('Design style'));
    expect(await screen.findByRole('option', { name: 'Farmhouse' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Glam' })).not.toBeInTheDocument();
  });

  it('starts with the chosen settings, confirms, and follows the request in the URL', async () => {
    const user = userEvent.setup();
    const start = vi.fn((init?: RequestInit) =>
      init?.method === 'POST'
        ? json(200, { success: true, ideationRequestId: 'req1' })
        : json(200, { requests: [] }),
    );
    const { router } = renderApp('/ideation?room=room1', {
      '/api/me': me,
      '/api/rooms/room1': () => json(200, makeRoomImage()),
      '/api/credits': credits(5),
      '/api/ideations': start,
      '/api/ideations/req1': () => json(200, makeRequest()),
      '/api/ideations/req1/ideas': () => json(200, { ideas: [] }),
    });
    await screen.findByRole('heading', { name: 'Ideation Settings' });
    await user.click(radio('Creativity', 'Minimal'));
    await user.type(screen.getByLabelText('Prompt (optional)'), '  warm wood  ');
    await user.click(screen.getByRole('button', { name: /Generate 4 ideas/ }));

    expect(await screen.findByText('Ideation started!')).toBeInTheDocument();
    expect(bodyOf(start.mock.calls[0]?.[0])).toEqual({
      roomImageId: 'room1',
      numberOfIdeas: 4,
      creativityLevel: 1,
      roomType: 'living-room',
      designStyle: 'modern',
      roomLocation: 'interior',
      userPrompt: 'warm wood',
      mode: 'ideation',
    });
    await waitFor(() => expect(router.state.location.search).toBe('?room=room1&ideation=req1'));
    expect(await screen.findByText('Processing your request...')).toBeInTheDocument();
  });
});

describe('ideation progress and results', () => {
  it('shows the status, a clamped bar and ticks the steps as they pass, live', async () => {
    let request = makeRequest({ status: 'creating_image_2', progress: 140, stepsCompleted: 3 });
    let ideas = [makeIdea(), makeIdea({ _id: 'idea2', order: 2, title: 'Bold loft', status: 'generating' })];
    renderApp('/ideations/req1', {
      '/api/me': me,
      '/api/ideations/req1': () => json(200, request),
      '/api/ideations/req1/ideas': () => json(200, { ideas }),
    });
    expect(await screen.findByText('Creating image 2 of 4...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Analyze your room').closest('li')).toHaveAttribute('data-state', 'done');
    expect(screen.getByText('Generate design ideas').closest('li')).toHaveAttribute('data-state', 'done');
    expect(screen.getByText('Create images').closest('li')).toHaveAttribute('data-state', 'active');
    expect(screen.queryByRole('button', { name: 'New Ideation' })).not.toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Warm Nordic calm' });
    expect(within(card).getByText('Light oak, linen and soft white walls.')).toBeInTheDocument();
    expect(within(card).getByText('Scandinavian')).toBeInTheDocument();
    expect(within(card).getByText('Calm')).toBeInTheDocument();
    expect(within(card).getByText('Mid-range')).toBeInTheDocument();
    expect(within(card).getByText('Easy')).toBeInTheDocument();
    expect(
      within(within(card).getByRole('list', { name: 'Colour palette' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(
      within(screen.getByRole('article', { name: 'Bold loft' })).getByText('Generating image…'),
    ).toBeInTheDocument();

    request = makeRequest({ status: 'completed', progress: 100, stepsCompleted: 6 });
    ideas = [makeIdea(), makeIdea({ _id: 'idea2', order: 2, title: 'Bold loft', status: 'failed' })];
    act(() => {
      FakeEventSource.latest().emit('ready', { tabId: 't1' });
      FakeEventSource.latest().emit('invalidate', { topics: ['ideation:req1'] });
    });
    expect(await screen.findByText('All ideas are ready')).toBeInTheDocument();
    expect(await screen.findByText('Image Generated!')).toBeInTheDocument();
    expect(screen.getByText('Create images').closest('li')).toHaveAttribute('data-state', 'done');
    expect(
      await within(screen.getByRole('article', { name: 'Bold loft' })).findByText('Image generation failed'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Ideation' })).toBeInTheDocument();
  });

  it("says 'Resuming after a restart' while an interrupted request waits for its retry, until it moves on", async () => {
    let request = makeRequest({
      status: 'analyzing_image',
      progress: 5,
      message: 'Resuming after a restart',
    });
    renderApp('/ideations/req1', {
      '/api/me': me,
      '/api/ideations/req1': () => json(200, request),
      '/api/ideations/req1/ideas': () => json(200, { ideas: [] }),
    });
    expect(await screen.findByTestId('progress-status')).toHaveTextContent('Resuming after a restart');
    expect(screen.getByText('Analyze your room').closest('li')).toHaveAttribute('data-state', 'active');

    // The retry took over and the next step wrote its own message.
    request = makeRequest({
      status: 'generating_ideas',
      progress: 20,
      message: 'Generating design ideas...',
    });
    act(() => {
      FakeEventSource.latest().emit('ready', { tabId: 't1' });
      FakeEventSource.latest().emit('invalidate', { topics: ['ideation:req1'] });
    });
    await waitFor(() =>
      expect(screen.getByTestId('progress-status')).toHaveTextContent('Generating design ideas...'),
    );
    expect(screen.queryByText('Resuming after a restart')).not.toBeInTheDocument();
  });

  it("shows 'Error occurred' with the message when the request failed, and restarts at /ideation", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/ideation?room=room1&ideation=req1', {
      '/api/me': me,
      '/api/rooms/room1': () => json(200, makeRoomImage()),
      '/api/ideations/req1': () =>
        json(200, makeRequest({ status: 'failed', error: 'The image could not be analysed.' })),
      '/api/ideations/req1/ideas': () => json(200, { ideas: [] }),
    });
    expect(await screen.findByText('Error occurred')).toBeInTheDocument();
    expect(screen.getByText('The image could not be analysed.')).toBeInTheDocument();
    expect(screen.getByText('Ideation failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Ideation' }));
    expect(router.state.location.pathname).toBe('/ideation');
    expect(router.state.location.search).toBe('?room=room1');
    expect(await screen.findByRole('heading', { name: 'Ideation Settings' })).toBeInTheDocument();
  });

  it("shows 'Unable to load' for a request that is missing or someone else's", async () => {
    renderApp('/ideations/other', { '/api/me': me });
    expect(await screen.findByRole('heading', { name: 'Unable to load' })).toBeInTheDocument();
    expect(
      screen.getByText('This request may not belong to your account, or it was removed.'),
    ).toBeInTheDocument();
  });

  it('flips the heart at once with a toast, and puts it back when the server refuses', async () => {
    const user = userEvent.setup();
    let fail = false;
    const favorite = vi.fn((init?: RequestInit) =>
      fail
        ? apiError(500, 'internal', 'Something went wrong')
        : json(200, { isFavorite: bodyOf(init).isFavorite }),
    );
    renderApp('/ideations/req1', {
      '/api/me': me,
      '/api/ideations/req1': () => json(200, makeRequest({ status: 'completed', progress: 100 })),
      '/api/ideations/req1/ideas': () => json(200, { ideas: [makeIdea()] }),
      '/api/ideas/idea1/favorite': favorite,
    });
    await user.click(await screen.findByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();
    expect(bodyOf(favorite.mock.calls[0]?.[0])).toEqual({ isFavorite: true });
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Remove from favorites' }));
    expect(await screen.findByText('Failed to update favorite status')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /favorites$/ })).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it("asks for 'More ideas like this' as a child request one generation deeper", async () => {
    const user = userEvent.setup();
    const start = vi.fn((_init?: RequestInit) => json(200, { success: true, ideationRequestId: 'req2' }));
    const { router } = renderApp('/ideations/req1', {
      '/api/me': me,
      '/api/credits': credits(10),
      '/api/ideations': start,
      '/api/ideations/req1': () =>
        json(
          200,
          makeRequest({
            status: 'completed',
            numberOfIdeas: 3,
            userPrompt: 'plants',
            parentMetadata: {
              parentIdeaId: 'x',
              parentRequestId: 'r0',
              parentType: 'idea',
              generationLevel: 1,
            },
          }),
        ),
      '/api/ideations/req1/ideas': () => json(200, { ideas: [makeIdea()] }),
      '/api/ideations/req2': () => json(200, makeRequest({ _id: 'req2', ideationRequestId: 'req2' })),
      '/api/ideations/req2/ideas': () => json(200, { ideas: [] }),
    });
    await user.click(await screen.findByRole('button', { name: 'More ideas like this' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ideations/req2'));
    expect(bodyOf(start.mock.calls[0]?.[0])).toMatchObject({
      roomImageId: 'room1',
      numberOfIdeas: 3,
      userPrompt: 'plants',
      parentMetadata: {
        parentIdeaId: 'idea1',
        parentRequestId: 'req1',
        parentType: 'idea',
        generationLevel: 2,
      },
    });
  });

  it('refuses more ideas without enough credits, with its own message and a way to get credits', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/ideations/req1', {
      '/api/me': me,
      '/api/credits': credits(5),
      '/api/ideations/req1': () => json(200, makeRequest({ status: 'completed', numberOfIdeas: 6 })),
      '/api/ideations/req1/ideas': () => json(200, { ideas: [makeIdea()] }),
    });
    await user.click(await screen.findByRole('button', { name: 'More ideas like this' }));
    expect(
      await screen.findByText('You need at least 6 credits to generate 6 more design ideas.'),
    ).toBeInTheDocument();
    // A plain click: sonner's toast captures the pointer, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Get Credits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits'));
  });

  it('opens the detail panel with design elements, prompt, engine and a link to the design', async () => {
    const user = userEvent.setup();
    renderApp('/ideations/req1', {
      '/api/me': me,
      '/api/ideations/req1': () => json(200, makeRequest({ status: 'completed' })),
      '/api/ideations/req1/ideas': () =>
        json(200, { ideas: [makeIdea({ fallbackReason: 'No OpenAI key is configured.' })] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warm Nordic calm' });
    expect(within(dialog).getByText('Oak sideboard')).toBeInTheDocument();
    expect(within(dialog).getByText('A scandinavian living room with light oak')).toBeInTheDocument();
    expect(within(dialog).getByText(/Offline engine/)).toHaveTextContent('structure kept 87%');
    expect(within(dialog).getByText(/No OpenAI key is configured/)).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Result comparison' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View Image Details' })).toHaveAttribute(
      'href',
      '/design/design1',
    );
  });
});
