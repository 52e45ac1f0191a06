import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@casaconti/core/payments';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { AmountInput } from '@/components/ui/amount-input';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MonthYearPicker } from '@/components/ui/month-year-picker';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formatDate } from '@/lib/format';
import { newHistoryRow, type OpeningFormState } from '../lib/opening-position-form';

const KINDS: { value: OpeningFormState['kind']; label: string; hint: string }[] = [
  { value: 'none', label: "Tutti i mesi dall'inizio sono da incassare", hint: 'Nessun saldo iniziale.' },
  {
    value: 'paid_through',
    label: 'In regola fino a un mese',
    hint: 'Ogni scadenza fino alla fine di quel mese risulta saldata.',
  },
  {
    value: 'balance',
    label: 'Saldo iniziale a una data',
    hint: "Quanto doveva l'inquilino (o quanto aveva a credito) a quella data.",
  },
  {
    value: 'history',
    label: 'Storico dei pagamenti',
    hint: 'I pagamenti ricevuti finora, registrati senza ricevuta e senza email.',
  },
];

/**
 * 'Situazione ad oggi' in the new-contract wizard (docs/domain.md §17, decision 193): shown for a
 * contract whose start is before today. What the choice settles is a saldo iniziale, not a
 * payment. `errors` by field name ('month', 'payments.0.amount', …), from the form or the server.
 */
export function OpeningPositionFields({
  value,
  onChange,
  errors,
  startDate,
  usesConguaglio,
  disabled,
}: {
  value: OpeningFormState;
  onChange: (next: OpeningFormState) => void;
  errors: Record<string, string>;
  startDate: string;
  usesConguaglio: boolean;
  disabled: boolean;
}) {
  const set = (patch: Partial<OpeningFormState>) => onChange({ ...value, ...patch });
  const setRow = (index: number, patch: Partial<OpeningFormState['payments'][number]>) =>
    set({ payments: value.payments.map((p, i) => (i === index ? { ...p, ...patch } : p)) });
  return (
    <section aria-labelledby="opening-title" className="grid gap-4 rounded-lg border p-4">
      <div className="grid gap-1">
        <h3 id="opening-title" className="text-sm font-semibold">
          Situazione ad oggi
        </h3>
        <p id="opening-description" className="text-sm text-muted-foreground">
          Il contratto è iniziato il {formatDate(startDate)}: indica come si trova oggi. Ciò che risulta saldato è un
          saldo iniziale, non un pagamento: nessuna ricevuta, nessuna email, nessun promemoria.
        </p>
      </div>
      <RadioGroup
        value={value.kind}
        onValueChange={(kind) => {
          const next = kind as OpeningFormState['kind'];
          set({
            kind: next,
            payments: next === 'history' && value.payments.length === 0 ? [newHistoryRow()] : value.payments,
          });
        }}
        disabled={disabled}
        aria-labelledby="opening-title"
        aria-describedby="opening-description"
        className="gap-3"
      >
        {KINDS.map((k) => (
          <div key={k.value} className="flex items-start gap-2">
            <RadioGroupItem id={`opening-kind-${k.value}`} value={k.value} className="mt-0.5" />
            <Label htmlFor={`opening-kind-${k.value}`} className="grid gap-0.5 font-normal leading-snug">
              <span className="font-medium">{k.label}</span>
              <span className="text-muted-foreground">{k.hint}</span>
            </Label>
          </div>
        ))}
      </RadioGroup>

      {value.kind === 'paid_through' && (
        <Field label="In regola fino a (mm/aaaa)" error={errors.month} className="max-w-xs">
          <Input
            inputMode="numeric"
            autoComplete="off"
            placeholder="mm/aaaa"
            value={value.month}
            disabled={disabled}
            onChange={(e) => set({ month: e.target.value })}
          />
        </Field>
      )}

      {value.kind === 'balance' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Data del saldo iniziale" error={errors.asOf}>
            {(control) => (
              <MonthYearPicker
                {...control}
                value={value.asOf}
                disabled={disabled}
                calendarLabel="Scegli la data del saldo iniziale dal calendario"
                onChange={(asOf) => set({ asOf })}
              />
            )}
          </Field>
          <Field label="Saldo iniziale (€)" error={errors.balance}>
            <AmountInput value={value.balance} disabled={disabled} onChange={(balance) => set({ balance })} />
          </Field>
          <RadioGroup
            value={value.side}
            onValueChange={(side) => set({ side: side as OpeningFormState['side'] })}
            disabled={disabled}
            aria-label="Il saldo iniziale è"
            className="gap-2 sm:col-span-2"
          >
            {(
              [
                ['owed', "Dovuto dall'inquilino"],
                ['credit', "A credito dell'inquilino"],
              ] as const
            ).map(([side, label]) => (
              <div key={side} className="flex items-center gap-2">
                <RadioGroupItem id={`opening-side-${side}`} value={side} />
                <Label htmlFor={`opening-side-${side}`} className="font-normal">
                  {label}
                </Label>
              </div>
            ))}
          </RadioGroup>
        </div>
      )}

      {usesConguaglio && (value.kind === 'paid_through' || value.kind === 'balance') && (
        <Field
          label="Anticipi conguaglio non ancora conguagliati dal mese (mm/aaaa, facoltativo)"
          description="Da questo mese conta il prossimo conguaglio: gli anticipi saldati da allora diventano crediti. Vuoto: dall'inizio del contratto."
          error={errors.conguaglioFrom}
          className="max-w-xl"
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            placeholder="mm/aaaa"
            value={value.conguaglioFrom}
            disabled={disabled}
            onChange={(e) => set({ conguaglioFrom: e.target.value })}
          />
        </Field>
      )}

      {value.kind === 'history' && (
        <div className="grid gap-3">
          {errors.payments && <p className="text-sm text-destructive">{errors.payments}</p>}
          <ol className="grid gap-3">
            {value.payments.map((p, i) => (
              <li key={p.key} className="grid gap-3 rounded-md border bg-muted/30 p-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
                <Field label={`Data pagamento ${i + 1}`} error={errors[`payments.${i}.receivedOn`]}>
                  {(control) => (
                    <MonthYearPicker
                      {...control}
                      value={p.receivedOn}
                      disabled={disabled}
                      calendarLabel={`Scegli la data del pagamento ${i + 1} dal calendario`}
                      onChange={(receivedOn) => setRow(i, { receivedOn })}
                    />
                  )}
                </Field>
                <Field label={`Importo pagamento ${i + 1} (€)`} error={errors[`payments.${i}.amount`]}>
                  <AmountInput value={p.amount} disabled={disabled} onChange={(amount) => setRow(i, { amount })} />
                </Field>
                <Field label={`Metodo pagamento ${i + 1}`} error={errors[`payments.${i}.method`]}>
                  {(control) => (
                    <Select
                      value={p.method}
                      disabled={disabled}
                      onValueChange={(method) => setRow(i, { method: method as PaymentMethod })}
                    >
                      <SelectTrigger {...control} className="w-full">
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
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  className="sm:mt-6"
                  disabled={disabled}
                  aria-label={`Rimuovi pagamento ${i + 1}`}
                  onClick={() => set({ payments: value.payments.filter((_, j) => j !== i) })}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
          <Button
            type="button"
            variant="outline"
            className="w-fit"
            disabled={disabled}
            onClick={() => set({ payments: [...value.payments, newHistoryRow()] })}
          >
            <PlusIcon aria-hidden="true" /> Aggiungi pagamento
          </Button>
        </div>
      )}
    </section>
  );
}
