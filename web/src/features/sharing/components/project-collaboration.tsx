import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Loader2, MessageSquare, Send, UserPlus, X } from 'lucide-react';
import type { MemberRole, ProjectAccess, ProjectItem } from '@roomcraft/contracts/sharing';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useLiveQuery } from '@/features/live/live.queries';
import { isApiError } from '@/lib/api-client';
import {
  fetchActivity,
  fetchComments,
  fetchMembers,
  inviteMember,
  postComment,
  removeMember,
} from '../sharing.api';
import { sharingQueryKeys } from '../sharing.queries';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function useAction(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (run: () => Promise<void>) => run(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sharingQueryKeys.comments(projectId) }),
    onError: (error) =>
      toast.error(isApiError(error) ? error.message : 'That did not work. Please try again.'),
  });
}

/** The owner's team panel (Business): invite by email as viewer or editor, remove. */
export function MembersPanel({ projectId }: { projectId: string }) {
  const members = useLiveQuery({
    queryKey: sharingQueryKeys.members(projectId),
    queryFn: () => fetchMembers(projectId),
  });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('viewer');
  const act = useAction(projectId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    act.mutate(async () => {
      await inviteMember(projectId, { email: email.trim(), role });
      toast.success(`Invitation sent to ${email.trim()}`);
      setEmail('');
    });
  };
  return (
    <section aria-labelledby="team-title" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <h2 id="team-title" className="text-lg font-semibold">
        Team
      </h2>
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex grow flex-col gap-1.5">
          <Label htmlFor="invite-email">Invite by email</Label>
          <Input
            id="invite-email"
            type="email"
            placeholder="name@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5 sm:w-36">
          <Label htmlFor="invite-role">Role</Label>
          <Select value={role} onValueChange={(value) => setRole(value as MemberRole)}>
            <SelectTrigger id="invite-role">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="viewer">Viewer</SelectItem>
              <SelectItem value="editor">Editor</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <Button type="submit" disabled={act.isPending || !email.trim()}>
          {act.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <UserPlus aria-hidden="true" />
          )}
          Invite
        </Button>
      </form>
      <p className="text-sm text-muted-foreground">
        Viewers see the board and comment; editors can also edit notes and reorder.
      </p>
      {members.data && members.data.members.length > 0 && (
        <ul className="flex flex-col divide-y">
          {members.data.members.map((member) => (
            <li key={member.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0 truncate">{member.email}</span>
              <span className="flex items-center gap-2">
                <span className="text-muted-foreground capitalize">{member.role}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${member.email}`}
                  onClick={() => act.mutate(() => removeMember(projectId, member.id))}
                >
                  <X aria-hidden="true" />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Comments on the project's designs, live for everyone looking at the project. */
export function CommentsPanel({ projectId, items }: { projectId: string; items: ProjectItem[] }) {
  const comments = useLiveQuery({
    queryKey: sharingQueryKeys.comments(projectId),
    queryFn: () => fetchComments(projectId),
  });
  const [itemId, setItemId] = useState(items[0]?.id ?? '');
  const [body, setBody] = useState('');
  const act = useAction(projectId);
  const titleOf = (id: string) => items.find((item) => item.id === id)?.title ?? 'A design';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim() || !itemId) return;
    act.mutate(async () => {
      await postComment(projectId, { itemId, body: body.trim() });
      setBody('');
    });
  };
  return (
    <section aria-labelledby="comments-title" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <h2 id="comments-title" className="flex items-center gap-2 text-lg font-semibold">
        <MessageSquare className="size-5" aria-hidden="true" />
        Comments
      </h2>
      {comments.data && comments.data.comments.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label="Comments">
          {comments.data.comments.map((comment) => (
            <li key={comment.id} className="rounded-lg bg-muted/50 p-3 text-sm">
              <p className="text-muted-foreground">
                <span className="font-medium text-foreground">
                  {comment.isMine ? 'You' : comment.authorName}
                </span>{' '}
                on {titleOf(comment.itemId)} · {when(comment.createdAt)}
              </p>
              <p className="mt-1 whitespace-pre-line">{comment.body}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No comments yet.</p>
      )}
      {items.length > 0 && (
        <form onSubmit={submit} className="flex flex-col gap-2">
          <Label htmlFor="comment-item">Design</Label>
          <Select value={itemId} onValueChange={setItemId}>
            <SelectTrigger id="comment-item">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {items.map((item) => (
                <SelectItem key={item.id} value={item.id}>
                  {item.title}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Label htmlFor="comment-body">Comment</Label>
          <textarea
            id="comment-body"
            rows={2}
            maxLength={2000}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            className="rounded-lg border border-input bg-card px-3 py-2 text-base outline-none focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 sm:text-sm"
          />
          <Button type="submit" className="self-start" disabled={act.isPending || !body.trim()}>
            <Send aria-hidden="true" />
            Post comment
          </Button>
        </form>
      )}
    </section>
  );
}

export function ActivityPanel({ projectId }: { projectId: string }) {
  const activity = useLiveQuery({
    queryKey: sharingQueryKeys.activity(projectId),
    queryFn: () => fetchActivity(projectId),
  });
  const entries = activity.data?.activity ?? [];
  return (
    <section aria-labelledby="activity-title" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <h2 id="activity-title" className="text-lg font-semibold">
        Activity
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing has happened here yet.</p>
      ) : (
        <ul className="flex flex-col gap-1.5 text-sm">
          {entries.map((entry) => (
            <li key={entry.id}>
              <span className="font-medium">{entry.actorName}</span> {entry.action}{' '}
              <span className="text-muted-foreground">· {when(entry.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const accessLabels: Record<ProjectAccess, string> = {
  owner: 'Owner',
  editor: 'You can edit notes and the order',
  viewer: 'View only: you can comment',
};
