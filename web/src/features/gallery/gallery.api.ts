import { studioRoutes, type GalleryResponse } from '@roomcraft/contracts/studio';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/gallery`: one page of designs, newest first; `nextCursor` is null on the last page. */
export async function fetchGalleryPage({
  cursor,
  favorites,
}: {
  cursor: string | null;
  favorites: boolean;
}): Promise<GalleryResponse> {
  const params = new URLSearchParams();
  if (cursor) params.set('cursor', cursor);
  if (favorites) params.set('favorites', 'true');
  const query = params.toString();
  const { path, response } = studioRoutes.gallery;
  return response.parse(await apiFetch(query ? `${path}?${query}` : path));
}
