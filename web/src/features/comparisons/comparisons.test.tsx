import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedOutResponse } from '@/test/render-app';
import { sitePages } from '@/features/site/site.pages';
import { comparisons } from './comparisons.content';
import './comparisons.site-pages';

const visitor = { '/api/me': signedOutResponse };

describe('reviews and alternatives', () => {
  it('says plainly that there are no user reviews yet and how to share one, with no quotes', async () => {
    renderApp('/reviews', visitor);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    const users = screen.getByRole('region', { name: 'From our users' });
    expect(within(users).getByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
    expect(within(users).getByRole('link', { name: 'Share your experience' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(users).queryByRole('blockquote')).toBeNull();
    const reviewed = screen.getByRole('region', { name: 'Other ways to design a room, reviewed' });
    expect(within(reviewed).getAllByRole('article')).toHaveLength(comparisons.length);
    expect(within(reviewed).getByRole('link', { name: 'Hiring an interior designer' })).toHaveAttribute(
      'href',
      '/reviews/hiring-an-interior-designer',
    );
  });

  it('lists every comparison on /alternatives', async () => {
    renderApp('/alternatives', visitor);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Roomcraft and the alternatives' }),
    ).toBeInTheDocument();
    for (const comparison of comparisons) {
      expect(screen.getByRole('link', { name: `Roomcraft vs ${comparison.name}` })).toHaveAttribute(
        'href',
        `/alternatives/${comparison.id}`,
      );
    }
  });

  it('renders a comparison: what each is good for, where Roomcraft is not, and the feature table', async () => {
    renderApp('/alternatives/3d-home-design-software', visitor);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Roomcraft vs 3D home design software' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'What 3D home design software is good for' }),
    ).toBeInTheDocument();
    const not = screen.getByRole('region', { name: 'Where Roomcraft is not the answer' });
    expect(within(not).getByText(/no tool to draw a plan from scratch/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Roomcraft compared with 3D home design software/ });
    const row = within(table).getByRole('row', { name: /Exact dimensions/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'NoImages are illustrations, not measured drawings.',
      'YesThe main strength of this kind of software.',
    ]);
    expect(screen.getByRole('link', { name: 'All alternatives' })).toHaveAttribute('href', '/alternatives');
  });

  it('frames the same comparison as a review under /reviews', async () => {
    renderApp('/reviews/manual-mood-boards', visitor);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mood boards: an honest review' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All reviews' })).toHaveAttribute('href', '/reviews');
  });

  it('shows the not-found page for an unknown comparison', async () => {
    renderApp('/alternatives/some-other-app', visitor);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Alternative Not Found' }),
    ).toBeInTheDocument();
    renderApp('/reviews/some-other-app', visitor);
    expect(await screen.findByRole('heading', { level: 1, name: 'Review Not Found' })).toBeInTheDocument();
  });

  it('prerenders each comparison twice with its own title', () => {
    const pages = sitePages().filter((page) => /^\/(reviews|alternatives)\/./.test(page.path));
    expect(pages).toHaveLength(comparisons.length * 2);
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
  });
});
