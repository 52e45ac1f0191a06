import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { roomsAvailabilityQueryKey } from '@/lib/query-keys';

export type RoomsAvailabilityInput = { propertyId: string; startDate: string; endDate: string };

/** get_rooms_availability: the property's rooms, each free or taken for the period. */
export function getRoomsAvailability({ propertyId, startDate, endDate }: RoomsAvailabilityInput) {
  return call(
    api.contracts.availability.$get({
      query: { property_id: propertyId, start_date: startDate, end_date: endDate },
    }),
  );
}

export type RoomAvailability = Awaited<ReturnType<typeof getRoomsAvailability>>['rooms'][number];

export const roomsAvailabilityQueryOptions = (input: RoomsAvailabilityInput) =>
  queryOptions({
    queryKey: [...roomsAvailabilityQueryKey, input],
    queryFn: () => getRoomsAvailability(input),
    // Another contract may take a room at any moment: always ask again.
    staleTime: 0,
  });

export function useRoomsAvailability(input: RoomsAvailabilityInput, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...roomsAvailabilityQueryOptions(input), enabled });
}
