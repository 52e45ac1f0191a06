import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { AddRoomDialog } from './add-room-dialog';

const PROPERTY_ID = '00000000-0000-4000-8000-000000000001';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Call = { method: string; path: string; body: { idempotencyKey?: string } | null };

/** Adding a room answers after a while (so a second click lands meanwhile); `answers` in turn. */
function mockApi(answers: Response[]) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const text = init?.body ? String(init.body) : await request.clone().text();
    calls.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    return answers.shift() ?? json(201, { id: 'r1', name: 'Studio', description: null, weight: null });
  });
  return calls;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 80)));

function renderDialog(onOpenChange = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AddRoomDialog propertyId={PROPERTY_ID} open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Aggiungi Stanza' });
  fireEvent.change(within(dialog).getByLabelText('Nome Stanza *'), { target: { value: 'Studio' } });
  return { dialog, onOpenChange };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("'Aggiungi Stanza'", () => {
  it("a double click sends one request, carrying the dialog's idempotency key (decision 162)", async () => {
    const calls = mockApi([]);
    const { dialog, onOpenChange } = renderDialog();
    const add = within(dialog).getByRole('button', { name: 'Aggiungi' });
    await act(async () => {
      fireEvent.click(add);
      fireEvent.click(add);
    });
    await settle();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: `/api/properties/${PROPERTY_ID}/rooms`, body: { name: 'Studio' } });
    expect(calls[0]!.body!.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('a retry after a failure carries the same key', async () => {
    const calls = mockApi([json(500, { error: { code: 'INTERNAL', message: 'Errore' } })]);
    const { dialog } = renderDialog();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi' }));
    });
    await settle();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi' }));
    });
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[0]!.body!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]!.body!.idempotencyKey).toBe(calls[0]!.body!.idempotencyKey);
  });
});
