import { LoaderCircleIcon } from 'lucide-react';
import type * as React from 'react';

import { cn } from '@/lib/utils';

const sizes = {
  sm: 'size-4',
  default: 'size-6',
  lg: 'size-10',
} as const;

export type SpinnerProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  size?: keyof typeof sizes;
  /** Text for screen readers (visually hidden). */
  label?: string;
};

/** Loading indicator: role="status" with a visually hidden 'Caricamento…' announcement. */
export function Spinner({ className, size = 'default', label = 'Caricamento…', ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn('inline-flex items-center justify-center text-muted-foreground', className)}
      {...props}
    >
      <LoaderCircleIcon className={cn('animate-spin', sizes[size])} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Centred spinner filling the viewport, for whole-page loading states (session checks…). */
export function FullPageSpinner({ className, label }: { className?: string; label?: string }) {
  return (
    <div
      data-slot="full-page-spinner"
      className={cn('flex min-h-svh w-full items-center justify-center p-6', className)}
    >
      <Spinner size="lg" label={label} />
    </div>
  );
}
