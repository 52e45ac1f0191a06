import { type AnyColumn, inArray, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Which contracts a set-based read covers: their ids, or a subquery selecting them (e.g.
 * landlordContractIds) so the read filters in SQL instead of sending every id as a parameter.
 */
export type ContractSet = readonly string[] | SQLWrapper;

/** The ids when the set is a list; null when it is a subquery. */
export function listedIds(contracts: ContractSet): readonly string[] | null {
  return Array.isArray(contracts) ? (contracts as readonly string[]) : null;
}

/** `column` is one of the contracts' ids (IN the list, or IN the subquery). */
export function inContracts(column: AnyColumn, contracts: ContractSet): SQL {
  const ids = listedIds(contracts);
  return ids ? inArray(column, [...ids]) : inArray(column, contracts as SQLWrapper);
}
