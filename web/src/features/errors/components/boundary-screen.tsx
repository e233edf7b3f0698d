import { useState } from 'react';
import { useRouteError } from 'react-router';
import { House, RefreshCw, WifiOff, TriangleAlert } from 'lucide-react';
import { boundaryMessages } from '@roomcraft/contracts/messages';
import { Button } from '@/components/ui/button';
import { browser } from '@/lib/browser';
import { Logo } from '@/features/shell/components/logo';
import {
  createErrorId,
  errorMessageOf,
  isConnectionProblem,
  MAX_RETRIES,
  readRetryCount,
  writeRetryCount,
} from '../errors.utils';

/** Root route error element: the app-level boundary screen. */
export function RootErrorScreen() {
  return <BoundaryScreen error={useRouteError()} />;
}

/**
 * The app-level error boundary screen (docs/spec §8). Works without the router (it may be what broke):
 * plain links, full page reloads. Retries are counted in sessionStorage so the count survives reloads;
 * after 3 the page offers 'Reload Page', which starts over.
 */
export function BoundaryScreen({ error }: { error: unknown }) {
  const [retryCount] = useState(readRetryCount);
  const [errorId] = useState(() => createErrorId());
  const connection = isConnectionProblem(error);
  const { title, message } = connection ? boundaryMessages.connection : boundaryMessages.unavailable;
  const Icon = connection ? WifiOff : TriangleAlert;

  const retry = () => {
    writeRetryCount(retryCount + 1);
    browser.reload();
  };
  const reloadFresh = () => {
    writeRetryCount(0);
    browser.reload();
  };
  const goHome = () => {
    writeRetryCount(0);
    browser.assign('/');
  };

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="px-4 py-4 sm:px-8">
        <a href="/" className="inline-flex min-h-11 items-center rounded-lg">
          <Logo />
        </a>
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-16">
        <section
          aria-labelledby="boundary-title"
          className="w-full max-w-lg rounded-xl border bg-card p-6 text-center sm:p-10"
        >
          <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-destructive-soft text-destructive">
            <Icon className="size-7" aria-hidden="true" />
          </div>
          <div role="alert">
            <h1 id="boundary-title" className="text-title font-semibold">
              {title}
            </h1>
            <p className="mt-2 text-muted-foreground">{message}</p>
          </div>
          <p className="mt-4 text-sm font-medium">
            Retry attempts {retryCount}/{MAX_RETRIES}
          </p>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
            {retryCount < MAX_RETRIES ? (
              <Button onClick={retry}>
                <RefreshCw aria-hidden="true" />
                Try Again
              </Button>
            ) : (
              <Button onClick={reloadFresh}>
                <RefreshCw aria-hidden="true" />
                Reload Page
              </Button>
            )}
            <Button variant="outline" onClick={goHome}>
              <House aria-hidden="true" />
              Go to Homepage
            </Button>
          </div>
          <details className="mt-6 text-left text-sm">
            <summary className="cursor-pointer text-muted-foreground hover:text-foreground">
              Technical details
            </summary>
            <pre className="mt-2 overflow-x-auto rounded-lg bg-muted p-3 text-xs whitespace-pre-wrap">
              {`Error ID: ${errorId}\n${errorMessageOf(error)}`}
            </pre>
          </details>
        </section>
      </main>
    </div>
  );
}
