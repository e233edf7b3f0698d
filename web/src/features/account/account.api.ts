import { accountRoutes, type UpdateProfileRequest } from '@roomcraft/contracts/accounts';
import { apiFetch } from '@/lib/api-client';
import { toSession, type Session } from '@/features/session/session.api';

/**
 * `PATCH /api/me/profile`: changes only the given fields and answers with the whole `/api/me`, read as the
 * session is (`toSession`, which reads a body without a user as signed out).
 */
export async function updateProfile(input: UpdateProfileRequest): Promise<Session | null> {
  const route = accountRoutes.updateProfile;
  return toSession(await apiFetch(route.path, { method: route.method, body: JSON.stringify(input) }));
}

/** `POST /api/me/avatar` with the image itself as the body. */
export async function uploadAvatar(file: File): Promise<string> {
  const route = accountRoutes.uploadAvatar;
  const body = await apiFetch(route.path, {
    method: route.method,
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
  });
  return route.response.parse(body).avatarUrl;
}

/** `DELETE /api/me/avatar`. */
export async function removeAvatar(): Promise<void> {
  await apiFetch(accountRoutes.removeAvatar.path, { method: accountRoutes.removeAvatar.method });
}
