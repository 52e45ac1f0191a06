import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { ShareStatementDialog } from './share-statement-dialog';

const CONTRACT_ID = '00000000-0000-4000-8000-000000000001';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Call = { method: string; path: string; body: { idempotencyKey?: string } | null };

/** The link, and an email answered after a while (so a second click lands meanwhile). */
function mockApi() {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const text = init?.body ? String(init.body) : await request.clone().text();
    const call = { method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null };
    calls.push(call);
    if (call.method === 'GET') return json(200, { link: '/statement/abc' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    return json(200, { email: 'laura@example.com' });
  });
  return calls;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 80)));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("'Condividi estratto conto': 'Invia per email'", () => {
  it('a double click sends one email request with a key; the next sending a new key (decision 162)', async () => {
    const calls = mockApi();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ShareStatementDialog contractId={CONTRACT_ID} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Condividi/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Condividi estratto conto' });
    const send = await within(dialog).findByRole('button', { name: /Invia per email/ });
    await act(async () => {
      fireEvent.click(send);
      fireEvent.click(send);
    });
    await settle();
    const emails = () => calls.filter((c) => c.method === 'POST' && c.path.endsWith('/share-link/email'));
    expect(emails()).toHaveLength(1);
    const first = emails()[0]!.body!.idempotencyKey;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /Invia per email/ }));
    });
    await settle();
    expect(emails()).toHaveLength(2);
    expect(emails()[1]!.body!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(emails()[1]!.body!.idempotencyKey).not.toBe(first);
  });
});
