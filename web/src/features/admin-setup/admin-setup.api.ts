import {
  accountPaths,
  adminSetupResponseSchema,
  adminSetupStatusSchema,
  type AdminSetupStatus,
} from '@roomcraft/contracts/accounts';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/admin-setup`: whether a super admin exists already. */
export async function fetchAdminSetupStatus(): Promise<AdminSetupStatus> {
  return adminSetupStatusSchema.parse(await apiFetch(accountPaths.adminSetup));
}

/** `POST /api/admin-setup`: the one-time token from the server log makes the signed-in user super admin. */
export async function claimAdminSetup(token: string): Promise<void> {
  adminSetupResponseSchema.parse(
    await apiFetch(accountPaths.adminSetup, { method: 'POST', body: JSON.stringify({ token }) }),
  );
}
