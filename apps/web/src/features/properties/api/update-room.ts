import type { RoomInput } from '@casaconti/core/schemas/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import type { PropertyDetailsResponse, PropertyRoom } from './get-property';
import { propertyQueryKey } from '@/lib/query-keys';

/** update_room: answers the saved room. */
export function updateRoom({ roomId, input }: { roomId: string; input: RoomInput }) {
  return call(api.rooms[':id'].$patch({ param: { id: roomId }, json: input }));
}

export function useUpdateRoom(propertyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateRoom,
    onSuccess: (room) => {
      const replace = (list: PropertyRoom[]) => list.map((r) => (r.id === room.id ? room : r));
      qc.setQueryData<PropertyDetailsResponse>(propertyQueryKey(propertyId), (old) =>
        old
          ? {
              ...old,
              rooms: replace(old.rooms),
              contractsAndRooms: {
                activeContracts: old.contractsAndRooms.activeContracts.map((c) => ({ ...c, rooms: replace(c.rooms) })),
                vacantRooms: replace(old.contractsAndRooms.vacantRooms),
              },
            }
          : old,
      );
    },
  });
}
