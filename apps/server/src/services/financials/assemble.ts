import { formatAddress, fullName } from '@casaconti/core/display';
import type { OpeningEntryView } from '../contracts/opening-position';
import { isSplitCriterion, UTILITY_CATEGORIES } from '@casaconti/core/constants';
import { firstDayOfMonth, todayInRome } from '@casaconti/core/dates';
import { categoryLabel, contractCreditLabel, splitCriterionLabel } from '@casaconti/core/labels';
import { shareArithmeticText } from '@casaconti/core/split-criteria';
import {
  comparePayablesForDisplay,
  derivePayableStatus,
  sumOutstanding,
  sumOverdue,
} from '@casaconti/core/payable-status';
import { sumCents } from '@casaconti/core/money';
import { computeNetToSettle } from '@casaconti/core/settlement';
import type { PaymentRequest } from '../bank-accounts/payment-request';

/**
 * The pure assembler of the financials: from the rows the reads (reads.ts) return, a contract's
 * payables, pending conguaglio, summary and statement. No I/O: every reader of the same rows (the
 * contract's payments tab, the payments page, the public statement, the tenant area) builds its
 * answer here, and the unit tests call it directly (assemble.test.ts).
 */

/** A bill split and its bill as read with billShareColumns (every column null when there is none). */
type BillShareColumns = {
  billId: string | null;
  billCategory: string | null;
  billTotal: number | null;
  billPeriodStartDate: string | null;
  billPeriodEndDate: string | null;
  overlapDays: number | null;
  occupants: number | null;
  billSplitCriterion: string | null;
  billTotalWeight: string | null;
  splitWeight: string | null;
  splitRoomCount: number | null;
  splitRoomWeight: string | null;
  splitReading: string | null;
};

/** A payable as read by selectPayables. */
export type PayableRowInput = BillShareColumns & {
  id: string;
  type: string;
  amount: number;
  /** What live payments cover of it (payable.allocated_cents, ≥ 0; of |amount| for a credit). */
  allocatedAmount: number;
  status: string;
  periodStartDate: string | null;
  periodEndDate: string | null;
  dueDate: string;
  sourceSettlementId: string | null;
};

/** A settlement item as read by selectSettlementItems. */
export type SettlementItemInput = BillShareColumns & {
  id: string;
  settlementId: string | null;
  kind: string;
  sourceType: string;
  amount: number;
  notes: string | null;
  createdAt: Date;
  /** The year of a deposit interest credit (docs/domain.md §14), by which it is named; else null (absent: null). */
  depositInterestYear?: number | null;
  advancePeriodStartDate: string | null;
};

/** A payable's or item's bill share, as the statements show it. */
export type BillShare = {
  billId: string;
  billCategory: string;
  billTotal: number;
  billPeriodStartDate: string;
  billPeriodEndDate: string;
  overlapDays: number;
  occupants: number;
  /** This contract's own line: 'Stanze (giorni × stanze): 31 giorni × 1 stanza = 31 su 270 giorni-stanza'. */
  criterionLine: string;
};

/** The bill share of a row read with billShareColumns, or null when it comes from no bill split. */
export function billShareOf(row: BillShareColumns): BillShare | null {
  const { billId, billCategory, billTotal, billPeriodStartDate, billPeriodEndDate, overlapDays, occupants } = row;
  return billId === null ||
    billCategory === null ||
    billTotal === null ||
    billPeriodStartDate === null ||
    billPeriodEndDate === null ||
    overlapDays === null ||
    occupants === null
    ? null
    : {
        billId,
        billCategory,
        billTotal,
        billPeriodStartDate,
        billPeriodEndDate,
        overlapDays,
        occupants,
        criterionLine: criterionLineOf({ ...row, overlapDays, occupants }),
      };
}

/** The tenant's own criterion line (docs/domain.md §8: never another tenant's name or amount). */
function criterionLineOf(row: BillShareColumns & { overlapDays: number; occupants: number }): string {
  const criterion = isSplitCriterion(row.billSplitCriterion) ? row.billSplitCriterion : 'occupancy';
  const text = shareArithmeticText(
    criterion,
    {
      overlapDays: row.overlapDays,
      numberOfOccupants: row.occupants,
      roomCount: row.splitRoomCount ?? 0,
      roomWeight: row.splitRoomWeight ?? '0',
      reading: row.splitReading,
      weight: row.splitWeight ?? '0',
    },
    row.billTotalWeight ?? '0',
  );
  return `${splitCriterionLabel(criterion)}: ${text}`;
}

/** An item's category: its bill's for a bill share, else 'manual_adjustment'. */
const itemCategory = (i: SettlementItemInput) =>
  (i.sourceType === 'bill_split' ? i.billCategory : null) ?? 'manual_adjustment';

/** A credit from a paid advance is dated by the first day of the month it covers (docs/domain.md §6), else null. */
const coveredMonthOf = (i: SettlementItemInput) =>
  i.advancePeriodStartDate ? firstDayOfMonth(i.advancePeriodStartDate) : null;

/** What the next conguaglio of a contract would take, as the financials show it (cents). */
export type PendingSettlement = {
  /** category: the bill's category, or 'manual_adjustment' for a manual debit. */
  debits: { id: string; label: string; amount: number; date: string; category: string }[];
  /**
   * source_type: 'settlement_base_fee' or 'manual_adjustment'; created_at: ISO instant;
   * covered_month: for a paid advance the first day of the month it covers ('yyyy-MM-dd'), by
   * which it is dated and shown ('Anticipo conguaglio · novembre 2026', docs/domain.md §6), else null
   * (a manual credit is dated by the day it was recorded).
   */
  credits: {
    id: string;
    label: string;
    amount: number;
    date: string;
    source_type: string;
    /** The year of a deposit interest credit ('Interessi deposito cauzionale 2025'), else null. */
    deposit_interest_year: number | null;
    created_at: string;
    covered_month: string | null;
  }[];
  /** Σ debits − Σ credits: exactly what 'Conguaglia' would produce. */
  net: number;
};

/** Stable: items of one date keep their creation order. */
const byDate = (a: { date: string }, b: { date: string }) => a.date.localeCompare(b.date);

/**
 * A contract's pending conguaglio from its unsettled items (in their recorded order): debits and
 * credits by date (a bill's period end, an advance's month, else the day the item was recorded),
 * amounts positive cents, and the net (packages/core settlement).
 */
export function assemblePendingSettlement(items: readonly SettlementItemInput[]): PendingSettlement {
  const debits = items
    .filter((i) => i.kind === 'debit')
    .map((i) => {
      const category = itemCategory(i);
      return {
        id: i.id,
        label: categoryLabel(category),
        amount: i.amount,
        date: i.billPeriodEndDate ?? todayInRome(i.createdAt),
        category,
      };
    })
    .sort(byDate);
  const credits = items
    .filter((i) => i.kind === 'credit')
    .map((i) => {
      const coveredMonth = coveredMonthOf(i);
      return {
        id: i.id,
        label: contractCreditLabel(i.sourceType, i.depositInterestYear),
        amount: i.amount,
        date: coveredMonth ?? todayInRome(i.createdAt),
        source_type: i.sourceType,
        deposit_interest_year: i.depositInterestYear ?? null,
        created_at: i.createdAt.toISOString(),
        covered_month: coveredMonth,
      };
    })
    .sort(byDate);
  return { debits, credits, net: computeNetToSettle(debits, credits) };
}

export type ContractFinancials = {
  payables: {
    id: string;
    type: string;
    amount: number;
    /**
     * Paid so far, same sign as amount: the whole amount once paid, else what payments cover
     * ('pagato 300,00 di 500,00 €', docs/domain.md §12).
     */
    paid_amount: number;
    status: 'due' | 'overdue' | 'paid';
    period_start_date: string | null;
    period_end_date: string | null;
    due_date: string;
    sourceSettlementId: string | null;
    /** The bill's category for a consumption_bill payable, else null. */
    category: string | null;
    /** With `billShares`: the bill split and bill of a payable that comes from one, else null. */
    billShare?: BillShare | null;
  }[];
  pending_settlement_debits: PendingSettlement['debits'];
  pending_settlement_credits: PendingSettlement['credits'];
  /**
   * total_due: what the tenant owes now (due + overdue payables); total_overdue: what is past its
   * due date net of the contract's credits (sumOverdue, docs/domain.md §13); net_settlement_preview = Σ pending debits − Σ available credits.
   */
  summary: { total_due: number; total_overdue: number; net_settlement_preview: number };
};

/**
 * One contract's payables as the financials show them, from its rows: statuses as of `asOf`
 * (derivePayableStatus), due and overdue first, then paid (comparePayablesForDisplay).
 */
export function assemblePayables(
  payableRows: readonly PayableRowInput[],
  asOf: string,
  withBillShares = false,
): ContractFinancials['payables'] {
  return payableRows
    .map((p) => ({
      id: p.id,
      type: p.type,
      amount: p.amount,
      paid_amount: p.status === 'paid' ? p.amount : Math.sign(p.amount) * p.allocatedAmount,
      status: derivePayableStatus({ status: p.status === 'paid' ? 'paid' : 'due', dueDate: p.dueDate }, asOf),
      period_start_date: p.periodStartDate,
      period_end_date: p.periodEndDate,
      due_date: p.dueDate,
      sourceSettlementId: p.sourceSettlementId,
      category: p.billCategory,
      ...(withBillShares ? { billShare: billShareOf(p) } : {}),
    }))
    .sort(comparePayablesForDisplay);
}

/**
 * One contract's financials from its payable rows (in their query's order) and its pending items
 * (those of no settlement, in their recorded order). `withBillShares`: each payable carries its
 * bill share (billShare).
 */
export function assembleFinancials(opts: {
  payableRows: readonly PayableRowInput[];
  pendingItems: readonly SettlementItemInput[];
  asOf: string;
  withBillShares?: boolean;
}): ContractFinancials {
  const payables = assemblePayables(opts.payableRows, opts.asOf, opts.withBillShares ?? false);
  const pending = assemblePendingSettlement(opts.pendingItems);
  return {
    payables,
    pending_settlement_debits: pending.debits,
    pending_settlement_credits: pending.credits,
    summary: {
      total_due: sumOutstanding(payables),
      total_overdue: sumOverdue(payables, sumCents(pending.credits.map((c) => c.amount))),
      net_settlement_preview: pending.net,
    },
  };
}

type StatementDocument = { id: string; file_name: string };
/**
 * The bill behind a debit, as the tenant may see it (docs/domain.md §8): its total and period, and this
 * contract's criterion (days of overlap × occupants) — never the other participants.
 */
type StatementBill = {
  total_amount: number;
  period_start_date: string;
  period_end_date: string;
  overlap_days: number;
  number_of_occupants: number;
  /** Issue 21: the bill's criterion and this contract's own arithmetic. */
  criterion_line: string;
};
type StatementDebit = { category: string; amount: number; bill: StatementBill | null; documents: StatementDocument[] };
/** covered_month: a paid advance's month ('yyyy-MM-01'), by which it is dated (docs/domain.md §6), else null. */
/** deposit_interest_year: the year of a deposit interest credit (creditSourceLabel names it), else null. */
type StatementCredit = {
  source_type: string;
  deposit_interest_year: number | null;
  amount: number;
  covered_month: string | null;
};

export type PublicStatementPayable = {
  type: string;
  /** The bill's category of a consumption_bill payable ('Bolletta a consumo · Luce'), else null. */
  category: string | null;
  status: 'due' | 'overdue' | 'paid' | 'pending_settlement';
  amount: number;
  /** Paid so far (same sign as amount); the 'to be settled' item: 0. */
  paid_amount: number;
  period_start_date: string | null;
  period_end_date: string | null;
  due_date: string | null;
  details: { debits: StatementDebit[]; credits: StatementCredit[] };
};

/** A payment received on the contract, with its receipt (docs/domain.md §12): newest first. */
export type StatementPayment = {
  id: string;
  received_on: string;
  amount: number;
  /** '2026/0007'; null: a payment of the history whose receipt was not asked for (decision 192). */
  receipt_number: string | null;
  reversed: boolean;
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
  /** total_overdue: the financials' (sumOverdue: due before today, net of the contract's credits). */
  payables_summary: { total_due: number; total_overdue: number };
  payables: PublicStatementPayable[];
  settlement_preview: {
    total: number;
    /** source_type and covered_month: what the credit is and the month an advance covers (docs/domain.md §6). */
    available_credits: {
      amount: number;
      notes: string | null;
      created_at: string;
      source_type: string;
      deposit_interest_year: number | null;
      covered_month: string | null;
    }[];
    /** category: the bill's category, or 'manual_adjustment' (pending items name their category). */
    pending_debits: { amount: number; notes: string | null; period_end_date: string; category: string }[];
  } | null;
  /** The payments received, each with its receipt (the PDF: the statement's receipt route). */
  payments: StatementPayment[];
  /** Where the contract stood when it was entered ('Saldo iniziale al …', docs/domain.md §17): not a payment. */
  opening_entry: OpeningEntryView | null;
  /**
   * How to pay what is owed by bank transfer (docs/domain.md §18, decisions 203, 204): the receiving
   * account, the amount, the reference and the EPC QR code; null when nothing is owed or the
   * landlord has no receiving account. Added by loadStatements (assembleStatement leaves it null).
   */
  payment_request: PaymentRequest | null;
};

/** The contract as the statement shows it (selectStatementContracts). */
export type StatementContractInput = {
  startDate: string;
  endDate: string | null;
  rentAmount: number;
  fixedFeeAmount: number;
  settlementBaseAmount: number;
  tenantFirstName: string;
  tenantLastName: string;
  landlordFirstName: string;
  landlordLastName: string;
  propertyName: string;
  streetAddress: string;
  postalCode: string;
  province: string;
  country: string;
};

const categoryRank = (category: string) => {
  const i = (UTILITY_CATEGORIES as readonly string[]).indexOf(category);
  return i === -1 ? UTILITY_CATEGORIES.length : i;
};

const statementBillOf = (b: BillShare | null): StatementBill | null =>
  b === null
    ? null
    : {
        total_amount: b.billTotal,
        period_start_date: b.billPeriodStartDate,
        period_end_date: b.billPeriodEndDate,
        overlap_days: b.overlapDays,
        number_of_occupants: b.occupants,
        criterion_line: b.criterionLine,
      };

/**
 * One contract's statement from its rows: every figure comes from assembleFinancials (the
 * landlord's own numbers, `items` without a settlement being the pending ones); the statement
 * only adds what it shows beside them (categories, notes, documents). It carries no id but those
 * of the documents it lists, and no email.
 * `items`: the contract's live settlement items, settled or pending, in their recorded order;
 * `documents`: the documents of its bills, by bill id.
 */
export function assembleStatement(opts: {
  contract: StatementContractInput;
  agreements: readonly { category: string; cost_model: string }[];
  payableRows: readonly PayableRowInput[];
  items: readonly SettlementItemInput[];
  documentsOf: (billId: string) => readonly StatementDocument[];
  asOf: string;
  payments?: StatementPayment[];
  openingEntry?: OpeningEntryView | null;
}): PublicStatement {
  const { contract: c, items } = opts;
  const agreements = opts.agreements.map((a) => ({ category: a.category, cost_model: a.cost_model }));
  const financials = assembleFinancials({
    payableRows: opts.payableRows,
    pendingItems: items.filter((i) => i.settlementId === null),
    asOf: opts.asOf,
    withBillShares: true,
  });
  const pendingIds = [...financials.pending_settlement_debits, ...financials.pending_settlement_credits].map(
    (i) => i.id,
  );

  const documentsOf = (billId: string | null): StatementDocument[] =>
    billId ? opts.documentsOf(billId).map((d) => ({ id: d.id, file_name: d.file_name })) : [];

  const debitOf = (i: SettlementItemInput): StatementDebit => {
    const share = i.sourceType === 'bill_split' ? billShareOf(i) : null;
    return {
      category: itemCategory(i),
      amount: i.amount,
      bill: statementBillOf(share),
      documents: documentsOf(i.billId),
    };
  };
  const detailsOf = (list: readonly SettlementItemInput[]) => ({
    debits: list.filter((i) => i.kind === 'debit').map(debitOf),
    credits: list
      .filter((i) => i.kind === 'credit')
      .map((i) => ({
        source_type: i.sourceType,
        deposit_interest_year: i.depositInterestYear ?? null,
        amount: i.amount,
        covered_month: coveredMonthOf(i),
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
              bill: statementBillOf(fromBill),
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
      category: p.category,
      status: p.status,
      amount: p.amount,
      paid_amount: p.paid_amount,
      period_start_date: p.period_start_date,
      period_end_date: p.period_end_date,
      due_date: p.due_date,
      details,
    };
  });

  // The synthesized 'to be settled' item (docs/product.md §2 Contract detail), placed before the paid ones.
  const pendingItems = pendingIds.flatMap((id) => {
    const item = itemById.get(id);
    return item ? [item] : [];
  });
  if (pendingItems.length > 0) {
    const toSettle: PublicStatementPayable = {
      type: 'pending_settlement',
      category: null,
      status: 'pending_settlement',
      amount: financials.summary.net_settlement_preview,
      paid_amount: 0,
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
    landlord_info: { name: fullName({ firstName: c.landlordFirstName, lastName: c.landlordLastName }) },
    contract_info: {
      tenant_name: fullName({ firstName: c.tenantFirstName, lastName: c.tenantLastName }),
      start_date: c.startDate,
      end_date: c.endDate,
      rent_amount: c.rentAmount,
      fixed_fee_amount: c.fixedFeeAmount,
      settlement_base_amount: c.settlementBaseAmount,
      utility_agreements: agreements.sort((a, b) => categoryRank(a.category) - categoryRank(b.category)),
    },
    property_info: {
      name: c.propertyName,
      address: formatAddress(c),
    },
    payables_summary: { total_due: financials.summary.total_due, total_overdue: financials.summary.total_overdue },
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
            deposit_interest_year: i.deposit_interest_year,
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
    payments: opts.payments ?? [],
    opening_entry: opts.openingEntry ?? null,
    payment_request: null,
  };
}
