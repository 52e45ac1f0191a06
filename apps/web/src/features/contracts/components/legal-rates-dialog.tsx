import { formatRatePercent } from '@casaconti/core/deposit-input';
import { type LegalRateOverrideInput, legalRateOverrideSchema } from '@casaconti/core/schemas/deposit';
import { zodResolver } from '@hookform/resolvers/zod';
import { PercentIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
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
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-message';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useOneRequest } from '@/lib/one-request';
import { type LegalRate, useDeleteLegalRate, useLegalRates, useSetLegalRate } from '../api/legal-rates';

const LOAD_ERROR = 'Impossibile caricare i tassi di interesse legale. Riprova più tardi.';
const SAVE_ERROR = 'Errore durante il salvataggio del tasso.';

/**
 * 'Tassi di interesse legale' from the deposit card (docs/domain.md §14, decision 100): each year's rate
 * as set by its decree, and the landlord's own rate for a year, set, changed or removed. An
 * override changes the interest of every deposit of the landlord from then on (not what was
 * already credited); the deposit cards refresh.
 */
export function LegalRatesDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const rates = useLegalRates({ enabled: isOpen });
  const [editingYear, setEditingYear] = useState<number | null>(null);
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => {
        setIsOpen(next);
        if (!next) setEditingYear(null);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="w-full sm:w-fit">
          <PercentIcon aria-hidden="true" />
          Tassi di interesse legale
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Tassi di interesse legale</DialogTitle>
          <DialogDescription>
            Il tasso di ogni anno fissato per decreto. Un tasso tuo vale per gli interessi di tutti i tuoi depositi, non
            per quelli già accreditati.
          </DialogDescription>
        </DialogHeader>
        {rates.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <span role="status" className="sr-only">
              Caricamento…
            </span>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : rates.isError ? (
          <Alert variant="error">{LOAD_ERROR}</Alert>
        ) : (
          <ul className="grid text-sm">
            {rates.data.map((rate) => (
              <LegalRateRow
                key={rate.year}
                rate={rate}
                isEditing={editingYear === rate.year}
                onEdit={() => setEditingYear(rate.year)}
                onDone={() => setEditingYear(null)}
              />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

function LegalRateRow({
  rate,
  isEditing,
  onEdit,
  onDone,
}: {
  rate: LegalRate;
  isEditing: boolean;
  onEdit: () => void;
  onDone: () => void;
}) {
  const remove = useDeleteLegalRate();
  // One click, one request; no key: removing a rate already removed changes nothing (decision 162).
  const once = useOneRequest();
  return (
    <li className="grid gap-2 border-t py-3 first:border-t-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-medium">{rate.year}</span>
        <span className={rate.override === null ? 'font-medium' : 'text-muted-foreground line-through'}>
          {rate.shippedRate === null ? 'Nessun tasso di legge' : formatRatePercent(rate.shippedRate)}
        </span>
      </div>
      {rate.source ? <p className="text-muted-foreground">{rate.source}</p> : null}
      {rate.override !== null ? <p className="font-medium">Il tuo tasso: {formatRatePercent(rate.override)}</p> : null}
      {isEditing ? (
        <LegalRateForm rate={rate} onDone={onDone} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={
              rate.override === null
                ? `Imposta un tuo tasso per il ${rate.year}`
                : `Modifica il tuo tasso del ${rate.year}`
            }
            onClick={onEdit}
          >
            {rate.override === null ? 'Imposta un tuo tasso' : 'Modifica'}
          </Button>
          {rate.override !== null ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={`Rimuovi il tuo tasso del ${rate.year}`}
              disabled={remove.isPending}
              onClick={() =>
                once(() =>
                  remove.mutateAsync(rate.year, {
                    onSuccess: () => toast.success(`Tasso del ${rate.year} rimosso`),
                    onError: (error) => toast.error(errorMessage(error, SAVE_ERROR)),
                  }),
                )
              }
            >
              Rimuovi
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}

/** The rate typed Italian style ('2,5'): 0 … 20 %, at most 2 decimals (the server's own schema). */
function LegalRateForm({ rate, onDone }: { rate: LegalRate; onDone: () => void }) {
  const save = useSetLegalRate();
  // One click, one request; no key: saving a rate sets it, a repeat sets the same (decision 162).
  const once = useOneRequest();
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<LegalRateOverrideInput, unknown, z.output<typeof legalRateOverrideSchema>>({
    resolver: zodResolver(legalRateOverrideSchema),
    mode: 'onTouched',
    defaultValues: {
      rate: rate.override === null ? '' : formatRatePercent(rate.override).replace(' %', ''),
    },
  });
  // The 'Modifica' button that opened the form is gone: the focus goes to the field.
  useEffect(() => form.setFocus('rate'), [form]);
  const onSubmit = form.handleSubmit(() => {
    setSaveError(null);
    // The typed text goes as it is: the server reads it with the same schema.
    const input = { year: rate.year, rate: form.getValues('rate') };
    once(() =>
      save.mutateAsync(input, {
        onSuccess: () => {
          toast.success(`Tasso del ${rate.year} salvato`);
          onDone();
        },
        onError: (error) => {
          const { placed } = applyServerFieldErrors(error, form);
          if (placed.length === 0) setSaveError(errorMessage(error, SAVE_ERROR));
        },
      }),
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2">
      <Field label={`Il tuo tasso per il ${rate.year} (%)`} error={form.formState.errors.rate?.message}>
        <Input type="text" inputMode="decimal" autoComplete="off" className="sm:max-w-40" {...form.register('rate')} />
      </Field>
      {saveError ? <Alert variant="error">{saveError}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          Salva
        </Button>
        <Button type="button" variant="outline" size="sm" disabled={save.isPending} onClick={onDone}>
          Annulla
        </Button>
      </div>
    </form>
  );
}
