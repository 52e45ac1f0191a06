import type * as React from 'react';

import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { cn } from '@/lib/utils';

export type PageHeaderProps = Omit<React.ComponentProps<'header'>, 'title'> & {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Buttons on the right (e.g. 'Nuovo contratto'). */
  actions?: React.ReactNode;
  /** Show the sidebar toggle left of the title from md up (needs a SidebarProvider). */
  showSidebarTrigger?: boolean;
};

/** Page-title bar: [sidebar toggle] | h1 title (+ description) … actions. */
export function PageHeader({
  title,
  description,
  actions,
  showSidebarTrigger = true,
  className,
  ...props
}: PageHeaderProps) {
  return (
    <header
      data-slot="page-header"
      className={cn('flex min-h-14 items-center gap-3 border-b bg-background px-4 py-2 md:px-6', className)}
      {...props}
    >
      {showSidebarTrigger && (
        <>
          <SidebarTrigger className="-ml-1 hidden md:inline-flex" />
          <Separator orientation="vertical" className="hidden md:block data-[orientation=vertical]:h-5" />
        </>
      )}
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-lg font-semibold leading-tight">{title}</h1>
        {description != null && <p className="truncate text-sm text-muted-foreground">{description}</p>}
      </div>
      {actions != null && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </header>
  );
}
