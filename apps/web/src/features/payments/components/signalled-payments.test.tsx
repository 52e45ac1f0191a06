import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import type { PendingSignal } from '../api/payment-signals';
import { SignalledPayments } from './signalled-payments';

const CONTRACT_ID = '00000000-0000-4000-8000-000000000001';

const base = {
  contractId: CONTRACT_ID,
  method: 'bonifico',
  status: 'pending',
  rejectionReason: null,
  paymentId: null,
  proofDeleted: false,
  createdAt: '2026-02-03T10:00:00.000Z',
  tenant: { firstName: 'Mario', lastName: 'Rossi' },
  property: 'Casa Verdi',
} as const;

// Two signals of one tenant: the buttons of each say which one they act on. Amounts are written
// with a no-break space before €, as formatEuro writes them.
const signals: PendingSignal[] = [
  {
    ...base,
    id: '00000000-0000-4000-8000-000000000011',
    amount: 45000,
    paidOn: '2026-02-03',
    proofDocumentId: '00000000-0000-4000-8000-000000000021',
  },
  { ...base, id: '00000000-0000-4000-8000-000000000012', amount: 12000, paidOn: '2026-02-10', proofDocumentId: null },
];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Call = { method: string; path: string; body?: Record<string, unknown> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * GET answers the signals; a decision answers after a while (so a second click lands meanwhile),
 * or with a 500 while `failures` lasts (a lost answer, for the retries).
 */
function mockApi(failures = 0) {
  const calls: Call[] = [];
  let failing = failures;
  const answered = new Set<string>();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const call: Call = { method: request.method, path: new URL(request.url).pathname };
    if (call.method === 'POST') call.body = JSON.parse((await request.text()) || '{}');
    calls.push(call);
    if (call.method === 'GET') return json(200, { signals });
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (failing > 0) {
      failing--;
      return json(500, { error: { code: 'INTERNAL', message: 'Errore' } });
    }
    if (answered.has(call.path)) return json(409, { error: { code: 'CONFLICT', message: 'Già decisa' } });
    answered.add(call.path);
    return json(200, { signal: { ...signals[0], status: 'confirmed' } });
  });
  return calls;
}

function renderList(contractId?: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SignalledPayments contractId={contractId} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SignalledPayments', () => {
  it("names each button after its signal's amount, date and tenant, the visible labels unchanged", async () => {
    mockApi();
    renderList(CONTRACT_ID);
    const confirm = await screen.findByRole('button', {
      name: 'Conferma il pagamento di 450,00\u00a0€ del 03/02/2026 segnalato da Mario Rossi',
    });
    expect(confirm.textContent).toBe('Conferma');
    const reject = screen.getByRole('button', {
      name: 'Rifiuta il pagamento di 120,00\u00a0€ del 10/02/2026 segnalato da Mario Rossi',
    });
    expect(reject.textContent).toBe('Rifiuta');
    expect(
      screen.getByRole('button', {
        name: 'Apri la prova del pagamento di 450,00\u00a0€ del 03/02/2026 segnalato da Mario Rossi',
      }),
    ).toBeTruthy();
    const names = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(new Set(names).size).toBe(names.length);
  });

  it('on the payments page (every contract) the name also says the property', async () => {
    mockApi();
    renderList();
    expect(
      await screen.findByRole('button', {
        name: 'Conferma il pagamento di 120,00\u00a0€ del 10/02/2026 segnalato da Mario Rossi per Casa Verdi',
      }),
    ).toBeTruthy();
  });

  it('a double click on Conferma sends one confirmation', async () => {
    const calls = mockApi();
    renderList(CONTRACT_ID);
    const confirm = await screen.findByRole('button', { name: /^Conferma il pagamento di 450,00/ });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/payment-signals/${signals[0]!.id}/confirm`,
        body: { idempotencyKey: expect.stringMatching(UUID) },
      },
    ]);
  });

  it('a retry of Conferma after a failed answer sends the same idempotency key (decision 162)', async () => {
    const calls = mockApi(1);
    renderList(CONTRACT_ID);
    const confirm = await screen.findByRole('button', { name: /^Conferma il pagamento di 450,00/ });
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    const [failed, retried] = calls.filter((c) => c.method === 'POST');
    expect(failed!.body).toEqual({ idempotencyKey: expect.stringMatching(UUID) });
    expect(retried!.body).toEqual(failed!.body);
  });

  it("a double click on the rejection dialog's Rifiuta sends one rejection", async () => {
    const calls = mockApi();
    renderList(CONTRACT_ID);
    fireEvent.click(await screen.findByRole('button', { name: /^Rifiuta il pagamento di 120,00/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rifiuta il pagamento segnalato' });
    fireEvent.change(within(dialog).getByLabelText('Motivo del rifiuto'), { target: { value: 'Non arrivato' } });
    const submit = within(dialog).getByRole('button', { name: 'Rifiuta' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/payment-signals/${signals[1]!.id}/reject`,
        body: { reason: 'Non arrivato', idempotencyKey: expect.stringMatching(UUID) },
      },
    ]);
  });

  it('the rejection dialog keeps its key across a failed attempt and makes a new one at the next opening (decision 162)', async () => {
    const calls = mockApi(2);
    renderList(CONTRACT_ID);
    const open = async () => {
      fireEvent.click(await screen.findByRole('button', { name: /^Rifiuta il pagamento di 120,00/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Rifiuta il pagamento segnalato' });
      fireEvent.change(within(dialog).getByLabelText('Motivo del rifiuto'), { target: { value: 'Non arrivato' } });
      return dialog;
    };
    const posts = () => calls.filter((c) => c.method === 'POST');
    let dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    await within(dialog).findByText(/Errore/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    await within(dialog).findByText(/Errore/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const keys = posts().map((c) => c.body?.idempotencyKey);
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(key).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
