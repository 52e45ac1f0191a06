import { type ComponentType, type RefObject, useRef, useState } from 'react';
import { Link } from 'react-router';

import { Separator } from '@/components/ui/separator';
import { cn } from '@/lib/utils';
import { BRAND_NAME, BrandMark } from './brand-mark';
import { MenuButton, type MenuPending } from './menu-button';
import type { MobileMenuProps } from './mobile-menu';
import { getRoleHomeUrl, type NavItem, type UserRole } from './nav-items';

// The menu's code (a dropdown: positioning, focus, dismissal) is asked for when the button is
// first touched, pressed or focused, not with the page (decision 143).
const loadMobileMenu = () => import('./mobile-menu').then((module) => module.default);

/**
 * The 'Menu' button before the menu's code is in: the first touch, press or focus asks for it
 * (`onWant`); a press is remembered and the menu opens with it; a focus is handed on to the real
 * trigger.
 */
function MenuPlaceholder({ pending, onWant }: { pending: RefObject<MenuPending>; onWant: () => void }) {
  return (
    <MenuButton
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerDown={onWant}
      onClick={() => {
        pending.current.open = true;
        onWant();
      }}
      onFocus={() => {
        pending.current.focused = true;
        onWant();
      }}
      onBlur={() => {
        pending.current.focused = false;
      }}
    />
  );
}

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
  const pending = useRef<MenuPending>({ open: false, focused: false });
  const [MobileMenu, setMobileMenu] = useState<ComponentType<MobileMenuProps> | null>(null);
  const asked = useRef(false);
  const askForMenu = () => {
    if (asked.current) return;
    asked.current = true;
    loadMobileMenu().then(
      (menu) => setMobileMenu(() => menu),
      () => {
        // Not loaded (offline): the next touch asks again.
        asked.current = false;
      },
    );
  };
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
      {/* Swapped once, when the code is in: the menu opens if the button was pressed meanwhile. */}
      {MobileMenu ? (
        <MobileMenu areaSwitch={areaSwitch} onLogout={onLogout} pending={pending} />
      ) : (
        <MenuPlaceholder pending={pending} onWant={askForMenu} />
      )}
    </header>
  );
}
