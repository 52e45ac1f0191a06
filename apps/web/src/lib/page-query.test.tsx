import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { listQueryString, pagedRead } from './page-query';

describe('listQueryString (a paged list’s query as its read sends it, decision 080)', () => {
  it('writes numbers as text and leaves out what is not set, keeping a zero bound', () => {
    expect(
      listQueryString({
        page: 2,
        pageSize: 50,
        q: null,
        overdue: undefined,
        minAmount: 0,
        maxAmount: undefined,
        sort: 'tenant',
      }),
    ).toEqual({ page: '2', pageSize: '50', minAmount: '0', sort: 'tenant' });
  });

  it('keeps a search and a filter that are set, and drops a blank one', () => {
    expect(
      listQueryString({ propertyId: 'p1', page: 1, pageSize: 25, q: 'luce', category: '', sort: 'newest' }),
    ).toEqual({ propertyId: 'p1', page: '1', pageSize: '25', q: 'luce', sort: 'newest' });
  });
});

describe('pagedRead (a paged read’s options and hook)', () => {
  function deferred<T>() {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  }

  it('reads under the key of the same arguments, and keeps the previous page on screen while the next loads', async () => {
    const pages = new Map([1, 2].map((n) => [n, deferred<{ items: string[]; page: number }>()]));
    const read = pagedRead(
      (page: number) => ['things', 'page', page] as const,
      (page: number) => pages.get(page)!.promise,
    );
    expect(read.options(3).queryKey).toEqual(['things', 'page', 3]);

    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(({ page }) => read.usePage(page), { wrapper, initialProps: { page: 1 } });
    pages.get(1)!.resolve({ items: ['a'], page: 1 });
    await waitFor(() => expect(result.current.data?.page).toBe(1));

    rerender({ page: 2 });
    expect(result.current.data?.page).toBe(1);
    expect(result.current.isPlaceholderData).toBe(true);
    pages.get(2)!.resolve({ items: ['b'], page: 2 });
    await waitFor(() => expect(result.current.data?.page).toBe(2));
    expect(client.getQueryData(['things', 'page', 2])).toEqual({ items: ['b'], page: 2 });
  });
});
