import { LogOut } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { MenuButton, type MenuPending } from './menu-button';
import { type NavItem, settingsNavItem } from './nav-items';

export type MobileMenuProps = {
  areaSwitch: NavItem | null;
  onLogout: () => void;
  /** Read as this renders first: pressed, it opens at once; focused, its trigger takes the focus. */
  pending: RefObject<MenuPending>;
};

/** The mobile header's 'Menu': the other area, Settings and Logout. Loaded after the page (decision 143). */
export default function MobileMenu({ areaSwitch, onLogout, pending }: MobileMenuProps) {
  const SettingsIcon = settingsNavItem.icon;
  const trigger = useRef<HTMLButtonElement>(null);
  const [initial] = useState(() => ({ ...pending.current }));
  useEffect(() => {
    if (initial.focused) trigger.current?.focus();
  }, [initial]);
  return (
    // Non-modal: the rest of the page is not aria-hidden while the menu is open.
    <DropdownMenu modal={false} defaultOpen={initial.open}>
      <DropdownMenuTrigger asChild>
        <MenuButton ref={trigger} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        {areaSwitch && (
          <DropdownMenuItem asChild>
            <Link to={areaSwitch.url}>
              <areaSwitch.icon aria-hidden="true" />
              {areaSwitch.title}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to={settingsNavItem.url}>
            <SettingsIcon aria-hidden="true" />
            {settingsNavItem.title}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
