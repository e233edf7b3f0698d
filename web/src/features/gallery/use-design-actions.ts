import { toast } from 'sonner';
import type { RoomImage } from '@roomcraft/contracts/studio';
import { useDeleteRoomImage, useUpdateRoomImage } from '@/features/studio/studio.queries';
import { toastFavorite, toastFavoriteError } from './favorite-toasts';

/** Favourite and delete of a saved design, with the spec's favourite toasts (section 8). */
export function useDesignActions() {
  const update = useUpdateRoomImage();
  const remove = useDeleteRoomImage();

  const toggleFavorite = async (roomImage: RoomImage) => {
    try {
      const next = await update.mutateAsync({
        id: roomImage._id,
        input: { isFavorite: !roomImage.isFavorite },
      });
      toastFavorite(next.isFavorite);
    } catch {
      toastFavoriteError();
    }
  };

  const deleteDesign = async (design: Pick<RoomImage, '_id'>): Promise<boolean> => {
    try {
      await remove.mutateAsync(design._id);
      toast.success('Design deleted');
      return true;
    } catch {
      toast.error('Delete failed', { description: 'The design could not be deleted. Please try again.' });
      return false;
    }
  };

  return {
    toggleFavorite,
    deleteDesign,
    isUpdating: update.isPending,
    isDeleting: remove.isPending,
    updatingId: update.isPending ? update.variables?.id : undefined,
  };
}
