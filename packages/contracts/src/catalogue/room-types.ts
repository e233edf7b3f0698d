import { z } from 'zod';

/** Room types offered by the studio (docs/spec §3). A custom free-text value is allowed too. */
export const roomTypes = [
  'attic',
  'balcony',
  'basement',
  'bathroom',
  'bedroom',
  'dining-room',
  'entryway',
  'family-room',
  'game-room',
  'garage',
  'garden',
  'guest-room',
  'gym',
  'hallway',
  'home-office',
  'kids-room',
  'kitchen',
  'laundry-room',
  'library',
  'living-room',
  'media-room',
  'mudroom',
  'nursery',
  'open-concept',
  'outdoor-patio',
  'pantry',
  'small-space',
  'studio-apartment',
  'sunroom',
  'walk-in-closet',
  'wine-cellar',
] as const;
export type CatalogueRoomType = (typeof roomTypes)[number];

/** A catalogue room type or a custom one (trimmed, 1-60 characters). */
export const roomTypeSchema = z.string().trim().min(1).max(60);
export type RoomType = CatalogueRoomType | (string & {});

/** Rooms that are outdoors: the engine treats their photos as exteriors (no walls or ceiling to repaint). */
const outdoorRoomTypes: ReadonlySet<string> = new Set(['balcony', 'garden', 'outdoor-patio']);

export function isCatalogueRoomType(value: string): value is CatalogueRoomType {
  return (roomTypes as readonly string[]).includes(value);
}

export function isOutdoorRoomType(value: string): boolean {
  return outdoorRoomTypes.has(value);
}

/** "home-office" -> "Home Office"; custom values are returned trimmed, as typed. */
export function roomTypeLabel(value: string): string {
  if (!isCatalogueRoomType(value)) return value.trim();
  return value
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export const roomTypeOptions = roomTypes.map((value) => ({ value, label: roomTypeLabel(value) }));
