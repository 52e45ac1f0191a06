import type * as React from 'react';

import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

/**
 * A collapsed sidebar's label for an icon button. Loaded once the sidebar is collapsed (decision
 * 143): the tooltip's positioning code stays out of every dashboard page's first load.
 */
export default function SidebarTooltip({
  content,
  children,
}: {
  content: React.ComponentProps<typeof TooltipContent>;
  children: React.ReactElement;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right" align="center" {...content} />
    </Tooltip>
  );
}
