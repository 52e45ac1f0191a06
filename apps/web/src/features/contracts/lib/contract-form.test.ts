import { describe, expect, it } from 'vitest';

import { contractFormSchema, emptyContractFormValues } from './contract-form';

describe('emptyContractFormValues', () => {
  it('starts with one occupant and zero fees, and needs every required field', () => {
    const values = emptyContractFormValues();
    expect(values.terms.number_of_occupants).toBe('1');
    expect(values.terms.fixed_fee_amount).toBe('0');
    expect(values.terms.settlement_base_amount).toBe('0');
    const result = contractFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    const messages = new Set(result.error?.issues.map((issue) => issue.message));
    for (const message of [
      'Nome obbligatorio',
      'Cognome obbligatorio',
      'Importo affitto obbligatorio',
      'Data inizio obbligatoria',
      'Data fine obbligatoria',
    ]) {
      expect(messages).toContain(message);
    }
  });
});
