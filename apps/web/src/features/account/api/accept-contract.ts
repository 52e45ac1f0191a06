import { useMutation } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { invitationQueryKey } from '@/lib/query-keys';

/** The tenant accepts the contract whose link was emailed to their account (single use). */
export function acceptContract(token: string) {
  return call(api.account['accept-contract'].$post({ json: { token } }));
}

export function useAcceptContract() {
  // The link is single use: its invitation, on screen, is not asked for again (a 404).
  return useMutation({ mutationFn: acceptContract, meta: { deletes: (token: string) => [invitationQueryKey(token)] } });
}
