import { designStyleLabel } from '@roomcraft/contracts/catalogue/design-styles';
import { generationMessages } from '@roomcraft/contracts/generations';
import { roomImageModes, type RoomImage, type RoomImageMode } from '@roomcraft/contracts/studio';

/**
 * The gallery grouped by the room photo each design came from, with filters by mode and style (issue 14:
 * a flat wall of look-alike thumbnails says nothing about which room they show). Pure, so it is tested
 * without rendering; the page keeps the filters in the URL.
 */

/** Labels of every mode a room image can have; the generation modes use the studio's own titles. */
export const galleryModeLabels: Record<RoomImageMode, string> = {
  ideation: 'Ideation',
  floorplan: 'Floor plan',
  upload: 'Upload',
  ...generationMessages.modeTitles,
};

export interface GalleryFilters {
  /** null: every mode. */
  mode: RoomImageMode | null;
  /** A design's `style` as stored (catalogue id or the user's own words); null: every style. */
  style: string | null;
}

export const noGalleryFilters: GalleryFilters = { mode: null, style: null };

export interface GalleryGroup {
  /** Stable React key: the source room's id, or the first design's when it has no known source. */
  key: string;
  /**
   * The room image the designs were made from, to fetch its title; null when the first design has no
   * recorded source (then the group is that design and what was made from it).
   */
  sourceId: string | null;
  /** The photo the designs started from. */
  thumbnailUrl: string;
  /** Newest first, as the gallery lists them. */
  roomImages: RoomImage[];
}

export interface GalleryFilterOption<T extends string = string> {
  value: T;
  label: string;
}

/** The first design of a lineage found in `byId`: follows `metadata.sourceRoomImageId` up through designs. */
function rootOf(roomImage: RoomImage, byId: ReadonlyMap<string, RoomImage>): RoomImage {
  let current = roomImage;
  const seen = new Set([roomImage._id]);
  for (;;) {
    const parentId = current.metadata.sourceRoomImageId;
    const parent = parentId === undefined ? undefined : byId.get(parentId);
    // Made from an upload (not in the gallery), from a design not loaded yet, or a cycle: stop here.
    if (!parent || seen.has(parent._id)) return current;
    seen.add(parent._id);
    current = parent;
  }
}

export function matchesGalleryFilters(roomImage: RoomImage, filters: GalleryFilters): boolean {
  if (filters.mode !== null && roomImage.mode !== filters.mode) return false;
  if (filters.style !== null && roomImage.style !== filters.style) return false;
  return true;
}

/**
 * Groups designs under the room photo they started from. An edit of a design joins the group of the room
 * that design came from, decided on every loaded design before filtering, so a filter never splits a group.
 * Groups are ordered by their newest design; a group whose designs are all filtered out is left out.
 */
export function groupBySourceRoomImage(
  roomImages: readonly RoomImage[],
  filters: GalleryFilters = noGalleryFilters,
): GalleryGroup[] {
  const byId = new Map(roomImages.map((roomImage) => [roomImage._id, roomImage]));
  const groups = new Map<string, GalleryGroup>();
  for (const roomImage of roomImages) {
    if (!matchesGalleryFilters(roomImage, filters)) continue;
    const root = rootOf(roomImage, byId);
    const sourceId = root.metadata.sourceRoomImageId ?? null;
    const key = sourceId ?? root._id;
    const group = groups.get(key) ?? {
      key,
      sourceId,
      thumbnailUrl: root.originalThumbnailUrl,
      roomImages: [],
    };
    group.roomImages.push(roomImage);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * The modes and styles the loaded designs have, to filter by: modes in the studio's order, styles by label.
 * A value chosen in the URL stays offered even when no loaded design has it, so it can be seen and cleared.
 */
export function galleryFilterOptions(
  roomImages: readonly RoomImage[],
  selected: GalleryFilters = noGalleryFilters,
): { modes: GalleryFilterOption<RoomImageMode>[]; styles: GalleryFilterOption[] } {
  const modes = new Set<RoomImageMode>(roomImages.map((roomImage) => roomImage.mode));
  if (selected.mode) modes.add(selected.mode);
  const styles = new Set(roomImages.flatMap((roomImage) => (roomImage.style ? [roomImage.style] : [])));
  if (selected.style) styles.add(selected.style);
  return {
    modes: roomImageModes
      .filter((mode) => modes.has(mode))
      .map((mode) => ({ value: mode, label: galleryModeLabels[mode] })),
    styles: [...styles]
      .map((style) => ({ value: style, label: designStyleLabel(style) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  };
}

/** Filters from the page's search params; an unknown mode or an empty value means 'All'. */
export function parseGalleryFilters(params: URLSearchParams): GalleryFilters {
  const mode = params.get('mode');
  const style = params.get('style');
  return {
    mode: mode && (roomImageModes as readonly string[]).includes(mode) ? (mode as RoomImageMode) : null,
    style: style?.trim() ? style : null,
  };
}
