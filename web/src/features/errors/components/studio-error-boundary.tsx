import { Component, useState, type ErrorInfo, type ReactNode } from 'react';
import { Bug, House, RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { createErrorId, errorMessageOf, reportIssueHref } from '../errors.utils';

interface Props {
  /** The studio's name, e.g. 'Interior Design Studio'. */
  studio: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/** Wraps a studio: an error inside it shows the studio error screen instead of breaking the page. */
export class StudioErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Error in ${this.props.studio}`, error, info.componentStack);
  }

  private reset = () => this.setState({ error: null, hasError: false });

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return <StudioErrorScreen studio={this.props.studio} error={this.state.error} onRetry={this.reset} />;
  }
}

/** 'Something went wrong in {studio}' with Try Again, Go Home, Report Bug and technical details. */
export function StudioErrorScreen({
  studio,
  error,
  onRetry,
}: {
  studio: string;
  error: unknown;
  onRetry: () => void;
}) {
  const [errorId] = useState(() => createErrorId());
  const message = errorMessageOf(error);
  const stack = error instanceof Error && error.stack ? error.stack : '';
  return (
    <section aria-labelledby="studio-error-title" className="mx-auto w-full max-w-xl px-4 py-12">
      <div className="rounded-xl border bg-card p-6 sm:p-8">
        <div className="mb-5 flex size-12 items-center justify-center rounded-xl bg-destructive-soft text-destructive">
          <TriangleAlert className="size-6" aria-hidden="true" />
        </div>
        <div role="alert">
          <h1 id="studio-error-title" className="text-title font-semibold">
            Something went wrong in {studio}
          </h1>
          <p className="mt-2 text-muted-foreground">
            The studio ran into a problem. Try again, or go home and come back to it.
          </p>
        </div>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          <Button onClick={onRetry}>
            <RefreshCw aria-hidden="true" />
            Try Again
          </Button>
          <Button variant="outline" asChild>
            <a href="/">
              <House aria-hidden="true" />
              Go Home
            </a>
          </Button>
          <Button variant="ghost" asChild>
            <a href={reportIssueHref({ errorId, error, subject: `Bug report (${studio})` })}>
              <Bug aria-hidden="true" />
              Report Bug
            </a>
          </Button>
        </div>
        <details className="mt-6 text-sm">
          <summary className="cursor-pointer text-muted-foreground hover:text-foreground">
            Technical details
          </summary>
          <pre className="mt-2 max-h-64 overflow-auto rounded-lg bg-muted p-3 text-xs whitespace-pre-wrap">
            {[`Error ID: ${errorId}`, message, stack].filter(Boolean).join('\n')}
          </pre>
        </details>
      </div>
    </section>
  );
}
