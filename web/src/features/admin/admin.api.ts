import { billingRoutes } from '@roomcraft/contracts/billing.routes';
import { contactRoutes } from '@roomcraft/contracts/contact';
import { apiFetch } from '@/lib/api-client';

/** The newest contact-form messages, up to the API's maximum of 200 (`contactRoutes.adminList`). */
export async function fetchContactMessages() {
  const route = contactRoutes.adminList;
  return route.response.parse(await apiFetch(`${route.path}?limit=200`)).messages;
}

/** Every design-service order, newest first (`billingRoutes.adminServiceOrders`). */
export async function fetchServiceOrders() {
  const route = billingRoutes.adminServiceOrders;
  return route.response.parse(await apiFetch(route.path)).orders;
}
