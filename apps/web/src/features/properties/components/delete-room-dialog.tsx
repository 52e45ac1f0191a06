import { useState } from 'react';
import type * as React from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteRoom } from '../api/delete-room';
import type { PropertyRoom } from '../api/get-property';
import { errorMessage } from '@/lib/error-message';

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
  const [error, setError] = useState<string | null>(null);

  const onOpenChange = (open: boolean) => {
    if (open || deleteRoom.isPending) return;
    setError(null);
    onClose();
  };

  const onConfirm = (event: React.MouseEvent) => {
    event.preventDefault();
    if (!room) return;
    setError(null);
    deleteRoom.mutate(room.id, {
      onSuccess: () => {
        toast.success('Successo', { description: 'Stanza eliminata con successo.' });
        onClose();
      },
      onError: (err) => setError(errorMessage(err, "Errore durante l'eliminazione della stanza.")),
    });
  };

  return (
    <AlertDialog open={room !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Elimina Stanza</AlertDialogTitle>
          <AlertDialogDescription>Sei sicuro di voler eliminare la stanza {room?.name}?</AlertDialogDescription>
        </AlertDialogHeader>
        {error && <Alert variant="error">{error}</Alert>}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteRoom.isPending}>Annulla</AlertDialogCancel>
          <Button variant="destructive" onClick={onConfirm} disabled={deleteRoom.isPending}>
            {deleteRoom.isPending && <Spinner size="sm" className="text-current" label="Eliminazione in corso…" />}
            Elimina
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
