import { PDF_OR_PHOTO_FILE_ACCEPT } from '@casaconti/core/constants';
import { todayInRome } from '@casaconti/core/dates';
import { DOCUMENT_MESSAGES, PAYMENT_SIGNAL_MESSAGES } from '@casaconti/core/messages';
import { DEFAULT_PAYMENT_METHOD } from '@casaconti/core/payments';
import { euroInputToCents } from '@casaconti/core/schemas/common';
import { type PaymentSignalFormValues, paymentSignalFormSchema } from '@casaconti/core/schemas/payment';
import { zodResolver } from '@hookform/resolvers/zod';
import { HandCoinsIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormDialogFooter, useFormDialog } from '@/components/form/form-dialog';
import { PaymentFields } from '@/components/form/payment-fields';
import { saveErrorMessage } from '@/lib/error-message';
import { usePickedFile } from '@/lib/documents/use-picked-file';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { Spinner } from '@/components/ui/spinner';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSignalPayment } from '../api/payment-signals';

const emptyValues = (): PaymentSignalFormValues => ({
  amount: '',
  paidOn: todayInRome(new Date()),
  method: DEFAULT_PAYMENT_METHOD,
});

/**
 * The tenant's 'Ho pagato' (DOMAIN §12): amount, date (default today), method (default bonifico)
 * and an optional proof (PDF or image, the upload rules of a bill's document: decision 090),
 * uploaded when picked as on the bill form. The landlord confirms or rejects it.
 */
export function SignalPaymentDialog({ contractId, propertyName }: { contractId: string; propertyName: string }) {
  const signal = useSignalPayment(contractId);
  const proof = usePickedFile('payment_proof');
  const form = useForm<PaymentSignalFormValues, unknown, z.output<typeof paymentSignalFormSchema>>({
    resolver: zodResolver(paymentSignalFormSchema),
    mode: 'onTouched',
    defaultValues: emptyValues(),
  });
  const isBusy = signal.isPending || proof.file.status === 'uploading';
  const dialog = useFormDialog(form, { emptyValues, isBusy, onReset: proof.clear });

  const onSubmit = form.handleSubmit((values) => {
    if (isBusy) return;
    if (proof.file.status === 'refused') return;
    dialog.setSaveError(null);
    signal.mutate(
      { ...values, amount: euroInputToCents(values.amount), proof: proof.document ?? undefined },
      {
        onSuccess: () => {
          toast.success(PAYMENT_SIGNAL_MESSAGES.signalled);
          dialog.finish();
        },
        onError: (error) => {
          applyServerFieldErrors(error, form);
          dialog.setSaveError(saveErrorMessage(error, PAYMENT_SIGNAL_MESSAGES.signalFailed));
        },
      },
    );
  });

  return (
    <Dialog open={dialog.isOpen} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" className="w-full sm:w-fit" aria-label={`Ho pagato: ${propertyName}`}>
          <HandCoinsIcon aria-hidden="true" />
          Ho pagato
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
          <DialogHeader>
            <DialogTitle>Ho pagato</DialogTitle>
            <DialogDescription>{PAYMENT_SIGNAL_MESSAGES.signalHint}</DialogDescription>
          </DialogHeader>
          <PaymentFields control={form.control} dateName="paidOn" disabled={isBusy} />
          <Field
            label={PAYMENT_SIGNAL_MESSAGES.proofFieldLabel}
            description={DOCUMENT_MESSAGES.proofFileHint}
            error={proof.fileError ?? undefined}
          >
            <FileInput
              accept={PDF_OR_PHOTO_FILE_ACCEPT}
              disabled={isBusy}
              fileName={proof.fileName}
              onFileChange={(file) => void proof.pick(file)}
              onRemove={proof.onRemove}
            />
          </Field>
          {proof.file.status === 'uploading' && (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner size="sm" label="Caricamento in corso…" /> Caricamento in corso…
            </p>
          )}
          <FormDialogFooter
            saveError={dialog.saveError}
            isBusy={isBusy}
            isPending={signal.isPending}
            canSubmit={form.formState.isValid && proof.file.status !== 'refused'}
            submitLabel="Segnala il pagamento"
            pendingLabel="Invio in corso…"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
