import { accountRoutes, type AdminSetupStatus } from '@roomcraft/contracts/accounts';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/admin-setup`: whether a super admin exists already. */
export async function fetchAdminSetupStatus(): Promise<AdminSetupStatus> {
  const route = accountRoutes.adminSetupStatus;
  return route.response.parse(await apiFetch(route.path));
}

/** `POST /api/admin-setup`: the one-time token from the server log makes the signed-in user super admin. */
export async function claimAdminSetup(token: string): Promise<void> {
  const route = accountRoutes.completeAdminSetup;
  route.response.parse(await apiFetch(route.path, { method: route.method, body: JSON.stringify({ token }) }));
}
