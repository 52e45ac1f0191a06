import { CONTRACT_MESSAGES } from '@casaconti/core/messages';
import type * as React from 'react';
import { QueryStates } from '@/components/query-states';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The tenant area's lists (contracts, payables): loading, failure with 'Riprova', no contract yet. */
export function TenantListStates<T>({
  query,
  placeholderClassName,
  failureTitle,
  children,
}: {
  query: React.ComponentProps<typeof QueryStates<T>>['query'];
  /** The loading placeholder's size, e.g. 'h-40'. */
  placeholderClassName: string;
  failureTitle: string;
  children: (items: T[]) => React.ReactNode;
}) {
  return (
    <QueryStates
      query={query}
      pending={<Skeleton className={placeholderClassName} aria-busy="true" />}
      failureTitle={() => failureTitle}
      failureDetail={(error) => error.message}
      empty={
        <Card className="py-10 text-center">
          <CardContent>{CONTRACT_MESSAGES.noActiveContracts}</CardContent>
        </Card>
      }
    >
      {children}
    </QueryStates>
  );
}
