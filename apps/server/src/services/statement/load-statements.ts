import { UTILITY_CATEGORIES } from '@casaconti/core/constants';
import { firstDayOfMonth, todayInRome } from '@casaconti/core/dates';
import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { bill, billSplit, contract, document, property, settlementItem, user, utilityAgreement } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { groupBy } from '../../lib/group-by';
import { contractTenantNameColumns, contractTermsColumns } from '../contracts/contract-columns';
import { loadContractsFinancials } from '../contracts/load-contracts-financials';
import { selectSettlementItems } from '../payments/select-settlement-items';
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
/** covered_month: a paid advance's month ('yyyy-MM-01'), by which it is dated (DOMAIN §6), else null. */
type StatementCredit = { source_type: string; amount: number; covered_month: string | null };

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
    /** source_type and covered_month: what the credit is and the month an advance covers (DOMAIN §6). */
    available_credits: {
      amount: number;
      notes: string | null;
      created_at: string;
      source_type: string;
      covered_month: string | null;
    }[];
    /** category: the bill's category, or 'manual_adjustment' (pending items name their category). */
    pending_debits: { amount: number; notes: string | null; period_end_date: string; category: string }[];
  } | null;
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

type StatementContract = Awaited<ReturnType<typeof findStatementContracts>>[number];
type ItemRow = Awaited<ReturnType<typeof selectSettlementItems>>[number];
/** The bill share columns a statement shows (billShareColumns). */
type BillShare = Pick<ItemRow, 'billTotal' | 'billPeriodStartDate' | 'billPeriodEndDate' | 'overlapDays' | 'occupants'>;

/** What the statements of `contractIds` show beside the financials, each read once for all of them. */
async function loadStatementParts(db: Queryable, clock: Clock, contractIds: string[]) {
  // What a settlement payable is made of: the items its settlement took (and the pending ones,
  // which the financials take from these rows instead of reading them again). Read once.
  const liveItems = Promise.resolve(
    selectSettlementItems(db, and(inArray(settlementItem.contractId, contractIds), isNull(settlementItem.deletedAt))),
  );
  const [agreements, financials, items, documents] = await Promise.all([
    db
      .select({
        contractId: utilityAgreement.contractId,
        category: utilityAgreement.category,
        cost_model: utilityAgreement.costModel,
      })
      .from(utilityAgreement)
      .where(inArray(utilityAgreement.contractId, contractIds)),
    loadContractsFinancials({ db, clock, contractIds, liveSettlementItems: liveItems, billShares: true }),
    liveItems,
    // The documents of the bills split with these contracts (those of their payables and items).
    db
      .select({ id: document.id, file_name: document.fileName, billId: document.billId })
      .from(document)
      .innerJoin(bill, eq(bill.id, document.billId))
      .where(
        and(
          inArray(
            document.billId,
            db.select({ billId: billSplit.billId }).from(billSplit).where(inArray(billSplit.contractId, contractIds)),
          ),
          isNull(document.deletedAt),
          isNull(bill.deletedAt),
        ),
      )
      .orderBy(asc(document.createdAt), asc(document.id)),
  ]);
  return {
    agreementsOf: groupBy(agreements, (a) => a.contractId),
    financials,
    itemsOf: groupBy(items, (i) => i.contractId),
    documentsOf: groupBy(documents, (d) => d.billId),
  };
}

/**
 * The statement of each contract `where` selects (the caller decides who may see which: a share
 * token, or the signed-in tenant). Every figure comes from loadContractsFinancials (the landlord's
 * own numbers) and sumOutstanding; this file only adds what the statement shows beside them
 * (categories, notes, documents). It carries no id but those of the documents it lists, and no
 * email. A fixed number of queries whatever the number of contracts.
 */
export async function loadStatements(opts: {
  db: Queryable;
  clock: Clock;
  where: SQL;
}): Promise<{ contractId: string; statement: PublicStatement }[]> {
  const rows = await findStatementContracts(opts.db, opts.where);
  const parts = await loadStatementParts(
    opts.db,
    opts.clock,
    rows.map((c) => c.id),
  );
  return rows.map((c) => ({ contractId: c.id, statement: buildStatement(c, parts) }));
}

function buildStatement(c: StatementContract, parts: Awaited<ReturnType<typeof loadStatementParts>>): PublicStatement {
  const agreements = (parts.agreementsOf.get(c.id) ?? []).map((a) => ({
    category: a.category,
    cost_model: a.cost_model,
  }));
  const financials = parts.financials.get(c.id)!;
  const items = parts.itemsOf.get(c.id) ?? [];
  const pendingIds = [...financials.pending_settlement_debits, ...financials.pending_settlement_credits].map(
    (i) => i.id,
  );

  const documentsOf = (billId: string | null): StatementDocument[] =>
    billId ? (parts.documentsOf.get(billId) ?? []).map((d) => ({ id: d.id, file_name: d.file_name })) : [];

  const billOf = (b: BillShare): StatementBill | null =>
    b.billTotal === null ||
    b.billPeriodStartDate === null ||
    b.billPeriodEndDate === null ||
    b.overlapDays === null ||
    b.occupants === null
      ? null
      : {
          total_amount: b.billTotal,
          period_start_date: b.billPeriodStartDate,
          period_end_date: b.billPeriodEndDate,
          overlap_days: b.overlapDays,
          number_of_occupants: b.occupants,
        };
  const debitOf = (i: ItemRow): StatementDebit => ({
    category: i.sourceType === 'bill_split' ? (i.billCategory ?? '') : 'manual_adjustment',
    amount: i.amount,
    bill: i.sourceType === 'bill_split' ? billOf(i) : null,
    documents: documentsOf(i.billId),
  });
  const detailsOf = (list: ItemRow[]) => ({
    debits: list.filter((i) => i.kind === 'debit').map(debitOf),
    credits: list
      .filter((i) => i.kind === 'credit')
      .map((i) => ({
        source_type: i.sourceType,
        amount: i.amount,
        covered_month: i.advancePeriodStartDate ? firstDayOfMonth(i.advancePeriodStartDate) : null,
      })),
  });
  const itemById = new Map(items.map((i) => [i.id, i]));

  const payables: PublicStatementPayable[] = financials.payables.map((p) => {
    // What a consumption-bill payable is made of: its bill split and bill (read with the payables).
    const fromBill = p.billShare;
    const details = fromBill
      ? {
          debits: [
            {
              category: fromBill.billCategory,
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
            // The day it was recorded (an advance is shown by covered_month instead).
            created_at: todayInRome(new Date(i.created_at)),
            source_type: i.source_type,
            covered_month: i.covered_month,
          })),
          pending_debits: financials.pending_settlement_debits.map((i) => ({
            amount: i.amount,
            notes: itemById.get(i.id)?.notes ?? null,
            period_end_date: i.date,
            category: i.category,
          })),
        }
      : null,
  };
}
