import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { publicStatementQueryKey } from '@/lib/query-keys';

/** get_public_invoice_details: the read-only statement a share token opens (no session). */
export function getPublicStatement(token: string) {
  return call(api.statement[':token'].$get({ param: { token } }));
}

export const publicStatementQueryOptions = (token: string) =>
  queryOptions({ queryKey: publicStatementQueryKey(token), queryFn: () => getPublicStatement(token), retry: false });

export function usePublicStatement(token: string) {
  return useQuery(publicStatementQueryOptions(token));
}
