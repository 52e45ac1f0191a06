import { formatReceiptNumber, receiptLabel } from '@casaconti/core/receipts';
import { todayInRome } from '@casaconti/core/dates';
import { payableItemLabel } from '@casaconti/core/labels';
import { DEFAULT_PAYMENT_METHOD } from '@casaconti/core/payments';
import { euroInputToCents } from '@casaconti/core/schemas/common';
import { type RecordPaymentFormValues, recordPaymentFormSchema } from '@casaconti/core/schemas/payment';
import { zodResolver } from '@hookform/resolvers/zod';
import { BanknoteIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { FormDialogFooter, useFormDialog } from '@/components/form/form-dialog';
import { PaymentFields } from '@/components/form/payment-fields';
import { saveErrorMessage } from '@/lib/error-message';
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
import { Textarea } from '@/components/ui/textarea';
import { formatDate, formatMoney } from '@/lib/format';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useRecordPayment } from '../api/contract-payments';
import type { ContractFinancials } from '../api/get-contract-financials';

type Payable = ContractFinancials['payables'][number];

const emptyValues = (): RecordPaymentFormValues => ({
  amount: '',
  receivedOn: todayInRome(new Date()),
  method: DEFAULT_PAYMENT_METHOD,
  note: '',
  payableIds: undefined,
});

/**
 * 'Registra pagamento' (docs/domain.md §12): amount, date received (default today), method (default
 * bonifico), an optional note and optionally the payables it pays (else the oldest first). A
 * refusal shows the server's message ('L'importo supera il totale da pagare (X €).').
 */
export function RecordPaymentDialog({
  contractId,
  openPayables,
}: {
  contractId: string;
  /** The due and overdue payables above zero, oldest first: the ones the landlord may tick. */
  openPayables: Payable[];
}) {
  const record = useRecordPayment(contractId);
  const form = useForm<RecordPaymentFormValues, unknown, z.output<typeof recordPaymentFormSchema>>({
    resolver: zodResolver(recordPaymentFormSchema),
    mode: 'onTouched',
    defaultValues: emptyValues(),
  });
  const isBusy = record.isPending;
  const dialog = useFormDialog(form, { emptyValues, isBusy });

  const onSubmit = form.handleSubmit((values) => {
    if (isBusy) return;
    dialog.setSaveError(null);
    const payableIds = values.payableIds?.length ? values.payableIds : undefined;
    record.mutate(
      { ...values, amount: euroInputToCents(values.amount), payableIds, idempotencyKey: dialog.idempotencyKey },
      {
        onSuccess: ({ payment }) => {
          toast.success('Pagamento registrato', {
            description:
              payment.receiptYear === null || payment.receiptNumber === null
                ? undefined
                : receiptLabel(formatReceiptNumber(payment.receiptYear, payment.receiptNumber)),
          });
          dialog.finish();
        },
        onError: (error) => {
          applyServerFieldErrors(error, form);
          dialog.setSaveError(saveErrorMessage(error, 'Errore durante la registrazione del pagamento.'));
        },
      },
    );
  });

  return (
    <Dialog open={dialog.isOpen} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" className="w-full sm:w-fit">
          <BanknoteIcon aria-hidden="true" />
          Registra pagamento
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
          <DialogHeader>
            <DialogTitle>Registra pagamento</DialogTitle>
            <DialogDescription>
              L'importo copre le voci da pagare dalla più vecchia, oppure solo quelle selezionate.
            </DialogDescription>
          </DialogHeader>
          <PaymentFields control={form.control} dateName="receivedOn" disabled={isBusy} />
          <Field label="Nota (facoltativa)" error={form.formState.errors.note?.message}>
            <Textarea rows={2} disabled={isBusy} {...form.register('note')} />
          </Field>
          {openPayables.length > 0 && (
            <Controller
              control={form.control}
              name="payableIds"
              render={({ field }) => (
                <fieldset className="grid gap-2">
                  <legend className="mb-1 text-sm font-medium">Voci pagate (facoltativo)</legend>
                  {openPayables.map((p) => {
                    const checked = field.value?.includes(p.id) ?? false;
                    const id = `pay-${p.id}`;
                    return (
                      <label key={p.id} htmlFor={id} className="flex items-center gap-2 text-sm">
                        <input
                          id={id}
                          type="checkbox"
                          className="size-4 accent-primary"
                          checked={checked}
                          disabled={isBusy}
                          onChange={(e) =>
                            field.onChange(
                              e.target.checked
                                ? [...(field.value ?? []), p.id]
                                : (field.value ?? []).filter((x) => x !== p.id),
                            )
                          }
                        />
                        <span className="min-w-0 flex-1">
                          {payableItemLabel(p.type, p.category)}
                          <span className="text-muted-foreground">
                            {' '}
                            · {formatDate(p.period_start_date ?? p.due_date)}
                          </span>
                        </span>
                        <span className="tabular-nums">{formatMoney(p.amount - p.paid_amount)}</span>
                      </label>
                    );
                  })}
                </fieldset>
              )}
            />
          )}
          <FormDialogFooter
            saveError={dialog.saveError}
            isBusy={isBusy}
            canSubmit={form.formState.isValid}
            submitLabel="Registra pagamento"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
