import { LogOut, Menu } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Separator } from '@/components/ui/separator';
import { cn } from '@/lib/utils';
import { BRAND_NAME, BrandMark } from './brand-mark';
import { getRoleHomeUrl, type NavItem, settingsNavItem, type UserRole } from './nav-items';

export type MobileHeaderProps = {
  role: UserRole;
  areaSwitch?: NavItem | null;
  /** Page title, rendered as the page's h1 below md. */
  title: string;
  onLogout: () => void;
  className?: string;
};

/** Top bar below md: brand, page title and a 'Menu' with Settings and Logout. */
export function MobileHeader({ role, title, onLogout, areaSwitch = null, className }: MobileHeaderProps) {
  const SettingsIcon = settingsNavItem.icon;
  return (
    <header
      data-slot="mobile-header"
      className={cn(
        'sticky top-0 z-30 flex min-h-14 items-center gap-3 border-b bg-background px-4 pt-[env(safe-area-inset-top)] md:hidden',
        className,
      )}
    >
      <Link
        to={getRoleHomeUrl(role)}
        className="flex shrink-0 items-center gap-2 rounded-md text-sm font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <BrandMark />
        <span className="max-[359px]:sr-only">{BRAND_NAME}</span>
      </Link>
      <Separator orientation="vertical" className="data-[orientation=vertical]:h-5" />
      <h1 className="min-w-0 flex-1 truncate text-base font-semibold">{title}</h1>
      {/* Non-modal: the rest of the page is not aria-hidden while the menu is open. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Menu" className="-mr-2 shrink-0">
            <Menu aria-hidden="true" />
          </Button>
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
    </header>
  );
}
