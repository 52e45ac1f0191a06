import type { DeadlineListQuery } from '@casaconti/core/schemas/rent-update';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { calendarLinkQueryKey, deadlinesPageQueryKey } from '@/lib/query-keys';

export function useDeadlinesPage(query: DeadlineListQuery) {
  return useQuery({
    queryKey: deadlinesPageQueryKey(query),
    queryFn: () =>
      call(
        api.deadlines.page.$get({
          query: {
            page: String(query.page),
            pageSize: String(query.pageSize) as `${typeof query.pageSize}`,
            kind: query.kind,
            propertyId: query.propertyId,
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCalendarLinkStatus() {
  return useQuery({ queryKey: calendarLinkQueryKey, queryFn: () => call(api.deadlines.calendar.$get()) });
}

/** A new private calendar link (the previous one stops working); its URL is shown once. */
export function useCreateCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.deadlines.calendar.$post()),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: calendarLinkQueryKey }),
  });
}

export function useRevokeCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.deadlines.calendar.$delete()),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: calendarLinkQueryKey }),
  });
}
