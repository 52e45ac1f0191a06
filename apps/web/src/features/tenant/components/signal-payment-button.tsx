import { HandCoinsIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The 'Ho pagato' button of one contract: the dialog's trigger, and the same button (disabled)
 * while the dialog's code is on its way (its form, date picker and upload load after the page).
 */
export function SignalPaymentButton({
  propertyName,
  ...props
}: ComponentProps<typeof Button> & { propertyName: string }) {
  return (
    <Button type="button" className="w-full sm:w-fit" aria-label={`Ho pagato: ${propertyName}`} {...props}>
      <HandCoinsIcon aria-hidden="true" />
      Ho pagato
    </Button>
  );
}
