import { paths } from '@casaconti/core/paths';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { ConfirmDeleteDialog, DeleteTrigger } from '@/components/confirm-delete-dialog';
import { useDeleteProperty } from '../api/delete-property';

/** Delete button + confirmation: the delete button is enabled only once ELIMINA is typed. */
export function DeletePropertyDialog({ propertyId, propertyName }: { propertyId: string; propertyName: string }) {
  const navigate = useNavigate();
  const deleteProperty = useDeleteProperty();

  return (
    <ConfirmDeleteDialog
      trigger={<DeleteTrigger />}
      title="Elimina Immobile"
      description={
        <>
          Stai per eliminare l'immobile <strong className="text-foreground">{propertyName}</strong> con le sue stanze e
          spese. Lo storico dei contratti conclusi resta disponibile.
        </>
      }
      requireTypedWord
      errorTitle="Errore durante l'eliminazione dell'immobile."
      onConfirm={async () => {
        await deleteProperty.mutateAsync(propertyId);
        toast.success('Immobile eliminato con successo.');
        navigate(paths.landlord.properties(), { replace: true });
      }}
    />
  );
}
