/**
 * Every TanStack Query key of the web app, in one place: a feature that reads or writes another
 * feature's cached data (the server rendering a page into the cache, a mutation merging its
 * answer) uses these keys, never a string written again. No mutation lists what to refresh:
 * every successful one marks all queries stale (lib/query-client.ts, decision 181). Keys are
 * arrays, most general first, so a prefix (`contractQueryKey(id)`) covers everything under it
 * (what a deletion drops).
 */

// Account
export const meQueryKey = ['account', 'me'] as const;
/** The landlord's receipt details (fiscal code, address). */
export const landlordProfileQueryKey = ['account', 'landlord-profile'] as const;
/** The landlord's accounts for receiving rent, with the properties to choose from (decision 202). */
export const bankAccountsQueryKey = ['account', 'bank-accounts'] as const;
export const invitationQueryKey = (token: string) => ['account', 'invitation', token] as const;
export const devStatusQueryKey = ['dev', 'status'] as const;

// Properties
export const propertiesQueryKey = ['properties'] as const;
export const portfolioQueryKey = [...propertiesQueryKey, 'portfolio'] as const;
export const propertyQueryKey = (id: string) => [...propertiesQueryKey, 'detail', id] as const;
/** A property's owners and cadastral data (decisions 210, 211). */
export const propertyTaxDataQueryKey = (id: string) => [...propertyQueryKey(id), 'tax-data'] as const;
/** A property's rows of the tax year (all years: a prefix to invalidate). */
export const propertyTaxYearQueryKey = (id: string, year?: number) =>
  year === undefined
    ? ([...propertyQueryKey(id), 'tax-year'] as const)
    : ([...propertyQueryKey(id), 'tax-year', year] as const);
/** One page of the properties list (decision 080): its parsed query is part of the key. */
export const propertiesPageQueryKey = (query: object) => [...portfolioQueryKey, 'page', query] as const;

// Contracts
export const contractsQueryKey = ['contracts'] as const;
const contractListQueryKey = [...contractsQueryKey, 'list'] as const;
/** One page of the contracts list (decision 080): its parsed query is part of the key. */
export const contractsPageQueryKey = (query: object) => [...contractListQueryKey, 'page', query] as const;
export const contractQueryKey = (id: string) => [...contractsQueryKey, 'detail', id] as const;
/** A contract's deposit and its legal interest (docs/domain.md §14). */
export const contractDepositQueryKey = (id: string) => [...contractQueryKey(id), 'deposit'] as const;
/** The 'tasso di interesse legale' by year with the landlord's overrides (decision 100). */
export const legalRatesQueryKey = ['legal-rates'] as const;
export const contractShareLinkQueryKey = (id: string) => [...contractQueryKey(id), 'share-link'] as const;
export const contractFinancialsQueryKey = (id: string) => [...contractQueryKey(id), 'financials'] as const;
/** The payments received on a contract (docs/domain.md §12). */
export const contractPaymentsQueryKey = (id: string) => [...contractQueryKey(id), 'payments'] as const;
/** The contract's 'Promemoria automatici' switch and 'Promemoria inviati' (docs/domain.md §13). */
export const contractRemindersQueryKey = (id: string) => [...contractQueryKey(id), 'reminders'] as const;
export const roomsAvailabilityQueryKey = [...contractsQueryKey, 'availability'] as const;

// Statement (public page) and the tenant's own area
export const publicStatementQueryKey = (token: string) => ['statement', token] as const;
export const tenantQueryKey = ['tenant'] as const;
export const tenantOverviewQueryKey = [...tenantQueryKey, 'overview'] as const;
export const tenantStatementsQueryKey = [...tenantQueryKey, 'statements'] as const;
export const tenantContractsQueryKey = [...tenantQueryKey, 'contracts'] as const;
/** One page of the tenant's payables (decision 121). */
export const tenantPayablesPageQueryKey = (query: object) => [...tenantQueryKey, 'payables-page', query] as const;
export const tenantContractQueryKey = (id: string) => [...tenantContractsQueryKey, id] as const;
/** The tenant's own 'Ho pagato' signals with their status (decision 085). */
export const tenantPaymentSignalsQueryKey = [...tenantQueryKey, 'payment-signals'] as const;

// Bills
export const billsQueryKey = ['bills'] as const;
export const propertyBillsQueryKey = (propertyId: string) => [...billsQueryKey, 'property', propertyId] as const;
/** One page of a property's bills tab (decision 098): under the property's bills, dropped with a deleted property. */
export const propertyBillsPageQueryKey = (query: { propertyId: string }) =>
  [...propertyBillsQueryKey(query.propertyId), 'page', query] as const;
export const billQueryKey = (id: string) => [...billsQueryKey, 'detail', id] as const;

// Payments (landlord payments page): the metrics, both tabs, a settlement's detail, the signals.
export const paymentsQueryKey = ['payments'] as const;
export const paymentsOverviewQueryKey = [...paymentsQueryKey, 'overview'] as const;
export const settlementPreviewsQueryKey = [...paymentsQueryKey, 'settlement-previews'] as const;
/** One page of the 'Conguagli' tab (decision 114): its parsed query is part of the key. */
export const settlementPreviewsPageQueryKey = (query: object) =>
  [...settlementPreviewsQueryKey, 'page', query] as const;
export const netBalancesQueryKey = [...paymentsQueryKey, 'net-balances'] as const;
/** One page of the 'Pagamenti' tab (decision 113): its parsed query is part of the key. */
export const netBalancesPageQueryKey = (query: object) => [...netBalancesQueryKey, 'page', query] as const;
export const settlementQueryKey = (id: string) => [...paymentsQueryKey, 'settlement', id] as const;
/** The tenants' pending 'Ho pagato' signals: all of them (payments page) or one contract's (contract page). */
export const paymentSignalsQueryKey = (contractId?: string) =>
  [...paymentsQueryKey, 'signals', contractId ?? 'all'] as const;

// Analytics (docs/domain.md §16): one key per year and property filter.
export const analyticsQueryKey = ['analytics'] as const;
export const analyticsYearQueryKey = (year: number | null, propertyId: string | null) =>
  [...analyticsQueryKey, year ?? 'current', propertyId ?? 'all'] as const;
/** The tenants behind one arrears bar, a page (decision 119). */
export const analyticsArrearsQueryKey = (
  year: number | null,
  propertyId: string | null,
  bucket: string,
  page: number,
  pageSize: number,
) => [...analyticsYearQueryKey(year, propertyId), 'arrears', bucket, page, pageSize] as const;
/** The accountant's summary, a page (decision 119). */
export const analyticsSummaryQueryKey = (
  year: number | null,
  propertyId: string | null,
  page: number,
  pageSize: number,
) => [...analyticsYearQueryKey(year, propertyId), 'summary', page, pageSize] as const;
/** The per-property table, a page in one order (decision 125). */
export const analyticsPropertiesQueryKey = (
  year: number | null,
  propertyId: string | null,
  page: number,
  pageSize: number,
  sort: string,
) => [...analyticsYearQueryKey(year, propertyId), 'properties', page, pageSize, sort] as const;

// Lease (docs/domain.md §15): the rent update of a contract, the deadlines and the calendar link.
export const rentUpdateQueryKey = (contractId: string) => [...contractQueryKey(contractId), 'rent-update'] as const;
export const deadlinesQueryKey = ['deadlines'] as const;
/** Every page of the deadlines list (not the calendar link). */
export const deadlinesListQueryKey = [...deadlinesQueryKey, 'page'] as const;
export const deadlinesPageQueryKey = (query: object) => [...deadlinesListQueryKey, query] as const;
export const calendarLinkQueryKey = [...deadlinesQueryKey, 'calendar'] as const;

// Portfolio import (issue 50)
export const importsQueryKey = ['imports'] as const;
export const importQueryKey = (id: string) => [...importsQueryKey, id] as const;
export const importPreviewQueryKey = (id: string) => [...importQueryKey(id), 'preview'] as const;
