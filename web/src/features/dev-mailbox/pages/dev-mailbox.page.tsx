import { Inbox, Mail } from 'lucide-react';
import type { DevMail } from '@roomcraft/contracts/dev';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useLiveQuery, useLiveStatus } from '@/features/live/live.queries';
import { NotFoundPage } from '@/features/not-found/pages/not-found.page';
import { usePageTitle } from '@/lib/use-page-title';
import { devMailboxQueryOptions } from '../dev-mailbox.queries';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

function MailCard({ mail }: { mail: DevMail }) {
  return (
    <li>
      <article aria-label={mail.subject} className="rounded-xl border bg-card p-4 sm:p-5">
        <header className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <h2 className="font-semibold break-words">{mail.subject}</h2>
          <time dateTime={mail.createdAt} className="shrink-0 text-caption text-muted-foreground">
            {formatDate(mail.createdAt)}
          </time>
        </header>
        <p className="mt-1 text-sm text-muted-foreground">
          To: <span className="text-foreground break-all">{mail.to}</span>
        </p>
        <pre className="mt-3 max-h-72 overflow-auto rounded-lg bg-muted p-3 font-sans text-sm whitespace-pre-wrap">
          {mail.text}
        </pre>
      </article>
    </li>
  );
}

function LiveBadge() {
  const status = useLiveStatus();
  const label = status === 'live' ? 'Live' : status === 'connecting' ? 'Connecting…' : 'Refreshing every 2 s';
  return (
    <Badge variant={status === 'live' ? 'soft' : 'outline'} className="text-xs">
      <span
        aria-hidden="true"
        className={
          status === 'live' ? 'size-1.5 rounded-full bg-primary' : 'size-1.5 rounded-full bg-muted-foreground'
        }
      />
      {label}
    </Badge>
  );
}

/** Dev mailbox: emails the app sent in development mode, refreshed live; not found in production mode. */
export function DevMailboxPage() {
  const { data: mails, isPending } = useLiveQuery(devMailboxQueryOptions);
  usePageTitle(mails === null ? 'Page not found' : 'Dev mailbox');
  if (mails === null) return <NotFoundPage />;
  return (
    <section aria-labelledby="mailbox-title" className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary-text">
          <Mail className="size-5" aria-hidden="true" />
        </span>
        <h1 id="mailbox-title" className="text-title font-semibold">
          Dev mailbox
        </h1>
        <LiveBadge />
      </div>
      <p className="mt-2 text-muted-foreground">
        Emails the app sends while running in development mode (sign-up codes, notices). Never available in
        production.
      </p>
      {isPending ? (
        <div className="mt-8 space-y-3" aria-busy="true">
          <span className="sr-only">Loading emails…</span>
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : mails && mails.length > 0 ? (
        <>
          <p className="mt-8 text-sm text-muted-foreground" aria-live="polite">
            {mails.length === 1 ? '1 email' : `${mails.length} emails`}, newest first
          </p>
          <ul className="mt-3 space-y-3">
            {mails.map((mail) => (
              <MailCard key={mail.id} mail={mail} />
            ))}
          </ul>
        </>
      ) : (
        <div className="mt-8 flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-14 text-center">
          <Inbox className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="mt-4 font-semibold">No emails yet</h2>
          <p className="mt-1 max-w-sm text-sm text-muted-foreground">
            Sign up or request a verification code, and the email appears here within a moment.
          </p>
        </div>
      )}
    </section>
  );
}

export default DevMailboxPage;
