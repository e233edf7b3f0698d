/**
 * Build-time renderer of the site's public pages (ADR 021): `vite build --ssr` bundles this file and
 * web/scripts/prerender.mjs writes each page's HTML into the built index.html. A signed-out visitor's
 * browser hydrates that markup (ADR 025); nothing here runs in the browser.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { LiveClient } from '@/features/live/live.client';
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
  // A lazy part (menus, the upload area) renders its fallback the first time and starts loading; render
  // again once it has loaded, until the page is complete (React marks a boundary left behind `<!--$!-->`).
  // Up to 10 s: on a busy build machine a chunk's import can take seconds.
  let html = renderToString(element);
  for (let pass = 0; html.includes(suspendedMarker) && pass < 500; pass += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    html = renderToString(element);
  }
  if (html.includes(suspendedMarker)) throw new Error(`${path}: a lazy part never loaded while prerendering`);
  return { html, status: context.statusCode };
}
