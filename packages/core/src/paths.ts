/**
 * Every page address of the web app, in one place: the route table (apps/web route-table.tsx)
 * declares its routes with `ROUTES`, the navigation, links and redirects build addresses with
 * `paths`, and the server builds the links it emails and the pages it renders from the same
 * table. A dynamic part (an id, a token) is always URL-encoded.
 */

/** The public statements' addresses: this prefix and the share token. */
export const STATEMENT_PATH_PREFIX = '/statement/';

/** Route patterns, as React Router matches them (`:name` is a dynamic segment). */
export const ROUTES = {
  home: '/',
  login: '/login',
  register: '/register',
  registerLandlord: '/register/landlord',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  completeAccount: '/complete-account',
  acceptContract: '/accept-contract',
  confirmLandlord: '/confirm-landlord',
  testCatcher: '/auth/test-catcher',
  statement: `${STATEMENT_PATH_PREFIX}:token`,
  dashboard: '/dashboard',
  landlord: '/dashboard/landlord',
  landlordProperties: '/dashboard/landlord/properties',
  landlordNewProperty: '/dashboard/landlord/properties/new',
  landlordProperty: '/dashboard/landlord/properties/:id',
  landlordEditProperty: '/dashboard/landlord/properties/:id/edit',
  landlordBill: '/dashboard/landlord/properties/:propertyId/bills/:billId',
  landlordContracts: '/dashboard/landlord/contracts',
  landlordSelectProperty: '/dashboard/landlord/contracts/select-property',
  landlordNewContract: '/dashboard/landlord/contracts/new',
  landlordContract: '/dashboard/landlord/contracts/:id',
  landlordEditContract: '/dashboard/landlord/contracts/:id/edit',
  landlordPayables: '/dashboard/landlord/payables',
  landlordDeadlines: '/dashboard/landlord/deadlines',
  landlordAnalytics: '/dashboard/landlord/analytics',
  landlordImport: '/dashboard/landlord/import',
  tenant: '/dashboard/tenant',
  tenantOverview: '/dashboard/tenant/overview',
  tenantContracts: '/dashboard/tenant/contracts',
  tenantContract: '/dashboard/tenant/contracts/:id',
  tenantPayables: '/dashboard/tenant/payables',
  settings: '/dashboard/settings',
  settingsProfile: '/dashboard/settings/profile',
} as const;

export type RouteName = keyof typeof ROUTES;

/** The query parameter /login reads for the page to come back to (decision 051). */
export const REDIRECT_PARAM = 'redirectTo';

/** `pattern` with each `:name` replaced by its encoded value. */
export function fillRoute(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter ${name} for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** `path` followed by the query of the defined values (none: no `?`). */
function withQuery(path: string, query: Readonly<Record<string, string | undefined>>): string {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return entries.length === 0 ? path : `${path}?${new URLSearchParams(entries)}`;
}

/** A page reached from an emailed link: `?token=` when given. */
const tokenPage = (route: string) => (token?: string) =>
  token === undefined ? route : `${route}?token=${encodeURIComponent(token)}`;

export const paths = {
  home: () => ROUTES.home,
  /** /login; `redirectTo` is the page to come back to (the caller checks it is one of ours). */
  login: (opts: { redirectTo?: string; reset?: boolean; verified?: boolean } = {}) =>
    withQuery(ROUTES.login, {
      [REDIRECT_PARAM]: opts.redirectTo,
      reset: opts.reset ? '1' : undefined,
      verified: opts.verified ? '1' : undefined,
    }),
  registerLandlord: () => ROUTES.registerLandlord,
  forgotPassword: () => ROUTES.forgotPassword,
  resetPassword: tokenPage(ROUTES.resetPassword),
  completeAccount: tokenPage(ROUTES.completeAccount),
  acceptContract: tokenPage(ROUTES.acceptContract),
  confirmLandlord: tokenPage(ROUTES.confirmLandlord),
  /** The public statement behind a share link. */
  statement: (token: string) => fillRoute(ROUTES.statement, { token }),
  /** Sends each person to their area (docs/product.md §2 Redirect screen). */
  dashboard: () => ROUTES.dashboard,
  landlord: {
    home: () => ROUTES.landlord,
    properties: () => ROUTES.landlordProperties,
    newProperty: () => ROUTES.landlordNewProperty,
    property: (id: string, opts: { tab?: 'bills' } = {}) =>
      withQuery(fillRoute(ROUTES.landlordProperty, { id }), { tab: opts.tab }),
    editProperty: (id: string) => fillRoute(ROUTES.landlordEditProperty, { id }),
    bill: (propertyId: string, billId: string) => fillRoute(ROUTES.landlordBill, { propertyId, billId }),
    contracts: () => ROUTES.landlordContracts,
    selectProperty: () => ROUTES.landlordSelectProperty,
    /** The contract wizard; its query (the property, rooms…) as the caller builds it. */
    newContract: (query: Readonly<Record<string, string>> | URLSearchParams = {}) => {
      const search = new URLSearchParams(query).toString();
      return search ? `${ROUTES.landlordNewContract}?${search}` : ROUTES.landlordNewContract;
    },
    contract: (id: string) => fillRoute(ROUTES.landlordContract, { id }),
    editContract: (id: string) => fillRoute(ROUTES.landlordEditContract, { id }),
    payables: () => ROUTES.landlordPayables,
    /** 'Scadenze' (docs/domain.md §15); `query`: its filters. */
    deadlines: (query: { kind?: string; propertyId?: string } = {}) =>
      withQuery(ROUTES.landlordDeadlines, { kind: query.kind, propertyId: query.propertyId }),
    analytics: () => ROUTES.landlordAnalytics,
    /** 'Importa il portafoglio' (issue 50); `id`: the import under way, kept in the address (a reload finds it). */
    portfolioImport: (id?: string) => withQuery(ROUTES.landlordImport, { id }),
  },
  tenant: {
    home: () => ROUTES.tenant,
    overview: () => ROUTES.tenantOverview,
    contracts: () => ROUTES.tenantContracts,
    contract: (id: string) => fillRoute(ROUTES.tenantContract, { id }),
    payables: () => ROUTES.tenantPayables,
  },
  settings: {
    home: () => ROUTES.settings,
    profile: () => ROUTES.settingsProfile,
  },
} as const;

/** The same address on the site at `appUrl` (the links the server emails). */
export function absoluteUrl(appUrl: string, path: string): string {
  return `${appUrl}${path}`;
}

/**
 * The build writes a page it prerenders (the page table's `render: 'build'`) to
 * dist/prerendered/<file>.html and the server sends that file for the path (decisions 028, 145):
 * a path of plain segments, the home page '/' as 'index'.
 */
export function prerenderedPageFile(path: string): string {
  if (path === ROUTES.home) return 'index';
  const name = path.slice(1);
  if (!/^[a-z-]+$/.test(name) || name === 'index') {
    throw new Error(`cannot prerender ${path} (the home page or one plain segment only)`);
  }
  return name;
}

/** The path a prerendered page's file (its name without .html) is sent for: prerenderedPageFile's inverse. */
export function prerenderedPagePath(file: string): string {
  return file === 'index' ? ROUTES.home : `/${file}`;
}
