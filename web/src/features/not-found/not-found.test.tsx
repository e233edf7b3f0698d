import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeSession, renderApp } from '@/test/render-app';
import { notFoundHeading } from './not-found.utils';

describe('not-found page', () => {
  it('derives the heading from the first path segment', () => {
    expect(notFoundHeading('/blog/2020/old')).toBe('Blog Post Not Found');
    expect(notFoundHeading('/admin/nope')).toBe('Admin Page Not Found');
    expect(notFoundHeading('/examples/attic/1/2')).toBe('Example Not Found');
    expect(notFoundHeading('/gallery/x')).toBe('Gallery Item Not Found');
    expect(notFoundHeading('/moodboards')).toBe('Moodboards Not Found');
  });

  it('shows the bad path, the two buttons and the suggested links', async () => {
    renderApp('/moodboards/42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Moodboards Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('/moodboards/42')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Open the Designer' })).toHaveAttribute('href', '/ideation');
    const expected: [string, string][] = [
      ['Home', '/'],
      ['Gallery', '/gallery'],
      ['Examples', '/examples'],
      ['Blog', '/blog'],
      ['Living room', '/examples/living-room'],
      ['Bedroom', '/examples/bedroom'],
      ['Kitchen', '/examples/kitchen'],
      ['Interior design trends 2025', '/blog/interior-design-trends-2025'],
      ['Color psychology in interior design', '/blog/color-psychology-interior-design'],
      ['Use cases', '/use-cases'],
    ];
    for (const [name, href] of expected) {
      const links = screen.getAllByRole('link', { name }).map((a) => a.getAttribute('href'));
      expect(links).toContain(href);
    }
  });

  it('words the message by kind of page', async () => {
    renderApp('/blog/2020/some-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/This article may have been moved/)).toBeInTheDocument();
  });

  it('shows the admin variant to visitors of the admin area', async () => {
    renderApp('/admin/users');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Return to the admin dashboard/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows the admin variant to signed-in users who are not super admins, and to reviewers', async () => {
    renderApp('/admin', { '/api/me': () => json(200, makeSession()) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Page Not Found' }),
    ).toBeInTheDocument();
    renderApp('/admin/users', {
      '/api/me': () => json(200, makeSession({ isSuperAdmin: true, isReviewer: true })),
    });
    const headings = await screen.findAllByRole('heading', { level: 1, name: 'Admin Page Not Found' });
    expect(headings.length).toBeGreaterThan(0);
    const sidebars = screen.getAllByRole('navigation', { name: 'Sidebar' });
    expect(within(sidebars[0]!).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
