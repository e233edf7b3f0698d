import { pathOf } from '@roomcraft/contracts/api-routes';
import { generationRoutes } from '@roomcraft/contracts/generations';
import { cn } from '@/lib/cn';

/**
 * A catalogue piece as the engine draws it when composing (the server renders and caches it). Decorative:
 * the piece's name is always written beside or on the control that shows it.
 */
export function FurniturePicture({ itemId, className }: { itemId: string; className?: string }) {
  return (
    <img
      src={pathOf(generationRoutes.furniturePicture, { itemId })}
      alt=""
      loading="lazy"
      decoding="async"
      draggable={false}
      data-testid="furniture-picture"
      className={cn('bg-[#f4f1ec] object-contain select-none', className)}
    />
  );
}
