import { devRoutes, type DevMail } from '@roomcraft/contracts/dev';
import { apiFetch, isApiError } from '@/lib/api-client';

/** Recent outbox mails, newest first; `null` when the server has no mailbox (production mode answers 404). */
export async function fetchDevMailbox(): Promise<DevMail[] | null> {
  try {
    const body = await apiFetch(devRoutes.mailbox.path);
    return devRoutes.mailbox.response.parse(body).mails;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
