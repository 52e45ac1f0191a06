import { type AnyColumn, and, eq, isNull, type SQL } from 'drizzle-orm';
import { contract, property } from '../../db/schema';

/**
 * The tables a contract condition reads: `contract` and `property` (joined on the contract's
 * property) by default, or aliases of them when a query joins them under other names.
 */
export type ContractTables = {
  contract: { deletedAt: AnyColumn };
  property: { landlordId: AnyColumn; deletedAt: AnyColumn };
};

const DEFAULT_TABLES: ContractTables = { contract, property };

/**
 * The one rule for "the landlord sees this contract" (docs/domain.md §8): a live contract on one of the
 * landlord's properties (the query joins `property` on the contract's property; `tables`: their
 * aliases when the query names them otherwise). Its tenant-side
 * twin is tenantContractCondition; every landlord read of contracts uses this one. The past
 * contracts of a deleted property stay readable (decision 012).
 */
export function landlordContractCondition(landlordId: string, tables: ContractTables = DEFAULT_TABLES): SQL {
  return and(isNull(tables.contract.deletedAt), eq(tables.property.landlordId, landlordId)) as SQL;
}

/**
 * The rule for "the landlord may change this contract": the read rule and a live property. A
 * contract of a deleted property is history: every write under it (edit, delete, share link,
 * invitation, adjustments, payments, settlement) answers as for a missing one (decision 045).
 */
export function landlordWritableContractCondition(landlordId: string, tables: ContractTables = DEFAULT_TABLES): SQL {
  return and(landlordContractCondition(landlordId, tables), isNull(tables.property.deletedAt)) as SQL;
}
