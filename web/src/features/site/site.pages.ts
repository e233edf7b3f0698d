import { matchPath } from 'react-router';
import { publicRoutes } from '@roomcraft/contracts/routes';

/** A public page that is prerendered at build time, listed in the sitemap and indexed (ADR 021). */
export interface SitePage {
  path: string;
  title: string;
  description: string;
}

/** Public routes of the route table that are pages of the app, not of the site: never prerendered. */
const appOnlyPaths = new Set([
  '/admin-setup',
  '/account',
  '/settings',
  '/billing',
  '/credits',
  '/services/success',
  '/services/cancelled',
  '/test-paywall',
  '/credit-check-test',
  '/shared-rooms',
  '/share-demo',
  '/api-keys',
  '/api-analytics',
  '/api-usage',
  '/api-docs',
  '/projects',
  '/enterprise/accept-invitation',
  '/dev/mailbox',
]);

/** Descriptions for search results and link previews; other pages use their route summary. */
const descriptions: Record<string, string> = {
  '/': 'Upload a photo of your room and get AI redesign ideas in the style you like, with before and after side by side. Staging, decluttering, floor plans and cost estimates.',
  '/login':
    'Sign in to Roomcraft or create an account with your email and a 6-digit code. New accounts get 5 welcome credits.',
  '/pricing':
    'Roomcraft plans and credit packs: what each includes and what a design costs in credits. Credits never expire.',
  '/use-cases':
    'How home owners, renters, real estate agents, interior designers, architects and furniture retailers use Roomcraft, and the tools for each.',
  '/enterprise':
    'Roomcraft for teams and businesses: shared projects and collaboration in the Business plans; organizations, the developer API and SSO by arrangement.',
  '/services':
    'Book an expert video consultation with an interior designer (expert packages $99), or use the DIY design tools (DIY from $4.99).',
  '/explore':
    'Every part of Roomcraft in one place: design tools, features, use cases, before and after examples, the blog and the FAQ.',
  '/tools':
    'Every Roomcraft design tool with what it does and what it costs in credits: ideation, visualize, compose, staging, decluttering, floor plans, cost.',
  '/features/ideation-mode':
    'Upload one photo of a room and get up to six design ideas, each with its own image, description and palette. 1 credit per idea.',
  '/features/compose-mode':
    'Place catalogue furniture on a photo of your room, size and turn each piece, and get the room with them in it. 2 premium credits.',
  '/features/virtual-staging':
    'Furnish an empty room for a listing in the style you choose, keeping its walls, windows and floor. 1 credit per staged image.',
  '/features/decluttering':
    'Remove clutter from a room photo: we find the objects, you choose what goes, and get a tidy room. 1 credit per image.',
  '/features/floor-plan-mode':
    'Turn a floor plan image into a 3D model you can orbit and walk through, with rooms, sizes and design ideas. 1 credit per plan.',
  '/features/cost-analysis':
    'An itemised estimate of what a redesign costs: low, typical and high prices per line, assumptions and published sources.',
  '/features/budget-planning':
    'Set a budget, list the work by priority, and see which items it covers and what a different finish level would change.',
  '/features/share-collaborate':
    'Share designs and ideas by link, group rooms into projects, and invite viewers and editors to comment and follow changes.',
};

/** Pages with a parameter that are prerendered too (blog posts, examples...), added by their features. */
const extraPages: SitePage[] = [];

export function addSitePages(pages: SitePage[]): void {
  extraPages.push(...pages);
}

/** Every prerendered public page: the route table's public pages without parameters, then the extras. */
export function sitePages(): SitePage[] {
  const fromTable = publicRoutes
    .filter((route) => !route.path.includes(':') && !appOnlyPaths.has(route.path))
    .map((route) => ({
      path: route.path,
      // Feature pages share their names with the tools' own pages: tell them apart in search results.
      title: route.path.startsWith('/features/') ? `${route.title} feature` : route.title,
      description: descriptions[route.path] ?? route.summary,
    }));
  return [...fromTable, ...extraPages];
}

/** Whether a path is one of the site's public pages (exact pages, or a public route with parameters). */
export function isSitePath(pathname: string): boolean {
  if (sitePages().some((page) => page.path === pathname)) return true;
  return publicRoutes.some(
    (route) =>
      route.path.includes(':') &&
      !appOnlyPaths.has(route.path) &&
      !route.path.startsWith('/billing') &&
      !route.path.startsWith('/share') &&
      !route.path.startsWith('/projects') &&
      matchPath(route.path, pathname) !== null,
  );
}
