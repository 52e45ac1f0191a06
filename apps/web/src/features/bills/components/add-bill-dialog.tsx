import { fullName } from '@casaconti/core/display';
import { DEFAULT_SPLIT_CRITERION, SPLIT_CRITERIA, UTILITY_CATEGORIES } from '@casaconti/core/constants';
import { categoryLabel, splitCriterionLabel } from '@casaconti/core/labels';
import { type BillFormValues, billFormSchema, billFormToPayload } from '@casaconti/core/schemas/bill';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { AmountField } from '@/components/form/amount-field';
import { SelectField } from '@/components/form/select-field';
import { DateRangeFields } from '@/components/form/date-range-fields';
import { Alert } from '@/components/ui/alert';
import { DocumentUploadField } from '@/components/form/document-upload-field';
import { FormDialogFooter } from '@/components/form/form-dialog';
import { usePickedFile } from '@/lib/documents/use-picked-file';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { useUnsavedWork } from '@/lib/session';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { type BillPreview, useBillPreview } from '../api/preview-bill';
import { type ProcessedBill, useProcessBill } from '../api/process-bill';
import { OwnerShare, SplitWarnings } from './split-summary';

const SAVE_ERROR = 'Errore durante il caricamento della spesa';

const emptyValues = (): BillFormValues => ({
  category: '' as BillFormValues['category'],
  periodStartDate: '',
  periodEndDate: '',
  totalAmount: '',
  notes: '',
  splitCriterion: '',
  ownerKeptAmount: '',
  meterReadings: {},
});

/** How long the form waits after the last keystroke before asking the server for the preview. */
const PREVIEW_DELAY_MS = 400;

/** The live preview (issue 21): every share, the owner's share and the warnings, before saving. */
function SplitPreview({
  preview,
  error,
  busy,
}: {
  preview: BillPreview | undefined;
  error: string | null;
  busy: boolean;
}) {
  return (
    <section
      aria-labelledby="bill-preview-title"
      aria-busy={busy}
      className="grid gap-2 rounded-lg border p-3"
      data-testid="bill-preview"
    >
      <h3 id="bill-preview-title" className="text-sm font-medium">
        Anteprima della ripartizione
      </h3>
      <div aria-live="polite" className="grid gap-2">
        {error ? (
          <Alert variant="error">{error}</Alert>
        ) : !preview ? (
          <p className="text-sm text-muted-foreground">
            Inserisci categoria, periodo e importo per vedere come verrà ripartita la spesa.
          </p>
        ) : (
          <>
            {preview.splits.length > 0 && (
              <ul className="grid gap-1.5 text-sm">
                {preview.splits.map((split) => (
                  <li key={split.contractId} className="grid gap-0.5">
                    <span className="flex items-baseline justify-between gap-3">
                      <span className="font-medium">{fullName(split.tenant)}</span>
                      <span className="font-semibold tabular-nums">{formatMoney(split.calculated_amount)}</span>
                    </span>
                    <span className="text-muted-foreground">{split.arithmetic}</span>
                  </li>
                ))}
              </ul>
            )}
            <OwnerShare amount={preview.ownerShare} reasons={preview.ownerShareReasons} />
            <SplitWarnings warnings={preview.warnings} />
          </>
        )}
      </div>
    </section>
  );
}

/** The toasts of a recorded bill (docs/product.md §8): the split per tenant, then the warnings if any. */
function announce(result: ProcessedBill) {
  toast.success('Spesa caricata con successo', {
    description:
      result.splits.length === 0 ? undefined : (
        <ul className="grid gap-0.5">
          {result.splits.map((split) => (
            <li key={split.contractId}>
              {fullName(split.tenant)}: {formatMoney(split.calculated_amount)}
            </li>
          ))}
        </ul>
      ),
  });
  if (result.warnings.length > 0) {
    toast.warning('Spesa processata con avvisi', {
      description: (
        <ul className="grid gap-0.5">
          {result.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ),
    });
  }
}

/**
 * Add-expense form (docs/product.md §2, §5): category, period, total, notes, an optional file (PDF or image)
 * uploaded as soon as it is picked with a real progress bar. One idempotency key per filled-in
 * form: a double click, a retry after a network error or a resubmission records one bill.
 */
export function AddBillDialog({
  propertyId,
  open,
  onOpenChange,
}: {
  propertyId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const processBill = useProcessBill();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const picked = usePickedFile('bill');
  const fileInputRef = useRef<HTMLInputElement | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<BillFormValues, unknown, z.output<typeof billFormSchema>>({
    resolver: zodResolver(billFormSchema),
    mode: 'onTouched',
    defaultValues: emptyValues(),
  });
  const isBusy = processBill.isPending || picked.isUploading;

  // The live preview: the same body as saving, sent a moment after the last change.
  const watched = useWatch({ control: form.control });
  const payload = useMemo(() => {
    const parsed = billFormSchema.safeParse(watched);
    return parsed.success ? billFormToPayload(parsed.data, propertyId, idempotencyKey) : null;
  }, [watched, propertyId, idempotencyKey]);
  const [debouncedPayload, setDebouncedPayload] = useState(payload);
  useEffect(() => {
    const timer = setTimeout(() => setDebouncedPayload(payload), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [payload]);
  const preview = useBillPreview(open ? debouncedPayload : null);
  // The participants whose readings the form asks for: the last preview that answered.
  const [lastPreview, setLastPreview] = useState<BillPreview | undefined>(undefined);
  useEffect(() => {
    if (preview.data) setLastPreview(preview.data);
  }, [preview.data]);
  const previewFields = preview.error instanceof ApiError ? preview.error.fields : {};
  const category = watched.category;
  const criterion = watched.splitCriterion || (category ? DEFAULT_SPLIT_CRITERION[category] : '');
  // An expired session met on save warns first: what was typed stays (decision 052).
  useUnsavedWork(open && form.formState.isDirty);

  const reset = () => {
    form.reset(emptyValues());
    setLastPreview(undefined);
    picked.clear();
    setSaveError(null);
    setIdempotencyKey(newIdempotencyKey());
  };

  const changeOpen = (next: boolean) => {
    if (isBusy) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit((values) => {
    if (isBusy) return;
    // A file whose error is on screen is never silently dropped: saving waits until it is
    // removed or replaced (decision 044).
    if (picked.fileError) {
      fileInputRef.current?.focus();
      return;
    }
    setSaveError(null);
    const documentInfo = picked.document;
    processBill.mutate(billFormToPayload(values, propertyId, idempotencyKey, documentInfo), {
      onSuccess: (result) => {
        announce(result);
        reset();
        onOpenChange(false);
      },
      onError: (err) => setSaveError(errorMessage(err, SAVE_ERROR)),
    });
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-xl">
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
          <DialogHeader>
            <DialogTitle>Aggiungi spesa</DialogTitle>
            <DialogDescription>La spesa viene ripartita tra i contratti della proprietà nel periodo.</DialogDescription>
          </DialogHeader>
          <SelectField
            control={form.control}
            name="category"
            label="Categoria"
            options={UTILITY_CATEGORIES}
            optionLabel={categoryLabel}
            placeholder="Seleziona una categoria"
            disabled={isBusy}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <DateRangeFields form={form} startName="periodStartDate" endName="periodEndDate" disabled={isBusy} />
          </div>
          <AmountField control={form.control} name="totalAmount" label="Importo totale (€)" disabled={isBusy} />
          <SelectField
            control={form.control}
            name="splitCriterion"
            label="Criterio di ripartizione"
            description="Il predefinito dipende dalla categoria."
            error={previewFields['billDetails.splitCriterion']}
            options={SPLIT_CRITERIA}
            optionLabel={splitCriterionLabel}
            placeholder="Seleziona prima una categoria"
            value={criterion}
            disabled={isBusy}
          />
          <AmountField
            control={form.control}
            name="ownerKeptAmount"
            label="Quota a carico del proprietario (€, facoltativa)"
            description="Esclusa dalla ripartizione fin dall'inizio."
            disabled={isBusy}
          />
          {criterion === 'meter_readings' && (lastPreview?.splits.length ?? 0) > 0 && (
            <fieldset className="grid gap-3">
              <legend className="mb-1 text-sm font-medium">Letture del periodo per inquilino</legend>
              {lastPreview!.splits.map((split) => (
                <Field
                  key={split.contractId}
                  label={`Lettura di ${fullName(split.tenant)}`}
                  error={previewFields[`billDetails.meterReadings.${split.contractId}`]}
                >
                  <Input
                    inputMode="decimal"
                    disabled={isBusy}
                    {...form.register(`meterReadings.${split.contractId}`)}
                  />
                </Field>
              ))}
            </fieldset>
          )}
          <SplitPreview
            preview={payload === null ? undefined : (preview.data ?? lastPreview)}
            error={preview.isError ? errorMessage(preview.error, 'Anteprima non disponibile') : null}
            busy={preview.isFetching}
          />
          <Field label="Note (facoltative)" error={form.formState.errors.notes?.message}>
            <Textarea rows={2} disabled={isBusy} {...form.register('notes')} />
          </Field>
          <DocumentUploadField
            upload={picked}
            label="Documento (PDF o immagine, facoltativo)"
            disabled={processBill.isPending}
            inputRef={fileInputRef}
          />
          {/* Sticky: a field's message appearing on blur (the mousedown on 'Salva spesa') must not
              move the button from under the pointer in this long, scrolling form. */}
          <FormDialogFooter
            className="sticky -bottom-6 z-10 -mx-6 -mb-6 border-t bg-card px-6 py-4"
            saveError={saveError}
            isBusy={isBusy}
            isPending={processBill.isPending}
            submitLabel="Salva spesa"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
