import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { contractRemindersQueryKey } from '@/lib/query-keys';

/** The contract's 'Promemoria automatici' switch and 'Promemoria inviati', newest first (docs/domain.md §13). */
export function getContractReminders(id: string) {
  return call(api.contracts[':id'].reminders.$get({ param: { id } }));
}

export type ContractReminders = Awaited<ReturnType<typeof getContractReminders>>;

export const contractRemindersQueryOptions = (id: string) =>
  queryOptions({ queryKey: contractRemindersQueryKey(id), queryFn: () => getContractReminders(id), retry: false });

export function useContractReminders(id: string) {
  return useQuery(contractRemindersQueryOptions(id));
}

/** 'Promemoria automatici' on or off. */
export function useSetContractReminders(contractId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      call(api.contracts[':id'].reminders.$put({ param: { id: contractId }, json: { enabled } })),
    onSuccess: ({ enabled }) =>
      qc.setQueryData(contractRemindersQueryKey(contractId), (old: ContractReminders | undefined) =>
        old ? { ...old, enabled } : old,
      ),
  });
}
