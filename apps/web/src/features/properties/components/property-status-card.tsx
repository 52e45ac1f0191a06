import { paths } from '@casaconti/core/paths';
import { ArrowLeftIcon, CircleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Error card of the property pages, with a way back to the list. */
export function PropertyErrorCard({ title, message }: { title: string; message?: string }) {
  return (
    <Card role="alert" className="mx-auto w-full max-w-xl">
      <CardHeader>
        <div className="flex items-start gap-3">
          <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <div className="grid grid-cols-1 gap-1.5">
            <CardTitle asChild className="text-base">
              <h2>{title}</h2>
            </CardTitle>
            {message && <CardDescription>{message}</CardDescription>}
          </div>
        </div>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to={paths.landlord.properties()}>
            <ArrowLeftIcon aria-hidden="true" />
            Torna alle proprietà
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** Loading placeholder of the property pages. */
export function PropertyPageSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-6" aria-busy="true">
      <span role="status" className="sr-only">
        Caricamento…
      </span>
      <Card className="gap-3 px-6" aria-hidden="true">
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-4 w-1/2" />
      </Card>
      <Card className="gap-3 px-6" aria-hidden="true">
        <Skeleton className="h-9 w-56" />
        <Skeleton className="h-24 w-full" />
      </Card>
    </div>
  );
}
