import { paths } from '@casaconti/core/paths';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { ConfirmDeleteDialog, DeleteTrigger } from '@/components/confirm-delete-dialog';
import { useDeleteBill } from '../api/delete-bill';

/**
 * Delete with confirmation (docs/product.md §2 Bill detail). A refusal (a share already paid or settled)
 * stays in the dialog: 'Errore durante l'eliminazione della bolletta' and the server's reason.
 */
export function DeleteBillDialog({ billId, propertyId }: { billId: string; propertyId: string }) {
  const navigate = useNavigate();
  const deleteBill = useDeleteBill();

  return (
    <ConfirmDeleteDialog
      trigger={<DeleteTrigger />}
      title="Elimina spesa"
      description="La spesa, la sua ripartizione, le quote non ancora pagate e i documenti allegati verranno eliminati. L'operazione non può essere annullata."
      errorTitle="Errore durante l'eliminazione della bolletta"
      onConfirm={async () => {
        await deleteBill.mutateAsync(billId);
        toast.success('Bolletta eliminata con successo.');
        navigate(paths.landlord.property(propertyId, { tab: 'bills' }), { replace: true });
      }}
    />
  );
}
