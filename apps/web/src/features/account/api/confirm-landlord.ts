import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { meQueryKey } from '@/lib/query-keys';

/** An active tenant adds the landlord role from the link emailed to them (decision 058; single use). */
export function confirmLandlord(token: string) {
  return call(api.account['confirm-landlord'].$post({ json: { token } }));
}

export function useConfirmLandlord() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: confirmLandlord,
    onSuccess: () => qc.invalidateQueries({ queryKey: meQueryKey }),
  });
}
