import { infiniteQueryOptions } from '@tanstack/react-query';
import { fetchGalleryPage } from './gallery.api';

/** Under ['gallery'], the live topic of the gallery: any new, changed or deleted design refreshes it. */
export const galleryQueryOptions = ({ favorites }: { favorites: boolean }) =>
  infiniteQueryOptions({
    queryKey: ['gallery', { favorites }] as const,
    queryFn: ({ pageParam }) => fetchGalleryPage({ cursor: pageParam, favorites }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
