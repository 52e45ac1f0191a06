import { paths, ROUTES } from '@casaconti/core/paths';
import { Navigate, type RouteObject } from 'react-router';
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
 * Paths come from core's ROUTES, as do the page table's (pages.ts).
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Lazy routes: index.html's splash stays until the first one loads (and no router warning).
    HydrateFallback: Splash,
    children: [
      { path: ROUTES.home, lazy: lazy(() => import('./routes/home')) },
      { path: ROUTES.login, lazy: lazy(() => import('./routes/login')) },
      { path: ROUTES.register, lazy: lazy(() => import('./routes/register-landlord')) },
      { path: ROUTES.registerLandlord, lazy: lazy(() => import('./routes/register-landlord')) },
      { path: ROUTES.forgotPassword, lazy: lazy(() => import('./routes/forgot-password')) },
      { path: ROUTES.resetPassword, lazy: lazy(() => import('./routes/reset-password')) },
      { path: ROUTES.completeAccount, lazy: lazy(() => import('./routes/complete-account')) },
      { path: ROUTES.acceptContract, lazy: lazy(() => import('./routes/accept-contract')) },
      { path: ROUTES.confirmLandlord, lazy: lazy(() => import('./routes/confirm-landlord')) },
      { path: ROUTES.testCatcher, lazy: lazy(() => import('./routes/test-catcher')) },
      { path: ROUTES.statement, lazy: lazy(() => import('./routes/statement')) },
      { path: ROUTES.dashboard, lazy: lazy(() => import('./routes/dashboard-redirect')) },
      {
        path: ROUTES.dashboard,
        lazy: lazy(() => import('./routes/dashboard-layout')),
        children: [
          { path: ROUTES.landlord, element: <Navigate to={paths.landlord.properties()} replace /> },
          page(ROUTES.landlordProperties, 'Proprietà', () => import('./routes/landlord/properties')),
          page(ROUTES.landlordNewProperty, 'Nuova Proprietà', () => import('./routes/landlord/property-new')),
          page(ROUTES.landlordProperty, 'Dettaglio proprietà', () => import('./routes/landlord/property-detail')),
          page(ROUTES.landlordEditProperty, 'Modifica Proprietà', () => import('./routes/landlord/property-edit')),
          page(ROUTES.landlordBill, 'Dettaglio spesa', () => import('./routes/landlord/bill-detail')),
          page(ROUTES.landlordContracts, 'Contratti', () => import('./routes/landlord/contracts')),
          page(
            ROUTES.landlordSelectProperty,
            'Seleziona immobile',
            () => import('./routes/landlord/contract-select-property'),
          ),
          page(ROUTES.landlordNewContract, 'Nuovo contratto', () => import('./routes/landlord/contract-new')),
          page(ROUTES.landlordContract, 'Dettaglio contratto', () => import('./routes/landlord/contract-detail')),
          page(ROUTES.landlordEditContract, 'Modifica contratto', () => import('./routes/landlord/contract-edit')),
          page(ROUTES.landlordPayables, 'Pagamenti', () => import('./routes/landlord/payables')),
          page(ROUTES.landlordDeadlines, 'Scadenze', () => import('./routes/landlord/deadlines')),
          page(ROUTES.landlordAnalytics, 'Analytics', () => import('./routes/landlord/analytics')),
          page(ROUTES.landlordImport, 'Importa il portafoglio', () => import('./routes/landlord/portfolio-import')),
          { path: ROUTES.tenant, element: <Navigate to={paths.tenant.overview()} replace /> },
          page(ROUTES.tenantOverview, 'Overview', () => import('./routes/tenant/overview')),
          page(ROUTES.tenantContracts, 'My Contracts', () => import('./routes/tenant/contracts')),
          page(ROUTES.tenantContract, 'My Contracts', () => import('./routes/tenant/contract-detail')),
          page(ROUTES.tenantPayables, 'Payables', () => import('./routes/tenant/payables')),
          page(ROUTES.settings, 'Settings', () => import('./routes/settings')),
          page(ROUTES.settingsProfile, 'Edit Profile', () => import('./routes/settings-profile')),
          { path: '*', lazy: lazy(() => import('./routes/not-found')) },
        ],
      },
      { path: '*', lazy: lazy(() => import('./routes/not-found')) },
    ],
  },
];
