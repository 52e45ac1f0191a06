import { useForm } from 'react-hook-form';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ApiError } from './api-client';
import { applyServerFieldErrors, serverKeyToFormPath } from './form-errors';

type Values = {
  tenant: { email: string; firstName: string };
  terms: { rent_amount: string; utilityAgreements: { category: string; cost_model: string }[] };
};

const PREFIXES = [
  ['tenantInfo.', 'tenant.'],
  ['contractDetails.', 'terms.'],
  ['utilityAgreements', 'terms.utilityAgreements'],
] as const;

function renderForm() {
  return renderHook(() =>
    useForm<Values>({
      defaultValues: {
        tenant: { email: '', firstName: '' },
        terms: { rent_amount: '', utilityAgreements: [{ category: 'water', cost_model: '' }] },
      },
    }),
  ).result;
}

describe('serverKeyToFormPath', () => {
  it('renames the first matching prefix and keeps other keys as they are', () => {
    expect(serverKeyToFormPath('tenantInfo.email', PREFIXES)).toBe('tenant.email');
    expect(serverKeyToFormPath('utilityAgreements.0.cost_model', PREFIXES)).toBe(
      'terms.utilityAgreements.0.cost_model',
    );
    expect(serverKeyToFormPath('utilityAgreements', PREFIXES)).toBe('terms.utilityAgreements');
    expect(serverKeyToFormPath('name')).toBe('name');
  });
});

describe('applyServerFieldErrors', () => {
  it("puts each server message beside the form's field and reports the keys it cannot place", () => {
    const form = renderForm();
    const error = new ApiError(400, 'VALIDATION', 'Dati non validi', {
      'tenantInfo.email': 'Email non valida',
      'contractDetails.rent_amount': 'Importo affitto obbligatorio',
      'utilityAgreements.0.cost_model': 'Seleziona un modello di gestione per ogni categoria',
      'contractDetails.property_id': 'ID proprietà non valido',
      roomIds: 'Seleziona almeno una stanza',
    });
    let result: ReturnType<typeof applyServerFieldErrors<Values>> | undefined;
    act(() => {
      result = applyServerFieldErrors(error, form.current, PREFIXES);
    });
    expect(result).toEqual({
      placed: ['tenant.email', 'terms.rent_amount', 'terms.utilityAgreements.0.cost_model'],
      unplaced: ['contractDetails.property_id', 'roomIds'],
    });
    expect(form.current.getFieldState('tenant.email').error).toMatchObject({
      type: 'server',
      message: 'Email non valida',
    });
    expect(form.current.getFieldState('terms.rent_amount').error?.message).toBe('Importo affitto obbligatorio');
    expect(form.current.getFieldState('terms.utilityAgreements.0.cost_model').error?.message).toBe(
      'Seleziona un modello di gestione per ogni categoria',
    );
  });

  it('uses the keys as they are without prefixes', () => {
    const form = renderForm();
    act(() => {
      applyServerFieldErrors(
        new ApiError(400, 'VALIDATION', 'x', { 'tenant.firstName': 'Nome obbligatorio' }),
        form.current,
      );
    });
    expect(form.current.getFieldState('tenant.firstName').error?.message).toBe('Nome obbligatorio');
  });

  it('places nothing for an error that is not the server refusing fields', () => {
    const form = renderForm();
    expect(applyServerFieldErrors(new Error('boom'), form.current, PREFIXES)).toEqual({ placed: [], unplaced: [] });
    expect(applyServerFieldErrors(new ApiError(500, 'INTERNAL', 'x'), form.current)).toEqual({
      placed: [],
      unplaced: [],
    });
    expect(form.current.formState.errors).toEqual({});
  });
});
