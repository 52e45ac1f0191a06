import { FIELD_MESSAGES } from '@casaconti/core/messages';
import { TOO_MANY_DECIMALS_MESSAGE } from '@casaconti/core/schemas/common';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { ManualAdjustmentDialog } from './manual-adjustment-dialog';

const contracts = {
  options: [{ value: '00000000-0000-4000-8000-000000000001', label: 'Rossi Mario · Casa Roma' }],
  onSearch: () => undefined,
  error: null,
  isPending: false,
  refetch: () => undefined,
};

async function openDialog() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ManualAdjustmentDialog contracts={contracts} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Rettifica crediti/costi' }));
  return screen.findByRole('dialog', { name: 'Rettifica crediti/costi da conguagliare' });
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

beforeEach(() => {
  // The radio group measures itself (jsdom has no ResizeObserver).
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

describe("'Rettifica crediti/costi': the amount's message (issue 46 §12)", { timeout: 20_000 }, () => {
  for (const [typed, message] of [
    ['-5', FIELD_MESSAGES.amountMustBePositive],
    ['0', FIELD_MESSAGES.amountMustBePositive],
    ['25,555', TOO_MANY_DECIMALS_MESSAGE],
    ['99.999.999.999', FIELD_MESSAGES.amountTooLarge],
  ] as const) {
    it(`shows '${message}' under the amount as ${typed} is typed, Save disabled`, async () => {
      const dialog = await openDialog();
      const amount = within(dialog).getByLabelText('Importo (€)');
      await act(async () => {
        amount.focus();
        fireEvent.change(amount, { target: { value: typed } });
      });
      await settle();
      expect(within(dialog).getByText(message)).toBeTruthy();
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      expect((within(dialog).getByRole('button', { name: 'Salva rettifica' }) as HTMLButtonElement).disabled).toBe(
        true,
      );
    });
  }

  it('drops the message once a valid amount is typed', async () => {
    const dialog = await openDialog();
    const amount = within(dialog).getByLabelText('Importo (€)');
    await act(async () => {
      amount.focus();
      fireEvent.change(amount, { target: { value: '-5' } });
    });
    await settle();
    expect(within(dialog).getByText(FIELD_MESSAGES.amountMustBePositive)).toBeTruthy();
    await act(async () => {
      fireEvent.change(amount, { target: { value: '25,50' } });
    });
    await settle();
    expect(within(dialog).queryByText(FIELD_MESSAGES.amountMustBePositive)).toBeNull();
  });
});
