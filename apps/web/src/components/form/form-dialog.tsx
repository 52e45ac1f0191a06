import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/**
 * The state of a dialog holding a form (record a payment, an adjustment, a payment signal, a
 * deposit closing): open or not, the save error shown above the buttons, one idempotency key per
 * filled-in dialog (a double click or a retry after a lost answer records once). It does not
 * close while `isBusy`; closing empties the form (and whatever `onReset` empties), as does
 * `finish` after a save.
 */
export function useFormDialog<T extends FieldValues>(
  form: Pick<UseFormReturn<T, any, any>, 'reset'>,
  { emptyValues, isBusy, onReset }: { emptyValues: () => T; isBusy: boolean; onReset?: () => void },
) {
  const [isOpen, setIsOpen] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const reset = () => {
    form.reset(emptyValues());
    setSaveError(null);
    setIdempotencyKey(newIdempotencyKey());
    onReset?.();
  };
  return {
    isOpen,
    saveError,
    setSaveError,
    idempotencyKey,
    onOpenChange: (next: boolean) => {
      if (isBusy) return;
      if (!next) reset();
      setIsOpen(next);
    },
    /** After a save: emptied for the next one, and closed. */
    finish: () => {
      reset();
      setIsOpen(false);
    },
  };
}

/**
 * The end of a form dialog: the save error if any, then 'Annulla' and the submit button, both
 * held while `isBusy`; the submit button shows its spinner while `isPending` (the save itself).
 */
export function FormDialogFooter({
  saveError,
  isBusy,
  isPending = isBusy,
  canSubmit = true,
  submitLabel,
  pendingLabel = 'Salvataggio in corso…',
  className,
}: {
  saveError: string | null;
  isBusy: boolean;
  isPending?: boolean;
  canSubmit?: boolean;
  submitLabel: string;
  /** Announced by the spinner. */
  pendingLabel?: string;
  className?: string;
}) {
  return (
    <>
      {saveError && <Alert variant="error">{saveError}</Alert>}
      <DialogFooter className={className}>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={isBusy}>
            Annulla
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isBusy || !canSubmit}>
          {isPending && <Spinner size="sm" className="text-current" label={pendingLabel} />}
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
