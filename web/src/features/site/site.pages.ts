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
