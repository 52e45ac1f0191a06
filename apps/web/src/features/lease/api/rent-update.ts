import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { rentUpdateQueryKey } from '@/lib/query-keys';

/** The contract's rent update card: the anniversary due, the refusal, the history, the FOI table. */
export function useRentUpdateProposal(contractId: string) {
  return useQuery({
    queryKey: rentUpdateQueryKey(contractId),
    queryFn: () => call(api.contracts[':id']['rent-update'].$get({ param: { id: contractId } })),
  });
}

/** The new rent for a typed change (the server computes it; nothing is written). */
export function useRentUpdatePreview(contractId: string, change: string | null) {
  return useQuery({
    queryKey: [...rentUpdateQueryKey(contractId), 'preview', change],
    queryFn: () =>
      call(
        api.contracts[':id']['rent-update'].preview.$get({
          param: { id: contractId },
          query: { change: change ?? '' },
        }),
      ),
    enabled: change !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useApplyRentUpdate(contractId: string) {
  return useMutation({
    mutationFn: (json: { anniversary: string; change: string; effectiveFrom: string; idempotencyKey: string }) =>
      call(api.contracts[':id']['rent-update'].$post({ param: { id: contractId }, json })),
  });
}

/** The letter PDF of a stored update (opened in a new tab; the session cookie goes along). */
export const rentUpdateLetterUrl = (contractId: string, updateId: string) =>
  `/api/contracts/${encodeURIComponent(contractId)}/rent-update/${encodeURIComponent(updateId)}/letter`;
