import { Link } from 'react-router';
import { Copy, ExternalLink, Link2Off, Share2, Users } from 'lucide-react';
import type { Share } from '@roomcraft/contracts/sharing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useLiveQuery } from '@/features/live/live.queries';
import { PageSkeleton, RequireAuth } from '@/features/session/components/require-auth';
import { usePageTitle } from '@/lib/use-page-title';
import { copyShareLink, sharesQueryOptions, useRevokeShare } from '../sharing.queries';

const statusLabels: Record<Share['status'], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};
const kindLabels: Record<Share['kind'], string> = { design: 'Design', ideation: 'Ideas', project: 'Project' };

function ShareRow({ share }: { share: Share }) {
  const revoke = useRevokeShare();
  const isActive = share.status === 'active';
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{kindLabels[share.kind]}</Badge>
          <Badge variant={isActive ? 'soft' : 'outline'}>{statusLabels[share.status]}</Badge>
        </div>
        <p className="mt-1 font-medium break-words">{share.title}</p>
        <p className="text-sm text-muted-foreground">
          {share.viewCount} {share.viewCount === 1 ? 'view' : 'views'} · shared{' '}
          {new Date(share.createdAt).toLocaleDateString()}
          {share.expiresAt && isActive && ` · until ${new Date(share.expiresAt).toLocaleDateString()}`}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link to={share.targetPath}>
            <ExternalLink aria-hidden="true" />
            Open
          </Link>
        </Button>
        {isActive && (
          <>
            <Button variant="outline" size="sm" onClick={() => void copyShareLink(share)}>
              <Copy aria-hidden="true" />
              Copy link
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(share.id)}
              aria-label={`Revoke link to ${share.title}`}
            >
              <Link2Off aria-hidden="true" />
              Revoke
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

function SharedRoomsContent() {
  const shares = useLiveQuery(sharesQueryOptions);
  if (shares.isPending) return <PageSkeleton />;
  const data = shares.data;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8 sm:px-8">
      <header>
        <h1 className="text-[2rem] leading-tight font-semibold tracking-tight">Shared rooms</h1>
        <p className="mt-2 text-muted-foreground">
          Links you made and projects others shared with you.
          {data &&
            data.maxShareLinks >= 0 &&
            ` ${data.activeCount} of ${data.maxShareLinks} active links used.`}
        </p>
      </header>
      <section aria-labelledby="my-shares" className="flex flex-col gap-3">
        <h2 id="my-shares" className="text-lg font-semibold">
          Shared by me
        </h2>
        {shares.isError || !data ? (
          <p className="text-muted-foreground">Your links could not be loaded. Please try again.</p>
        ) : data.shares.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed p-6">
            <Share2 className="size-6 text-muted-foreground" aria-hidden="true" />
            <p>
              Nothing shared yet. Open a design and press <strong>Share</strong> to make a link anyone can
              view.
            </p>
            <Button asChild variant="outline">
              <Link to="/gallery">Go to gallery</Link>
            </Button>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {data.shares.map((share) => (
              <ShareRow key={share.id} share={share} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="shared-with-me" className="flex flex-col gap-3">
        <h2 id="shared-with-me" className="text-lg font-semibold">
          Shared with me
        </h2>
        {data && data.sharedWithMe.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {data.sharedWithMe.map((entry) => (
              <li key={entry.projectId}>
                <Link
                  to={`/projects/${entry.projectId}`}
                  className="flex flex-col rounded-xl border bg-card p-4 hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="font-medium break-words">{entry.name}</span>
                  <span className="text-sm text-muted-foreground">
                    {entry.role === 'editor' ? 'Editor' : 'Viewer'} · shared by {entry.ownerName}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex items-start gap-3 rounded-xl border border-dashed p-6 text-muted-foreground">
            <Users className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p>
              Projects other people share with you will appear here.{' '}
              <Link to="/share-collaborate" className="text-primary-text underline underline-offset-4">
                How sharing and collaboration work
              </Link>
            </p>
          </div>
        )}
      </section>
    </div>
  );
}

/** /shared-rooms: what I shared (copy, revoke, views) and what was shared with me. */
export function SharedRoomsPage() {
  usePageTitle('Shared rooms');
  return (
    <RequireAuth>
      <SharedRoomsContent />
    </RequireAuth>
  );
}

export default SharedRoomsPage;
