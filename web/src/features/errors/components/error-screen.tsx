import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router';
import {
  ArrowLeft,
  Bug,
  House,
  RefreshCw,
  ServerCrash,
  ShieldAlert,
  TriangleAlert,
  WifiOff,
} from 'lucide-react';
import { errorClassMessages, type ErrorClass } from '@roomcraft/contracts/messages';
import { Button } from '@/components/ui/button';
import { browser } from '@/lib/browser';
import { usePageTitle } from '@/lib/use-page-title';
import {
  classifyError,
  createErrorId,
  errorAreaTitle,
  errorMessageOf,
  reportIssueHref,
} from '../errors.utils';

const icons: Record<ErrorClass, typeof WifiOff> = {
  network: WifiOff,
  authentication: ShieldAlert,
  data: ServerCrash,
  application: TriangleAlert,
};

/** Route error element: the error screen of docs/spec §8 inside the page's layout. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { pathname } = useLocation();
  return <ErrorScreen error={error} pathname={pathname} />;
}

/** Area title by path, error class heading and message, the error ID and what the user can do. */
export function ErrorScreen({ error, pathname }: { error: unknown; pathname: string }) {
  const [errorId] = useState(() => createErrorId());
  const navigate = useNavigate();
  const kind = classifyError(error);
  const { heading, message } = errorClassMessages[kind];
  const Icon = icons[kind];
  const title = errorAreaTitle(pathname);
  usePageTitle(title);

  useEffect(() => {
    console.error(`[${errorId}]`, error);
  }, [errorId, error]);

  return (
    <section
      aria-labelledby="error-title"
      className="mx-auto flex w-full max-w-2xl flex-col px-4 py-12 sm:py-20"
    >
      <div className="rounded-xl border bg-card p-6 sm:p-8">
        <div className="mb-5 flex size-12 items-center justify-center rounded-xl bg-destructive-soft text-destructive">
          <Icon className="size-6" aria-hidden="true" />
        </div>
        <h1 id="error-title" className="text-title font-semibold">
          {title}
        </h1>
        <div role="alert" className="mt-4">
          <h2 className="font-semibold">{heading}</h2>
          <p className="mt-1 text-muted-foreground">{message}</p>
        </div>
        <p className="mt-4 text-caption text-muted-foreground">
          Error ID: <code className="font-mono select-all">{errorId}</code>
        </p>
        <div className="mt-6 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button onClick={() => browser.reload()}>
            <RefreshCw aria-hidden="true" />
            Try Again
          </Button>
          <Button variant="outline" onClick={() => void navigate(-1)}>
            <ArrowLeft aria-hidden="true" />
            Go Back
          </Button>
          <Button variant="outline" asChild>
            <Link to="/">
              <House aria-hidden="true" />
              Home
            </Link>
          </Button>
          <Button variant="ghost" asChild>
            <a href={reportIssueHref({ errorId, error })}>
              <Bug aria-hidden="true" />
              Report Issue
            </a>
          </Button>
        </div>
        <details className="mt-6 text-sm">
          <summary className="cursor-pointer text-muted-foreground hover:text-foreground">
            Technical details
          </summary>
          <pre className="mt-2 overflow-x-auto rounded-lg bg-muted p-3 text-xs whitespace-pre-wrap">
            {errorMessageOf(error)}
          </pre>
        </details>
      </div>
    </section>
  );
}
