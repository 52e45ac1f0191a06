import type { Queryable } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { type ContractFinancials, loadContractsFinancials } from './load-contracts-financials';

export type { ContractFinancials } from './load-contracts-financials';

/** One contract's financials: loadContractsFinancials for that one contract (the same rule). */
export async function loadContractFinancials(opts: {
  db: Queryable;
  clock: Clock;
  contractId: string;
}): Promise<ContractFinancials> {
  const financials = await loadContractsFinancials({ db: opts.db, clock: opts.clock, contractIds: [opts.contractId] });
  return financials.get(opts.contractId)!;
}
