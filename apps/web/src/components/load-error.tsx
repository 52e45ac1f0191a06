import { RotateCwIcon } from 'lucide-react';
import type * as React from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * A failed load: the docs/product.md §8 title, an optional detail, and 'Riprova' (every list and page that
 * loads data offers it, so an error never leads nowhere).
 */
export function LoadError({
  title,
  children,
  onRetry,
}: {
  title: string;
  children?: React.ReactNode;
  onRetry: () => void;
}) {
  return (
    <Alert variant="error" title={title}>
      <div className="grid gap-3">
        {children != null && <p>{children}</p>}
        <div>
          <Button type="button" size="sm" variant="outline" onClick={onRetry}>
            <RotateCwIcon aria-hidden="true" /> Riprova
          </Button>
        </div>
      </div>
    </Alert>
  );
}
