import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { RouteError } from './routes/route-error';
import { Splash } from './splash';

const lazy = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    // Lazy routes: index.html's splash stays until the first one loads (and no router warning).
    HydrateFallback: Splash,
    children: [
      { path: '/', lazy: lazy(() => import('./routes/home')) },
      { path: '/login', lazy: lazy(() => import('./routes/login')) },
      { path: '/register', lazy: lazy(() => import('./routes/register-landlord')) },
      { path: '/register/landlord', lazy: lazy(() => import('./routes/register-landlord')) },
      { path: '/forgot-password', lazy: lazy(() => import('./routes/forgot-password')) },
      { path: '/reset-password', lazy: lazy(() => import('./routes/reset-password')) },
      { path: '/complete-account', lazy: lazy(() => import('./routes/complete-account')) },
      { path: '/accept-contract', lazy: lazy(() => import('./routes/accept-contract')) },
      { path: '/auth/test-catcher', lazy: lazy(() => import('./routes/test-catcher')) },
      { path: '/statement/:token', lazy: lazy(() => import('./routes/statement')) },
      { path: '/dashboard', lazy: lazy(() => import('./routes/dashboard-redirect')) },
      {
        path: '/dashboard',
        lazy: lazy(() => import('./routes/dashboard-layout')),
        children: [
          { path: 'landlord', element: <Navigate to="/dashboard/landlord/properties" replace /> },
          {
            path: 'landlord/properties',
            handle: { title: 'Proprietà' },
            lazy: lazy(() => import('./routes/landlord/properties')),
          },
          {
            path: 'landlord/properties/new',
            handle: { title: 'Nuova Proprietà' },
            lazy: lazy(() => import('./routes/landlord/property-new')),
          },
          {
            path: 'landlord/properties/:id',
            handle: { title: 'Dettaglio proprietà' },
            lazy: lazy(() => import('./routes/landlord/property-detail')),
          },
          {
            path: 'landlord/properties/:id/edit',
            handle: { title: 'Modifica Proprietà' },
            lazy: lazy(() => import('./routes/landlord/property-edit')),
          },
          {
            path: 'landlord/properties/:propertyId/bills/:billId',
            handle: { title: 'Dettaglio spesa' },
            lazy: lazy(() => import('./routes/landlord/bill-detail')),
          },
          {
            path: 'landlord/contracts',
            handle: { title: 'Contratti' },
            lazy: lazy(() => import('./routes/landlord/contracts')),
          },
          {
            path: 'landlord/contracts/select-property',
            handle: { title: 'Seleziona immobile' },
            lazy: lazy(() => import('./routes/landlord/contract-select-property')),
          },
          {
            path: 'landlord/contracts/new',
            handle: { title: 'Nuovo contratto' },
            lazy: lazy(() => import('./routes/landlord/contract-new')),
          },
          {
            path: 'landlord/contracts/:id',
            handle: { title: 'Dettaglio contratto' },
            lazy: lazy(() => import('./routes/landlord/contract-detail')),
          },
          {
            path: 'landlord/contracts/:id/edit',
            handle: { title: 'Modifica contratto' },
            lazy: lazy(() => import('./routes/landlord/contract-edit')),
          },
          {
            path: 'landlord/payables',
            handle: { title: 'Pagamenti' },
            lazy: lazy(() => import('./routes/landlord/payables')),
          },
          {
            path: 'landlord/analytics',
            handle: { title: 'Analytics' },
            lazy: lazy(() => import('./routes/landlord/analytics')),
          },
          { path: 'tenant', element: <Navigate to="/dashboard/tenant/overview" replace /> },
          {
            path: 'tenant/overview',
            handle: { title: 'Overview' },
            lazy: lazy(() => import('./routes/tenant/overview')),
          },
          {
            path: 'tenant/contracts',
            handle: { title: 'My Contracts' },
            lazy: lazy(() => import('./routes/tenant/contracts')),
          },
          {
            path: 'tenant/contracts/:id',
            handle: { title: 'My Contracts' },
            lazy: lazy(() => import('./routes/tenant/contract-detail')),
          },
          {
            path: 'tenant/payables',
            handle: { title: 'Payables' },
            lazy: lazy(() => import('./routes/tenant/payables')),
          },
          {
            path: 'settings',
            handle: { title: 'Settings' },
            lazy: lazy(() => import('./routes/settings')),
          },
          {
            path: 'settings/profile',
            handle: { title: 'Edit Profile' },
            lazy: lazy(() => import('./routes/settings-profile')),
          },
          { path: '*', lazy: lazy(() => import('./routes/not-found')) },
        ],
      },
      { path: '*', lazy: lazy(() => import('./routes/not-found')) },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
