import { Link } from 'react-router';
import { Clock, Eye } from 'lucide-react';
import type { PublicShare } from '@roomcraft/contracts/sharing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SharedDesignCard } from './shared-design-card';

/** What a visitor sees at /share/<token> or /share/project/<token> (also the /share-demo preview). */
export function SharedPageView({ share, isDemo = false }: { share: PublicShare; isDemo?: boolean }) {
  const isBoard = share.kind !== 'design';
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-8">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="soft">
            <Eye aria-hidden="true" />
            {share.kind === 'project'
              ? 'Shared project'
              : share.kind === 'ideation'
                ? 'Shared ideas'
                : 'Shared design'}
          </Badge>
          {isDemo && <Badge variant="outline">Example</Badge>}
          {share.expiresAt && (
            <span className="flex items-center gap-1 text-sm text-muted-foreground">
              <Clock className="size-4" aria-hidden="true" />
              Link works until {new Date(share.expiresAt).toLocaleDateString()}
            </span>
          )}
        </div>
        <h1 className="text-[2rem] leading-tight font-semibold tracking-tight break-words">{share.title}</h1>
        {share.notes && <p className="whitespace-pre-line text-muted-foreground">{share.notes}</p>}
      </header>
      {share.designs.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          Nothing has been added to this project yet.
        </p>
      ) : (
        <div className={isBoard ? 'grid gap-4 md:grid-cols-2' : 'flex flex-col gap-4'}>
          {share.designs.map((design, i) => (
            <SharedDesignCard
              key={i}
              design={design}
              headingLevel={isBoard ? 3 : 2}
              showTitle={isBoard || design.title !== share.title}
            />
          ))}
        </div>
      )}
      <aside className="flex flex-col items-start gap-3 rounded-xl border bg-muted/40 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">Made with Roomcraft: redesign your own room from one photo.</p>
        <Button asChild>
          <Link to="/">Try it free</Link>
        </Button>
      </aside>
    </div>
  );
}
