import { DEPOSIT_MESSAGES, FIELD_MESSAGES } from '@casaconti/core/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { stubUploadPut } from '@/test/fake-upload';
import type { ContractDeposit } from '../api/contract-deposit';
import type { LegalRate } from '../api/legal-rates';
import { DepositPanel } from './deposit-panel';

const CONTRACT_ID = '00000000-0000-4000-8000-000000000001';
const AMOUNT_MESSAGE = FIELD_MESSAGES.amountMustBePositive;

const openDeposit = {
  contractId: CONTRACT_ID,
  deposit: { amount: 150000, receivedOn: '2024-07-01', heldAs: null, interestDue: true },
  years: [
    { year: 2024, daysHeld: 184, daysInYear: 366, rateHundredths: 250, interestCents: 1885, credited: true },
    { year: 2025, daysHeld: 365, daysInYear: 365, rateHundredths: 200, interestCents: 3000, credited: false },
  ],
  interestNotCredited: 3000,
  closing: null,
} as unknown as ContractDeposit;

const closedDeposit = {
  ...openDeposit,
  closing: {
    id: '00000000-0000-4000-8000-000000000002',
    closedOn: '2025-12-31',
    depositAmount: 150000,
    interestAmount: 3000,
    deductionsAmount: 10000,
    balanceAmount: 143000,
    tenantOwesRest: false,
    deductions: [
      {
        reason: 'Pulizie finali',
        amount: 10000,
        document: { id: '00000000-0000-4000-8000-000000000003', fileName: 'fattura-pulizie.pdf' },
      },
    ],
  },
} as unknown as ContractDeposit;

const rates: LegalRate[] = [
  { year: 2025, shippedRate: 200, source: 'D.M. 10 dicembre 2024 (G.U. n. 291 del 12/12/2024)', override: null },
  { year: 2024, shippedRate: 250, source: 'D.M. 29 novembre 2023 (G.U. n. 288 del 11/12/2023)', override: 300 },
];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Call = { method: string; path: string; body: unknown };

/** fetch answered per route; every call is recorded. */
function mockApi(routes: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const text = init?.body ? String(init.body) : await request.clone().text();
    const call = { method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null };
    calls.push(call);
    const answer = routes(call);
    if (!answer) throw new Error(`unexpected ${call.method} ${call.path}`);
    return answer;
  });
  return calls;
}

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DepositPanel contractId={CONTRACT_ID} />
    </QueryClientProvider>,
  );
}

async function openClosingDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Chiudi deposito' }));
  const dialog = await screen.findByRole('dialog', { name: 'Chiudi deposito' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi trattenuta' }));
  return dialog;
}

/** The deduction's reason and amount: 'Pulizie finali', 100 €. */
function fillDeduction(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('Motivo'), { target: { value: 'Pulizie finali' } });
  fireEvent.change(within(dialog).getByLabelText('Importo (€)'), { target: { value: '100' } });
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("'Chiudi deposito': a deduction's fields", () => {
  it('shows no amount message under a deduction whose amount holds 100 (typed as a phone does)', async () => {
    mockApi(({ path }) => (path.endsWith('/deposit') ? json(200, openDeposit) : undefined));
    renderPanel();
    const dialog = await openClosingDialog();
    const reason = within(dialog).getByLabelText('Motivo');
    const amount = within(dialog).getByLabelText('Importo (€)');
    await act(async () => {
      reason.focus();
      fireEvent.change(reason, { target: { value: 'Pulizie finali' } });
      amount.focus();
      fireEvent.change(amount, { target: { value: '100' } });
    });
    await settle();
    expect((amount as HTMLInputElement).value).toBe('100');
    expect(within(dialog).queryByText(AMOUNT_MESSAGE)).toBeNull();
    expect(amount.getAttribute('aria-invalid')).toBeNull();
    expect(within(dialog).queryByText(DEPOSIT_MESSAGES.deductionReasonRequired)).toBeNull();
  });

  it('shows the message once an empty amount is left, and drops it when 100 is typed', async () => {
    mockApi(({ path }) => (path.endsWith('/deposit') ? json(200, openDeposit) : undefined));
    renderPanel();
    const dialog = await openClosingDialog();
    const amount = within(dialog).getByLabelText('Importo (€)');
    await act(async () => {
      amount.focus();
      amount.blur();
    });
    expect(await within(dialog).findByText(AMOUNT_MESSAGE)).toBeTruthy();
    await act(async () => {
      fireEvent.change(amount, { target: { value: '100' } });
    });
    await settle();
    expect(within(dialog).queryByText(AMOUNT_MESSAGE)).toBeNull();
  });

  it('uploads a deduction document (PDF) and closes with it', async () => {
    stubUploadPut();
    const calls = mockApi(({ method, path }) => {
      if (path.endsWith('/deposit')) return json(200, openDeposit);
      if (method === 'POST' && path === '/api/uploads') {
        return json(201, { uploadUrl: '/api/uploads/contract/abc', filePath: 'contract/abc' });
      }
      if (method === 'POST' && path.endsWith('/deposit/closing')) return json(201, { closingId: 'x', balance: 1 });
      return undefined;
    });
    renderPanel();
    const dialog = await openClosingDialog();
    fillDeduction(dialog);
    const file = new File(['%PDF-1.4'], 'fattura.pdf', { type: 'application/pdf' });
    const input = within(dialog).getByLabelText('Documento (PDF o foto, facoltativo)') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    expect(await within(dialog).findByText('fattura.pdf')).toBeTruthy();
    await settle();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Chiudi deposito' }));
    });
    await settle();
    const closing = calls.find((c) => c.path.endsWith('/deposit/closing'));
    expect(closing?.body).toMatchObject({
      deductions: [
        {
          reason: 'Pulizie finali',
          amount: 10000,
          documentInfo: { temp_path: 'contract/abc', original_filename: 'fattura.pdf' },
        },
      ],
    });
  });

  it("a double click on 'Chiudi deposito' sends one closing, with the dialog's key; a retry after a failure the same key (decision 162)", async () => {
    let closings = 0;
    const calls = mockApi(({ method, path }) => {
      if (path.endsWith('/deposit')) return json(200, openDeposit);
      if (method === 'POST' && path.endsWith('/deposit/closing')) {
        closings += 1;
        return closings === 1
          ? json(500, { error: { code: 'INTERNAL', message: 'Errore' } })
          : json(201, { closingId: 'x', balance: 1 });
      }
      return undefined;
    });
    renderPanel();
    const dialog = await openClosingDialog();
    fillDeduction(dialog);
    await settle();
    const submit = within(dialog).getByRole('button', { name: 'Chiudi deposito' });
    await act(async () => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    await settle();
    const sent = () => calls.filter((c) => c.path.endsWith('/deposit/closing'));
    expect(sent()).toHaveLength(1);
    const key = (sent()[0]!.body as { idempotencyKey: string }).idempotencyKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Chiudi deposito' }));
    });
    await settle();
    expect(sent().map((c) => (c.body as { idempotencyKey: string }).idempotencyKey)).toEqual([key, key]);
  });

  it('refuses a text file as a deduction document, saying why; a photo is uploaded (decision 111)', async () => {
    stubUploadPut();
    const calls = mockApi(({ path, method }) => {
      if (path.endsWith('/deposit')) return json(200, openDeposit);
      if (method === 'POST' && path === '/api/uploads') {
        return json(201, { uploadUrl: '/api/uploads/deduction/abc', filePath: 'deduction/abc' });
      }
      return undefined;
    });
    renderPanel();
    const dialog = await openClosingDialog();
    const input = within(dialog).getByLabelText('Documento (PDF o foto, facoltativo)') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'note.txt', { type: 'text/plain' })] } });
    });
    expect(
      within(dialog).getByText("Formato non supportato: carica un PDF o un'immagine (JPEG, PNG, WebP, HEIC)"),
    ).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/uploads')).toBe(false);
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'foto.png', { type: 'image/png' })] } });
    });
    await settle();
    expect(calls.find((c) => c.path === '/api/uploads')?.body).toMatchObject({
      purpose: 'deposit_deduction',
      file_type: 'image/png',
    });
    expect(await within(dialog).findByText('foto.png')).toBeTruthy();
  });

  it('does not close the deposit while a deduction document is refused (decision 044); removing it unblocks', async () => {
    const calls = mockApi(({ method, path }) => {
      if (path.endsWith('/deposit')) return json(200, openDeposit);
      if (method === 'POST' && path.endsWith('/deposit/closing')) return json(201, { closingId: 'x', balance: 1 });
      return undefined;
    });
    renderPanel();
    const dialog = await openClosingDialog();
    fillDeduction(dialog);
    const input = within(dialog).getByLabelText('Documento (PDF o foto, facoltativo)');
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'note.txt', { type: 'text/plain' })] } });
    });
    expect(within(dialog).getByText('note.txt')).toBeTruthy();
    const close = within(dialog).getByRole('button', { name: 'Chiudi deposito' });
    await act(async () => {
      fireEvent.click(close);
    });
    await settle();
    expect(calls.some((c) => c.path.endsWith('/deposit/closing'))).toBe(false);
    expect(document.activeElement).toBe(input);

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Rimuovi' }));
    });
    expect(within(dialog).queryByText('note.txt')).toBeNull();
    await act(async () => {
      fireEvent.click(close);
    });
    await settle();
    expect(calls.find((c) => c.path.endsWith('/deposit/closing'))?.body).toMatchObject({
      deductions: [{ reason: 'Pulizie finali', amount: 10000, documentInfo: null }],
    });
  });
});

describe('the closed deposit', () => {
  it("says the years not credited went into the closing's balance and lists each deduction's document", async () => {
    mockApi(({ path }) => (path.endsWith('/deposit') ? json(200, closedDeposit) : undefined));
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Interessi legali per anno' });
    const [, row2024, row2025] = within(table).getAllByRole('row');
    expect(within(row2024!).getByText('Accreditati')).toBeTruthy();
    expect(within(row2025!).getByText('Nel saldo di chiusura')).toBeTruthy();
    expect(screen.queryByText('Da accreditare')).toBeNull();
    expect(screen.getByText('Pulizie finali')).toBeTruthy();
    expect(screen.getByRole('button', { name: /fattura-pulizie\.pdf/ })).toBeTruthy();
  });
});

describe("'Tassi di interesse legale'", () => {
  async function openRates() {
    fireEvent.click(await screen.findByRole('button', { name: 'Tassi di interesse legale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tassi di interesse legale' });
    await within(dialog).findByText('2025');
    return dialog;
  }

  it('shows each year with its decree and the override, sets a rate typed as 2,5 and refreshes the deposit', async () => {
    // The server's rates: a change answers them and every read after it (the refresh after a mutation).
    let stored = rates;
    const calls = mockApi(({ method, path }) => {
      if (path.endsWith('/deposit')) return json(200, openDeposit);
      if (method === 'GET' && path === '/api/deposit/legal-rates') return json(200, stored);
      if (method === 'PUT' && path === '/api/deposit/legal-rates/2025') {
        stored = rates.map((rate) => (rate.year === 2025 ? { ...rate, override: 250 } : rate));
        return json(200, stored);
      }
      return undefined;
    });
    renderPanel();
    const dialog = await openRates();
    expect(within(dialog).getByText('2,00 %')).toBeTruthy();
    expect(within(dialog).getByText('D.M. 10 dicembre 2024 (G.U. n. 291 del 12/12/2024)')).toBeTruthy();
    expect(within(dialog).getByText('Il tuo tasso: 3,00 %')).toBeTruthy();
    const depositReads = () => calls.filter((c) => c.path.endsWith('/deposit')).length;
    const readsBefore = depositReads();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Imposta un tuo tasso per il 2025' }));
    const field = within(dialog).getByLabelText('Il tuo tasso per il 2025 (%)');
    fireEvent.change(field, { target: { value: '2,5' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    });
    await settle();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ rate: '2,5' });
    expect(await within(dialog).findByText('Il tuo tasso: 2,50 %')).toBeTruthy();
    expect(depositReads()).toBeGreaterThan(readsBefore);
  });

  it("refuses 25 % on the field, and shows the server's message on the field", async () => {
    const calls = mockApi(({ method, path }) => {
      if (path.endsWith('/deposit')) return json(200, openDeposit);
      if (method === 'GET' && path === '/api/deposit/legal-rates') return json(200, rates);
      if (method === 'PUT') {
        return json(400, {
          error: { code: 'VALIDATION', message: 'Dati non validi', fields: { rate: DEPOSIT_MESSAGES.rateInvalid } },
        });
      }
      return undefined;
    });
    renderPanel();
    const dialog = await openRates();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Imposta un tuo tasso per il 2025' }));
    const field = within(dialog).getByLabelText('Il tuo tasso per il 2025 (%)');
    fireEvent.change(field, { target: { value: '25' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    });
    expect(await within(dialog).findByText(DEPOSIT_MESSAGES.rateRange)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(field, { target: { value: '2,55' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    });
    expect(await within(dialog).findByText(DEPOSIT_MESSAGES.rateInvalid)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it("removes the landlord's rate of a year", async () => {
    let stored = rates;
    const calls = mockApi(({ method, path }) => {
      if (path.endsWith('/deposit')) return json(200, openDeposit);
      if (method === 'GET' && path === '/api/deposit/legal-rates') return json(200, stored);
      if (method === 'DELETE' && path === '/api/deposit/legal-rates/2024') {
        stored = rates.map((rate) => (rate.year === 2024 ? { ...rate, override: null } : rate));
        return json(200, stored);
      }
      return undefined;
    });
    renderPanel();
    const dialog = await openRates();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Rimuovi il tuo tasso del 2024' }));
    });
    await settle();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(within(dialog).queryByText(/Il tuo tasso:/)).toBeNull();
  });
});
