import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Mail, Search } from 'lucide-react';
import type { ContactMessage } from '@roomcraft/contracts/contact';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { usePageTitle } from '@/lib/use-page-title';
import { contactMessagesQueryOptions } from '../admin.queries';
import { AdminListState, AdminPageHeader } from '../components/admin-list-state';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function matches(message: ContactMessage, query: string): boolean {
  if (!query) return true;
  const needle = query.toLowerCase();
  return [message.name, message.email, message.subject, message.message].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/** /admin/contact-messages: what visitors wrote through /contact, newest first, searchable. */
export function ContactMessagesPage() {
  usePageTitle('Contact messages');
  const list = useQuery(contactMessagesQueryOptions);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query.trim());
  const messages = list.data ?? [];
  const shown = messages.filter((message) => matches(message, deferredQuery));

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-8">
      <AdminPageHeader title="Contact messages" summary="Messages sent through the contact form." />
      <AdminListState
        isPending={list.isPending}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        isEmpty={messages.length === 0}
        emptyTitle="No messages yet"
        emptyText="Messages sent through the contact page appear here."
      >
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <label className="relative w-full sm:max-w-sm">
            <span className="sr-only">Search messages</span>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Name, email, subject or text"
              className="pl-9"
            />
          </label>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {shown.length === messages.length
              ? `${messages.length} ${messages.length === 1 ? 'message' : 'messages'}`
              : `${shown.length} of ${messages.length} messages`}
          </p>
        </div>
        {shown.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
            No message matches “{deferredQuery}”.
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {shown.map((message) => (
              <li key={message.id}>
                <ContactMessageCard message={message} />
              </li>
            ))}
          </ul>
        )}
      </AdminListState>
    </div>
  );
}

function ContactMessageCard({ message }: { message: ContactMessage }) {
  const replyHref = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <article aria-labelledby={`message-${message.id}`} className="rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`message-${message.id}`} className="font-semibold break-words">
            {message.subject}
          </h2>
          <p className="text-sm break-all text-muted-foreground">
            {message.name} · {message.email}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {message.userId && <Badge variant="soft">Signed-in user</Badge>}
          <time dateTime={message.createdAt} className="text-sm whitespace-nowrap text-muted-foreground">
            {dateTime(message.createdAt)}
          </time>
        </div>
      </div>
      <p className="mt-3 text-sm break-words whitespace-pre-wrap">{message.message}</p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <details className="text-xs text-muted-foreground">
          <summary className="cursor-pointer py-2">Sender details</summary>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt>IP address</dt>
            <dd className="break-all">{message.ipAddress ?? 'Not recorded'}</dd>
            <dt>Browser</dt>
            <dd className="break-all">{message.userAgent ?? 'Not recorded'}</dd>
          </dl>
        </details>
        <a
          href={replyHref}
          aria-label={`Reply to ${message.name}`}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary-text underline-offset-4 hover:underline"
        >
          <Mail className="size-4" aria-hidden="true" />
          Reply
        </a>
      </div>
    </article>
  );
}

export default ContactMessagesPage;
