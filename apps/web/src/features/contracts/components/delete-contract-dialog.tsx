import { paths } from '@casaconti/core/paths';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { useDeleteContract } from '../api/delete-contract';

/** Delete with confirmation: typing ELIMINA enables the button (docs/product.md §4 Deletion); opened from the header's menu. */
export function DeleteContractDialog({
  contractId,
  open,
  onOpenChange,
}: {
  contractId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const deleteContract = useDeleteContract();

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Elimina contratto"
      description="Il contratto verrà eliminato e il link dell'estratto conto condiviso smetterà di funzionare. Lo storico delle spese resta disponibile. L'operazione non può essere annullata."
      confirmLabel="Elimina contratto"
      requireTypedWord
      errorTitle="Errore durante l'eliminazione del contratto."
      onConfirm={async () => {
        await deleteContract.mutateAsync(contractId);
        toast.success('Contratto eliminato con successo.');
        navigate(paths.landlord.contracts(), { replace: true });
      }}
    />
  );
}
