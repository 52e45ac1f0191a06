import type * as React from 'react';

import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { AppSidebar } from './app-sidebar';
import { BottomNav } from './bottom-nav';
import { MobileHeader } from './mobile-header';
import type { NavItem, UserRole } from './nav-items';
import { PageHeader } from './page-header';

export type AppShellProps = {
  role: UserRole;
  /** Page title: the h1 of the page header (desktop) and of the mobile header. */
  title: string;
  onLogout: () => void;
  /** The link to the other area, for a landlord who is also a tenant. */
  areaSwitch?: NavItem | null;
  children: React.ReactNode;
};

/** Skip link (a button, so the URL stays clean): moves keyboard focus to the page content. */
function focusMain() {
  document.getElementById('main')?.focus();
}

/**
 * Authenticated layout. Desktop (≥ md): collapsible sidebar + page-title header.
 * Mobile: top header with the title and a menu, fixed bottom navigation.
 */
export function AppShell({ role, title, onLogout, areaSwitch = null, children }: AppShellProps) {
  return (
    <SidebarProvider>
      <button
        type="button"
        onClick={focusMain}
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:text-sm focus:font-medium focus:shadow-md focus:ring-[3px] focus:ring-ring/50"
      >
        Vai al contenuto
      </button>
      <AppSidebar role={role} onLogout={onLogout} areaSwitch={areaSwitch} />
      <SidebarInset>
        <MobileHeader role={role} title={title} onLogout={onLogout} areaSwitch={areaSwitch} />
        <PageHeader title={title} className="sticky top-0 z-20 hidden md:flex" />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 pt-5 pb-[calc(5rem+env(safe-area-inset-bottom))] outline-none sm:px-6 md:px-8 md:pt-8 md:pb-12"
        >
          {children}
        </main>
      </SidebarInset>
      <BottomNav role={role} />
    </SidebarProvider>
  );
}
