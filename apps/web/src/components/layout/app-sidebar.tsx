import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';

import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarSeparator,
  useSidebar,
} from '@/components/ui/sidebar';
import { BRAND_NAME, BrandMark } from './brand-mark';
import {
  getNavItems,
  getRoleHomeUrl,
  isNavItemActive,
  type NavItem,
  settingsNavItem,
  type UserRole,
} from './nav-items';

export type AppSidebarProps = {
  role: UserRole;
  areaSwitch?: NavItem | null;
  onLogout: () => void;
};

/** Desktop sidebar (a sheet on mobile): brand, the role's sections, Settings and Logout. */
export function AppSidebar({ role, onLogout, areaSwitch = null }: AppSidebarProps) {
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const items = getNavItems(role);
  const closeMobile = () => {
    if (isMobile) setOpenMobile(false);
  };
  const SettingsIcon = settingsNavItem.icon;

  return (
    <Sidebar collapsible="icon">
      <nav aria-label="Menu laterale" className="flex h-full min-h-0 flex-col">
        <SidebarHeader>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton size="lg" asChild tooltip={BRAND_NAME}>
                <Link to={getRoleHomeUrl(role)} onClick={closeMobile}>
                  <BrandMark />
                  <span className="truncate text-base font-semibold">{BRAND_NAME}</span>
                </Link>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarHeader>
        <SidebarContent>
          <SidebarGroup>
            <SidebarGroupLabel>Navigazione</SidebarGroupLabel>
            <SidebarGroupContent>
              <SidebarMenu>
                {items.map((item) => (
                  <SidebarMenuItem key={item.url}>
                    <SidebarMenuButton asChild isActive={isNavItemActive(pathname, item.url)} tooltip={item.title}>
                      <Link to={item.url} onClick={closeMobile}>
                        <item.icon aria-hidden="true" />
                        <span>{item.title}</span>
                      </Link>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                ))}
              </SidebarMenu>
            </SidebarGroupContent>
          </SidebarGroup>
        </SidebarContent>
        <SidebarSeparator />
        <SidebarFooter>
          <SidebarMenu>
            {areaSwitch && (
              <SidebarMenuItem>
                <SidebarMenuButton asChild tooltip={areaSwitch.title}>
                  <Link to={areaSwitch.url} onClick={closeMobile}>
                    <areaSwitch.icon aria-hidden="true" />
                    <span>{areaSwitch.title}</span>
                  </Link>
                </SidebarMenuButton>
              </SidebarMenuItem>
            )}
            <SidebarMenuItem>
              <SidebarMenuButton
                asChild
                isActive={isNavItemActive(pathname, settingsNavItem.url)}
                tooltip={settingsNavItem.title}
              >
                <Link to={settingsNavItem.url} onClick={closeMobile}>
                  <SettingsIcon aria-hidden="true" />
                  <span>{settingsNavItem.title}</span>
                </Link>
              </SidebarMenuButton>
            </SidebarMenuItem>
            <SidebarMenuItem>
              <SidebarMenuButton
                type="button"
                tooltip="Logout"
                onClick={() => {
                  closeMobile();
                  onLogout();
                }}
              >
                <LogOut aria-hidden="true" />
                <span>Logout</span>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarFooter>
      </nav>
    </Sidebar>
  );
}
