import type { z } from 'zod';
import type { editContractSchema } from '@casaconti/core/schemas/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { contractQueryKey } from '@/lib/query-keys';

export type UpdateContractInput = z.input<typeof editContractSchema>;

/** edit_contract: tenant data, terms and utility agreements. Answers the updated detail. */
export function updateContract({ id, input }: { id: string; input: UpdateContractInput }) {
  return call(api.contracts[':id'].$put({ param: { id }, json: input }));
}

export function useUpdateContract() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateContract,
    onSuccess: (detail, { id }) => qc.setQueryData(contractQueryKey(id), detail),
  });
}
