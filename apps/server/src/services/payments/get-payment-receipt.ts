import { payableItemLabel } from '@casaconti/core/labels';
import { OPENING_POSITION_MESSAGES, PAYMENT_LEDGER_MESSAGES } from '@casaconti/core/messages';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@casaconti/core/payments';
import { formatReceiptNumber, type ReceiptData } from '@casaconti/core/receipts';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bill, billSplit, contract, payable, payment, paymentAllocation, property, user } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { landlordContractCondition } from '../contracts/landlord-contract-condition';
import { shareTokenHash } from '../contracts/share-token';
import { tenantContractCondition } from '../contracts/tenant-contract-condition';
import { documentParties, documentPartyColumns } from '../documents/document-parties';
import { payableOrderBy } from '../payables/payable-order-sql';
import { paymentColumns } from './payment-columns';

/** Who asks for a receipt (docs/domain.md §8, §12): its landlord, the contract's tenant, or its statement token. */
export type ReceiptViewer = { landlordId: string } | { tenantId: string } | { shareToken: string };

function viewerCondition(viewer: ReceiptViewer): SQL {
  if ('landlordId' in viewer) return landlordContractCondition(viewer.landlordId);
  if ('tenantId' in viewer) return tenantContractCondition(viewer.tenantId);
  return and(eq(contract.shareTokenHash, shareTokenHash(viewer.shareToken)), isNull(contract.deletedAt)) as SQL;
}

/**
 * What the receipt of a payment shows (docs/domain.md §12), in two statements: the payment with its
 * contract, property and landlord profile, then the items it covered with their periods, in the
 * one order (payableOrderBy), each named with its utility (payableItemLabel) and with what was
 * still owed on it once this payment was recorded: the payments recorded up to it and not
 * reversed by then, so a receipt reads the same whenever it is downloaded. A
 * payment the viewer may not see answers exactly as a missing one (404). A reversed payment's
 * receipt is `cancelled`, with the reversal's reason.
 */
export async function getPaymentReceipt(opts: {
  db: Queryable;
  paymentId: string;
  viewer: ReceiptViewer;
}): Promise<ReceiptData> {
  const { db, paymentId, viewer } = opts;
  const [[row], items] = await Promise.all([
    db
      .select({ ...paymentColumns, ...documentPartyColumns })
      .from(payment)
      .innerJoin(contract, eq(contract.id, payment.contractId))
      .innerJoin(property, eq(property.id, contract.propertyId))
      .innerJoin(user, eq(user.id, property.landlordId))
      .where(and(eq(payment.id, paymentId), viewerCondition(viewer))),
    db
      .select({
        type: payable.type,
        category: bill.category,
        periodStart: payable.periodStartDate,
        periodEnd: payable.periodEndDate,
        amountCents: paymentAllocation.amount,
        itemAmountCents: payable.amount,
        // What the contract's opening entry settled came before any payment (docs/domain.md §17).
        coveredThen: sql<number>`${payable.openingAmount} + (
          SELECT coalesce(sum(abs(earlier.amount_cents)), 0)
            FROM payment_allocation AS earlier
            JOIN payment AS earlier_payment ON earlier_payment.id = earlier.payment_id
           WHERE earlier.payable_id = ${payable.id}
             AND earlier_payment.created_at <= ${payment.createdAt}
             AND (earlier_payment.reversed_at IS NULL OR earlier_payment.reversed_at > ${payment.createdAt}))`.mapWith(
          Number,
        ),
      })
      .from(paymentAllocation)
      .innerJoin(payment, eq(payment.id, paymentAllocation.paymentId))
      .innerJoin(payable, eq(payable.id, paymentAllocation.payableId))
      .leftJoin(billSplit, eq(billSplit.id, payable.billSplitId))
      .leftJoin(bill, eq(bill.id, billSplit.billId))
      .where(eq(paymentAllocation.paymentId, paymentId))
      .orderBy(...payableOrderBy()),
  ]);
  if (!row) throw new AppError('NOT_FOUND', PAYMENT_LEDGER_MESSAGES.paymentNotFound);
  if (row.receiptYear === null || row.receiptNumber === null) {
    throw new AppError('NOT_FOUND', OPENING_POSITION_MESSAGES.receiptNotIssued);
  }
  return {
    number: formatReceiptNumber(row.receiptYear, row.receiptNumber),
    issuedOn: row.receivedOn,
    ...documentParties(row),
    items: items.map((i) => ({
      label: payableItemLabel(i.type, i.category),
      periodStart: i.periodStart,
      periodEnd: i.periodEnd,
      amountCents: i.amountCents,
      itemAmountCents: Math.abs(i.itemAmountCents),
      stillOwedCents: Math.max(0, Math.abs(i.itemAmountCents) - i.coveredThen),
    })),
    amountCents: row.amount,
    methodLabel: PAYMENT_METHOD_LABELS[row.method as PaymentMethod] ?? row.method,
    note: row.note,
    cancelled: row.reversedAt !== null,
    cancellationReason: row.reversalReason,
  };
}

/** 'ricevuta-2026-0007.pdf': the receipt PDF's file name (the email attachment's too). */
export function receiptFileName(data: Pick<ReceiptData, 'number'>): string {
  return `ricevuta-${data.number.replace('/', '-')}.pdf`;
}
