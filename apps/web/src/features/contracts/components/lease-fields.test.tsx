import { DEPOSIT_MESSAGES } from '@casaconti/core/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ContractFormValues, contractFormSchema, emptyContractFormValues } from '../lib/contract-form';
import { ContractTermsFields } from './contract-terms-fields';

/** Rent and cost models filled in (the lease's cross-field rules run on an otherwise valid step). */
function filled() {
  const values = emptyContractFormValues();
  return {
    ...values,
    terms: {
      ...values.terms,
      rent_amount: '500',
      utilityAgreements: values.terms.utilityAgreements.map((a) => ({ ...a, cost_model: 'self_managed' as const })),
    },
  };
}

/** The wizard's step 2 as the wizard holds it: the contract form, validated on touch. */
function Step({ children }: { children: ReactNode }) {
  const form = useForm<ContractFormValues>({
    resolver: zodResolver(contractFormSchema) as never,
    mode: 'onTouched',
    defaultValues: filled() as ContractFormValues,
  });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

async function type(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await act(async () => {
    input.focus();
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  });
  await settle();
}

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the lease fields of the wizard (issue 46 §11, §12)', { timeout: 20_000 }, () => {
  it("warns under the type of a 'transitorio' of 36 months, and not of one of 12", async () => {
    render(
      <Step>
        <ContractTermsFields />
      </Step>,
    );
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Tipo di contratto'), { target: { value: 'transitorio' } });
    });
    await type('Data inizio', '01/01/2026');
    await type('Data fine', '31/12/2028');
    expect(screen.getByText(DEPOSIT_MESSAGES.transitorioDuration)).toBeTruthy();
    await type('Data fine', '31/12/2026');
    expect(screen.queryByText(DEPOSIT_MESSAGES.transitorioDuration)).toBeNull();
  });

  it("the deposit date's message goes once the contract's end is put right", async () => {
    render(
      <Step>
        <ContractTermsFields />
      </Step>,
    );
    await type('Data inizio', '01/01/2026');
    await type('Data fine', '31/12/2026');
    await type('Importo del deposito (€)', '1500');
    await type('Data di ricezione', '15/01/2027');
    expect(screen.getByText(DEPOSIT_MESSAGES.depositAfterEnd)).toBeTruthy();
    await type('Data fine', '31/12/2027');
    expect(screen.queryByText(DEPOSIT_MESSAGES.depositAfterEnd)).toBeNull();
    // Before the start is a deposit paid at signing: no message (decision 170).
    await type('Data di ricezione', '10/12/2025');
    expect(screen.queryByText(DEPOSIT_MESSAGES.depositAfterEnd)).toBeNull();
    expect(screen.getByLabelText('Data di ricezione').getAttribute('aria-invalid')).not.toBe('true');
  });
});
