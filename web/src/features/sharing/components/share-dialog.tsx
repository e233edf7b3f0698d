import { useState } from 'react';
import { Link } from 'react-router';
import { Copy, Link2, Loader2, Lock, Share2 } from 'lucide-react';
import type { CreateShareRequest, Share } from '@roomcraft/contracts/sharing';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { usePlanAccess } from '@/features/plan/plan.queries';
import { shareUrlOf } from '../sharing.api';
import { copyShareLink, useCreateShare } from '../sharing.queries';

type ShareTarget =
  | { kind: 'design'; roomImageId: string }
  | { kind: 'ideation'; ideationRequestId: string }
  | { kind: 'project'; projectId: string };

const expiryChoices = [
  { value: 'never', label: 'Never expires' },
  { value: '1', label: 'Expires in 1 day' },
  { value: '7', label: 'Expires in 7 days' },
  { value: '30', label: 'Expires in 30 days' },
] as const;

/** "Share" button and its dialog: choose an expiry, make the link, copy it. Professional plans and up. */
export function ShareButton({
  target,
  label = 'Share',
  what = 'design',
}: {
  target: ShareTarget;
  label?: string;
  what?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Share2 aria-hidden="true" />
        {label}
      </Button>
      {open && <ShareDialog target={target} what={what} onClose={() => setOpen(false)} />}
    </>
  );
}

function ShareDialog({ target, what, onClose }: { target: ShareTarget; what: string; onClose: () => void }) {
  const hasAccess = usePlanAccess();
  const canShare = hasAccess('pro');
  const [expiry, setExpiry] = useState<string>('never');
  const [share, setShare] = useState<Share | null>(null);
  const create = useCreateShare();

  const makeLink = () => {
    const input = {
      ...target,
      expiresInDays: expiry === 'never' ? null : Number(expiry),
    } as CreateShareRequest;
    create.mutate(input, { onSuccess: (created) => setShare(created) });
  };

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share this {what}</DialogTitle>
          <DialogDescription>
            Anyone with the link can view it without signing in. They never see your email or your other
            designs, and you can revoke the link at any time from Shared Rooms.
          </DialogDescription>
        </DialogHeader>
        {!canShare ? (
          <div className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-4 text-sm">
            <p className="flex items-center gap-2 font-medium">
              <Lock className="size-4" aria-hidden="true" />
              Sharing is part of the Professional plan.
            </p>
            <Button asChild className="self-start">
              <Link to="/pricing">See plans</Link>
            </Button>
          </div>
        ) : share ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor="share-link">Share link</Label>
            <div className="flex gap-2">
              <Input id="share-link" readOnly value={shareUrlOf(share)} onFocus={(e) => e.target.select()} />
              <Button onClick={() => void copyShareLink(share)} aria-label="Copy link">
                <Copy aria-hidden="true" />
                Copy
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">
              {share.expiresAt
                ? `Works until ${new Date(share.expiresAt).toLocaleDateString()}.`
                : 'Works until you revoke it.'}
            </p>
          </div>
        ) : (
          <div className="flex flex-col gap-2">
            <Label htmlFor="share-expiry">Link expiry</Label>
            <Select value={expiry} onValueChange={setExpiry}>
              <SelectTrigger id="share-expiry">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {expiryChoices.map((choice) => (
                  <SelectItem key={choice.value} value={choice.value}>
                    {choice.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {share ? 'Done' : 'Cancel'}
          </Button>
          {canShare && !share && (
            <Button onClick={makeLink} disabled={create.isPending}>
              {create.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Link2 aria-hidden="true" />
              )}
              Create link
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
