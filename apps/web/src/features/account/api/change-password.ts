import { useMutation } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';

export function changePassword(input: { newPassword: string }) {
  return call(api.account.password.$post({ json: input }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
