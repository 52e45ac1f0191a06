import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { meQueryKey } from '@/lib/query-keys';

export type SignInInput = { email: string; password: string };

export function signIn(input: SignInInput) {
  return call(api.auth['sign-in'].email.$post({ json: input }));
}

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => qc.invalidateQueries({ queryKey: meQueryKey }),
  });
}
