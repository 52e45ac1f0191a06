import { DEPOSIT_MESSAGES } from '@casaconti/core/messages';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, property, user } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { DepositStatementData } from '../../lib/documents/deposit-statement-pdf';
import { documentParties, documentPartyColumns } from '../documents/document-parties';
import { getContractDeposit } from './get-contract-deposit';

export type { DepositStatementData };

/**
 * What the deposit statement PDF shows (docs/domain.md §14), for the contract's landlord or its tenant
 * (anyone else: 404, as for a deposit not closed yet).
 */
export async function getDepositStatement(opts: {
  db: Queryable;
  clock: Clock;
  viewer: { id: string };
  contractId: string;
}): Promise<DepositStatementData> {
  const deposit = await getContractDeposit(opts);
  if (!deposit.closing || !deposit.deposit) throw new AppError('NOT_FOUND', DEPOSIT_MESSAGES.closingNotFound);
  const [row] = await opts.db
    .select({ ...documentPartyColumns, startDate: contract.startDate, endDate: contract.endDate })
    .from(contract)
    .innerJoin(property, eq(property.id, contract.propertyId))
    .innerJoin(user, eq(user.id, property.landlordId))
    .where(eq(contract.id, opts.contractId));
  if (!row) throw new AppError('NOT_FOUND', DEPOSIT_MESSAGES.closingNotFound);
  return {
    ...documentParties(row),
    contract: { startDate: row.startDate, endDate: row.endDate },
    deposit: deposit.deposit,
    years: deposit.years,
    closing: deposit.closing,
  };
}
