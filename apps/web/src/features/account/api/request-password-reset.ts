import { useMutation } from '@tanstack/react-query';
import { callJson } from '@/lib/api-client';

export function requestPasswordReset(input: { email: string }) {
  return callJson<{ status: boolean }>('/api/auth/request-password-reset', {
    body: { email: input.email, redirectTo: '/reset-password' },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
