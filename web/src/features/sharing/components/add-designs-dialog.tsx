import { useQuery } from '@tanstack/react-query';
import { Check, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { fetchGalleryPage } from '@/features/gallery/gallery.api';
import { designTitle } from '@/features/gallery/design-title';

/** Picks designs from the gallery (first page) to add to a project. */
export function AddDesignsDialog({
  open,
  onOpenChange,
  inProject,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  inProject: ReadonlySet<string>;
  onAdd: (roomImageId: string) => void;
}) {
  const gallery = useQuery({
    queryKey: ['gallery', 'project-picker'],
    queryFn: () => fetchGalleryPage({ cursor: null, favorites: false }),
    enabled: open,
  });
  const rooms = gallery.data?.items ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[85vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Add designs</DialogTitle>
          <DialogDescription>Your latest designs; each can be in several projects.</DialogDescription>
        </DialogHeader>
        {gallery.isPending ? (
          <p className="text-muted-foreground">Loading your designs…</p>
        ) : rooms.length === 0 ? (
          <p className="text-muted-foreground">No designs yet. Make one in Ideation Mode first.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3">
            {rooms.map((room) => {
              const added = inProject.has(room._id);
              const title = designTitle(room);
              return (
                <li key={room._id} className="flex flex-col gap-2 rounded-lg border p-2">
                  <img
                    src={room.generatedThumbnailUrl ?? room.originalThumbnailUrl}
                    alt={title}
                    className="aspect-[4/3] w-full rounded-md object-cover"
                    loading="lazy"
                  />
                  <p className="truncate text-sm font-medium">{title}</p>
                  <Button
                    size="sm"
                    variant={added ? 'ghost' : 'outline'}
                    disabled={added}
                    onClick={() => onAdd(room._id)}
                    aria-label={added ? `${title} is in this project` : `Add ${title}`}
                  >
                    {added ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
                    {added ? 'Added' : 'Add'}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
