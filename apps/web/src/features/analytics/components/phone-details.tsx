import * as React from 'react';
import { TableCell } from '@/components/ui/table';
import { cn } from '@/lib/utils';

/**
 * On a phone a table keeps its first column (and the per-property one its net); the other
 * figures go under the row's first cell as label–value pairs (hidden from sm up, where they have
 * their own columns). A hidden column is not rendered, so nothing is read twice.
 */
export function PhoneDetails({ items }: { items: [label: string, value: React.ReactNode][] }) {
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs font-normal text-muted-foreground sm:hidden">
      {items.map(([label, value]) => (
        <React.Fragment key={label}>
          <dt>{label}</dt>
          <dd className="text-right tabular-nums text-foreground">{value}</dd>
        </React.Fragment>
      ))}
    </dl>
  );
}

/** A column shown only from sm up (its figure is in the row's PhoneDetails on a phone). */
export const WIDE_ONLY = 'hidden sm:table-cell';

/** A figure's cell in a column shown only from sm up: right-aligned, digits of one width. */
export function WideFigureCell({ children }: { children: React.ReactNode }) {
  return <TableCell className={cn('text-right tabular-nums', WIDE_ONLY)}>{children}</TableCell>;
}
