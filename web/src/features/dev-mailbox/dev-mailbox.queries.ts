import { queryOptions } from '@tanstack/react-query';
import { fetchDevMailbox } from './dev-mailbox.api';

/** The live topic `dev-mailbox` invalidates this key. */
export const devMailboxQueryKey = ['dev-mailbox'] as const;

export const devMailboxQueryOptions = queryOptions({
  queryKey: devMailboxQueryKey,
  queryFn: fetchDevMailbox,
});
