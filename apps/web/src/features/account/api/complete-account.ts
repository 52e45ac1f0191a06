import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { meQueryKey } from '@/lib/query-keys';

export type CompleteAccountInput = { token: string; firstName: string; lastName: string; password: string };

export function completeAccount(input: CompleteAccountInput) {
  return call(api.account.complete.$post({ json: input })) as Promise<{ ok: boolean; signedIn: boolean }>;
}

export function useCompleteAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: completeAccount,
    onSuccess: () => qc.invalidateQueries({ queryKey: meQueryKey }),
  });
}
