import type * as React from 'react';

import { Input } from '@/components/ui/input';
import { cleanAmountInput, formatAmountInput } from '@/lib/format';

export type AmountInputProps = Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  /** The amount as typed ('40,50'; '40.50' and numbers are shown with a comma too). */
  value: string | number | null | undefined;
  /** Receives the cleaned text: digits and one decimal comma (see cleanAmountInput). */
  onChange: (value: string) => void;
};

/**
 * A euro amount input with Italian decimals (SPEC §9): shows '40,50', accepts '40,50', '40.50'
 * and pasted '1.234,56 €', keeps only digits and one decimal comma. The form's schema (core
 * euroInputSchema) validates the text and converts it to cents.
 */
export function AmountInput({ value, onChange, ...props }: AmountInputProps) {
  return (
    <Input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={formatAmountInput(value)}
      onChange={(event) => onChange(cleanAmountInput(event.target.value))}
    />
  );
}
