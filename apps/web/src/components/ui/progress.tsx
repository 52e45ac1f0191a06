import type * as React from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';

import { cn } from '@/lib/utils';

/** A progressbar needs an accessible name: pass `aria-label` or `aria-labelledby`. */
type ProgressLabelProps =
  | { 'aria-label': string; 'aria-labelledby'?: string }
  | { 'aria-label'?: string; 'aria-labelledby': string };

export type ProgressProps = Omit<
  React.ComponentProps<typeof ProgressPrimitive.Root>,
  'aria-label' | 'aria-labelledby'
> &
  ProgressLabelProps & {
    /** Extra classes for the filled part. */
    indicatorClassName?: string;
  };

export function Progress({ className, indicatorClassName, value, max = 100, ...props }: ProgressProps) {
  // Radix logs an error for values outside 0..max: clamp (NaN becomes 0).
  const clamped = value == null ? value : Math.min(max, Math.max(0, value || 0));
  const percent = clamped == null || max <= 0 ? 0 : (clamped / max) * 100;
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={clamped}
      max={max}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/15', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn('h-full w-full flex-1 bg-primary transition-transform', indicatorClassName)}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
