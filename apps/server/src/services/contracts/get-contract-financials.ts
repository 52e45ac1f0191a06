import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { findLandlordContract } from './find-landlord-contract';
import type { ContractFinancials } from '../financials/assemble';
import { loadContractFinancials } from '../financials/load';

export type { ContractFinancials } from '../financials/assemble';

/**
 * get_contract_financials (contract page, payments tab), for the landlord who owns the contract;
 * anyone else gets the same 404 as for a missing id. The figures come from loadContractFinancials.
 */
export async function getContractFinancials(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
  contractId: string;
}): Promise<ContractFinancials> {
  await findLandlordContract({
    db: opts.db,
    landlordId: opts.landlordId,
    contractId: opts.contractId,
    access: 'read',
  });
  return loadContractFinancials({ db: opts.db, clock: opts.clock, contractId: opts.contractId });
}
