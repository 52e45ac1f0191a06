import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { contractsQueryKey } from '@/lib/query-keys';

/** The tenant accepts the contract whose link was emailed to their account (single use). */
export function acceptContract(token: string) {
  return call(api.account['accept-contract'].$post({ json: { token } }));
}

export function useAcceptContract() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: acceptContract,
    onSuccess: () => qc.invalidateQueries({ queryKey: contractsQueryKey }),
  });
}
