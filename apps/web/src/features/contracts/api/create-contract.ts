import type { z } from 'zod';
import type { createCompleteContractSchema } from '@casaconti/core/schemas/contract';
import { useMutation } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';

export type CreateContractInput = z.input<typeof createCompleteContractSchema>;

/** create-complete-contract: tenant (invited if new), terms, agreements, rooms and document. */
export function createContract(input: CreateContractInput) {
  return call(api.contracts.$post({ json: input }));
}

export function useCreateContract() {
  return useMutation({ mutationFn: createContract });
}
