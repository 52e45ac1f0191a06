import { ADJUSTMENT_TYPES } from '@casaconti/core/constants';
import { adjustmentTypeLabel } from '@casaconti/core/labels';
import {
  type ManualAdjustmentFormValues,
  manualAdjustmentFormSchema,
  manualAdjustmentFormToPayload,
} from '@casaconti/core/schemas/payment';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { AmountField } from '@/components/form/amount-field';
import { Alert } from '@/components/ui/alert';
import { FormDialogFooter, useFormDialog } from '@/components/form/form-dialog';
import { Button } from '@/components/ui/button';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useAddManualAdjustment } from '../api/add-manual-adjustment';
import { adjustmentFailure, failureMessage, PAYMENT_FAILURES } from '../lib/messages';
import { AdjustmentButton } from './adjustment-button';

/**
 * The landlord's contracts for the picker, searched on the server by the page (decisions 024,
 * 097): `options` answer the text last given to `onSearch`, a page of them.
 */
export type AdjustmentContracts = {
  options: ComboboxOption[] | undefined;
  onSearch: (text: string) => void;
  error: unknown;
  isPending: boolean;
  refetch: () => void;
};

const emptyValues = (): ManualAdjustmentFormValues => ({
  contractId: '',
  type: '' as ManualAdjustmentFormValues['type'],
  amount: '',
  notes: '',
});

/** 'Credito | a favore dell'inquilino' → the word in bold, the explanation after the bar. */
function TypeLabel({ type }: { type: string }) {
  const [word, ...rest] = adjustmentTypeLabel(type).split(' | ');
  return (
    <span>
      <span className="font-medium">{word}</span>
      {rest.length > 0 && <span className="text-muted-foreground"> | {rest.join(' | ')}</span>}
    </span>
  );
}

/**
 * 'Rettifica crediti/costi da conguagliare' (docs/product.md §2, §5 Manual adjustment): a contract chosen
 * with a searchable combobox, credit or debit, an amount with Italian decimals, optional notes.
 * Save is disabled until the form is valid, each field's message shown under it as it is typed;
 * a failure shows the server's message.
 */
export function ManualAdjustmentDialog({ contracts }: { contracts: AdjustmentContracts }) {
  const addAdjustment = useAddManualAdjustment();
  const form = useForm<ManualAdjustmentFormValues, unknown, z.output<typeof manualAdjustmentFormSchema>>({
    resolver: zodResolver(manualAdjustmentFormSchema),
    // Save stays disabled until the form is valid (docs/product.md §5): a field says why as it is typed,
    // not only once it is left (−5, 0 or 25,555 showed nothing beside a disabled Save).
    mode: 'all',
    defaultValues: emptyValues(),
  });
  const isBusy = addAdjustment.isPending;
  // One key per filled-in dialog: a double click or a retry after a lost answer records one adjustment.
  const dialog = useFormDialog(form, { emptyValues, isBusy });

  const onSubmit = form.handleSubmit((values) => {
    if (isBusy) return;
    dialog.setSaveError(null);
    addAdjustment.mutate(manualAdjustmentFormToPayload(values, dialog.idempotencyKey), {
      onSuccess: () => {
        toast.success('Rettifica aggiunta con successo', {
          description: 'La rettifica è stata aggiunta al contratto.',
        });
        dialog.finish();
      },
      onError: (error) => {
        // A refused field (e.g. the amount) also shows beside it; the server's message above the buttons.
        applyServerFieldErrors(error, form);
        dialog.setSaveError(adjustmentFailure(error));
      },
    });
  });

  return (
    <Dialog open={dialog.isOpen} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <AdjustmentButton />
      </DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
          <DialogHeader>
            <DialogTitle>Rettifica crediti/costi da conguagliare</DialogTitle>
            <DialogDescription>La rettifica entra nel prossimo conguaglio del contratto.</DialogDescription>
          </DialogHeader>
          {contracts.error != null ? (
            <Alert variant="error" title={failureMessage(contracts.error, PAYMENT_FAILURES.contracts)}>
              <div>
                <Button type="button" size="sm" variant="outline" onClick={contracts.refetch}>
                  Riprova
                </Button>
              </div>
            </Alert>
          ) : (
            <Controller
              control={form.control}
              name="contractId"
              render={({ field, fieldState }) => (
                <Field label="Contratto" error={fieldState.error?.message}>
                  {(control) => (
                    <Combobox
                      {...control}
                      ref={field.ref}
                      name={field.name}
                      aria-labelledby={`${control.id}-label`}
                      options={contracts.options ?? []}
                      onSearch={contracts.onSearch}
                      value={field.value ?? ''}
                      onChange={(value) => field.onChange(value)}
                      onBlur={field.onBlur}
                      disabled={isBusy}
                      placeholder="Cerca inquilino o proprietà"
                      emptyText={contracts.isPending ? 'Caricamento contratti…' : 'Nessun contratto trovato'}
                    />
                  )}
                </Field>
              )}
            />
          )}
          <Controller
            control={form.control}
            name="type"
            render={({ field, fieldState }) => (
              <Field label="Tipologia" error={fieldState.error?.message}>
                {(control) => (
                  <RadioGroup
                    ref={field.ref}
                    name={field.name}
                    value={field.value ?? ''}
                    onValueChange={(value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    disabled={isBusy}
                    aria-labelledby={`${control.id}-label`}
                    aria-invalid={control['aria-invalid']}
                    aria-describedby={control['aria-describedby']}
                    className="gap-2"
                  >
                    {ADJUSTMENT_TYPES.map((type) => {
                      const id = `${control.id}-${type}`;
                      return (
                        <div key={type} className="flex items-center gap-2">
                          <RadioGroupItem id={id} value={type} aria-invalid={control['aria-invalid']} />
                          <Label htmlFor={id} className="font-normal leading-snug">
                            <TypeLabel type={type} />
                          </Label>
                        </div>
                      );
                    })}
                  </RadioGroup>
                )}
              </Field>
            )}
          />
          <AmountField control={form.control} name="amount" label="Importo (€)" disabled={isBusy} />
          <Field label="Note (facoltative)" error={form.formState.errors.notes?.message}>
            <Textarea rows={2} disabled={isBusy} {...form.register('notes')} />
          </Field>
          <FormDialogFooter
            saveError={dialog.saveError}
            isBusy={isBusy}
            canSubmit={form.formState.isValid}
            submitLabel="Salva rettifica"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
