import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import type { PropertyDetailsResponse, PropertyRoom } from './get-property';
import { propertyQueryKey } from '@/lib/query-keys';

/** delete_room: refused (409, with the reason) while a contract uses the room. */
export function deleteRoom(roomId: string) {
  return call(api.rooms[':id'].$delete({ param: { id: roomId } }));
}

export function useDeleteRoom(propertyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteRoom,
    onSuccess: (_data, roomId) => {
      const without = (list: PropertyRoom[]) => list.filter((r) => r.id !== roomId);
      qc.setQueryData<PropertyDetailsResponse>(propertyQueryKey(propertyId), (old) =>
        old
          ? {
              ...old,
              rooms: without(old.rooms),
              contractsAndRooms: {
                activeContracts: old.contractsAndRooms.activeContracts.map((c) => ({ ...c, rooms: without(c.rooms) })),
                vacantRooms: without(old.contractsAndRooms.vacantRooms),
              },
            }
          : old,
      );
    },
  });
}
