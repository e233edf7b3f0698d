import { contactRoutes, type ContactRequest, type ContactResponse } from '@roomcraft/contracts/contact';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/contact`. */
export async function sendContactMessage(request: ContactRequest): Promise<ContactResponse> {
  const route = contactRoutes.submit;
  return route.response.parse(
    await apiFetch(route.path, { method: route.method, body: JSON.stringify(request) }),
  );
}
