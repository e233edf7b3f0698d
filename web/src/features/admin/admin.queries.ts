import { queryOptions } from '@tanstack/react-query';
import { fetchContactMessages, fetchServiceOrders } from './admin.api';

// Admin lists are not pushed live (their events go to the buyer or sender): they refresh when the tab
// regains focus and every minute while open.
const refetchInterval = 60_000;

export const contactMessagesQueryOptions = queryOptions({
  queryKey: ['admin', 'contact-messages'] as const,
  queryFn: fetchContactMessages,
  refetchInterval,
});

export const serviceOrdersQueryOptions = queryOptions({
  queryKey: ['admin', 'service-orders'] as const,
  queryFn: fetchServiceOrders,
  refetchInterval,
});
