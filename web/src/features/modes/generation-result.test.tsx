import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultFeatures, planFeatures, type Features } from '@roomcraft/contracts/billing';
import { makeRoomImage } from '@/features/studio/studio.test-support';
import { json, makeSession, renderApp } from '@/test/render-app';

// Each test renders the whole app with lazy pages; on a busy shared machine that takes seconds.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

/** The staging page showing a running generation, for a user on a plan with these features. */
function renderRunningStaging(features: Features) {
  return renderApp('/virtual-staging?room=room1&result=staged1', {
    '/api/me': () => json(200, makeSession()),
    '/api/plan': () => json(200, { planType: 'professional', features, subscriptionDetails: null }),
    '/api/credits': () => json(200, { freeCredits: 5, premiumCredits: 0, totalCredits: 5 }),
    '/api/rooms/room1': () => json(200, makeRoomImage({ _id: 'room1' })),
    '/api/rooms/staged1': () =>
      json(200, makeRoomImage({ _id: 'staged1', mode: 'virtual-staging', status: 'processing' })),
    '/api/rooms/staged1/progress': () => json(200, { progress: 40, status: 'processing' }),
  });
}

describe('the progress card of a generation', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem('roomcraft.low-credit-dismissed-at', String(Date.now()));
  });

  it("says when the plan's processing priority runs the job ahead of standard jobs", async () => {
    renderRunningStaging({ ...planFeatures.professional, processingPriority: 'priority' });
    expect(
      await screen.findByText('Priority processing: your plan runs this ahead of standard jobs.'),
    ).toBeInTheDocument();
  });

  it('says highest priority for plans that run first', async () => {
    renderRunningStaging({ ...defaultFeatures, processingPriority: 'highest' });
    expect(
      await screen.findByText('Highest-priority processing: your plan runs this first.'),
    ).toBeInTheDocument();
  });

  it('says nothing about priority on a standard plan', async () => {
    const { queryClient } = renderRunningStaging(defaultFeatures);
    expect(await screen.findByText('Creating your virtual staging image...')).toBeInTheDocument();
    // The plan has loaded, so the note's absence is the plan's answer, not a pending request.
    await waitFor(() => expect(queryClient.getQueryState(['plan'])?.status).toBe('success'));
    expect(screen.queryByTestId('priority-note')).not.toBeInTheDocument();
  });
});

describe("the 'Image Generated!' toast", () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem('roomcraft.low-credit-dismissed-at', String(Date.now()));
  });

  const completed = () =>
    json(
      200,
      makeRoomImage({
        _id: 'staged1',
        mode: 'virtual-staging',
        status: 'completed',
        generatedImageUrl: '/files/staged1/generated.jpg',
        imageUrl: '/files/staged1/generated.jpg',
      }),
    );
  const handlers = {
    '/api/me': () => json(200, makeSession()),
    '/api/credits': () => json(200, { freeCredits: 5, premiumCredits: 0, totalCredits: 5 }),
    '/api/rooms/room1': () => json(200, makeRoomImage({ _id: 'room1' })),
    '/api/generations': () => json(200, { roomImageId: 'staged1' }),
    '/api/rooms/staged1': completed,
    '/api/rooms/staged1/progress': () => json(200, { progress: 100, status: 'completed' }),
  };

  it('greets a run started here even when it finished before the page first asked about it', async () => {
    renderApp('/virtual-staging?room=room1', handlers);
    fireEvent.click(await screen.findByRole('button', { name: /Stage room/ }));
    expect(await screen.findByText('Your room has been successfully transformed.')).toBeInTheDocument();
  });

  it('stays quiet for a finished result opened from a link', async () => {
    const { queryClient } = renderApp('/virtual-staging?room=room1&result=staged1', handlers);
    expect(await screen.findByTestId('comparison-view')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryState(['room', 'staged1'])?.status).toBe('success'));
    expect(screen.queryByText('Your room has been successfully transformed.')).not.toBeInTheDocument();
  });
});
