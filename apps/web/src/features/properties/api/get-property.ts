import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { propertyQueryKey } from '@/lib/query-keys';

/** get_property_details: details, current contracts with their rooms, vacant rooms, all rooms. */
export function getProperty(id: string) {
  return call(api.properties[':id'].$get({ param: { id } }));
}

export type PropertyDetailsResponse = Awaited<ReturnType<typeof getProperty>>;
export type PropertyRoom = PropertyDetailsResponse['rooms'][number];
export type ActiveContract = PropertyDetailsResponse['contractsAndRooms']['activeContracts'][number];

export const propertyQueryOptions = (id: string) =>
  queryOptions({ queryKey: propertyQueryKey(id), queryFn: () => getProperty(id) });

export function useProperty(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...propertyQueryOptions(id), enabled: options.enabled ?? true });
}
