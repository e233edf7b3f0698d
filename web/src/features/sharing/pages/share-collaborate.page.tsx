import { Link } from 'react-router';
import { FolderKanban, Link2, Lock, MessageSquare, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';

const steps = [
  {
    icon: Link2,
    title: 'Share a design with a link',
    text: 'Press Share on a design or a set of ideas, choose how long the link works, and copy it. Anyone with the link sees the before and after, the style and the palette, and nothing else from your account.',
    plan: 'Professional',
  },
  {
    icon: Lock,
    title: 'Stay in control',
    text: 'Shared Rooms lists every link with its views. Revoke one and it stops working at once, images included.',
    plan: 'Professional',
  },
  {
    icon: FolderKanban,
    title: 'Organise work into projects',
    text: 'Group rooms and designs by client or home, reorder them, add notes, pick a cover, and share a whole project as a read-only board.',
    plan: 'Professional',
  },
  {
    icon: Users,
    title: 'Work together',
    text: 'Invite people to a project as viewers or editors, comment on designs and follow what changed. Team collaboration is part of the Business plan.',
    plan: 'Business',
  },
] as const;

/** /share-collaborate: how sharing, projects and collaboration work. */
export function ShareCollaboratePage() {
  usePageTitle('Share & collaborate');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-10 sm:px-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-display font-semibold text-balance">Share & collaborate</h1>
        <p className="text-lg text-muted-foreground">
          Show a client the transformation, gather a home's rooms in one place, and decide together.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/share-demo">See a shared page</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/pricing">Compare plans</Link>
          </Button>
        </div>
      </header>
      <ol className="grid gap-4 sm:grid-cols-2">
        {steps.map((step) => (
          <li key={step.title} className="flex flex-col gap-2 rounded-xl border bg-card p-5">
            <div className="flex items-center justify-between">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary-text">
                <step.icon className="size-5" aria-hidden="true" />
              </span>
              <Badge variant="outline">{step.plan}</Badge>
            </div>
            <h2 className="text-lg font-semibold">{step.title}</h2>
            <p className="text-sm text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <MessageSquare className="size-4" aria-hidden="true" />
        Shared pages never show your email, your other designs or links that outlive the share.
      </p>
    </div>
  );
}

export default ShareCollaboratePage;
