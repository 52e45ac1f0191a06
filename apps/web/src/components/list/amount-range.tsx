import { parseEuroAmount } from '@casaconti/core/money';
import { useEffect, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cleanAmountInput } from '@/lib/format';

/** Cents as an amount input shows them, Italian decimals ('1250' → '12,50', '1200' → '12'). */
function centsText(cents: number | undefined): string {
  if (cents === undefined) return '';
  const euros = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return rest === 0 ? String(euros) : `${euros},${String(rest).padStart(2, '0')}`;
}

function AmountBound({
  label,
  cents,
  onChange,
}: {
  label: string;
  cents: number | undefined;
  onChange: (cents: number | undefined) => void;
}) {
  const id = useId();
  const errorId = useId();
  const [text, setText] = useState(centsText(cents));
  const [invalid, setInvalid] = useState(false);
  // A change from outside (Back, a shared link) shows in the box.
  useEffect(() => {
    setText(centsText(cents));
    setInvalid(false);
  }, [cents]);
  const apply = () => {
    if (text.trim() === '') {
      setInvalid(false);
      if (cents !== undefined) onChange(undefined);
      return;
    }
    const parsed = parseEuroAmount(text);
    setInvalid(!parsed.ok);
    if (parsed.ok && parsed.cents !== cents) onChange(parsed.cents);
  };
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor={id} className="shrink-0 text-muted-foreground">
          {label}
        </label>
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          className="h-9 w-28"
          placeholder="€"
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(e) => setText(cleanAmountInput(e.target.value))}
          onBlur={apply}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply();
          }}
        />
      </div>
      {invalid && (
        <p id={errorId} className="text-xs text-destructive">
          Importo non valido
        </p>
      )}
    </div>
  );
}

/**
 * An amount range in euros (Italian decimals, read by core's parseEuroAmount) kept in the URL in
 * cents: applied on Enter or when the box is left; an empty box is no bound.
 */
export function AmountRange({
  min,
  max,
  onChange,
}: {
  min: number | undefined;
  max: number | undefined;
  onChange: (patch: { minAmount?: number; maxAmount?: number }) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-start gap-3">
      <legend className="sr-only">Importo</legend>
      <AmountBound label="Importo minimo (€)" cents={min} onChange={(minAmount) => onChange({ minAmount })} />
      <AmountBound label="Importo massimo (€)" cents={max} onChange={(maxAmount) => onChange({ maxAmount })} />
    </fieldset>
  );
}
