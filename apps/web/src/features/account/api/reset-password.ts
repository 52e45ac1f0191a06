import { useMutation } from '@tanstack/react-query';
import { callJson } from '@/lib/api-client';

export function resetPassword(input: { token: string; newPassword: string }) {
  return callJson<{ status: boolean }>('/api/auth/reset-password', { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
