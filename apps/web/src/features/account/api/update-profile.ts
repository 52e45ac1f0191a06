import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { meQueryKey } from '@/lib/query-keys';

export function updateProfile(input: { firstName: string; lastName: string }) {
  return call(api.account.profile.$patch({ json: input }));
}

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => qc.setQueryData(meQueryKey, me),
  });
}
