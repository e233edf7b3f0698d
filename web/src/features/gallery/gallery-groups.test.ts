import { describe, expect, it } from 'vitest';
import type { RoomImage } from '@roomcraft/contracts/studio';
import { makeRoomImage } from '@/features/studio/studio.test-support';
import {
  galleryFilterOptions,
  groupBySourceRoomImage,
  parseGalleryFilters,
  type GalleryGroup,
} from './gallery-groups';

/** A design made from `source` (a room image id), newest first in the lists below. */
const design = (id: string, source: string | null, overrides: Partial<RoomImage> = {}): RoomImage =>
  makeRoomImage({
    _id: id,
    // The photo a design was made from: the source's image (its original, or its result for an edit).
    originalThumbnailUrl: `/files/${source ?? id}/thumb.webp`,
    generatedThumbnailUrl: `/files/${id}/result.webp`,
    metadata: source ? { sourceRoomImageId: source } : {},
    status: 'completed',
    ...overrides,
  });

const shape = (groups: GalleryGroup[]) =>
  groups.map((group) => [group.key, group.sourceId, group.roomImages.map((each) => each._id)]);

// Newest first, as the gallery API lists them.
const roomImages = [
  design('edit-of-idea', 'idea-1', { mode: 'visualize', style: null }),
  design('staged', 'room-b', { mode: 'virtual-staging', style: 'industrial' }),
  design('idea-2', 'room-a', { mode: 'ideation', style: 'scandinavian' }),
  design('idea-1', 'room-a', { mode: 'ideation', style: 'modern' }),
  design('legacy', null, { mode: 'compose', style: 'My own boho' }),
];

describe('groupBySourceRoom', () => {
  it('groups designs under the room they came from, an edit of a design with that design’s room', () => {
    const groups = groupBySourceRoomImage(roomImages);
    expect(shape(groups)).toEqual([
      ['room-a', 'room-a', ['edit-of-idea', 'idea-2', 'idea-1']],
      ['room-b', 'room-b', ['staged']],
      ['legacy', null, ['legacy']],
    ]);
    // The header shows the photo the first design was made from: the uploaded room, not the edited idea.
    expect(groups.map((group) => group.thumbnailUrl)).toEqual([
      '/files/room-a/thumb.webp',
      '/files/room-b/thumb.webp',
      '/files/legacy/thumb.webp',
    ]);
  });

  it('keeps an edit whose design is not loaded yet under that design, and survives a cycle', () => {
    expect(shape(groupBySourceRoomImage([design('edit', 'page-2-design')]))).toEqual([
      ['page-2-design', 'page-2-design', ['edit']],
    ]);
    const cycle = groupBySourceRoomImage([design('a', 'b'), design('b', 'a')]);
    expect(cycle.flatMap((group) => group.roomImages.map((each) => each._id)).sort()).toEqual(['a', 'b']);
  });

  it('filters by mode and style without splitting a group, and drops emptied groups', () => {
    // The visualize edit stays with room A though the ideation it was made from is filtered out.
    expect(shape(groupBySourceRoomImage(roomImages, { mode: 'visualize', style: null }))).toEqual([
      ['room-a', 'room-a', ['edit-of-idea']],
    ]);
    expect(shape(groupBySourceRoomImage(roomImages, { mode: 'ideation', style: 'modern' }))).toEqual([
      ['room-a', 'room-a', ['idea-1']],
    ]);
    expect(shape(groupBySourceRoomImage(roomImages, { mode: null, style: 'My own boho' }))).toEqual([
      ['legacy', null, ['legacy']],
    ]);
    expect(groupBySourceRoomImage(roomImages, { mode: 'floorplan', style: null })).toEqual([]);
  });
});

describe('galleryFilterOptions', () => {
  it('offers the modes (studio order) and styles (by label) the designs have', () => {
    const options = galleryFilterOptions(roomImages);
    expect(options.modes).toEqual([
      { value: 'ideation', label: 'Ideation' },
      { value: 'visualize', label: 'Visualize' },
      { value: 'compose', label: 'Compose' },
      { value: 'virtual-staging', label: 'Virtual Staging' },
    ]);
    expect(options.styles).toEqual([
      { value: 'industrial', label: 'Industrial' },
      { value: 'modern', label: 'Modern' },
      { value: 'My own boho', label: 'My own boho' },
      { value: 'scandinavian', label: 'Scandinavian' },
    ]);
  });

  it('keeps offering a chosen value no loaded design has, so it can be cleared', () => {
    const options = galleryFilterOptions([], { mode: 'decluttering', style: 'japanese' });
    expect(options.modes).toEqual([{ value: 'decluttering', label: 'Decluttering' }]);
    expect(options.styles).toEqual([{ value: 'japanese', label: 'Japanese' }]);
  });
});

describe('parseGalleryFilters', () => {
  it('reads mode and style, ignoring unknown modes and empty values', () => {
    expect(parseGalleryFilters(new URLSearchParams('mode=virtual-staging&style=modern'))).toEqual({
      mode: 'virtual-staging',
      style: 'modern',
    });
    expect(parseGalleryFilters(new URLSearchParams('mode=hacking&style=%20'))).toEqual({
      mode: null,
      style: null,
    });
  });
});
