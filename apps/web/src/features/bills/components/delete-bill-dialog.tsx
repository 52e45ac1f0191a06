import { Trash2Icon } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
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
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useDeleteBill } from '../api/delete-bill';

const DELETE_ERROR = "Errore durante l'eliminazione della bolletta";

/**
 * Delete with confirmation (SPEC §2 Bill detail). A refusal (a share already paid or settled)
 * stays in the dialog: 'Errore durante l'eliminazione della bolletta' and the server's reason.
 */
export function DeleteBillDialog({ billId, propertyId }: { billId: string; propertyId: string }) {
  const navigate = useNavigate();
  const deleteBill = useDeleteBill(propertyId);
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState<string | null | undefined>(undefined);

  const onOpenChange = (open: boolean) => {
    if (deleteBill.isPending) return;
    setIsOpen(open);
    setReason(undefined);
  };

  const onDelete = (event: React.FormEvent) => {
    event.preventDefault();
    setReason(undefined);
    deleteBill.mutate(billId, {
      onSuccess: () => {
        toast.success('Bolletta eliminata con successo.');
        navigate(`/dashboard/landlord/properties/${propertyId}?tab=bills`, { replace: true });
      },
      onError: (err) =>
        setReason(err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : null),
    });
  };

  return (
    <AlertDialog open={isOpen} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="text-destructive hover:bg-destructive/10 hover:text-destructive">
          <Trash2Icon aria-hidden="true" />
          Elimina
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form onSubmit={onDelete} className="grid grid-cols-1 gap-4" noValidate>
          <AlertDialogHeader>
            <AlertDialogTitle>Elimina spesa</AlertDialogTitle>
            <AlertDialogDescription>
              La spesa, la sua ripartizione, le quote non ancora pagate e i documenti allegati verranno eliminati.
              L'operazione non può essere annullata.
            </AlertDialogDescription>
          </AlertDialogHeader>
          {reason !== undefined && (
            <Alert variant="error">
              <strong className="block">{DELETE_ERROR}</strong>
              {reason && <span>{reason}</span>}
            </Alert>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deleteBill.isPending}>Annulla</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={deleteBill.isPending}>
              {deleteBill.isPending && <Spinner size="sm" className="text-current" label="Eliminazione in corso…" />}
              Elimina
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
