import type { ReactNode } from 'react';
import { RotateCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * What an admin list shows before its rows: a skeleton while loading, the failure with a retry, or the
 * empty message. Renders `children` (the rows) otherwise.
 */
export function AdminListState({
  isPending,
  isError,
  onRetry,
  isEmpty,
  emptyTitle,
  emptyText,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  isEmpty: boolean;
  emptyTitle: string;
  emptyText: string;
  children: ReactNode;
}) {
  if (isPending) return <Skeleton className="h-48 w-full" />;
  if (isError) {
    return (
      <Alert variant="destructive" role="alert" className="items-center justify-between">
        <span>This list could not be loaded. Check your connection and try again.</span>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Try Again
        </Button>
      </Alert>
    );
  }
  if (isEmpty) {
    return (
      <div className="rounded-xl border border-dashed p-8 text-center">
        <p className="font-medium">{emptyTitle}</p>
        <p className="mt-1 text-sm text-muted-foreground">{emptyText}</p>
      </div>
    );
  }
  return <>{children}</>;
}

/** The heading block every admin page starts with. */
export function AdminPageHeader({ title, summary }: { title: string; summary: string }) {
  return (
    <header>
      <h1 className="text-[2rem] leading-tight font-semibold tracking-tight">{title}</h1>
      <p className="mt-2 text-muted-foreground">{summary}</p>
    </header>
  );
}
