import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { forgetSession } from '@/lib/query-client';

export function signOut() {
  return call(api.account['sign-out'].$post());
}

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    // Whatever the answer, nothing of the previous user stays (the cache, the held answers), and
    // before the refresh that follows every mutation: nothing is left to ask for again.
    mutationFn: async () => {
      try {
        return await signOut();
      } finally {
        forgetSession(qc);
      }
    },
  });
}
