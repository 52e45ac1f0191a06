/**
 * The one paged-list shape (decision 080): every list that grows with the portfolio is asked for
 * with `page` (≥ 1), `pageSize` (25, 50 or 100), `q` (search text), its filters and `sort`, all in
 * the query string, and answers `{ items, total, page, pageSize }` (plus the list's own figures).
 */
// zod's functional build (decision 143): these schemas read the address of every list page in the
// browser, and zod/mini's code is a fraction of the method-chaining build's. The server validates
// with them as with any other schema (both are zod 4; `z.output`, `safeParse` alike).
import { z } from 'zod/mini';
import { UTILITY_CATEGORIES } from '../constants';
import { LIST_MESSAGES, PROPERTY_MESSAGES } from '../messages';

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;
export const MAX_SEARCH_LENGTH = 100;

/** What every paged list answers. */
export type Paged<T> = { items: T[]; total: number; page: number; pageSize: PageSize };

export const pageSchema = z.pipe(
  z.optional(
    z.pipe(z.string().check(z.regex(/^[1-9]\d{0,5}$/, { error: LIST_MESSAGES.invalidPage })), z.transform(Number)),
  ),
  z.transform((v) => v ?? 1),
);

export const pageSizeSchema = z.pipe(
  z.optional(
    z.pipe(
      z.enum(['25', '50', '100'], { error: LIST_MESSAGES.invalidPageSize }),
      z.transform((v) => Number(v) as PageSize),
    ),
  ),
  z.transform((v) => v ?? DEFAULT_PAGE_SIZE),
);

/** Blank is no search; surrounding spaces go. */
const searchSchema = z.pipe(
  z.optional(z.string().check(z.trim(), z.maxLength(MAX_SEARCH_LENGTH, { error: LIST_MESSAGES.searchTooLong }))),
  z.transform((v) => (v ? v : null)),
);

/** An id filter: a GUID, as every id (schemas/common's `idSchema`, in zod/mini). */
const idFilter = (message: string) => z.guid({ error: message });

/** A blank filter value (a cleared select) is no filter. */
export function optionalFilter<T extends z.core.$ZodType<unknown, string>>(schema: T) {
  return z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((v) => (v ? v : undefined)),
    ),
    z.optional(schema),
  );
}

/** A list's `sort`: one of its values, the first by default (an unknown one: 400 'Ordinamento non valido'). */
export function sortSchema<const S extends readonly [string, ...string[]]>(values: S) {
  return z._default(z.enum(values, { error: LIST_MESSAGES.invalidSort }), values[0] as S[number] as never);
}

export const CONTRACT_LIST_SORTS = ['start_desc', 'start_asc', 'tenant', 'property', 'rent_desc', 'rent_asc'] as const;
export type ContractListSort = (typeof CONTRACT_LIST_SORTS)[number];
/** The statuses a listed contract can have (a deleted one, 'terminated', is never listed). */
export const LISTED_CONTRACT_STATUSES = ['active', 'pending_acceptance', 'expired'] as const;
export type ListedContractStatus = (typeof LISTED_CONTRACT_STATUSES)[number];

/** GET /api/contracts/page: the landlord's contracts list. */
export const contractListQuerySchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema,
  q: searchSchema,
  status: optionalFilter(z.enum(LISTED_CONTRACT_STATUSES, { error: LIST_MESSAGES.invalidStatus })),
  propertyId: optionalFilter(idFilter(PROPERTY_MESSAGES.invalidPropertyId)),
  sort: sortSchema(CONTRACT_LIST_SORTS),
});
export type ContractListQuery = z.output<typeof contractListQuerySchema>;

export const PROPERTY_LIST_SORTS = ['newest', 'name', 'revenue_desc'] as const;
export type PropertyListSort = (typeof PROPERTY_LIST_SORTS)[number];
/** vacant: at least one free unit; full: every unit taken (a property without rooms is neither). */
export const PROPERTY_OCCUPANCY_FILTERS = ['vacant', 'full'] as const;

/** GET /api/properties/page: the landlord's properties list. */
export const propertyListQuerySchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema,
  q: searchSchema,
  occupancy: optionalFilter(z.enum(PROPERTY_OCCUPANCY_FILTERS, { error: LIST_MESSAGES.invalidOccupancy })),
  sort: sortSchema(PROPERTY_LIST_SORTS),
});
export type PropertyListQuery = z.output<typeof propertyListQuerySchema>;

export const BILL_LIST_SORTS = ['newest', 'oldest', 'period_desc', 'amount_desc'] as const;
export type BillListSort = (typeof BILL_LIST_SORTS)[number];

/** GET /api/bills/page: a property's bills (decision 098). `q` searches the notes. */
export const billListQuerySchema = z.object({
  propertyId: idFilter(PROPERTY_MESSAGES.invalidPropertyId),
  page: pageSchema,
  pageSize: pageSizeSchema,
  q: searchSchema,
  category: optionalFilter(z.enum(UTILITY_CATEGORIES, { error: LIST_MESSAGES.invalidCategory })),
  sort: sortSchema(BILL_LIST_SORTS),
});
export type BillListQuery = z.output<typeof billListQuerySchema>;

export const NET_BALANCE_LIST_SORTS = ['tenant', 'property', 'amount_desc', 'amount_asc'] as const;
export type NetBalanceListSort = (typeof NET_BALANCE_LIST_SORTS)[number];

/** The payments tab's overdue filter: only 'true' (absent: every contract). */
export const OVERDUE_FILTERS = ['true'] as const;

/** An amount bound in cents (the amount owed can be negative: a settlement credit). */
const centsSchema = (message: string) =>
  z.pipe(z.string().check(z.regex(/^-?\d{1,10}$/, { error: message })), z.transform(Number));

/**
 * GET /api/payments/net-balances/page: the payments page's 'Pagamenti' tab (decision 113). `q`
 * searches the tenant's name and the property's name and address; `overdue=true` keeps the
 * contracts with an overdue payable; `minAmount`/`maxAmount` bound the amount owed (cents).
 */
export const netBalanceListQuerySchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema,
  q: searchSchema,
  overdue: optionalFilter(z.enum(OVERDUE_FILTERS, { error: LIST_MESSAGES.invalidOverdue })),
  minAmount: optionalFilter(centsSchema(LIST_MESSAGES.invalidMinAmount)),
  maxAmount: optionalFilter(centsSchema(LIST_MESSAGES.invalidMaxAmount)),
  sort: sortSchema(NET_BALANCE_LIST_SORTS),
});
export type NetBalanceListQuery = z.output<typeof netBalanceListQuerySchema>;

export const SETTLEMENT_PREVIEW_LIST_SORTS = NET_BALANCE_LIST_SORTS;

/**
 * GET /api/payments/settlement-previews/page: the payments page's 'Conguagli' tab (decision 114),
 * the same search, amount bounds (on netAmountToBeSettled, cents) and sorts as the 'Pagamenti' tab.
 */
export const settlementPreviewListQuerySchema = z.omit(netBalanceListQuerySchema, { overdue: true });
export type SettlementPreviewListQuery = z.output<typeof settlementPreviewListQuerySchema>;

export const TENANT_PAYABLE_LIST_SORTS = ['due_asc', 'due_desc'] as const;
export type TenantPayableListSort = (typeof TENANT_PAYABLE_LIST_SORTS)[number];
/** A listed payable's status as the tenant reads it ('overdue': due before today; cancelled never listed). */
export const TENANT_PAYABLE_STATUSES = ['due', 'overdue', 'paid'] as const;
export type TenantPayableStatus = (typeof TENANT_PAYABLE_STATUSES)[number];

/**
 * GET /api/tenant/payables/page: the tenant's payables over their own contracts (decision 121),
 * filtered by `status` and `contractId`, sorted by due date (oldest first by default).
 */
export const tenantPayableListQuerySchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema,
  status: optionalFilter(z.enum(TENANT_PAYABLE_STATUSES, { error: LIST_MESSAGES.invalidPayableStatus })),
  contractId: optionalFilter(idFilter(LIST_MESSAGES.invalidContractId)),
  sort: sortSchema(TENANT_PAYABLE_LIST_SORTS),
});
export type TenantPayableListQuery = z.output<typeof tenantPayableListQuerySchema>;

/** The first item's position of a page (0-based): the SQL offset. */
export function pageOffset(query: { page: number; pageSize: number }): number {
  return (query.page - 1) * query.pageSize;
}
