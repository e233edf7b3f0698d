import '@fontsource-variable/inter';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from '@/features/errors/components/app-error-boundary';
import { LiveClient } from '@/features/live/live.client';
import { isSignedOutVisit, setSessionCheckSkip } from '@/features/session/session.api';
import { sessionQueryKey } from '@/features/session/session.queries';
import { isSitePath } from '@/features/site/site.pages';
import { cn } from '@/lib/cn';
import { createQueryClient } from './query-client';
import { Providers } from './providers';
import { createAppRouter } from './router';
import { makeZodJitless } from './zod-jitless';

makeZodJitless();

const queryClient = createQueryClient();
const liveClient = new LiveClient({ queryClient });
// A visitor on a public page without the session hint is signed out: no /api/me (and no 401) for them.
setSessionCheckSkip(isSitePath);
if (isSignedOutVisit(window.location.pathname)) queryClient.setQueryData(sessionQueryKey, null);
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const app = (
  <StrictMode>
    <AppErrorBoundary>
      <Providers queryClient={queryClient} liveClient={liveClient}>
        <RouterProvider router={router} />
      </Providers>
    </AppErrorBoundary>
  </StrictMode>
);

/**
 * A prerendered page (ADR 021) stays on screen until the route's code has loaded. A signed-out visitor's
 * first render is the page the build rendered, so the app hydrates it (ADR 025): the markup, the largest
 * paint and anything tapped stay put. A signed-in visitor's page differs (menus, greeting), so it is
 * rendered afresh over the prerendered one; a mismatch found while hydrating falls back to that too.
 */
function start(root: HTMLElement, prerendered: boolean) {
  if (prerendered && isSignedOutVisit(window.location.pathname)) {
    // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
    // holding the main thread for the whole page (Lighthouse counted it as one long blocking task).
    startTransition(() => {
      hydrateRoot(root, app, {
        // React re-renders the mismatched part on the client; the visitor sees the same page either way.
        onRecoverableError: (error) => console.warn('Prerendered page re-rendered:', error),
      });
    });
  } else {
    createRoot(root).render(app);
  }
}

const prerendered = container.firstElementChild !== null;
if (prerendered && !router.state.initialized) {
  // While the route's code downloads, the main thread is free: build tailwind-merge's class tables now
  // (its first call), in a task of their own, instead of inside the hydrating render (ADR 054).
  setTimeout(() => cn(), 0);
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    start(container, true);
  });
} else {
  start(container, prerendered);
}
