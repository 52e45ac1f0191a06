import { ReceiptTextIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/**
 * Bills of a property. Until bills are recorded this is the empty state; the bills feature
 * replaces it with the add-expense button and the bills table (SPEC §2 Property detail).
 */
export function PropertyBillsTab(_props: { propertyId: string }) {
  return (
    <Card className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 py-6 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
          <ReceiptTextIcon aria-hidden="true" className="size-6" />
        </span>
        <h3 className="font-semibold">Aggiungi la prima spesa</h3>
      </CardContent>
    </Card>
  );
}
