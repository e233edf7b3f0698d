import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { faqCategories, faqItems } from './site.faq';

const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('legal pages (docs/spec §1 legal facts)', () => {
  it('terms of use: updated May 1, 2025, minimum age 13, content may train models, no refunds except by law, 14 days notice', async () => {
    renderApp('/terms-of-use');
    await h1('Terms of Use');
    expect(screen.getByText('Last updated: May 1, 2025')).toBeInTheDocument();
    expect(screen.getByText(/at least 13 years old/)).toBeInTheDocument();
    expect(screen.getByText(/may be used to improve and train our models/)).toBeInTheDocument();
    expect(
      screen.getByText('Payments are non-refundable, except where the law requires a refund.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/at least 14 days before a price change/)).toBeInTheDocument();
  });

  it('privacy policy: the same date, model training and no accounts for children under 13', async () => {
    renderApp('/privacy-policy');
    await h1('Privacy Policy');
    expect(screen.getByText('Last updated: May 1, 2025')).toBeInTheDocument();
    expect(screen.getByText(/used to train and improve our models/)).toBeInTheDocument();
    expect(screen.getByText(/not for children under 13/)).toBeInTheDocument();
  });

  it("cookies policy: the spec's three buttons, which change nothing since every cookie is essential", async () => {
    renderApp('/cookies-policy');
    await h1('Cookies Policy');
    const group = screen.getByRole('group', { name: 'Cookie preferences' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept All Cookies', 'Essential Cookies Only', 'Customize Preferences']);
    expect(screen.getByText('Last updated: May 1, 2025')).toBeInTheDocument();
  });
});

describe('about', () => {
  it('shows the four core values and the two calls to action (free DIY tools, full service)', async () => {
    renderApp('/about');
    await h1(/.+/);
    for (const value of ['Innovation', 'AI + Expert Option', 'Accessibility', 'Flexibility'])
      expect(screen.getByRole('heading', { name: value })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try the free DIY tools' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Explore full service' })).toHaveAttribute(
      'href',
      '/virtual-staging',
    );
  });
});

describe('FAQ', () => {
  it('filters by the eight categories and by search, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderApp('/faq');
    await h1('Frequently Asked Questions');
    const categories = screen.getByRole('group', { name: 'Categories' });
    expect(
      within(categories)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', ...faqCategories]);
    expect(screen.getByRole('status')).toHaveTextContent(`${faqItems.length} questions`);

    await user.click(within(categories).getByRole('button', { name: 'Real Estate' }));
    expect(within(categories).getByRole('button', { name: 'Real Estate' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const realEstate = faqItems.filter((item) => item.categories.includes('Real Estate'));
    expect(screen.getByRole('status')).toHaveTextContent(`${realEstate.length} questions`);
    for (const item of realEstate) expect(screen.getByText(item.question)).toBeInTheDocument();

    await user.click(within(categories).getByRole('button', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'expire');
    expect(screen.getByText('Do credits expire?')).toBeInTheDocument();
    expect(screen.queryByText('What is Roomcraft?')).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search questions' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'zzqx');
    expect(screen.getByText(/No question matches/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask us' })).toHaveAttribute('href', '/contact');
  });
});

describe('contact page (docs/spec §2)', () => {
  it('has the quick links, 7 questions from the FAQ with links to /faq and /pricing, and takes the subject from the query', async () => {
    renderApp('/contact?subject=Expert%20consultation');
    await h1('Contact us');
    const quickLinks = screen.getByRole('navigation', { name: 'Quick links' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/examples', '/use-cases', '/credits', '/blog', '/faq']);
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(within(faq).getAllByRole('listitem')).toHaveLength(7);
    expect(within(faq).getByRole('link', { name: 'See More Frequently Asked Questions' })).toHaveAttribute(
      'href',
      '/faq',
    );
    expect(within(faq).getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByLabelText('Subject')).toHaveValue('Expert consultation');
  });
});
