import { useMutation } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';

/** The tenant accepts the contract whose link was emailed to their account (single use). */
export function acceptContract(token: string) {
  return call(api.account['accept-contract'].$post({ json: { token } }));
}

export function useAcceptContract() {
  return useMutation({ mutationFn: acceptContract });
}
