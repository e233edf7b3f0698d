import type { RoomImage } from '@roomcraft/contracts/studio';

/** The title shown for a saved design, with a fallback for untitled ones. */
export function designTitle(design: Pick<RoomImage, 'title'>): string {
  return design.title || 'Untitled design';
}
