import { useMutation } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';

export function resetPassword(input: { token: string; password: string }) {
  return call(api.auth['reset-password'].$post({ json: input }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
