import { accountPaths, avatarResponseSchema, type UpdateProfileRequest } from '@roomcraft/contracts/accounts';
import { apiFetch } from '@/lib/api-client';
import { toSession, type Session } from '@/features/session/session.api';

/** `PATCH /api/me/profile`: changes only the given fields and answers with the whole `/api/me`. */
export async function updateProfile(input: UpdateProfileRequest): Promise<Session | null> {
  return toSession(await apiFetch(accountPaths.profile, { method: 'PATCH', body: JSON.stringify(input) }));
}

/** `POST /api/me/avatar` with the image itself as the body. */
export async function uploadAvatar(file: File): Promise<string> {
  const body = await apiFetch(accountPaths.avatar, {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
  });
  return avatarResponseSchema.parse(body).avatarUrl;
}

/** `DELETE /api/me/avatar`. */
export async function removeAvatar(): Promise<void> {
  await apiFetch(accountPaths.avatar, { method: 'DELETE' });
}
