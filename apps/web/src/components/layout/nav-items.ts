import { paths } from '@casaconti/core/paths';
import {
  ArrowLeftRight,
  BarChart3,
  Building2,
  CalendarClock,
  FileText,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  Wallet,
} from 'lucide-react';

export type UserRole = 'landlord' | 'tenant';

export type NavItem = {
  /** Label shown in the sidebar and the bottom bar. */
  title: string;
  url: string;
  icon: LucideIcon;
};

export const landlordNavItems: readonly NavItem[] = [
  { title: 'Proprietà', url: paths.landlord.properties(), icon: Building2 },
  { title: 'Contratti', url: paths.landlord.contracts(), icon: FileText },
  { title: 'Pagamenti', url: paths.landlord.payables(), icon: Wallet },
  { title: 'Scadenze', url: paths.landlord.deadlines(), icon: CalendarClock },
  { title: 'Analytics', url: paths.landlord.analytics(), icon: BarChart3 },
];

export const tenantNavItems: readonly NavItem[] = [
  { title: 'Overview', url: paths.tenant.overview(), icon: LayoutDashboard },
  { title: 'My Contracts', url: paths.tenant.contracts(), icon: FileText },
  { title: 'Payables', url: paths.tenant.payables(), icon: Wallet },
];

export const settingsNavItem: NavItem = {
  title: 'Settings',
  url: paths.settings.home(),
  icon: Settings,
};

export function getNavItems(role: UserRole): readonly NavItem[] {
  return role === 'landlord' ? landlordNavItems : tenantNavItems;
}

/**
 * For someone who is a landlord and also someone's tenant (docs/domain.md §8): the link to the other
 * area, shown beside Settings; null for everyone else.
 */
export function getAreaSwitch(area: UserRole, hasBothRoles: boolean): NavItem | null {
  if (!hasBothRoles) return null;
  return area === 'landlord'
    ? { title: 'Area inquilino', url: paths.tenant.overview(), icon: ArrowLeftRight }
    : { title: 'Area proprietario', url: paths.landlord.properties(), icon: ArrowLeftRight };
}

/** Where the brand link leads: the role's first section. */
export function getRoleHomeUrl(role: UserRole): string {
  return role === 'landlord' ? paths.landlord.properties() : paths.tenant.overview();
}

/** A nav item is active on its own url and on any path below it (never on a mere prefix). */
export function isNavItemActive(pathname: string, url: string): boolean {
  return pathname === url || pathname.startsWith(`${url}/`);
}
