import { todayInRome } from '@casaconti/core/dates';
import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@casaconti/core/payments';
import { ChoiceSelect } from '@/components/form/select-field';
import { Field } from '@/components/ui/field';
import { MonthYearPicker } from '@/components/ui/month-year-picker';

export type PaymentDetails = { receivedOn: string; method: PaymentMethod; today: string };

/** The confirmation dialog's defaults (docs/domain.md §12): dated today, by bonifico. */
export function defaultPaymentDetails(): PaymentDetails {
  const today = todayInRome(new Date());
  return { receivedOn: today, method: DEFAULT_PAYMENT_METHOD, today };
}

/**
 * What a confirmation sends: the date only when the landlord changed it, so the server's own
 * 'today' applies otherwise (the browser's clock may run ahead of the server's).
 */
export function paymentDetailsBody(details: PaymentDetails) {
  return {
    method: details.method,
    ...(details.receivedOn && details.receivedOn !== details.today ? { receivedOn: details.receivedOn } : {}),
  };
}

/** 'Data' and 'Metodo' of a confirmed payment, inside the 'Conferma Avvenuto Pagamento' dialog. */
export function PaymentDetailsFields({
  value,
  onChange,
  disabled,
}: {
  value: PaymentDetails;
  onChange: (next: PaymentDetails) => void;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Data">
        <MonthYearPicker
          name="receivedOn"
          value={value.receivedOn}
          disabled={disabled}
          calendarLabel="Scegli la data del pagamento dal calendario"
          onChange={(receivedOn) => onChange({ ...value, receivedOn })}
        />
      </Field>
      <Field label="Metodo">
        {(control) => (
          <ChoiceSelect
            name="method"
            value={value.method}
            onValueChange={(method) => onChange({ ...value, method })}
            options={PAYMENT_METHODS}
            optionLabel={(m) => PAYMENT_METHOD_LABELS[m]}
            disabled={disabled}
            triggerProps={{ id: control.id }}
          />
        )}
      </Field>
    </div>
  );
}
