import { useMutation } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';

export function requestPasswordReset(input: { email: string }) {
  return call(api.auth['request-password-reset'].$post({ json: input }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
