import { QueryClientProvider, type UseMutationResult } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDeleteBill } from '@/features/bills/api/delete-bill';
import { useProcessBill } from '@/features/bills/api/process-bill';
import { useRecordPayment } from '@/features/contracts/api/contract-payments';
import { useCreateContract } from '@/features/contracts/api/create-contract';
import { useDeleteContract } from '@/features/contracts/api/delete-contract';
import { useUpdateContract } from '@/features/contracts/api/update-contract';
import { useApplyRentUpdate } from '@/features/lease/api/rent-update';
import { useAddManualAdjustment } from '@/features/payments/api/add-manual-adjustment';
import { useConfirmPayable } from '@/features/payments/api/confirm-payable';
import { useSettleContract } from '@/features/payments/api/settle-contract';
import { createQueryClient } from '@/lib/query-client';
import { analyticsYearQueryKey, deadlinesPageQueryKey } from '@/lib/query-keys';

const ANALYTICS = analyticsYearQueryKey(2026, null);
const ANALYTICS_OF_A_PROPERTY = analyticsYearQueryKey(2025, 'p1');
const DEADLINES = deadlinesPageQueryKey({ page: 1 });

/** The server answers every request with `status` (the body does not matter to the caches). */
function serverAnswers(status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(status < 400 ? {} : { error: { code: 'CONFLICT', message: 'No' } }), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

type AnyMutation = () => UseMutationResult<any, any, any, any>;

/** Each mutation that changes the analytics' figures (docs/domain.md §16) or the deadlines (docs/domain.md §15), with valid-looking variables. */
const MUTATIONS: [string, AnyMutation, unknown][] = [
  ['recording a payment', () => useRecordPayment('c1'), { amount: '100,00' }],
  ['confirming a payable', () => useConfirmPayable(), { payableId: 'py1', idempotencyKey: 'k', contractId: 'c1' }],
  ['creating a bill', () => useProcessBill('p1'), { propertyId: 'p1' }],
  ['deleting a bill', () => useDeleteBill('p1'), 'b1'],
  ['a manual adjustment', () => useAddManualAdjustment(), { contractId: 'c1' }],
  ['a settlement (conguaglio)', () => useSettleContract(), { contractId: 'c1', idempotencyKey: 'k' }],
  ['editing a contract', () => useUpdateContract(), { id: 'c1', input: {} }],
  ['creating a contract', () => useCreateContract(), {}],
  ['deleting a contract', () => useDeleteContract(), 'c1'],
  [
    'a rent update',
    () => useApplyRentUpdate('c1'),
    { anniversary: '2026-01-01', change: '1,5', effectiveFrom: '2026-01-01' },
  ],
];

function setUp() {
  const client = createQueryClient();
  for (const key of [ANALYTICS, ANALYTICS_OF_A_PROPERTY, DEADLINES]) client.setQueryData(key, { cached: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, wrapper, invalidated };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the read models other pages compute from many rows (decision 118)', () => {
  it.each(MUTATIONS)('%s marks every cached analytics year and the deadlines stale', async (_name, hook, variables) => {
    serverAnswers(200);
    const { wrapper, invalidated } = setUp();
    const { result } = renderHook(hook, { wrapper });
    expect(invalidated(ANALYTICS)).toBe(false);
    await act(() => result.current.mutateAsync(variables));
    expect(invalidated(ANALYTICS)).toBe(true);
    expect(invalidated(ANALYTICS_OF_A_PROPERTY)).toBe(true);
    expect(invalidated(DEADLINES)).toBe(true);
  });

  it('a refused mutation leaves them as they were', async () => {
    serverAnswers(409);
    const { wrapper, invalidated } = setUp();
    const { result } = renderHook(() => useRecordPayment('c1'), { wrapper });
    await act(() => result.current.mutateAsync({ amount: '100,00' } as never).catch(() => undefined));
    // The hook's state follows the settled mutation on React Query's next notification (a timer).
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(invalidated(ANALYTICS)).toBe(false);
    expect(invalidated(DEADLINES)).toBe(false);
  });
});
