import { Navigate, type RouteObject } from 'react-router';
import { pages } from './pages';
import { RouteError } from './routes/route-error';
import { Splash } from './splash';

const lazy = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** A dashboard page: its path, its title (route handle: header and document title) and its code. */
const page = (path: string, title: string, load: () => Promise<{ default: React.ComponentType }>) => ({
  path,
  handle: { title },
  lazy: lazy(load),
});

/**
 * The app's routes: the browser's router (router.tsx) and the server bundle (src/prerender.tsx).
 * The landing pages take their paths from the page table (pages.ts).
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Lazy routes: index.html's splash stays until the first one loads (and no router warning).
    HydrateFallback: Splash,
    children: [
      { path: pages.home.path, lazy: lazy(() => import('./routes/home')) },
      { path: pages.login.path, lazy: lazy(() => import('./routes/login')) },
      { path: '/register', lazy: lazy(() => import('./routes/register-landlord')) },
      { path: '/register/landlord', lazy: lazy(() => import('./routes/register-landlord')) },
      { path: '/forgot-password', lazy: lazy(() => import('./routes/forgot-password')) },
      { path: '/reset-password', lazy: lazy(() => import('./routes/reset-password')) },
      { path: '/complete-account', lazy: lazy(() => import('./routes/complete-account')) },
      { path: '/accept-contract', lazy: lazy(() => import('./routes/accept-contract')) },
      { path: '/confirm-landlord', lazy: lazy(() => import('./routes/confirm-landlord')) },
      { path: '/auth/test-catcher', lazy: lazy(() => import('./routes/test-catcher')) },
      { path: pages.statement.path, lazy: lazy(() => import('./routes/statement')) },
      { path: '/dashboard', lazy: lazy(() => import('./routes/dashboard-redirect')) },
      {
        path: '/dashboard',
        lazy: lazy(() => import('./routes/dashboard-layout')),
        children: [
          { path: 'landlord', element: <Navigate to="/dashboard/landlord/properties" replace /> },
          page(
            pages.properties.path.slice('/dashboard/'.length),
            'Proprietà',
            () => import('./routes/landlord/properties'),
          ),
          page('landlord/properties/new', 'Nuova Proprietà', () => import('./routes/landlord/property-new')),
          page('landlord/properties/:id', 'Dettaglio proprietà', () => import('./routes/landlord/property-detail')),
          page('landlord/properties/:id/edit', 'Modifica Proprietà', () => import('./routes/landlord/property-edit')),
          page(
            'landlord/properties/:propertyId/bills/:billId',
            'Dettaglio spesa',
            () => import('./routes/landlord/bill-detail'),
          ),
          page('landlord/contracts', 'Contratti', () => import('./routes/landlord/contracts')),
          page(
            'landlord/contracts/select-property',
            'Seleziona immobile',
            () => import('./routes/landlord/contract-select-property'),
          ),
          page('landlord/contracts/new', 'Nuovo contratto', () => import('./routes/landlord/contract-new')),
          page('landlord/contracts/:id', 'Dettaglio contratto', () => import('./routes/landlord/contract-detail')),
          page('landlord/contracts/:id/edit', 'Modifica contratto', () => import('./routes/landlord/contract-edit')),
          page('landlord/payables', 'Pagamenti', () => import('./routes/landlord/payables')),
          page('landlord/analytics', 'Analytics', () => import('./routes/landlord/analytics')),
          { path: 'tenant', element: <Navigate to="/dashboard/tenant/overview" replace /> },
          page('tenant/overview', 'Overview', () => import('./routes/tenant/overview')),
          page('tenant/contracts', 'My Contracts', () => import('./routes/tenant/contracts')),
          page('tenant/contracts/:id', 'My Contracts', () => import('./routes/tenant/contract-detail')),
          page('tenant/payables', 'Payables', () => import('./routes/tenant/payables')),
          page('settings', 'Settings', () => import('./routes/settings')),
          page('settings/profile', 'Edit Profile', () => import('./routes/settings-profile')),
          { path: '*', lazy: lazy(() => import('./routes/not-found')) },
        ],
      },
      { path: '*', lazy: lazy(() => import('./routes/not-found')) },
    ],
  },
];
