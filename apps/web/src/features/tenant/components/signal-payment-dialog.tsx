import { todayInRome } from '@casaconti/core/dates';
import { PAYMENT_SIGNAL_MESSAGES } from '@casaconti/core/messages';
import { DEFAULT_PAYMENT_METHOD } from '@casaconti/core/payments';
import { euroInputToCents } from '@casaconti/core/schemas/common';
import { type PaymentSignalFormValues, paymentSignalFormSchema } from '@casaconti/core/schemas/payment';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { DocumentUploadField } from '@/components/form/document-upload-field';
import { FormDialogFooter, useFormDialog } from '@/components/form/form-dialog';
import { PaymentFields } from '@/components/form/payment-fields';
import { saveErrorMessage } from '@/lib/error-message';
import { usePickedFile } from '@/lib/documents/use-picked-file';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSignalPayment } from '../api/payment-signals';
import { SignalPaymentButton } from './signal-payment-button';

const emptyValues = (): PaymentSignalFormValues => ({
  amount: '',
  paidOn: todayInRome(new Date()),
  method: DEFAULT_PAYMENT_METHOD,
});

/**
 * The tenant's 'Ho pagato' (docs/domain.md §12): amount, date (default today), method (default bonifico)
 * and an optional proof (PDF or image, the upload rules of a bill's document: decision 090),
 * uploaded when picked as on the bill form. The landlord confirms or rejects it. Loaded after the
 * payables page (`tenant-payables.tsx`): the page's first load carries only its button.
 */
export function SignalPaymentDialog({ contractId, propertyName }: { contractId: string; propertyName: string }) {
  const signal = useSignalPayment(contractId);
  const proof = usePickedFile('payment_proof');
  const proofInputRef = useRef<HTMLInputElement | null>(null);
  const form = useForm<PaymentSignalFormValues, unknown, z.output<typeof paymentSignalFormSchema>>({
    resolver: zodResolver(paymentSignalFormSchema),
    mode: 'onTouched',
    defaultValues: emptyValues(),
  });
  const isBusy = signal.isPending || proof.isUploading;
  const dialog = useFormDialog(form, { emptyValues, isBusy, onReset: proof.clear });

  const onSubmit = form.handleSubmit((values) => {
    if (isBusy) return;
    // A refused proof is never dropped silently: sending waits until it is removed or replaced
    // (decision 044).
    if (proof.fileError) {
      proofInputRef.current?.focus();
      return;
    }
    dialog.setSaveError(null);
    signal.mutate(
      {
        ...values,
        amount: euroInputToCents(values.amount),
        proof: proof.document ?? undefined,
        // A double click or a retry carries the same key: one signal (decision 161).
        idempotencyKey: dialog.idempotencyKey,
      },
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
        <SignalPaymentButton propertyName={propertyName} />
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
          <DialogHeader>
            <DialogTitle>Ho pagato</DialogTitle>
            <DialogDescription>{PAYMENT_SIGNAL_MESSAGES.signalHint}</DialogDescription>
          </DialogHeader>
          <PaymentFields control={form.control} dateName="paidOn" disabled={isBusy} />
          <DocumentUploadField
            upload={proof}
            label={PAYMENT_SIGNAL_MESSAGES.proofFieldLabel}
            disabled={signal.isPending}
            inputRef={proofInputRef}
          />
          <FormDialogFooter
            saveError={dialog.saveError}
            isBusy={isBusy}
            isPending={signal.isPending}
            canSubmit={form.formState.isValid}
            submitLabel="Segnala il pagamento"
            pendingLabel="Invio in corso…"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
