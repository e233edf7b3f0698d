/**
 * Build-time renderer of the site's public pages (ADR 021): `vite build --ssr` bundles this file and
 * web/scripts/prerender.mjs writes each page's HTML into the built index.html. A signed-out visitor's
 * browser hydrates that markup (ADR 025); nothing here runs in the browser.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { LiveClient } from '@/features/live/live.client';
import { preloadLazyParts } from '@/lib/preloadable-lazy';
import { sessionQueryKey } from '@/features/session/session.queries';
import { examplePages } from '@/features/examples/examples.pages';
import { addSitePages, sitePages, type SitePage } from '@/features/site/site.pages';
import { useCaseSitePages } from '@/features/site/site.use-cases';
// Features with parameterised pages register them (addSitePages) before the list is read.
import '@/features/blog/blog.site-pages';
import '@/features/comparisons/comparisons.site-pages';
import { createQueryClient } from './query-client';
import { Providers } from './providers';
import { appRouteObjects } from './router';

// Pages with a parameter that are prerendered too (ADR 021).
addSitePages(useCaseSitePages);

export { sitePages, type SitePage };

// Pages with parameters, each prerendered with its own title and description.
addSitePages(examplePages());

const suspendedMarker = '<!--$!-->';

/** Renders one page as a signed-out visitor sees it; `status` is 404 for a path no route matches. */
export async function renderPage(path: string): Promise<{ html: string; status: number }> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, null);
  const liveClient = new LiveClient({
    queryClient,
    createEventSource: () => {
      throw new Error('no live stream while prerendering');
    },
  });
  const handler = createStaticHandler(appRouteObjects);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const element = (
    <StrictMode>
      <Providers queryClient={queryClient} liveClient={liveClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>
  );
  // The lazy parts (menus, the carousel, the signed-in layout) are preloadable: loaded before the render
  // (after the route's own module, which registers its parts), they render at once. One that is not
  // would leave a boundary behind (`<!--$!-->`): an error.
  await preloadLazyParts();
  const html = renderToString(element);
  if (html.includes(suspendedMarker)) {
    throw new Error(`${path}: a lazy part was not preloaded (use preloadableLazy for parts of public pages)`);
  }
  return { html, status: context.statusCode };
}
