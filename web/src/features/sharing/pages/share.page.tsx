import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LinkIcon } from 'lucide-react';
import { sharingErrorCodes, sharingMessages, shareTokenSchema } from '@roomcraft/contracts/sharing';
import { errorAreaTitles } from '@roomcraft/contracts/messages';
import { Button } from '@/components/ui/button';
import { PageSkeleton } from '@/features/session/components/require-auth';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { recordShareView } from '../sharing.api';
import { publicShareQueryOptions } from '../sharing.queries';
import { SharedPageView } from '../components/shared-page-view';

const unavailable = {
  [sharingErrorCodes.revoked]: { title: 'This link was revoked', message: sharingMessages.revoked },
  [sharingErrorCodes.expired]: { title: 'This link has expired', message: sharingMessages.expired },
} as Record<string, { title: string; message: string }>;

/** /share/:shareId and /share/project/:shareToken: a shared design, set of ideas or project board. */
export function SharePage() {
  const params = useParams();
  const token = params.shareId ?? params.shareToken ?? '';
  const isWellFormed = shareTokenSchema.safeParse(token).success;
  const share = useQuery({ ...publicShareQueryOptions(token), enabled: isWellFormed });
  usePageTitle(share.data?.title ?? 'Shared design');

  // One view per visit; the count is the owner's, so failures are ignored.
  const counted = useRef(false);
  useEffect(() => {
    if (!share.data || counted.current) return;
    counted.current = true;
    void recordShareView(token).catch(() => undefined);
  }, [share.data, token]);

  if (isWellFormed && share.isPending) return <PageSkeleton />;
  if (share.data) return <SharedPageView share={share.data} />;

  const error = share.error;
  const known = isApiError(error) ? unavailable[error.code] : undefined;
  const isMissing = !isWellFormed || (isApiError(error) && error.status === 404);
  const title = known?.title ?? (isMissing ? 'This link does not exist' : errorAreaTitles.share);
  const message =
    known?.message ??
    (isMissing ? sharingMessages.notFound : 'The shared design could not be loaded. Please try again.');
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
      <LinkIcon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-title font-semibold">{title}</h1>
      <p className="text-muted-foreground">{message}</p>
      <Button asChild variant="outline">
        <Link to="/">Go to Roomcraft</Link>
      </Button>
    </section>
  );
}

export default SharePage;
