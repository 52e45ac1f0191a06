import { UTILITY_CATEGORIES } from '@casaconti/core/constants';
import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import {
  bill,
  billSplit,
  contract,
  document,
  payable,
  property,
  settlementItem,
  user,
  utilityAgreement,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { loadContractFinancials } from '../contracts/load-contract-financials';
import { contractTenantNameColumns, contractTermsColumns } from '../contracts/contract-columns';
import { propertyAddressColumns } from '../properties/property-columns';

type StatementDocument = { id: string; file_name: string };
/**
 * The bill behind a debit, as the tenant may see it (DOMAIN §8): its total and period, and this
 * contract's criterion (days of overlap × occupants) — never the other participants.
 */
type StatementBill = {
  total_amount: number;
  period_start_date: string;
  period_end_date: string;
  overlap_days: number;
  number_of_occupants: number;
};
type StatementDebit = { category: string; amount: number; bill: StatementBill | null; documents: StatementDocument[] };
type StatementCredit = { source_type: string; amount: number };

export type PublicStatementPayable = {
  type: string;
  status: 'due' | 'overdue' | 'paid' | 'pending_settlement';
  amount: number;
  period_start_date: string | null;
  period_end_date: string | null;
  due_date: string | null;
  details: { debits: StatementDebit[]; credits: StatementCredit[] };
};

export type PublicStatement = {
  landlord_info: { name: string };
  contract_info: {
    tenant_name: string;
    start_date: string;
    end_date: string | null;
    rent_amount: number;
    fixed_fee_amount: number;
    settlement_base_amount: number;
    utility_agreements: { category: string; cost_model: string }[];
  };
  property_info: { name: string; address: string };
  payables_summary: { total_due: number };
  payables: PublicStatementPayable[];
  settlement_preview: {
    total: number;
    available_credits: { amount: number; notes: string | null; created_at: string }[];
    pending_debits: { amount: number; notes: string | null; period_end_date: string }[];
  } | null;
};

/** A bill split and its bill, as the statement shows them under a payable or a settlement item. */
const billSplitColumns = {
  billId: bill.id,
  category: bill.category,
  billTotal: bill.totalAmount,
  billStart: bill.periodStartDate,
  billEnd: bill.periodEndDate,
  overlapDays: billSplit.overlapDays,
  occupants: billSplit.numberOfOccupants,
};

const categoryRank = (category: string) => {
  const i = (UTILITY_CATEGORIES as readonly string[]).indexOf(category);
  return i === -1 ? UTILITY_CATEGORIES.length : i;
};

/** The contracts `where` selects, with what the statement shows about them. */
async function findStatementContracts(db: Queryable, where: SQL) {
  const landlord = alias(user, 'landlord');
  return db
    .select({
      ...contractTermsColumns,
      ...contractTenantNameColumns,
      landlordFirstName: landlord.firstName,
      landlordLastName: landlord.lastName,
      ...propertyAddressColumns,
    })
    .from(contract)
    .innerJoin(property, eq(property.id, contract.propertyId))
    .innerJoin(landlord, eq(landlord.id, property.landlordId))
    .where(where)
    .orderBy(desc(contract.startDate), asc(contract.id));
}

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/**
 * The statement of each contract `where` selects (the caller decides who may see which: a share
 * token, or the signed-in tenant). Every figure comes from loadContractFinancials (the landlord's own numbers) and
 * sumOutstanding; this file only adds what the statement shows beside them (categories, notes,
 * documents). It carries no id but those of the documents it lists, and no email.
 */
export async function loadStatements(opts: {
  db: Queryable;
  clock: Clock;
  where: SQL;
}): Promise<{ contractId: string; statement: PublicStatement }[]> {
  const rows = await findStatementContracts(opts.db, opts.where);
  return Promise.all(
    rows.map(async (c) => ({ contractId: c.id, statement: await buildStatement(opts.db, opts.clock, c) })),
  );
}

async function buildStatement(
  db: Queryable,
  clock: Clock,
  c: Awaited<ReturnType<typeof findStatementContracts>>[number],
): Promise<PublicStatement> {
  const [agreements, financials] = await Promise.all([
    db
      .select({ category: utilityAgreement.category, cost_model: utilityAgreement.costModel })
      .from(utilityAgreement)
      .where(eq(utilityAgreement.contractId, c.id)),
    loadContractFinancials({ db, clock, contractId: c.id }),
  ]);

  // What each payable is made of: its bill split (consumption bill) or the items its settlement took.
  const payableIds = financials.payables.map((p) => p.id);
  const pendingIds = [...financials.pending_settlement_debits, ...financials.pending_settlement_credits].map(
    (i) => i.id,
  );
  const [billOfPayable, items] = await Promise.all([
    payableIds.length === 0
      ? []
      : db
          .select({
            payableId: payable.id,
            ...billSplitColumns,
          })
          .from(payable)
          .innerJoin(billSplit, eq(billSplit.id, payable.billSplitId))
          .innerJoin(bill, eq(bill.id, billSplit.billId))
          .where(inArray(payable.id, payableIds)),
    db
      .select({
        id: settlementItem.id,
        settlementId: settlementItem.settlementId,
        kind: settlementItem.kind,
        sourceType: settlementItem.sourceType,
        amount: settlementItem.amount,
        notes: settlementItem.notes,
        ...billSplitColumns,
      })
      .from(settlementItem)
      .leftJoin(billSplit, eq(billSplit.id, settlementItem.billSplitId))
      .leftJoin(bill, eq(bill.id, billSplit.billId))
      .where(and(eq(settlementItem.contractId, c.id), isNull(settlementItem.deletedAt)))
      .orderBy(asc(settlementItem.createdAt), asc(settlementItem.id)),
  ]);

  const billIds = [
    ...new Set([...billOfPayable.map((b) => b.billId), ...items.flatMap((i) => (i.billId ? [i.billId] : []))]),
  ];
  const documents =
    billIds.length === 0
      ? []
      : await db
          .select({ id: document.id, file_name: document.fileName, billId: document.billId })
          .from(document)
          .innerJoin(bill, eq(bill.id, document.billId))
          .where(and(inArray(document.billId, billIds), isNull(document.deletedAt), isNull(bill.deletedAt)))
          .orderBy(asc(document.createdAt), asc(document.id));
  const documentsOf = (billId: string | null): StatementDocument[] =>
    billId ? documents.filter((d) => d.billId === billId).map((d) => ({ id: d.id, file_name: d.file_name })) : [];

  const billOf = (b: {
    billTotal: number | null;
    billStart: string | null;
    billEnd: string | null;
    overlapDays: number | null;
    occupants: number | null;
  }): StatementBill | null =>
    b.billTotal === null || b.billStart === null || b.billEnd === null || b.overlapDays === null || b.occupants === null
      ? null
      : {
          total_amount: b.billTotal,
          period_start_date: b.billStart,
          period_end_date: b.billEnd,
          overlap_days: b.overlapDays,
          number_of_occupants: b.occupants,
        };
  const debitOf = (i: (typeof items)[number]): StatementDebit => ({
    category: i.sourceType === 'bill_split' ? (i.category ?? '') : 'manual_adjustment',
    amount: i.amount,
    bill: i.sourceType === 'bill_split' ? billOf(i) : null,
    documents: documentsOf(i.billId),
  });
  const detailsOf = (list: typeof items) => ({
    debits: list.filter((i) => i.kind === 'debit').map(debitOf),
    credits: list.filter((i) => i.kind === 'credit').map((i) => ({ source_type: i.sourceType, amount: i.amount })),
  });
  const itemById = new Map(items.map((i) => [i.id, i]));

  const payables: PublicStatementPayable[] = financials.payables.map((p) => {
    const fromBill = billOfPayable.find((b) => b.payableId === p.id);
    const details = fromBill
      ? {
          debits: [
            {
              category: fromBill.category,
              amount: p.amount,
              bill: billOf(fromBill),
              documents: documentsOf(fromBill.billId),
            },
          ],
          credits: [],
        }
      : p.sourceSettlementId
        ? detailsOf(items.filter((i) => i.settlementId === p.sourceSettlementId))
        : { debits: [], credits: [] };
    return {
      type: p.type,
      status: p.status,
      amount: p.amount,
      period_start_date: p.period_start_date,
      period_end_date: p.period_end_date,
      due_date: p.due_date,
      details,
    };
  });

  // The synthesized 'to be settled' item (SPEC §2 Contract detail), placed before the paid ones.
  const pendingItems = pendingIds.flatMap((id) => {
    const item = itemById.get(id);
    return item ? [item] : [];
  });
  if (pendingItems.length > 0) {
    const toSettle: PublicStatementPayable = {
      type: 'pending_settlement',
      status: 'pending_settlement',
      amount: financials.summary.net_settlement_preview,
      period_start_date: null,
      period_end_date: null,
      due_date: null,
      details: detailsOf(pendingItems),
    };
    const firstPaid = payables.findIndex((p) => p.status === 'paid');
    payables.splice(firstPaid === -1 ? payables.length : firstPaid, 0, toSettle);
  }

  const usesSettlement = agreements.some((a) => a.cost_model === 'settlement');
  return {
    landlord_info: { name: fullName(c.landlordFirstName, c.landlordLastName) },
    contract_info: {
      tenant_name: fullName(c.tenantFirstName, c.tenantLastName),
      start_date: c.startDate,
      end_date: c.endDate,
      rent_amount: c.rentAmount,
      fixed_fee_amount: c.fixedFeeAmount,
      settlement_base_amount: c.settlementBaseAmount,
      utility_agreements: agreements.sort((a, b) => categoryRank(a.category) - categoryRank(b.category)),
    },
    property_info: {
      name: c.propertyName,
      address: `${c.streetAddress}, ${c.postalCode} ${c.province}, ${c.country}`,
    },
    payables_summary: { total_due: financials.summary.total_due },
    payables,
    settlement_preview: usesSettlement
      ? {
          total: financials.summary.net_settlement_preview,
          available_credits: financials.pending_settlement_credits.map((i) => ({
            amount: i.amount,
            notes: itemById.get(i.id)?.notes ?? null,
            created_at: i.date,
          })),
          pending_debits: financials.pending_settlement_debits.map((i) => ({
            amount: i.amount,
            notes: itemById.get(i.id)?.notes ?? null,
            period_end_date: i.date,
          })),
        }
      : null,
  };
}
