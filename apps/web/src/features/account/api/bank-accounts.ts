import type { BankAccountInput } from '@casaconti/core/schemas/bank-account';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { bankAccountsQueryKey } from '@/lib/query-keys';

/** The landlord's accounts for receiving rent and the properties to choose from (decision 202). */
export function getBankAccounts() {
  return call(api['bank-accounts'].$get());
}

export type BankAccounts = Awaited<ReturnType<typeof getBankAccounts>>;
export type BankAccount = BankAccounts['accounts'][number];

export const bankAccountsQueryOptions = () =>
  queryOptions({ queryKey: bankAccountsQueryKey, queryFn: getBankAccounts, retry: false });

export function useBankAccounts(enabled: boolean) {
  return useQuery({ ...bankAccountsQueryOptions(), enabled });
}

/** Create (no id) or update (id) an account; the list is read again after either (decision 181). */
export function useSaveBankAccount() {
  return useMutation({
    mutationFn: ({ id, json }: { id: string | null; json: BankAccountInput }) =>
      id ? call(api['bank-accounts'][':id'].$put({ param: { id }, json })) : call(api['bank-accounts'].$post({ json })),
  });
}

export function useDeleteBankAccount() {
  return useMutation({
    mutationFn: (id: string) => call(api['bank-accounts'][':id'].$delete({ param: { id } })),
  });
}
