import { describe, expect, it, vi } from 'vitest';

import { applyServerFieldErrors, contractFormSchema, emptyContractFormValues } from './contract-form';

describe('applyServerFieldErrors', () => {
  it("puts the server's field messages on the form's fields and returns the ones it cannot place", () => {
    const setError = vi.fn();
    const rest = applyServerFieldErrors(
      {
        'tenantInfo.email': 'Email non valida',
        'contractDetails.end_date': 'La data di fine deve essere successiva alla data di inizio',
        'utilityAgreements.2.costModel': 'Seleziona un modello di gestione per ogni categoria',
        'contractDetails.property_id': 'Proprietà non trovata',
        roomIds: 'Seleziona almeno una stanza',
      },
      setError,
    );
    expect(setError.mock.calls).toEqual([
      ['tenant.email', { type: 'server', message: 'Email non valida' }],
      ['terms.end_date', { type: 'server', message: 'La data di fine deve essere successiva alla data di inizio' }],
      [
        'terms.utilityAgreements.2.costModel',
        { type: 'server', message: 'Seleziona un modello di gestione per ogni categoria' },
      ],
    ]);
    expect(rest).toEqual(['contractDetails.property_id', 'roomIds']);
  });

  it('places nothing when there are no field errors', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors({}, setError)).toEqual([]);
    expect(setError).not.toHaveBeenCalled();
  });
});

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
