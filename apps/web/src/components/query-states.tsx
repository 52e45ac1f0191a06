import type * as React from 'react';
import { LoadError } from '@/components/load-error';

type ListQuery<T> = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T[] | undefined;
  refetch: () => unknown;
};

/**
 * The states of a loaded list, in one place: `pending` while it loads, the docs/product.md §8 failure with
 * 'Riprova' (never a dead end), `empty` for no items, else `children(items)`.
 */
export function QueryStates<T>({
  query,
  pending,
  failureTitle,
  failureDetail,
  empty,
  children,
}: {
  query: ListQuery<T>;
  pending: React.ReactNode;
  failureTitle: (error: Error) => string;
  /** A line under the title (e.g. the server's reason). */
  failureDetail?: (error: Error) => React.ReactNode;
  empty: React.ReactNode;
  children: (items: T[]) => React.ReactNode;
}) {
  if (query.isPending) return pending;
  if (query.isError || !query.data) {
    const error = query.error ?? new Error();
    return (
      <LoadError title={failureTitle(error)} onRetry={() => query.refetch()}>
        {failureDetail?.(error)}
      </LoadError>
    );
  }
  if (query.data.length === 0) return empty;
  return children(query.data);
}
