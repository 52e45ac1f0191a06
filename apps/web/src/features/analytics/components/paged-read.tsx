import { DEFAULT_PAGE_SIZE } from '@casaconti/core/schemas/list';
import type * as React from 'react';
import { ListPagination } from '@/components/list/list-controls';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-message';
import type { Paging } from '../lib/analytics-params';

/** What PagedRead reads of a paged read's useQuery result. */
type PageQuery<D> = {
  data: D | undefined;
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
};

type PagedReadProps<D extends { total: number; page: number; pageSize: number }> = {
  query: PageQuery<D>;
  /** The message of a failed read (the server's own, when it sent one). */
  loadError: string;
  /** The placeholder's height until the first page is in (a Tailwind class). */
  placeholderClassName: string;
  /** Said when nothing matches; absent: the (empty) rows are shown as they are. */
  empty?: string;
  noun: { one: string; many: string };
  paging: Paging;
  /** The pager only when the rows are more than a default page (a short list under a chart). */
  pagerOnlyOverAPage?: boolean;
  /** The page's rows. */
  children: (data: D) => React.ReactNode;
};

/**
 * An analytics list read a page at a time (decision 119), the page in the address (decision 126):
 * its failure with 'Riprova', a placeholder until the first page is in, `empty` when nothing
 * matches, else the page's rows and the pager under them. The caller's wrapper says aria-busy.
 */
export function PagedRead<D extends { total: number; page: number; pageSize: number }>({
  query,
  loadError,
  placeholderClassName,
  empty,
  noun,
  paging,
  pagerOnlyOverAPage = false,
  children,
}: PagedReadProps<D>) {
  const data = query.data;
  if (query.isError) {
    return <LoadError title={errorMessage(query.error, loadError)} onRetry={() => query.refetch()} />;
  }
  if (!data) return <Skeleton className={placeholderClassName} />;
  if (empty !== undefined && data.total === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <>
      {children(data)}
      {(!pagerOnlyOverAPage || data.total > DEFAULT_PAGE_SIZE) && (
        <ListPagination
          total={data.total}
          page={data.page}
          pageSize={data.pageSize}
          noun={noun}
          onPage={paging.onPage}
          onPageSize={paging.onPageSize}
        />
      )}
    </>
  );
}

/** An analytics table in its card: the title (a heading), what it holds, and its PagedRead. */
export function PagedTableCard<D extends { total: number; page: number; pageSize: number }>({
  title,
  description,
  ...read
}: { title: string; description: string } & PagedReadProps<D>) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4" aria-busy={read.query.isFetching}>
        <PagedRead {...read} />
      </CardContent>
    </Card>
  );
}
