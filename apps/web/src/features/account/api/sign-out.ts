import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';

export function signOut() {
  return call(api.account['sign-out'].$post());
}

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Whatever the answer, nothing of the previous user stays in the cache.
    onSettled: () => qc.clear(),
  });
}
