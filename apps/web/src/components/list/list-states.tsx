import { SearchXIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * A paged list while its first page loads: `rows` placeholder rows (`rowClassName`: their
 * height) and `label` announced to screen readers ('Caricamento delle spese…').
 */
export function ListLoading({
  label,
  rows = 3,
  rowClassName = 'h-12',
}: {
  label: string;
  rows?: number;
  rowClassName?: string;
}) {
  return (
    <div className="grid gap-2" aria-busy="true">
      <span role="status" className="sr-only">
        {label}
      </span>
      {Array.from({ length: rows }, (_, i) => i).map((row) => (
        <Skeleton key={row} className={`${rowClassName} w-full`} />
      ))}
    </div>
  );
}

/** A paged list with nothing under its search and filters: the search icon and `message`. */
export function ListNoMatch({ message }: { message: string }) {
  return (
    <Card className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 py-6 text-center">
        <SearchXIcon aria-hidden="true" className="size-6 text-muted-foreground" />
        <p className="text-sm text-muted-foreground">{message}</p>
      </CardContent>
    </Card>
  );
}
