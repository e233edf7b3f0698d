import { pathOf } from '@roomcraft/contracts/api-routes';
import {
  studioRoutes,
  type CreateRoomRequest,
  type RoomImage,
  type UpdateRoomRequest,
  type UploadResponse,
} from '@roomcraft/contracts/studio';
import { apiErrorSchema } from '@roomcraft/contracts/errors';
import { apiFetch } from '@/lib/api-client';

/**
 * A refused or failed upload. The message follows docs/spec §7 ('Failed to upload image: {text}'); `code`
 * and `status` let the uploader show the server's own words for the rules it checks (size, type).
 */
export class UploadError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly serverMessage: string | null;

  constructor({ status, code, text }: { status: number; code: string | null; text: string }) {
    super(`Failed to upload image: ${text}`);
    this.name = 'UploadError';
    this.status = status;
    this.code = code;
    this.serverMessage = code ? text : null;
  }
}

/** `POST /api/upload-image` with the image bytes as the body and their own Content-Type. */
export async function uploadImage(file: Blob): Promise<UploadResponse> {
  let response: Response;
  try {
    response = await fetch(studioRoutes.upload.path, {
      method: 'POST',
      credentials: 'same-origin',
      body: file,
      headers: { 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json' },
    });
  } catch {
    throw new UploadError({ status: 0, code: null, text: 'the server could not be reached' });
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let parsed: ReturnType<typeof apiErrorSchema.safeParse> | null = null;
    try {
      parsed = apiErrorSchema.safeParse(JSON.parse(text));
    } catch {
      parsed = null;
    }
    if (parsed?.success) {
      throw new UploadError({
        status: response.status,
        code: parsed.data.error.code,
        text: parsed.data.error.message,
      });
    }
    throw new UploadError({ status: response.status, code: null, text: text || `HTTP ${response.status}` });
  }
  return studioRoutes.upload.response.parse(await response.json());
}

/** `POST /api/rooms`: the room image record of an upload; answers with its id. */
export async function createRoomImage(input: CreateRoomRequest): Promise<{ roomImageId: string }> {
  const body = await apiFetch(studioRoutes.createRoom.path, { method: 'POST', body: JSON.stringify(input) });
  return studioRoutes.createRoom.response.parse(body);
}

export async function fetchRoomImage(id: string): Promise<RoomImage> {
  return studioRoutes.room.response.parse(await apiFetch(pathOf(studioRoutes.room, { id })));
}

export async function updateRoomImage({
  id,
  input,
}: {
  id: string;
  input: UpdateRoomRequest;
}): Promise<RoomImage> {
  const body = await apiFetch(pathOf(studioRoutes.updateRoom, { id }), {
    method: 'PATCH',
    body: JSON.stringify(input),
  });
  return studioRoutes.updateRoom.response.parse(body);
}

export async function deleteRoomImage(id: string): Promise<void> {
  await apiFetch(pathOf(studioRoutes.deleteRoom, { id }), { method: 'DELETE' });
}

/** The user's most recent room images, newest first. */
export async function fetchRecentRoomImages(limit: number): Promise<RoomImage[]> {
  const body = await apiFetch(`${studioRoutes.listRooms.path}?limit=${encodeURIComponent(String(limit))}`);
  return studioRoutes.listRooms.response.parse(body).rooms;
}
