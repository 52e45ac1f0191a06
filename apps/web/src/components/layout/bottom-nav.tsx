import { Link, useLocation } from 'react-router';

import { cn } from '@/lib/utils';
import { getNavItems, isNavItemActive, type UserRole } from './nav-items';

export type BottomNavProps = {
  role: UserRole;
  className?: string;
};

/** Height of the bar without the safe-area inset; content needs at least this bottom padding. */
export const BOTTOM_NAV_HEIGHT = '4rem';

/** Fixed bottom tab bar below md with the role's sections. */
export function BottomNav({ role, className }: BottomNavProps) {
  const { pathname } = useLocation();
  const items = getNavItems(role);

  return (
    <nav
      aria-label="Navigazione principale"
      data-slot="bottom-nav"
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] md:hidden',
        className,
      )}
    >
      <ul className="mx-auto flex h-16 max-w-lg items-stretch">
        {items.map((item) => {
          const isActive = isNavItemActive(pathname, item.url);
          return (
            <li key={item.url} className="flex min-w-0 flex-1">
              <Link
                to={item.url}
                aria-current={isActive ? 'page' : undefined}
                data-active={isActive}
                className="group flex min-w-0 flex-1 flex-col items-center justify-center gap-1 px-1 text-xs font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-inset focus-visible:ring-ring/50 data-[active=true]:font-semibold data-[active=true]:text-primary"
              >
                <span className="flex h-7 w-12 items-center justify-center rounded-full transition-colors group-data-[active=true]:bg-accent">
                  <item.icon className="size-5" aria-hidden="true" />
                </span>
                <span className="max-w-full truncate">{item.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
