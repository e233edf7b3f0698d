import '@fontsource-variable/inter';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from '@/features/errors/components/app-error-boundary';
import { LiveClient } from '@/features/live/live.client';
import { isSignedOutVisit, setSessionCheckSkip } from '@/features/session/session.api';
import { sessionQueryKey } from '@/features/session/session.queries';
import { isSitePath } from '@/features/site/site.pages';
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

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <AppErrorBoundary>
        <Providers queryClient={queryClient} liveClient={liveClient}>
          <RouterProvider router={router} />
        </Providers>
      </AppErrorBoundary>
    </StrictMode>,
  );
}

// A prerendered page (ADR 021) stays on screen until the route's code has loaded; the app then replaces
// it with the same page, so no skeleton shows in between.
if (container.firstElementChild && !router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render(container);
  });
} else {
  render(container);
}
