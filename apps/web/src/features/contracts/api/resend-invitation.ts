import { useMutation } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';

/** A new invitation link for a tenant who has not completed the account (the old link dies). */
export function resendInvitation(id: string) {
  return call(api.contracts[':id'].invitation.$post({ param: { id } }));
}

export function useResendInvitation(id: string) {
  return useMutation({ mutationFn: () => resendInvitation(id) });
}
