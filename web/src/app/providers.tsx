import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import type { LiveClient } from '@/features/live/live.client';
import { LiveProvider } from '@/features/live/live.context';

/** App-wide providers: data cache, the tab's live stream and toasts (tooltips bring their own provider) (one toast at a time). */
export function Providers({
  queryClient,
  liveClient,
  children,
}: {
  queryClient: QueryClient;
  liveClient: LiveClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveProvider client={liveClient}>
        {children}
        <Toaster
          visibleToasts={1}
          position="top-center"
          theme="system"
          closeButton
          toastOptions={{ className: 'font-sans' }}
        />
      </LiveProvider>
    </QueryClientProvider>
  );
}
