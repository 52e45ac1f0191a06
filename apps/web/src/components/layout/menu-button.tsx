import { Menu } from 'lucide-react';
import type * as React from 'react';

import { Button } from '@/components/ui/button';

/** What was done to the placeholder button before the menu's code came in. */
export type MenuPending = { open: boolean; focused: boolean };

/** The mobile header's 'Menu' button: the menu's trigger, and its placeholder until the menu's code is in. */
export function MenuButton(props: React.ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" aria-label="Menu" className="-mr-2 shrink-0" {...props}>
      <Menu aria-hidden="true" />
    </Button>
  );
}
