import { LoaderCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** The submit button of the account forms: disabled with a spinner and its busy label while sending. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  ...props
}: { busy: boolean; busyLabel: string; children: ReactNode } & Omit<ComponentProps<typeof Button>, 'type'>) {
  return (
    <Button type="submit" disabled={busy} {...props}>
      {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </Button>
  );
}
