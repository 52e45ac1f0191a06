import type { Queryable } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { tenantContractCondition } from '../contracts/tenant-contract-condition';
import type { PublicStatement } from '../financials/assemble';
import { loadStatements } from '../financials/load';

/**
 * The signed-in tenant's statements, one per contract in their tenant area (newest start first):
 * the same content and figures as the public statement of each contract.
 */
export async function getTenantStatements(opts: {
  db: Queryable;
  clock: Clock;
  tenantId: string;
}): Promise<{ contractId: string; statement: PublicStatement }[]> {
  return loadStatements({ db: opts.db, clock: opts.clock, where: tenantContractCondition(opts.tenantId) });
}
