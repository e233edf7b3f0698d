/**
 * Where announcement banners go (at most 3, docs/spec §9). Announcements come in a later issue; the slot
 * is already in both layouts so they appear without moving anything else.
 */
export function AnnouncementSlot({ variant }: { variant: 'banner' | 'bar' }) {
  return <div data-slot="announcements" data-variant={variant} />;
}
