import { House } from 'lucide-react';

import { cn } from '@/lib/utils';

export const BRAND_NAME = 'CasaConti';

/** The logo square (decorative: put the name next to it or label the link). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-slot="brand-mark"
      className={cn(
        'flex aspect-square size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground',
        className,
      )}
    >
      <House className="size-4" />
    </span>
  );
}
