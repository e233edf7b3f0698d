import '@fontsource-variable/inter';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from '@/features/errors/components/app-error-boundary';
import { LiveClient } from '@/features/live/live.client';
import { createQueryClient } from './query-client';
import { Providers } from './providers';
import { createAppRouter } from './router';
import { makeZodJitless } from './zod-jitless';

makeZodJitless();

const queryClient = createQueryClient();
const liveClient = new LiveClient({ queryClient });
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <Providers queryClient={queryClient} liveClient={liveClient}>
        <RouterProvider router={router} />
      </Providers>
    </AppErrorBoundary>
  </StrictMode>,
);
