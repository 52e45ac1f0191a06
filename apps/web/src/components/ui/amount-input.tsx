import type * as React from 'react';

import { Input } from '@/components/ui/input';
import { cleanAmountInput, formatAmountInput, normalizeAmountInput } from '@/lib/format';

export type AmountInputProps = Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  /** The amount as typed ('1.234,56'); a number is shown with a comma. */
  value: string | number | null | undefined;
  /** Receives the cleaned text: digits, '.', ',' and '-' (see cleanAmountInput). */
  onChange: (value: string) => void;
};

/**
 * A euro amount input with Italian decimals (docs/product.md §9, decision 057): shows what is typed, keeping
 * only digits, separators and a minus sign, so '1.234,56' typed key by key stays '1.234,56' and
 * '-50' reaches the form's schema (core euroInputSchema), which refuses it with a message. On
 * leaving the field a valid amount is rewritten in Italian form ('1.234,56' → '1234,56',
 * '40.5' → '40,5').
 */
export function AmountInput({ value, onChange, onBlur, ...props }: AmountInputProps) {
  return (
    <Input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={formatAmountInput(value)}
      onChange={(event) => onChange(cleanAmountInput(event.target.value))}
      onBlur={(event) => {
        const shown = formatAmountInput(value);
        const normalized = normalizeAmountInput(shown);
        if (normalized !== shown) onChange(normalized);
        onBlur?.(event);
      }}
    />
  );
}
