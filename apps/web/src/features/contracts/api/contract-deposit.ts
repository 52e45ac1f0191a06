import type { CloseDepositInput } from '@casaconti/core/schemas/deposit';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { contractDepositQueryKey } from '@/lib/query-keys';

/** The contract's deposit with its legal interest per year and its closing (docs/domain.md §14). */
export function getContractDeposit(id: string) {
  return call(api.contracts[':id'].deposit.$get({ param: { id } }));
}
export type ContractDeposit = Awaited<ReturnType<typeof getContractDeposit>>;

export const contractDepositQueryOptions = (id: string) =>
  queryOptions({ queryKey: contractDepositQueryKey(id), queryFn: () => getContractDeposit(id) });

export function useContractDeposit(id: string) {
  return useQuery(contractDepositQueryOptions(id));
}

/**
 * Closes the deposit: deposit + interest not credited − deductions. The deductions' documents
 * become documents of the contract.
 */
export function useCloseDeposit(id: string) {
  return useMutation({
    mutationFn: (json: CloseDepositInput) => call(api.contracts[':id'].deposit.closing.$post({ param: { id }, json })),
  });
}

/** The closing statement PDF (landlord or the contract's tenant). */
export function depositStatementUrl(id: string): string {
  return `/api/contracts/${encodeURIComponent(id)}/deposit/statement`;
}
