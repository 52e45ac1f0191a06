import { isCostModel } from '@casaconti/core/constants';
import type { ProcessBillInput } from '@casaconti/core/schemas/bill';
import { shareOutcome, splitBill, splitWarnings } from '@casaconti/core/split';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { bill, billSplit, contract, payable, settlementItem, utilityAgreement } from '../../db/schema';
import { type Clock, today } from '../../lib/clock';
import type { Storage } from '../../lib/storage';
import { attachUploadedDocument } from '../documents/attach-uploaded-document';
import { findLandlordProperty } from '../properties/find-landlord-property';
import { PROPERTY_MESSAGES } from '@casaconti/core/messages';
import { billSplitRow } from './bill-split-row';
import { getBillSplits } from './get-bill-splits';

export type ProcessedBill = {
  billId: string;
  /** Italian, informational (DOMAIN §5). */
  warnings: string[];
  splits: {
    contractId: string;
    tenant: { firstName: string; lastName: string };
    costModelApplied: string;
    /** Cents. */
    calculated_amount: number;
  }[];
};

/**
 * process-uploaded-bill (SPEC §7, DOMAIN §5), one transaction:
 * 1. the property is the landlord's (shared lock: it cannot be deleted meanwhile);
 * 2. the bill is inserted under the form's idempotency key — a resubmission waits for the first
 *    request, finds its bill and answers with it (`created: false`), recording nothing;
 * 3. every live contract of the property is locked (FOR SHARE, in id order): an edit or deletion
 *    of a contract waits until the bill is recorded, so the participants cannot change mid-way;
 * 4. the split engine of packages/core decides the shares; each is stored with its criterion
 *    (days, occupants, weight) and becomes a consumption_bill payable due today, a pending
 *    settlement debit, or (fixed_fee) stays informational;
 * 5. the uploaded file, if any, becomes the bill's document (bytes checked by magic number).
 * Any failure rolls everything back: no bill, no split, no payable, no claimed upload.
 */
export async function processUploadedBill(opts: {
  db: Db;
  storage: Storage;
  clock: Clock;
  landlordId: string;
  input: ProcessBillInput;
}): Promise<{ created: boolean; result: ProcessedBill }> {
  const { db, storage, clock, landlordId, input } = opts;
  const details = input.billDetails;
  return db.transaction(async (tx) => {
    await findLandlordProperty({
      db: tx,
      landlordId,
      propertyId: details.propertyId,
      lock: 'share',
      notFoundMessage: PROPERTY_MESSAGES.propertyNotFoundEdit,
    });

    const [inserted] = await tx
      .insert(bill)
      .values({
        propertyId: details.propertyId,
        category: details.category,
        notes: details.notes,
        totalAmount: details.totalAmount,
        splittableAmount: details.splittableAmount,
        periodStartDate: details.periodStartDate,
        periodEndDate: details.periodEndDate,
        createdBy: landlordId,
        idempotencyKey: input.idempotencyKey,
      })
      .onConflictDoNothing({ target: [bill.createdBy, bill.idempotencyKey] })
      .returning({ id: bill.id });
    if (!inserted) {
      const [existing] = await tx
        .select({ id: bill.id })
        .from(bill)
        .where(and(eq(bill.createdBy, landlordId), eq(bill.idempotencyKey, input.idempotencyKey)));
      return { created: false, result: await readProcessedBill(tx, existing!.id) };
    }
    const billId = inserted.id;

    const contracts = await tx
      .select({
        id: contract.id,
        startDate: contract.startDate,
        endDate: contract.endDate,
        numberOfOccupants: contract.numberOfOccupants,
      })
      .from(contract)
      .where(and(eq(contract.propertyId, details.propertyId), isNull(contract.deletedAt)))
      .orderBy(asc(contract.id))
      .for('share');
    const agreements =
      contracts.length === 0
        ? []
        : await tx
            .select({ contractId: utilityAgreement.contractId, costModel: utilityAgreement.costModel })
            .from(utilityAgreement)
            .where(
              and(
                inArray(
                  utilityAgreement.contractId,
                  contracts.map((c) => c.id),
                ),
                eq(utilityAgreement.category, details.category),
              ),
            );
    const costModelOf = new Map(agreements.map((a) => [a.contractId, a.costModel]));

    const { shares } = splitBill(
      details,
      contracts.flatMap((c) => {
        const costModel = costModelOf.get(c.id);
        // Every contract has one agreement per category; one without it cannot take part.
        return isCostModel(costModel) ? [{ ...c, costModel }] : [];
      }),
    );

    if (input.documentInfo) {
      await attachUploadedDocument({
        tx,
        storage,
        clock,
        ownerId: landlordId,
        filePath: input.documentInfo.temp_path,
        originalFileName: input.documentInfo.original_filename,
        purpose: 'bill',
        billId,
      });
    }

    if (shares.length > 0) {
      const splits = await tx
        .insert(billSplit)
        .values(shares.map((share) => billSplitRow(billId, share)))
        .returning({ id: billSplit.id, contractId: billSplit.contractId });
      const splitIdOf = new Map(splits.map((s) => [s.contractId, s.id]));
      // What each share becomes (a share of 0 cents owes nothing: it stays as a split only).
      const payables = shares.filter((share) => shareOutcome(share) === 'payable');
      if (payables.length > 0) {
        const dueDate = today(clock);
        await tx.insert(payable).values(
          payables.map((share) => ({
            contractId: share.contractId,
            type: 'consumption_bill',
            amount: share.amount,
            status: 'due' as const,
            periodStartDate: details.periodStartDate,
            periodEndDate: details.periodEndDate,
            dueDate,
            billSplitId: splitIdOf.get(share.contractId)!,
          })),
        );
      }
      const debits = shares.filter((share) => shareOutcome(share) === 'settlement_debit');
      if (debits.length > 0) {
        await tx.insert(settlementItem).values(
          debits.map((share) => ({
            contractId: share.contractId,
            kind: 'debit' as const,
            sourceType: 'bill_split' as const,
            amount: share.amount,
            billSplitId: splitIdOf.get(share.contractId)!,
          })),
        );
      }
    }

    return { created: true, result: await readProcessedBill(tx, billId) };
  });
}

/** The answer for a bill as stored: the first request and any resubmission read it the same way. */
async function readProcessedBill(tx: Queryable, billId: string): Promise<ProcessedBill> {
  const [period] = await tx
    .select({ periodStartDate: bill.periodStartDate, periodEndDate: bill.periodEndDate })
    .from(bill)
    .where(eq(bill.id, billId));
  const splits = await getBillSplits({ db: tx, billId });
  return {
    billId,
    warnings: splitWarnings(period!, splits),
    splits: splits.map((s) => ({
      contractId: s.contractId,
      tenant: s.tenant,
      costModelApplied: s.costModelApplied,
      calculated_amount: s.calculatedAmount,
    })),
  };
}
