import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { appRouteObjects } from '@/app/router';
import { LiveClient } from '@/features/live/live.client';
import { FakeEventSource, json, makeSession, stubApi } from '@/test/render-app';
import { ResultComparison, type ResultComparisonProps } from './components/result-comparison';
import { PENDING_REMIX_KEY } from './studio.remix';
import { stubCanvas, stubImageDecoding, stubObjectUrls } from './studio.test-support';

// The machine runs several suites at once: give lazy routes time to load.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const baseProps: ResultComparisonProps = {
  originalImageUrl: '/files/room/original.jpg',
  generatedImageUrl: '/files/room/generated.png',
  prompt: 'Warm scandinavian living room',
  imageId: 'design-1',
  mode: 'ideation',
};

const imageResponse = (type: string) => () =>
  new Response(new Blob([new Uint8Array([1, 2, 3])], { type }), {
    status: 200,
    headers: { 'Content-Type': type },
  });

/** The whole app plus one page that shows the comparison, so its links land on real routes. */
function renderComparison(props: Partial<ResultComparisonProps> = {}, handlers = {}) {
  stubApi({
    '/api/me': () => json(200, makeSession()),
    '/api/credits': () => json(200, { freeCredits: 5, premiumCredits: 0, totalCredits: 5 }),
    ...handlers,
  });
  const queryClient = createQueryClient();
  const liveClient = new LiveClient({ queryClient, createEventSource: (url) => new FakeEventSource(url) });
  const router = createMemoryRouter(
    [{ path: '/compare-test', element: <ResultComparison {...baseProps} {...props} /> }, ...appRouteObjects],
    { initialEntries: ['/compare-test'] },
  );
  render(
    <Providers queryClient={queryClient} liveClient={liveClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router };
}

/** Records what a download link would save (jsdom cannot save files). */
function captureDownloads() {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

afterEach(() => localStorage.clear());

describe('result comparison', () => {
  it('starts on the slider and cycles before, after, compare', async () => {
    const user = userEvent.setup();
    renderComparison();
    const slider = await screen.findByRole('slider', { name: /Comparison slider/ });
    expect(slider).toHaveAttribute('data-testid', 'comparison-slider');
    expect(slider).toHaveAttribute('tabindex', '0');

    await user.click(screen.getByRole('button', { name: /^View: Compare/ }));
    expect(screen.getByRole('img', { name: 'Before: your original room' })).toHaveAttribute(
      'src',
      baseProps.originalImageUrl,
    );
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^View: Before/ }));
    expect(screen.getByRole('img', { name: 'After: the redesigned room' })).toHaveAttribute(
      'src',
      baseProps.generatedImageUrl,
    );

    await user.click(screen.getByRole('button', { name: /^View: After/ }));
    expect(screen.getByRole('slider', { name: /Comparison slider/ })).toBeInTheDocument();
  });

  it('shows only the original while there is no generated image', async () => {
    renderComparison({ generatedImageUrl: null });
    expect(await screen.findByRole('img', { name: 'Before: your original room' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^View: Before/ })).toBeDisabled();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('downloads the design as room-design-{timestamp}.png', async () => {
    const user = userEvent.setup();
    const names = captureDownloads();
    const { blobs } = stubObjectUrls();
    renderComparison({}, { '/files/room/generated.png': imageResponse('image/png') });
    await user.click(await screen.findByTestId('download-design'));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^room-design-\d+\.png$/);
    expect(blobs[0]?.type).toBe('image/png');
  });

  it('converts a JPEG result to PNG through a canvas before saving it', async () => {
    const user = userEvent.setup();
    const names = captureDownloads();
    const { blobs } = stubObjectUrls();
    stubImageDecoding({ width: 1024, height: 768 });
    const canvas = stubCanvas();
    renderComparison(
      { generatedImageUrl: '/files/room/generated.jpg' },
      { '/files/room/generated.jpg': imageResponse('image/jpeg') },
    );
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^room-design-\d+\.png$/);
    expect(canvas.exports).toEqual([
      expect.objectContaining({ type: 'image/png', width: 1024, height: 768 }),
    ]);
    expect(blobs[0]?.type).toBe('image/png');
  });

  it('remixes the generated image: stores the pending remix and opens it in the studio', async () => {
    const user = userEvent.setup();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const { router } = renderComparison();
    await user.click(await screen.findByTestId('remix-design'));
    await user.click(await screen.findByRole('menuitem', { name: 'Remix Generated Image' }));

    const stored = setItem.mock.calls.find(([key]) => key === PENDING_REMIX_KEY);
    expect(JSON.parse(stored?.[1] ?? 'null')).toEqual({
      originalImageUrl: baseProps.originalImageUrl,
      generatedImageUrl: baseProps.generatedImageUrl,
      prompt: baseProps.prompt,
      imageId: 'design-1',
      creationMode: 'ideation',
      editMode: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: "Let's get Started" })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your room photo' })).toHaveAttribute(
      'src',
      baseProps.generatedImageUrl,
    );
    expect(screen.getByRole('link', { name: 'Open Visualize' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/visualize/),
    );
    expect(localStorage.getItem(PENDING_REMIX_KEY)).toBeNull();
  });

  it('remixes the original image on request', async () => {
    const user = userEvent.setup();
    renderComparison();
    await user.click(await screen.findByTestId('remix-design'));
    await user.click(await screen.findByRole('menuitem', { name: 'Remix Original Image' }));
    const photo = await screen.findByRole('img', { name: 'Your room photo' });
    expect(photo).toHaveAttribute('src', baseProps.originalImageUrl);
  });

  it('offers Try Again and Edit Design', async () => {
    const user = userEvent.setup();
    const onTryAgain = vi.fn();
    const { router } = renderComparison({ onTryAgain });
    const actions = await screen.findByRole('region', { name: 'Result comparison' });
    await user.click(within(actions).getByRole('button', { name: 'Try Again' }));
    expect(onTryAgain).toHaveBeenCalledOnce();
    await user.click(within(actions).getByRole('button', { name: 'Edit Design' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
