import type * as React from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/**
 * A titled card holding a list named by its title (the statement's 'Pagamenti ricevuti', the
 * tenant's 'Pagamenti segnalati'): pass the `<li>` items as children.
 */
export function ListCard({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Card className={cn('gap-3 py-5', className)}>
      <CardHeader className="px-5">
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="px-5">
        <ul className="divide-y" aria-label={title}>
          {children}
        </ul>
      </CardContent>
    </Card>
  );
}
