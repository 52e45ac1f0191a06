import { TableIcon } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

export type DataTable = { columns: string[]; rows: { key: string; cells: React.ReactNode[] }[] };

/**
 * A chart with its data as a table (issue 24): the drawing is an image named by its title for
 * screen readers, and 'Mostra tabella' shows the same figures as a table, for anyone.
 */
export function ChartCard({
  title,
  description,
  table,
  children,
  footer,
}: {
  title: string;
  description?: string;
  table: DataTable;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  const [showTable, setShowTable] = React.useState(false);
  const tableId = React.useId();
  const titleId = React.useId();
  return (
    <Card className="min-w-0 gap-4">
      <CardHeader className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle id={titleId} asChild>
            <h2>{title}</h2>
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((v) => !v)}
        >
          <TableIcon aria-hidden="true" />
          {showTable ? 'Nascondi tabella' : 'Mostra tabella'}
        </Button>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        <div role="img" aria-labelledby={titleId}>
          {children}
        </div>
        <div id={tableId} hidden={!showTable} className="min-w-0">
          {showTable && (
            <Table aria-labelledby={titleId}>
              <TableHeader>
                <TableRow>
                  {table.columns.map((c, i) => (
                    <TableHead key={c} className={i > 0 ? 'text-right' : undefined}>
                      {c}
                    </TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {table.rows.map((r) => (
                  <TableRow key={r.key}>
                    {r.cells.map((cell, i) => (
                      <TableCell
                        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                        key={i}
                        className={i > 0 ? 'text-right tabular-nums' : undefined}
                      >
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </div>
        {footer}
      </CardContent>
    </Card>
  );
}
