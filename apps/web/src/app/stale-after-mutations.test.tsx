import { QueryClientProvider, type UseMutationResult, useQueries, useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAcceptContract } from '@/features/account/api/accept-contract';
import { useCompleteAccount } from '@/features/account/api/complete-account';
import { useSignIn } from '@/features/account/api/sign-in';
import { useSignOut } from '@/features/account/api/sign-out';
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
import { useCreateProperty } from '@/features/properties/api/create-property';
import { useDeleteProperty } from '@/features/properties/api/delete-property';
import { useSignalPayment } from '@/features/tenant/api/payment-signals';
import { api, call, forgetHeldAnswers } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import {
  analyticsYearQueryKey,
  contractFinancialsQueryKey,
  contractQueryKey,
  contractsPageQueryKey,
  deadlinesPageQueryKey,
  invitationQueryKey,
  meQueryKey,
  paymentsOverviewQueryKey,
  propertiesPageQueryKey,
  propertyBillsPageQueryKey,
  propertyQueryKey,
  tenantPaymentSignalsQueryKey,
} from '@/lib/query-keys';

/**
 * After any successful mutation every query of the signed-in user is stale, in one place
 * (createQueryClient's MutationCache, decision 181): no mutation lists what to refresh.
 */

/** Queries of every feature: any mutation must leave each of them stale. */
const CACHED = [
  meQueryKey,
  analyticsYearQueryKey(2026, null),
  analyticsYearQueryKey(2025, 'p1'),
  deadlinesPageQueryKey({ page: 1 }),
  contractsPageQueryKey({ page: 1 }),
  contractFinancialsQueryKey('c9'),
  paymentsOverviewQueryKey,
  propertiesPageQueryKey({ page: 1 }),
  propertyQueryKey('p9'),
  propertyBillsPageQueryKey({ propertyId: 'p9' }),
  tenantPaymentSignalsQueryKey,
];

/** The server answers every request with `status` (the body does not matter to the cache). */
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

/** A mutation of each feature, with valid-looking variables. */
const MUTATIONS: [string, AnyMutation, unknown][] = [
  ['recording a payment', () => useRecordPayment('c1'), { amount: '100,00' }],
  ['confirming a payable', () => useConfirmPayable(), { payableId: 'py1', idempotencyKey: 'k' }],
  ['creating a bill', () => useProcessBill(), { propertyId: 'p1' }],
  ['a manual adjustment', () => useAddManualAdjustment(), { contractId: 'c1' }],
  ['a settlement (conguaglio)', () => useSettleContract(), { contractId: 'c1', idempotencyKey: 'k' }],
  ['editing a contract', () => useUpdateContract(), { id: 'c1', input: {} }],
  ['creating a contract', () => useCreateContract(), {}],
  ['creating a property', () => useCreateProperty(), {}],
  [
    'a rent update',
    () => useApplyRentUpdate('c1'),
    { anniversary: '2026-01-01', change: '1,5', effectiveFrom: '2026-01-01' },
  ],
  ["a tenant's 'Ho pagato'", () => useSignalPayment('c1'), { amount: '100,00' }],
  ['signing in', () => useSignIn(), { email: 'a@example.com', password: 'x' }],
];

function setUp() {
  const client = createQueryClient();
  for (const key of CACHED) client.setQueryData(key, { items: [] });
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

describe('every successful mutation marks every query stale, in one place (decision 181)', () => {
  it.each(MUTATIONS)('%s marks every cached query of every feature stale', async (_name, hook, variables) => {
    serverAnswers(200);
    const { wrapper, invalidated } = setUp();
    const { result } = renderHook(hook, { wrapper });
    expect(CACHED.map(invalidated)).toEqual(CACHED.map(() => false));
    await act(() => result.current.mutateAsync(variables));
    expect(CACHED.map(invalidated)).toEqual(CACHED.map(() => true));
  });

  it('a refused mutation leaves them as they were', async () => {
    serverAnswers(409);
    const { wrapper, invalidated } = setUp();
    const { result } = renderHook(() => useRecordPayment('c1'), { wrapper });
    await act(() => result.current.mutateAsync({ amount: '100,00' } as never).catch(() => undefined));
    // The hook's state follows the settled mutation on React Query's next notification (a timer).
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(CACHED.map(invalidated)).toEqual(CACHED.map(() => false));
  });

  it('a query on screen is fetched again and keeps showing its data meanwhile (no loading state)', async () => {
    serverAnswers(200);
    const { wrapper } = setUp();
    let answer = 'before';
    let release: () => void = () => {};
    const queryFn = vi.fn(async () => {
      if (queryFn.mock.calls.length > 1) await new Promise<void>((resolve) => (release = resolve));
      return answer;
    });
    const { result } = renderHook(
      () => ({ shown: useQuery({ queryKey: ['on-screen'], queryFn }), record: useRecordPayment('c1') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.shown.data).toBe('before'));
    answer = 'after';
    let settled = false;
    act(() => {
      void result.current.record.mutateAsync({ amount: '100,00' } as never).then(() => (settled = true));
    });
    await waitFor(() => expect(result.current.shown.isFetching).toBe(true));
    expect(result.current.shown.status).toBe('success');
    expect(result.current.shown.data).toBe('before');
    // The mutation settles (its toast, its dialog closing) once the screen shows the change.
    expect(settled).toBe(false);
    act(() => release());
    await waitFor(() => expect(result.current.shown.data).toBe('after'));
    await waitFor(() => expect(settled).toBe(true));
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it.each([
    [
      'deleting a contract',
      () => useDeleteContract(),
      'c1',
      [contractQueryKey('c1'), contractFinancialsQueryKey('c1')],
    ],
    [
      'deleting a property',
      () => useDeleteProperty(),
      'p1',
      [propertyQueryKey('p1'), propertyBillsPageQueryKey({ propertyId: 'p1' })],
    ],
    ['deleting a bill', () => useDeleteBill(), 'b1', [['bills', 'detail', 'b1']]],
    ['a contract accepted from its single-use link', () => useAcceptContract(), 'tok', [invitationQueryKey('tok')]],
    [
      'an account completed from its single-use link',
      () => useCompleteAccount(),
      { token: 'tok', firstName: 'Tina', lastName: 'Esistente', password: 'x' },
      [invitationQueryKey('tok')],
    ],
  ] as [string, AnyMutation, unknown, readonly unknown[][]][])(
    '%s: its queries on screen are not asked for again (a 404) and leave the cache with the page',
    async (_name, hook, variables, deletedKeys) => {
      serverAnswers(200);
      const { client, wrapper } = setUp();
      const fetched: string[] = [];
      const shown = [...deletedKeys, ['still', 'there']].map((queryKey) => ({
        queryKey,
        queryFn: async () => fetched.push(JSON.stringify(queryKey)),
      }));
      const page = renderHook(() => useQueries({ queries: shown }), { wrapper });
      await waitFor(() => expect(fetched).toHaveLength(deletedKeys.length + 1));
      const { result } = renderHook(hook, { wrapper });
      await act(() => result.current.mutateAsync(variables));
      // Only the other query on screen was fetched again.
      expect(fetched.slice(deletedKeys.length + 1)).toEqual([JSON.stringify(['still', 'there'])]);
      page.unmount();
      for (const key of deletedKeys) expect(client.getQueryState(key)).toBeUndefined();
      expect(client.getQueryState(['still', 'there'])).toBeDefined();
    },
  );
});

describe('signing out', () => {
  it('forgets the answers the fetch client holds: the next read sends no If-None-Match (decision 180)', async () => {
    forgetHeldAnswers();
    const sent: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit = {}) => {
        sent.push(new Headers(init.headers).get('If-None-Match'));
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json', ETag: '"v7"' } });
      }),
    );
    const read = () => call(api.payments.overview.$get());
    await read();
    await read();
    const { wrapper, client } = setUp();
    const { result } = renderHook(() => useSignOut(), { wrapper });
    await act(() => result.current.mutateAsync());
    await read();
    expect(sent).toEqual([null, '"v7"', null, null]);
    // The cache is empty too: nothing of the previous user is asked for again after the sign-out.
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
