import { useLocation, useNavigate } from 'react-router';
import { studioMessages } from '@roomcraft/contracts/studio';
import { Button } from '@/components/ui/button';
import { loginPath } from '@/features/session/session.api';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** Visitors who choose a photo: uploads need an account (docs/spec §5). Sign-in returns them here. */
export function LoginRequiredDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{studioMessages.loginRequired.title}</DialogTitle>
          <DialogDescription>
            Log in or create a free account to upload your room photo. New accounts get 5 welcome credits.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void navigate(loginPath(here))}>Login / Sign Up</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
