import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedOutResponse } from '@/test/render-app';
import { sitePages } from '@/features/site/site.pages';
import { blogPosts } from './blog.posts';
import './blog.site-pages';

const visitor = { '/api/me': signedOutResponse };
const postHeadings = () =>
  within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('heading', { level: 2 });

describe('blog', () => {
  it('has the two posts the not-found page links to, and at least four in all', () => {
    const slugs = blogPosts.map((post) => post.slug);
    expect(slugs).toContain('interior-design-trends-2025');
    expect(slugs).toContain('color-psychology-interior-design');
    expect(blogPosts.length).toBeGreaterThanOrEqual(4);
  });

  it('lists every post newest first with its date and reading time', async () => {
    renderApp('/blog', visitor);
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.getByText(`${blogPosts.length} posts`)).toBeInTheDocument();
    const titles = postHeadings().map((heading) => heading.textContent);
    const byDate = [...blogPosts].sort((a, b) => b.date.localeCompare(a.date)).map((post) => post.title);
    expect(titles).toEqual(byDate);
    const trends = screen.getByRole('link', { name: /Interior design trends 2025/ }).closest('article')!;
    expect(within(trends).getByText('January 14, 2025')).toHaveAttribute('datetime', '2025-01-14');
    expect(within(trends).getByText(/^\d+ min read$/)).toBeInTheDocument();
  });

  it('filters by tag and back to all posts', async () => {
    const user = userEvent.setup();
    renderApp('/blog', visitor);
    const filters = await screen.findByRole('navigation', { name: 'Filter posts by tag' });
    await user.click(within(filters).getByRole('link', { name: 'Selling' }));
    expect(within(filters).getByRole('link', { name: 'Selling' })).toHaveAttribute('aria-current', 'page');
    const tagged = blogPosts.filter((post) => post.tags.includes('selling'));
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.length).toBeLessThan(blogPosts.length);
    expect(postHeadings()).toHaveLength(tagged.length);
    expect(
      screen.getByText(`${tagged.length} post${tagged.length === 1 ? '' : 's'} tagged Selling`),
    ).toBeInTheDocument();
    await user.click(within(filters).getByRole('link', { name: 'All posts' }));
    expect(postHeadings()).toHaveLength(blogPosts.length);
  });

  it('renders a post: title, reading time, tags, markdown headings and links, related posts', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/blog/color-psychology-interior-design', visitor);
    const article = await screen.findByRole('article', { name: /Color psychology in interior design/ });
    expect(within(article).getByText(/^\d+ min read$/)).toBeInTheDocument();
    expect(within(article).getByText('Roomcraft team')).toBeInTheDocument();
    expect(
      within(within(article).getByRole('list', { name: 'Tags' })).getByRole('link', { name: 'Colour' }),
    ).toHaveAttribute('href', '/blog?tag=colour');
    expect(within(article).getByRole('heading', { level: 2, name: 'The 60-30-10 rule' })).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Related posts' });
    expect(within(related).getAllByRole('article').length).toBeGreaterThan(0);
    expect(within(related).queryByText('Color psychology in interior design')).toBeNull();
    // An in-article link to a tool stays in the app (the visitor is sent on to sign in).
    await user.click(within(article).getAllByRole('link', { name: 'Visualize' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toContain('redirect=%2Fvisualize');
  });

  it('shows the not-found page for an unknown post', async () => {
    renderApp('/blog/no-such-post', visitor);
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
  });

  it('prerenders every post with its own title and description', () => {
    for (const post of blogPosts) {
      expect(sitePages()).toContainEqual({
        path: `/blog/${post.slug}`,
        title: post.title,
        description: post.description,
      });
    }
  });
});
