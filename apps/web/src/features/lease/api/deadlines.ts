import type { DeadlineListQuery } from '@casaconti/core/schemas/rent-update';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { listQueryString, pagedRead } from '@/lib/page-query';
import { calendarLinkQueryKey, deadlinesPageQueryKey } from '@/lib/query-keys';

/** One page of the landlord's deadlines (GET /api/deadlines/page, decision 080's paged shape). */
export function getDeadlinesPage(query: DeadlineListQuery) {
  return call(api.deadlines.page.$get({ query: listQueryString(query) }));
}

export const useDeadlinesPage = pagedRead(deadlinesPageQueryKey, getDeadlinesPage).usePage;

export function useCalendarLinkStatus() {
  return useQuery({ queryKey: calendarLinkQueryKey, queryFn: () => call(api.deadlines.calendar.$get()) });
}

/** A new private calendar link (the previous one stops working); its URL is shown once. */
export function useCreateCalendarLink() {
  return useMutation({ mutationFn: () => call(api.deadlines.calendar.$post()) });
}

export function useRevokeCalendarLink() {
  return useMutation({ mutationFn: () => call(api.deadlines.calendar.$delete()) });
}
