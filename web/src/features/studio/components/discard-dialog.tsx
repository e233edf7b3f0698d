import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** Confirms leaving the current image (docs/spec §4): Cancel or Discard. */
export function DiscardDialog({
  open,
  onOpenChange,
  editMode,
  onDiscard,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  editMode: boolean;
  onDiscard(): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editMode ? 'Discard your edit?' : 'Discard this image?'}</DialogTitle>
          <DialogDescription>
            {editMode
              ? 'Your changes to this design are discarded and you go back to your gallery.'
              : 'The image and its prompt are cleared from the studio. Saved rooms stay in your gallery.'}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            onClick={() => {
              onOpenChange(false);
              onDiscard();
            }}
          >
            Discard
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
