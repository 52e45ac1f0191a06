import { CONTRACT_TYPE_LABELS, CONTRACT_TYPES } from '@casaconti/core/lease';
import { contractLengthWarning, depositWarning } from '@casaconti/core/schemas/lease';
import { TriangleAlertIcon } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AmountField } from '@/components/form/amount-field';
import { ControlledField } from '@/components/form/controlled-field';
import { DateField } from '@/components/form/date-field';
import { TextField } from '@/components/form/text-field';
import type { ContractFormValues } from '../lib/contract-form';

const ISTAT_OPTIONS = [
  ['0', 'Nessun aggiornamento'],
  ['75', '75 % della variazione ISTAT'],
  ['100', '100 % della variazione ISTAT'],
] as const;

/** A native select (the Radix one would join the route's shared chunk over its budget). */
const NATIVE_SELECT =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive';

/** A choice among fixed values of the lease form, as a native select: `[value, label]` options. */
function NativeSelectField({
  name,
  label,
  options,
  fallback,
}: {
  name: 'terms.contract_type' | 'terms.istat_update_share';
  label: string;
  options: readonly (readonly [string, string])[];
  /** Shown while the form holds no value. */
  fallback: string;
}) {
  const { control } = useFormContext<ContractFormValues>();
  return (
    <ControlledField control={control} name={name} label={label}>
      {(field) => (
        <select
          ref={field.ref}
          name={field.name}
          value={(field.value as string | undefined) ?? fallback}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          className={NATIVE_SELECT}
        >
          {options.map(([value, optionLabel]) => (
            <option key={value} value={value}>
              {optionLabel}
            </option>
          ))}
        </select>
      )}
    </ControlledField>
  );
}

/** A warning under a lease field: the value is accepted all the same (decision 171). */
function LeaseWarning({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-start gap-1.5 text-sm text-amber-800 dark:text-amber-300">
      <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}

/**
 * The lease's fields (wizard step 2 and edit form; docs/domain.md §14, §15): contract type, cedolare
 * secca, ISTAT share (none under cedolare secca), registration, deposit; the warnings of a length
 * outside the contract type's and of a deposit above three months' rent (accepted all the same).
 */
export function LeaseFields() {
  const { control, register } = useFormContext<ContractFormValues>();
  const deposit = useWatch({ control, name: 'terms.deposit_amount' });
  const rent = useWatch({ control, name: 'terms.rent_amount' });
  const warning = depositWarning(deposit ?? '', rent ?? '');
  const [type, start, end] = useWatch({ control, name: ['terms.contract_type', 'terms.start_date', 'terms.end_date'] });
  const lengthWarning = contractLengthWarning(type ?? 'altro', start, end);

  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">Tipo di contratto e registrazione</legend>
        <div className="grid gap-2">
          <NativeSelectField
            name="terms.contract_type"
            label="Tipo di contratto"
            options={CONTRACT_TYPES.map((type) => [type, CONTRACT_TYPE_LABELS[type]] as const)}
            fallback="altro"
          />
          {lengthWarning ? <LeaseWarning>{lengthWarning}</LeaseWarning> : null}
        </div>
        <NativeSelectField
          name="terms.istat_update_share"
          label="Aggiornamento ISTAT"
          options={ISTAT_OPTIONS}
          fallback="0"
        />
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" className="size-4 accent-primary" {...register('terms.cedolare_secca')} />
          Cedolare secca (il canone non si aggiorna con l'ISTAT)
        </label>
        <DateField
          control={control}
          name="terms.registration_date"
          label="Data di registrazione (facoltativa)"
          calendarLabel="Scegli la data di registrazione dal calendario"
        />
        <TextField
          control={control}
          name="terms.registration_code"
          label="Codice identificativo del contratto (facoltativo)"
          description="I 17 caratteri della ricevuta di registrazione dell’Agenzia delle Entrate."
        />
        <TextField
          control={control}
          name="terms.registration_office"
          label="Ufficio di registrazione (facoltativo)"
          description="Per un contratto registrato senza codice identificativo, anche serie e numero."
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">Deposito cauzionale (facoltativo)</legend>
        <div className="grid gap-2">
          <AmountField control={control} name="terms.deposit_amount" label="Importo del deposito (€)" />
          {warning ? <LeaseWarning>{warning}</LeaseWarning> : null}
        </div>
        <DateField
          control={control}
          name="terms.deposit_received_on"
          label="Data di ricezione"
          calendarLabel="Scegli la data di ricezione del deposito dal calendario"
        />
        <TextField
          control={control}
          name="terms.deposit_held_as"
          label="Custodito come (es. libretto, conto dedicato)"
        />
        <label className="flex items-center gap-2 self-end text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...register('terms.deposit_interest_due')} />
          Interessi legali dovuti all'inquilino
        </label>
      </fieldset>
    </div>
  );
}
