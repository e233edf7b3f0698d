import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubEverythingInView } from '@/test/visible-observer';
import { renderApp } from '@/test/render-app';
import { homeFaqCount } from './components/landing-sections';
import { LazySection } from './components/lazy-section';

describe('landing sections', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows features, the parallax call to action, services and the FAQ preview below the hero', async () => {
    // The visitor scrolls: every section comes into view.
    stubEverythingInView();
    renderApp('/');
    const services = await screen.findByRole(
      'region',
      { name: 'Professional services' },
      { timeout: 10_000 },
    );
    const learnMore = within(services).getAllByRole('link', { name: /Learn more/ });
    expect(learnMore.map((link) => link.getAttribute('href'))).toEqual([
      '/use-cases/interior-designers',
      '/use-cases/real-estate-agents',
      '/enterprise',
    ]);
    expect(within(services).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: /Try AI Design Now/ })).toHaveAttribute('href', '/ideation');
    const features = screen.getByRole('region', { name: 'Everything a redesign needs' });
    expect(within(features).getByRole('link', { name: /Floor plans in 3D/ })).toHaveAttribute(
      'href',
      '/features/floor-plan-mode',
    );
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(within(faq).getAllByRole('listitem')).toHaveLength(homeFaqCount);
    expect(within(faq).getByRole('link', { name: 'See More Frequently Asked Questions' })).toHaveAttribute(
      'href',
      '/faq',
    );
  });

  it('renders a section only once it comes within 150 px of the viewport', () => {
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const observe = vi.fn();
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof notify, init: IntersectionObserverInit) {
          notify = callback;
          options.push(init);
        }
        observe = observe;
        disconnect() {}
      },
    );
    render(
      <LazySection label="faq" minHeight={400}>
        <h2>Questions</h2>
      </LazySection>,
    );
    expect(screen.queryByRole('heading', { name: 'Questions' })).not.toBeInTheDocument();
    expect(observe).toHaveBeenCalledTimes(1);
    expect(options[0]).toEqual({ rootMargin: '150px', threshold: 0.1 });
    act(() => notify?.([{ isIntersecting: false }]));
    expect(screen.queryByRole('heading', { name: 'Questions' })).not.toBeInTheDocument();
    act(() => notify?.([{ isIntersecting: true }]));
    expect(screen.getByRole('heading', { name: 'Questions' })).toBeInTheDocument();
  });
});
