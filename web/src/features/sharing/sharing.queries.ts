import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { sharingMessages, type CreateShareRequest } from '@roomcraft/contracts/sharing';
import { isApiError } from '@/lib/api-client';
import {
  createShare,
  fetchProject,
  fetchProjects,
  fetchPublicShare,
  fetchShares,
  revokeShare,
  shareUrlOf,
} from './sharing.api';

/** Keys follow the live topics: `shares`, `projects`, `project:<id>` (see topicToQueryKey). */
export const sharingQueryKeys = {
  shares: ['shares'] as const,
  projects: ['projects'] as const,
  project: (id: string) => ['project', id] as const,
  publicShare: (token: string) => ['public-share', token] as const,
  /** `project-comments:<id>` invalidates comments, activity and members together. */
  comments: (id: string) => ['project-comments', id] as const,
  activity: (id: string) => ['project-comments', id, 'activity'] as const,
  members: (id: string) => ['project-comments', id, 'members'] as const,
};

export const sharesQueryOptions = queryOptions({
  queryKey: sharingQueryKeys.shares,
  queryFn: fetchShares,
  throwOnError: false,
});

export const projectsQueryOptions = queryOptions({
  queryKey: sharingQueryKeys.projects,
  queryFn: fetchProjects,
  throwOnError: false,
});

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sharingQueryKeys.project(id),
    queryFn: () => fetchProject(id),
    throwOnError: false,
    retry: false,
  });

/** A public share; a 404/410 is data for the page (it words the message), not a thrown error. */
export const publicShareQueryOptions = (token: string) =>
  queryOptions({
    queryKey: sharingQueryKeys.publicShare(token),
    queryFn: () => fetchPublicShare(token),
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    throwOnError: false,
    staleTime: 30_000,
  });

/** Copies text; resolves false where the clipboard is not available (then the link stays on screen). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateShareRequest) => createShare(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sharingQueryKeys.shares }),
    onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not create the link.'),
  });
}

export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeShare(id),
    onSuccess: () => {
      toast.success(sharingMessages.shareRevoked);
      void queryClient.invalidateQueries({ queryKey: sharingQueryKeys.shares });
    },
    onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not revoke the link.'),
  });
}

export async function copyShareLink(share: { path: string }) {
  const copied = await copyText(shareUrlOf(share));
  if (copied) toast.success(sharingMessages.linkCopied);
  else toast.error('Copy failed: select the link and copy it.');
}
