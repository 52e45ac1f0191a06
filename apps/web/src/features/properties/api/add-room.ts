import type { AddRoomInput } from '@casaconti/core/schemas/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import type { PropertyDetailsResponse } from './get-property';
import { propertyQueryKey } from '@/lib/query-keys';

/** add_room: answers the new room (201), or the room already added under the key (200, decision 162). */
export function addRoom({ propertyId, input }: { propertyId: string; input: AddRoomInput }) {
  return call(api.properties[':id'].rooms.$post({ param: { id: propertyId }, json: input }));
}

export function useAddRoom(propertyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AddRoomInput) => addRoom({ propertyId, input }),
    onSuccess: (room) => {
      // A new room is vacant: append it locally, no reload (docs/product.md §4 Edit property). A repeat under
      // the dialog's key answers a room already listed: nothing to append.
      qc.setQueryData<PropertyDetailsResponse>(propertyQueryKey(propertyId), (old) =>
        old && !old.rooms.some((r) => r.id === room.id)
          ? {
              ...old,
              rooms: [...old.rooms, room],
              contractsAndRooms: {
                ...old.contractsAndRooms,
                vacantRooms: [...old.contractsAndRooms.vacantRooms, room],
              },
            }
          : old,
      );
    },
  });
}
