import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * A section of the profile page whose form needs data first ('Personal Details', 'Dati per le
 * ricevute'): its heading, two placeholders while the data loads, the form once it is there,
 * else the load failure.
 */
export function AccountSectionCard({
  titleId,
  title,
  description,
  isPending,
  loadFailed,
  children,
}: {
  titleId: string;
  title: string;
  description: string;
  isPending: boolean;
  loadFailed: string;
  /** The form, or null when the data could not be loaded. */
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={titleId} className="text-lg">
            {title}
          </h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {isPending ? (
        <CardContent className="grid gap-4 sm:grid-cols-2" aria-busy="true">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </CardContent>
      ) : (
        (children ?? (
          <CardContent>
            <Alert variant="error">{loadFailed}</Alert>
          </CardContent>
        ))
      )}
    </Card>
  );
}
