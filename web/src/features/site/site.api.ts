import { contactPaths, type ContactRequest, type ContactResponse } from '@roomcraft/contracts/contact';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/contact`. */
export function sendContactMessage(request: ContactRequest): Promise<ContactResponse> {
  return apiFetch<ContactResponse>(contactPaths.submit, { method: 'POST', body: JSON.stringify(request) });
}
