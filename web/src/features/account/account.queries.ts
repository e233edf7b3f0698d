import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@/features/session/session.queries';
import { removeAvatar, updateProfile, uploadAvatar } from './account.api';

/** Profile changes answer with the new `/api/me`, which replaces the cached session at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (session) => {
      if (session) queryClient.setQueryData(sessionQueryKey, session);
      else void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
