import { toast } from '@/lib/toast';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { useDeleteRoom } from '../api/delete-room';
import type { PropertyRoom } from '../api/get-property';

/** 'Elimina Stanza' confirmation; a refusal (room used by a contract) is shown in the dialog. */
export function DeleteRoomDialog({
  propertyId,
  room,
  onClose,
}: {
  propertyId: string;
  room: PropertyRoom | null;
  onClose: () => void;
}) {
  const deleteRoom = useDeleteRoom(propertyId);

  return (
    <ConfirmDeleteDialog
      open={room !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Elimina Stanza"
      description={`Sei sicuro di voler eliminare la stanza ${room?.name ?? ''}?`}
      errorTitle="Errore durante l'eliminazione della stanza."
      onConfirm={async () => {
        if (!room) return;
        await deleteRoom.mutateAsync(room.id);
        toast.success('Successo', { description: 'Stanza eliminata con successo.' });
      }}
    />
  );
}
