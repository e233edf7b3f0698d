import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { json, makeSession, renderApp } from '@/test/render-app';
import { exampleTransformations } from './examples.data';
import { exampleCategories, examplePath, pickInspiration } from './examples.models';
import { examplePages } from './examples.pages';
import { GetInspired, REFRESH_DISABLED_MS } from './components/get-inspired';
import { COPIED_MS } from './components/copy-prompt-button';
import { NoExamples } from './components/no-examples';
import { MemoryRouter } from 'react-router';

// Vitest gives the test file's own path; the images are under web/public.
const publicDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../public');
const first = exampleTransformations[0]!;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('example manifest', () => {
  it('has real pairs: each entry has its two image files, a prompt, a description and a credit line', () => {
    // Pairs whose image does not show what their text says are withheld (server/scripts/examples.list.ts):
    // at least three always stand.
    expect(exampleTransformations.length).toBeGreaterThanOrEqual(3);
    for (const example of exampleTransformations) {
      expect(exampleCategories).toContain(example.category);
      for (const image of [example.before, example.after]) {
        expect(existsSync(`${publicDir}${image.src}`), image.src).toBe(true);
        expect(image.src).toMatch(/\.webp$/);
        expect(image.width).toBeLessThanOrEqual(1200);
        expect(image.alt.length).toBeGreaterThan(20);
      }
      expect(example.credit).toMatch(/^Photo: .+\((CC0|Unsplash License|Pexels License)\)/);
      expect(example.prompt.trim()).not.toBe('');
      expect(example.description.trim()).not.toBe('');
    }
    expect(new Set(exampleTransformations.map((e) => e.id)).size).toBe(exampleTransformations.length);
  });

  it('lists a prerendered page per category and per example, each with its own title', () => {
    const pages = examplePages();
    expect(pages.map((p) => p.path)).toEqual([
      ...exampleCategories.map((c) => `/examples/${c}`),
      ...exampleTransformations.map(examplePath),
    ]);
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length);
  });
});

describe('examples pages', () => {
  it('/examples shows every example under its category and says plainly where there is none', async () => {
    renderApp('/examples');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Before and after examples' }),
    ).toBeInTheDocument();
    for (const example of exampleTransformations)
      expect(screen.getAllByRole('link', { name: new RegExp(example.title) })[0]).toHaveAttribute(
        'href',
        examplePath(example),
      );
    const empty = exampleCategories.filter((c) => !exampleTransformations.some((e) => e.category === c));
    for (const category of empty)
      expect(screen.getAllByText(new RegExp(`No ${category.replace('-', ' ')} example yet`)).length).toBe(1);
  });

  it('says in plain English why a category has no example, with a way to try it', async () => {
    renderApp('/examples/bathroom');
    const text = await screen.findByText(/No bathroom example yet/);
    expect(text).toHaveTextContent(
      'published only when the picture shows everything its text says. Try it with a photo of your own bathroom in Ideation.',
    );
    expect(within(text).getByRole('link', { name: 'Ideation' })).toHaveAttribute('href', '/ideation');
    // Each category's sentence reads as English (no "a outdoor photo", no "your own outdoor").
    const { container } = render(<NoExamples category="outdoor" />, { wrapper: MemoryRouter });
    expect(container).toHaveTextContent('a photo of your own garden or house front');
    expect(container.textContent).not.toMatch(/\ba outdoor\b|own outdoor\b/);
  });

  it('a category page lists only its examples; an unknown category is not found', async () => {
    renderApp(`/examples/${first.category}`);
    const links = await screen.findAllByRole('link', { name: new RegExp(first.title) });
    expect(links[0]).toHaveAttribute('href', examplePath(first));
    for (const other of exampleTransformations.filter((e) => e.category !== first.category))
      expect(screen.queryByRole('link', { name: new RegExp(other.title) })).not.toBeInTheDocument();

    renderApp('/examples/garage');
    expect(await screen.findByText('404')).toBeInTheDocument();
  });

  it('the detail page shows the pair with a compare slider, the prompt, the description and the credit', async () => {
    renderApp(examplePath(first));
    expect(await screen.findByRole('heading', { level: 1, name: first.title })).toBeInTheDocument();
    expect(screen.getByTestId('comparison-slider')).toBeInTheDocument();
    expect(screen.getByText(first.prompt)).toBeInTheDocument();
    expect(screen.getByText(first.description)).toBeInTheDocument();
    expect(screen.getByText(first.credit)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'After' }));
    expect(screen.getByRole('img', { name: first.after.alt })).toHaveAttribute('src', first.after.src);
    expect(screen.getByRole('img', { name: first.after.alt })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: /Try it now/ })).toHaveAttribute(
      'href',
      '/login?redirect=/ideation',
    );
  });

  it("copies the prompt and says 'Copied!' for 2 seconds", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp(examplePath(first));
    const button = await screen.findByRole('button', { name: 'Copy prompt' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(first.prompt);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(COPIED_MS - 100);
    });
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByRole('button', { name: 'Copy prompt' })).toBeInTheDocument();
  });

  it('sends a signed-in user straight to ideation', async () => {
    renderApp(examplePath(first), { '/api/me': () => json(200, makeSession()) });
    expect(await screen.findByRole('link', { name: /Try it now/ }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/ideation',
    );
  });

  it('an unknown example id is not found', async () => {
    renderApp(`/examples/${first.category}/no-such-example`);
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy prompt' })).not.toBeInTheDocument();
  });
});

describe('Get Inspired', () => {
  it('shows 3 examples from different categories; refresh is disabled for 800 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <MemoryRouter>
        <GetInspired examples={exampleTransformations} />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Get Inspired' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    fireEvent.click(refresh);
    expect(refresh).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REFRESH_DISABLED_MS - 50);
    });
    expect(refresh).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(refresh).toBeEnabled();
  });

  it("opens an example's detail and goes back with 'Back to examples'", () => {
    render(
      <MemoryRouter>
        <GetInspired examples={exampleTransformations} random={() => 0} />
      </MemoryRouter>,
    );
    const [shown] = pickInspiration(exampleTransformations, 3, () => 0);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(shown!.title) }));
    expect(screen.getByTestId('comparison-slider')).toBeInTheDocument();
    expect(screen.getByText(shown!.prompt)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to examples' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('picks from different categories first', () => {
    // Among pairs of four categories (two each), three picks come from three categories.
    const categories = ['living-room', 'bedroom', 'kitchen', 'office'] as const;
    const pairs = categories.flatMap((category) =>
      [1, 2].map((k) => ({ ...first, id: `${category}-${k}`, category })),
    );
    const picked = pickInspiration(pairs, 3, () => 0.5);
    expect(new Set(picked.map((e) => e.category)).size).toBe(3);
    // The published pairs: as many categories as they hold, up to three.
    const published = new Set(exampleTransformations.map((e) => e.category)).size;
    const fromManifest = pickInspiration(exampleTransformations, 3, () => 0.5);
    expect(new Set(fromManifest.map((e) => e.category)).size).toBe(Math.min(3, published));
  });
});

describe('carousels', () => {
  it('the home showcase shows the real pairs of the manifest', async () => {
    renderApp('/');
    const images = await screen.findAllByRole('img', { name: first.before.alt }, { timeout: 5000 });
    expect(images[0]).toHaveAttribute('src', first.before.src);
    expect(screen.getAllByTestId('carousel-slide')).toHaveLength(exampleTransformations.length);
  });

  it("the login page's 'See the Magic in Action' shows the real pairs", async () => {
    renderApp('/login');
    const section = (await screen.findByRole('heading', { name: 'See the Magic in Action' })).closest(
      'section',
    )!;
    const after = within(section).getByRole('img', { name: first.after.alt });
    expect(after).toHaveAttribute('src', first.after.src);
    expect(after).toHaveAttribute('loading', 'lazy');
    expect(after).toHaveAttribute('width', String(first.after.width));
  });
});
