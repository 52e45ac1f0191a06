import { SlidersHorizontalIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

/**
 * 'Rettifica crediti/costi': the manual adjustment dialog's trigger, and the same button
 * (disabled) while the dialog's code is on its way (decision 156).
 */
export function AdjustmentButton(props: ComponentProps<typeof Button>) {
  return (
    <Button type="button" variant="outline" className="w-full sm:w-fit" {...props}>
      <SlidersHorizontalIcon aria-hidden="true" />
      Rettifica crediti/costi
    </Button>
  );
}
