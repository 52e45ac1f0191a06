import type * as React from 'react';

import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';

export type SidebarSheetProps = React.ComponentProps<typeof SheetContent> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
};

/**
 * The sidebar below md: a left sheet. Loaded the first time it opens (decision 143): the
 * dialog's code (focus trap, scroll lock) stays out of every dashboard page's first load.
 */
export default function SidebarSheet({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
  ...props
}: SidebarSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        data-slot="sidebar"
        data-sidebar="sidebar"
        data-mobile="true"
        data-state={open ? 'expanded' : 'collapsed'}
        className={cn(
          'w-(--sidebar-width-mobile) max-w-[85vw] gap-0 bg-sidebar p-0 text-sidebar-foreground sm:max-w-(--sidebar-width-mobile)',
          className,
        )}
        // Focus the panel itself rather than its first button (which would be Logout).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
        }}
        {...props}
      >
        <SheetHeader className="sr-only">
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>
        <div className="flex h-full w-full flex-col">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
