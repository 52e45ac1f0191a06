import { PDF_OR_PHOTO_FILE_ACCEPT } from '@casaconti/core/constants';
import { todayInRome } from '@casaconti/core/dates';
import { DOCUMENT_MESSAGES, PAYMENT_SIGNAL_MESSAGES } from '@casaconti/core/messages';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@casaconti/core/payments';
import { euroInputToCents } from '@casaconti/core/schemas/common';
import { type PaymentSignalFormValues, paymentSignalFormSchema } from '@casaconti/core/schemas/payment';
import { validateUploadFile } from '@casaconti/core/schemas/upload';
import { zodResolver } from '@hookform/resolvers/zod';
import { HandCoinsIcon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { AmountField } from '@/components/form/amount-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { MonthYearPicker } from '@/components/ui/month-year-picker';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, CONNECTION_ERROR } from '@/lib/api-client';
import {
  toastUploadError,
  type UploadedDocument,
  uploadDocument,
  uploadErrorMessage,
} from '@/lib/documents/upload-document';
import { isConnectionError } from '@/lib/error-message';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSignalPayment } from '../api/payment-signals';

type Proof =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string }
  | { status: 'done'; document: UploadedDocument }
  /** Refused (its reason on screen): removed or replaced before sending. */
  | { status: 'refused'; fileName: string };

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
  const [isOpen, setIsOpen] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [proof, setProof] = useState<Proof>({ status: 'idle' });
  const [fileError, setFileError] = useState<string | null>(null);
  const signal = useSignalPayment(contractId);
  const form = useForm<PaymentSignalFormValues, unknown, z.output<typeof paymentSignalFormSchema>>({
    resolver: zodResolver(paymentSignalFormSchema),
    mode: 'onTouched',
    defaultValues: emptyValues(),
  });
  const isBusy = signal.isPending || proof.status === 'uploading';

  const reset = () => {
    form.reset(emptyValues());
    setSaveError(null);
    setProof({ status: 'idle' });
    setFileError(null);
  };
  const onOpenChange = (next: boolean) => {
    if (isBusy) return;
    if (!next) reset();
    setIsOpen(next);
  };

  const onFile = async (file: File | undefined) => {
    setFileError(null);
    setProof({ status: 'idle' });
    if (!file) return;
    const invalid = validateUploadFile('payment_proof', file);
    if (invalid) {
      setProof({ status: 'refused', fileName: file.name });
      setFileError(invalid);
      return;
    }
    setProof({ status: 'uploading', fileName: file.name });
    try {
      setProof({ status: 'done', document: await uploadDocument({ file, purpose: 'payment_proof' }) });
    } catch (error) {
      setProof({ status: 'refused', fileName: file.name });
      setFileError(uploadErrorMessage(error));
      toastUploadError(error);
    }
  };

  const onSubmit = form.handleSubmit((values) => {
    if (isBusy) return;
    if (proof.status === 'refused') return;
    setSaveError(null);
    signal.mutate(
      {
        ...values,
        amount: euroInputToCents(values.amount),
        proof: proof.status === 'done' ? proof.document : undefined,
      },
      {
        onSuccess: () => {
          toast.success(PAYMENT_SIGNAL_MESSAGES.signalled);
          reset();
          setIsOpen(false);
        },
        onError: (error) => {
          applyServerFieldErrors(error, form);
          setSaveError(
            isConnectionError(error)
              ? CONNECTION_ERROR
              : error instanceof ApiError && error.message
                ? error.message
                : PAYMENT_SIGNAL_MESSAGES.signalFailed,
          );
        },
      },
    );
  });

  const fileName =
    proof.status === 'uploading' || proof.status === 'refused'
      ? proof.fileName
      : proof.status === 'done'
        ? proof.document.original_filename
        : null;

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
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
          <AmountField control={form.control} name="amount" label="Importo (€)" disabled={isBusy} />
          <Controller
            control={form.control}
            name="paidOn"
            render={({ field, fieldState }) => (
              <Field label="Data" error={fieldState.error?.message}>
                <MonthYearPicker
                  ref={field.ref}
                  name={field.name}
                  value={field.value ?? ''}
                  disabled={isBusy}
                  calendarLabel="Scegli la data del pagamento dal calendario"
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              </Field>
            )}
          />
          <Controller
            control={form.control}
            name="method"
            render={({ field, fieldState }) => (
              <Field label="Metodo" error={fieldState.error?.message}>
                {(control) => (
                  <Select value={field.value} onValueChange={field.onChange} disabled={isBusy} name={field.name}>
                    <SelectTrigger
                      ref={field.ref}
                      id={control.id}
                      aria-invalid={control['aria-invalid']}
                      aria-describedby={control['aria-describedby']}
                      className="w-full"
                    >
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {PAYMENT_METHODS.map((m) => (
                        <SelectItem key={m} value={m}>
                          {PAYMENT_METHOD_LABELS[m]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              </Field>
            )}
          />
          <Field
            label={PAYMENT_SIGNAL_MESSAGES.proofFieldLabel}
            description={DOCUMENT_MESSAGES.proofFileHint}
            error={fileError ?? undefined}
          >
            <FileInput
              accept={PDF_OR_PHOTO_FILE_ACCEPT}
              disabled={isBusy}
              fileName={fileName}
              onFileChange={(file) => void onFile(file)}
              onRemove={
                proof.status === 'done' || proof.status === 'refused'
                  ? () => {
                      setProof({ status: 'idle' });
                      setFileError(null);
                    }
                  : undefined
              }
            />
          </Field>
          {proof.status === 'uploading' && (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner size="sm" label="Caricamento in corso…" /> Caricamento in corso…
            </p>
          )}
          {saveError && <Alert variant="error">{saveError}</Alert>}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isBusy}>
                Annulla
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isBusy || !form.formState.isValid || proof.status === 'refused'}>
              {signal.isPending && <Spinner size="sm" className="text-current" label="Invio in corso…" />}
              Segnala il pagamento
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
