import type * as React from 'react';

import { cn } from '@/lib/utils';

/** A progressbar needs an accessible name: pass `aria-label` or `aria-labelledby`. */
type ProgressLabelProps =
  | { 'aria-label': string; 'aria-labelledby'?: string }
  | { 'aria-label'?: string; 'aria-labelledby': string };

export type ProgressProps = Omit<React.ComponentProps<'div'>, 'aria-label' | 'aria-labelledby' | 'children'> &
  ProgressLabelProps & {
    /** The filled amount, 0..max; null or undefined: indeterminate. */
    value?: number | null;
    max?: number;
    /** Extra classes for the filled part. */
    indicatorClassName?: string;
  };

/**
 * A bar that fills from the left: the WAI-ARIA progressbar (role, value, range, a text such as
 * "40%") written out as Radix's Progress writes it, without its code in the first load of the
 * properties list (decision 143). Values outside 0..max are clamped (NaN is 0).
 */
export function Progress({ className, indicatorClassName, value, max = 100, ...props }: ProgressProps) {
  const clamped = value == null ? null : Math.min(max, Math.max(0, value || 0));
  const percent = clamped == null || max <= 0 ? 0 : (clamped / max) * 100;
  const state = clamped == null ? 'indeterminate' : clamped === max ? 'complete' : 'loading';
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped ?? undefined}
      aria-valuetext={clamped == null ? undefined : `${Math.round(percent)}%`}
      data-slot="progress"
      data-state={state}
      data-value={clamped ?? undefined}
      data-max={max}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/15', className)}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        data-state={state}
        className={cn('h-full w-full flex-1 bg-primary transition-transform', indicatorClassName)}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </div>
  );
}
