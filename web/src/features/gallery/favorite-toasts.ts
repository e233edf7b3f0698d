import { toast } from 'sonner';
import { studioMessages } from '@roomcraft/contracts/studio';

/** The spec's favourite toasts (section 8), shared by designs and ideation ideas. */
export function toastFavorite(isFavorite: boolean) {
  toast.success(isFavorite ? studioMessages.favoriteAdded : studioMessages.favoriteRemoved);
}

export function toastFavoriteError() {
  toast.error(studioMessages.favoriteError.title, {
    description: studioMessages.favoriteError.description,
  });
}
