import { useMutation } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';

/** An active tenant adds the landlord role from the link emailed to them (decision 058; single use). */
export function confirmLandlord(token: string) {
  return call(api.account['confirm-landlord'].$post({ json: { token } }));
}

export function useConfirmLandlord() {
  return useMutation({ mutationFn: confirmLandlord });
}
