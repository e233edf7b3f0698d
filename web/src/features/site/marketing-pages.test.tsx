import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { useCaseSlugs } from '@roomcraft/contracts/routes';
import { json, makeSession, renderApp } from '@/test/render-app';
import { featurePages } from './site.marketing';
import { sitePages } from './site.pages';
import { useCaseSitePages } from './site.use-cases';

const signedIn = { '/api/me': () => json(200, makeSession()) };
const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('use-case pages', () => {
  it('the index links to the six use cases', async () => {
    renderApp('/use-cases');
    await h1('Use cases');
    const list = screen.getByRole('region', { name: 'Who uses Roomcraft' });
    const hrefs = within(list)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(useCaseSlugs.map((slug) => `/use-cases/${slug}`));
  });

  it('a use case says what that audience does, with its tools, and sends visitors to sign in first', async () => {
    renderApp('/use-cases/real-estate-agents');
    await h1('Roomcraft for real estate agents');
    expect(screen.getByRole('heading', { name: 'Empty rooms that sell' })).toBeInTheDocument();
    const cta = screen.getByRole('link', { name: 'Stage a room' });
    expect(cta).toHaveAttribute('href', '/login?redirect=/virtual-staging');
    const tools = screen.getByRole('region', { name: 'The tools you will use' });
    expect(within(tools).getByRole('link', { name: /Virtual staging/ })).toHaveAttribute(
      'href',
      '/features/virtual-staging',
    );
    expect(within(tools).getByRole('link', { name: /Floor plan mode/ })).toHaveAttribute(
      'href',
      '/features/floor-plan-mode',
    );
    expect(document.title).toBe('AI interior design for real estate agents · Roomcraft');
  });

  it('signed in, the call to action opens the tool itself', async () => {
    renderApp('/use-cases/architects', signedIn);
    await h1('Roomcraft for architects');
    expect(await screen.findByRole('link', { name: 'Upload a floor plan' })).toHaveAttribute(
      'href',
      '/floor-plans',
    );
  });

  it('an unknown slug is the not-found page', async () => {
    renderApp('/use-cases/astronauts');
    await h1('Use Case Not Found');
    expect(screen.getByText('/use-cases/astronauts')).toBeInTheDocument();
  });

  it('the six use-case pages are prerendered with their own titles and descriptions', () => {
    expect(useCaseSitePages.map((page) => page.path)).toEqual(
      useCaseSlugs.map((slug) => `/use-cases/${slug}`),
    );
    expect(new Set(useCaseSitePages.map((page) => page.title)).size).toBe(6);
    for (const page of useCaseSitePages) expect(page.description.length).toBeGreaterThan(60);
  });
});

describe('feature pages', () => {
  it('has content for exactly the eight feature routes, each prerendered', () => {
    const routes = sitePages()
      .map((page) => page.path)
      .filter((path) => path.startsWith('/features/'));
    expect(featurePages.map((page) => page.path).sort()).toEqual(routes.sort());
    expect(routes).toHaveLength(8);
  });

  it('ideation: what it does, the steps, credits per idea and the call to action through sign-in', async () => {
    renderApp('/features/ideation-mode');
    await h1('Ideation mode');
    expect(screen.getByText(/1 credit per idea: 1 to 6 credits per request/)).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'How it works' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Get design ideas' })).toHaveAttribute(
      'href',
      '/login?redirect=/ideation',
    );
    expect(screen.getByRole('link', { name: 'Home owners' })).toHaveAttribute(
      'href',
      '/use-cases/home-owners',
    );
    expect(document.title).toBe('Ideation mode feature · Roomcraft');
  });

  it('cost analysis states both prices in credits and the plan it needs', async () => {
    renderApp('/features/cost-analysis');
    await h1('Cost analysis');
    expect(
      screen.getByText('Basic estimate 3 credits; advanced analysis 10 credits (premium credits).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Professional plan or higher.')).toBeInTheDocument();
  });

  it('compose costs 2 premium credits; signed in, the call to action opens Compose', async () => {
    renderApp('/features/compose-mode', signedIn);
    await h1('Compose mode');
    expect(screen.getByText(/2 credits per composition, paid with premium/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Compose a room' })).toHaveAttribute('href', '/compose');
  });
});

describe('tools, explore, enterprise and services', () => {
  it('tools: every tool with its credits, an Open link and its feature page', async () => {
    renderApp('/tools');
    await h1('Design tools');
    expect(screen.getByRole('link', { name: 'Open Visualize' })).toHaveAttribute(
      'href',
      '/login?redirect=/visualize',
    );
    expect(screen.getByRole('link', { name: 'Open Floor plan mode' })).toHaveAttribute(
      'href',
      '/login?redirect=/floor-plans',
    );
    for (const feature of featurePages) {
      expect(screen.getByRole('link', { name: `Learn more about ${feature.name}` })).toHaveAttribute(
        'href',
        feature.path,
      );
    }
    expect(screen.getByText('1 credit per edit.')).toBeInTheDocument();
  });

  it('explore links to tools, features, use cases, examples and the blog', async () => {
    renderApp('/explore');
    await h1('Explore Roomcraft');
    const main = within(screen.getByRole('main'));
    for (const [name, href] of [
      ['All design tools', '/tools'],
      ['All use cases', '/use-cases'],
      ['All examples', '/examples'],
      ['Blog', '/blog'],
      ['Decluttering', '/features/decluttering'],
      ['Furniture retailers', '/use-cases/furniture-retailers'],
    ] as const) {
      expect(main.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
  });

  it('enterprise: get in touch through the contact form, and says SSO is not available yet', async () => {
    renderApp('/enterprise');
    await h1('Roomcraft for teams and businesses');
    expect(screen.getByRole('link', { name: 'Get in touch' })).toHaveAttribute(
      'href',
      '/contact?subject=Enterprise',
    );
    expect(screen.getByText(/is not available yet/)).toBeInTheDocument();
    expect(screen.getByText('Business plan')).toBeInTheDocument();
  });

  it('services: the spec prices, and booking sends a visitor to sign in first', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/services');
    await h1('Work with one of our designers');
    expect(screen.getByText('DIY from $4.99')).toBeInTheDocument();
    expect(screen.getByText('Expert packages $99')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask a question first' })).toHaveAttribute(
      'href',
      '/contact?subject=Expert%20consultation',
    );
    await user.click(screen.getAllByRole('button', { name: 'Book a consultation · $99' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fservices');
  });

  it('services: signed in, booking opens the checkout for the expert consultation', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const checkout = vi.fn((_init?: RequestInit) =>
      json(200, { success: true, checkoutUrl: '/billing/pay/s1', paymentId: 's1' }),
    );
    renderApp('/services', { ...signedIn, '/api/billing/services/checkout': checkout });
    await h1('Work with one of our designers');
    await user.click(screen.getAllByRole('button', { name: 'Book a consultation · $99' })[1]!);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/billing/pay/s1'));
    expect(JSON.parse(String(checkout.mock.calls[0]?.[0]?.body))).toEqual({
      serviceId: 'expert-consultation',
    });
  });
});
