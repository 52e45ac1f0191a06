import { LEASE_MESSAGES } from '@casaconti/core/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { RentUpdateCard } from './rent-update-card';

const CONTRACT_ID = '00000000-0000-4000-8000-000000000001';

const proposal = {
  rent: 80000,
  sharePercent: 75,
  cedolareSecca: false,
  refusal: null,
  anniversary: '2026-11-01',
  earliestFrom: '2026-11-01',
  latestFrom: '2026-12-01',
  history: [],
  foi: { source: { name: 'ISTAT', url: 'https://www.istat.it/' }, changes: [{ year: 2025, changeBps: 180 }] },
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname.endsWith('/rent-update')) return json(200, proposal);
    if (url.pathname.endsWith('/rent-update/preview'))
      return json(200, { previousRent: 80000, newRent: 81080, sharePercent: 75, changeBps: 180 });
    throw new Error(`unexpected ${url.pathname}`);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("'Aggiornamento ISTAT': the typed change (issue 46 §12)", { timeout: 20_000 }, () => {
  it("says why 'abc' and 25 are refused as they are typed, and drops the message for 1,8", async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RentUpdateCard contractId={CONTRACT_ID} />
      </QueryClientProvider>,
    );
    const card = await screen.findByRole('region', { name: 'Aggiornamento ISTAT' });
    const change = within(card).getByLabelText('Variazione ISTAT (%)');
    for (const typed of ['abc', '25', '-20,5', '1,234']) {
      await act(async () => {
        change.focus();
        fireEvent.change(change, { target: { value: typed } });
      });
      await settle();
      expect(within(card).getByText(LEASE_MESSAGES.changeInvalid), typed).toBeTruthy();
      expect(change.getAttribute('aria-invalid'), typed).toBe('true');
    }
    await act(async () => {
      fireEvent.change(change, { target: { value: '1,8' } });
    });
    expect(await within(card).findByText('Nuovo canone 810,80 €', { exact: false })).toBeTruthy();
    expect(within(card).queryByText(LEASE_MESSAGES.changeInvalid)).toBeNull();
  });
});
