import type { ProcessBillInput } from '@casaconti/core/schemas/bill';
import { shareOutcome } from '@casaconti/core/split';
import { and, eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { bill, billSplit, payable, settlementItem } from '../../db/schema';
import { type Clock, today } from '../../lib/clock';
import type { Storage } from '../../lib/storage';
import { attachUploadedDocument } from '../documents/attach-uploaded-document';
import { billSplitRow } from './bill-split-row';
import { type BillSplitView, billSplitView } from './bill-split-view';
import { computeBillSplit } from './compute-bill-split';
import { getBillSplits, storedDecimal } from './get-bill-splits';

/** A split as the create answer and the preview show it (the same shape, decision 069). */
export type SplitAnswer = Omit<BillSplitView, 'splits'> & {
  splits: (Omit<BillSplitView['splits'][number], 'calculatedAmount'> & {
    /** Cents. */
    calculated_amount: number;
  })[];
};

export type ProcessedBill = SplitAnswer & { billId: string };

/** The create answer's and the preview's split: billSplitView with each share as `calculated_amount`. */
export function splitAnswer(view: BillSplitView): SplitAnswer {
  return {
    ...view,
    splits: view.splits.map(({ calculatedAmount, ...s }) => ({ ...s, calculated_amount: calculatedAmount })),
  };
}

/**
 * process-uploaded-bill (docs/product.md §7, docs/domain.md §5), one transaction:
 * 1. computeBillSplit: the property is the landlord's (shared lock: it cannot be deleted
 *    meanwhile), every live contract of it is locked (FOR SHARE, in id order) so the participants
 *    cannot change mid-way, and splitBillByCriterion decides the shares and the owner's share by
 *    the chosen criterion (readings for a non-participant: 400, nothing stored);
 * 2. the bill is inserted under the form's idempotency key with its criterion, kept quota and the
 *    weights that rebuild its texts — a resubmission waits for the first request, finds its bill
 *    and answers with it (`created: false`), recording nothing;
 * 3. each share is stored with its criterion's numbers and becomes a consumption_bill payable due
 *    today, a pending settlement debit, or (fixed_fee, or 0 cents) stays informational;
 * 4. the uploaded file, if any, becomes the bill's document (bytes checked by magic number).
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
    const { result: split } = await computeBillSplit({ db: tx, landlordId, details });

    const [inserted] = await tx
      .insert(bill)
      .values({
        propertyId: details.propertyId,
        category: details.category,
        notes: details.notes,
        totalAmount: details.totalAmount,
        splittableAmount: details.splittableAmount,
        splitCriterion: details.splitCriterion,
        ownerKeptAmount: details.ownerKeptAmount,
        totalWeight: split.totalWeight,
        ownerVacancyWeight: split.owner.vacancyWeight,
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
    const { shares } = split;

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
  return { billId, ...splitAnswer(billSplitView(await readStoredBillSplit(tx, billId))) };
}

/** A bill's split as stored (its own numbers and its splits), for billSplitView. */
export async function readStoredBillSplit(tx: Queryable, billId: string) {
  const [row] = await tx
    .select({
      splitCriterion: bill.splitCriterion,
      periodStartDate: bill.periodStartDate,
      periodEndDate: bill.periodEndDate,
      totalAmount: bill.totalAmount,
      ownerKeptAmount: bill.ownerKeptAmount,
      totalWeight: storedDecimal(bill.totalWeight),
      ownerVacancyWeight: storedDecimal(bill.ownerVacancyWeight),
    })
    .from(bill)
    .where(eq(bill.id, billId));
  const splits = await getBillSplits({ db: tx, billId });
  return { ...row!, splits: splits.map(({ id: _id, ...split }) => split) };
}
