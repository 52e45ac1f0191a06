import { depositInterestByYear, type DepositInterestYear } from '@casaconti/core/deposit';
import { CONTRACT_MESSAGES } from '@casaconti/core/messages';
import { and, asc, eq, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, depositClosing, depositDeduction, depositInterestCredit, document, property } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Clock, today } from '../../lib/clock';
import { landlordContractCondition } from '../contracts/landlord-contract-condition';
import { tenantContractCondition } from '../contracts/tenant-contract-condition';
import { loadRateOverrides, rateLookup } from './legal-rates';

export type DepositYear = DepositInterestYear & {
  /** Credited to the tenant at year end (its amount as credited), or not yet. */
  credited: boolean;
};

export type ContractDeposit = {
  contractId: string;
  landlordId: string;
  /** Null: the contract holds no deposit. */
  deposit: {
    amount: number;
    receivedOn: string;
    heldAs: string | null;
    interestDue: boolean;
  } | null;
  /** Interest year by year up to today (or the closing day), with what was already credited. */
  years: DepositYear[];
  /** Σ of the years not credited yet (0 when interest is not due). */
  interestNotCredited: number;
  closing: {
    id: string;
    closedOn: string;
    depositAmount: number;
    interestAmount: number;
    deductionsAmount: number;
    balanceAmount: number;
    tenantOwesRest: boolean;
    deductions: { reason: string; amount: number; document: { id: string; fileName: string } | null }[];
  } | null;
};

/**
 * A contract's deposit for the landlord who owns it or for its tenant (another viewer: 404): the
 * interest of each year from the receipt to `until` (default today, or the closing day once
 * closed), the years already credited by the daily job, and the closing if done.
 */
export async function getContractDeposit(opts: {
  db: Queryable;
  clock: Clock;
  viewer: { id: string };
  contractId: string;
  until?: string;
  landlordOnly?: boolean;
}): Promise<ContractDeposit> {
  const { db, viewer, contractId } = opts;
  const access = opts.landlordOnly
    ? landlordContractCondition(viewer.id)
    : or(landlordContractCondition(viewer.id), tenantContractCondition(viewer.id));
  const [c] = await db
    .select({
      landlordId: property.landlordId,
      amount: contract.depositAmount,
      receivedOn: contract.depositReceivedOn,
      heldAs: contract.depositHeldAs,
      interestDue: contract.depositInterestDue,
    })
    .from(contract)
    .innerJoin(property, eq(property.id, contract.propertyId))
    .where(and(eq(contract.id, contractId), access));
  if (!c) throw new AppError('NOT_FOUND', CONTRACT_MESSAGES.notFound);

  const [closingRow] = await db.select().from(depositClosing).where(eq(depositClosing.contractId, contractId));
  const deductions = closingRow
    ? await db
        .select({
          reason: depositDeduction.reason,
          amount: depositDeduction.amount,
          documentId: document.id,
          fileName: document.fileName,
        })
        .from(depositDeduction)
        .leftJoin(document, eq(document.id, depositDeduction.documentId))
        .where(eq(depositDeduction.closingId, closingRow.id))
        .orderBy(asc(depositDeduction.position))
    : [];
  const closing = closingRow
    ? {
        id: closingRow.id,
        closedOn: closingRow.closedOn,
        depositAmount: closingRow.depositAmount,
        interestAmount: closingRow.interestAmount,
        deductionsAmount: closingRow.deductionsAmount,
        balanceAmount: closingRow.balanceAmount,
        tenantOwesRest: closingRow.tenantOwesRest,
        deductions: deductions.map((d) => ({
          reason: d.reason,
          amount: d.amount,
          document: d.documentId && d.fileName ? { id: d.documentId, fileName: d.fileName } : null,
        })),
      }
    : null;

  if (c.amount === null || c.receivedOn === null) {
    return { contractId, landlordId: c.landlordId, deposit: null, years: [], interestNotCredited: 0, closing };
  }
  const credited = await db
    .select({ year: depositInterestCredit.year })
    .from(depositInterestCredit)
    .where(eq(depositInterestCredit.contractId, contractId));
  const creditedYears = new Set(credited.map((r) => r.year));
  const until = closing?.closedOn ?? opts.until ?? today(opts.clock);
  const rateFor = rateLookup(await loadRateOverrides(db, c.landlordId));
  const years = depositInterestByYear({
    amountCents: c.amount,
    receivedOn: c.receivedOn,
    until,
    rateFor,
  }).map((y) => ({ ...y, credited: creditedYears.has(y.year) }));
  const interestNotCredited = c.interestDue
    ? years.filter((y) => !y.credited).reduce((sum, y) => sum + y.interestCents, 0)
    : 0;
  return {
    contractId,
    landlordId: c.landlordId,
    deposit: { amount: c.amount, receivedOn: c.receivedOn, heldAs: c.heldAs, interestDue: c.interestDue },
    years,
    interestNotCredited,
    closing,
  };
}
