import { formatReceiptNumber } from '@casaconti/core/receipts';
import { desc, inArray, type SQL } from 'drizzle-orm';
import { payment } from '../../db/schema';
import { buildPaymentRequest, loadReceivingAccounts } from '../bank-accounts/payment-request';
import type { Queryable } from '../../db/client';
import { type Clock, today } from '../../lib/clock';
import { groupBy } from '../../lib/group-by';
import {
  assembleFinancials,
  assemblePayables,
  assemblePendingSettlement,
  assembleStatement,
  type ContractFinancials,
  type PendingSettlement,
  type PublicStatement,
} from './assemble';
import { type ContractSet, listedIds } from './contract-set';
import { openingViewOfJoined } from '../contracts/opening-position';
import {
  loadPendingSettlementItems,
  type PayablesToLoad,
  selectBillDocuments,
  selectLiveSettlementItems,
  selectPayables,
  selectStatementContracts,
  selectUtilityAgreements,
} from './reads';

/**
 * The financials of each of `contractIds`, for a caller that already checked access (the
 * landlord's contract tab, the payments page checks): one source of truth, in two queries
 * whatever their number (selectPayables, loadPendingSettlementItems), assembled by
 * assembleFinancials. Payables without the cancelled ones, due and overdue first (oldest due date
 * first), then paid (newest first): comparePayablesForDisplay. Pending settlement debits and
 * credits and net_settlement_preview (Σ debits − Σ credits) are the contract's pending conguaglio.
 * Every id gets an entry (empty figures for a contract without payables or items).
 * `payables: 'outstanding'` leaves the paid payables out of `payables` (every other figure, the
 * summary included, is the same): for the readers that show only what is owed, so a contract's
 * years of paid months are not read.
 */
export async function loadContractsFinancials(opts: {
  db: Queryable;
  clock: Clock;
  contractIds: readonly string[];
  payables?: PayablesToLoad;
}): Promise<Map<string, ContractFinancials>> {
  const { db } = opts;
  const contractIds = [...new Set(opts.contractIds)];
  const asOf = today(opts.clock);
  const [payableRows, pendingItems] = await Promise.all([
    selectPayables(db, contractIds, opts.payables ?? 'all'),
    loadPendingSettlementItems({ db, contractIds }),
  ]);
  const payablesOf = groupBy(payableRows, (p) => p.contractId);
  const itemsOf = groupBy(pendingItems, (i) => i.contractId);
  return new Map(
    contractIds.map((id) => [
      id,
      assembleFinancials({ payableRows: payablesOf.get(id) ?? [], pendingItems: itemsOf.get(id) ?? [], asOf }),
    ]),
  );
}

/** One contract's financials: loadContractsFinancials for that one contract (the same rule). */
export async function loadContractFinancials(opts: {
  db: Queryable;
  clock: Clock;
  contractId: string;
}): Promise<ContractFinancials> {
  const financials = await loadContractsFinancials({ db: opts.db, clock: opts.clock, contractIds: [opts.contractId] });
  return financials.get(opts.contractId)!;
}

/**
 * The financials' `payables` alone (the same rows, statuses and order as loadContractsFinancials),
 * one query: for a reader that shows only payables (the net balances), so the pending conguaglio
 * is not read. Only contracts with payables have an entry.
 */
export async function loadContractsPayables(opts: {
  db: Queryable;
  clock: Clock;
  contracts: ContractSet;
  payables: PayablesToLoad;
}): Promise<Map<string, ContractFinancials['payables']>> {
  const asOf = today(opts.clock);
  const payablesOf = groupBy(await selectPayables(opts.db, opts.contracts, opts.payables), (p) => p.contractId);
  return new Map([...payablesOf].map(([id, rows]) => [id, assemblePayables(rows, asOf)]));
}

/**
 * Each contract's pending conguaglio (docs/domain.md §6) in one query whatever their number
 * (loadPendingSettlementItems, assembled by assemblePendingSettlement). Every id gets an entry
 * when `contractIds` lists them; given a subquery, only the contracts with pending items have one
 * (nothing pending for the others). The settlement previews read this.
 */
export async function loadPendingSettlements(opts: {
  db: Queryable;
  contractIds: ContractSet;
}): Promise<Map<string, PendingSettlement>> {
  const itemsOf = groupBy(await loadPendingSettlementItems(opts), (i) => i.contractId);
  const ids = listedIds(opts.contractIds) ?? [...itemsOf.keys()];
  return new Map(ids.map((id) => [id, assemblePendingSettlement(itemsOf.get(id) ?? [])]));
}

/**
 * The statement of each contract `where` selects (the caller decides who may see which: a share
 * token, or the signed-in tenant), newest start first. The contracts, then in parallel their
 * agreements, payables, live settlement items (settled ones for what a settlement payable is made
 * of, pending ones for the financials), bill documents, payments (the contracts read with their opening
 * entries) and receiving accounts: seven statements whatever the number of contracts, assembled by
 * assembleStatement (the same figures as loadContractsFinancials), each with its request to pay
 * (buildPaymentRequest).
 */
export async function loadStatements(opts: {
  db: Queryable;
  clock: Clock;
  where: SQL;
}): Promise<{ contractId: string; statement: PublicStatement }[]> {
  const { db } = opts;
  const contracts = await selectStatementContracts(db, opts.where);
  const contractIds = contracts.map((c) => c.id);
  const asOf = today(opts.clock);
  const [agreements, payableRows, items, documents, payments, accounts] = await Promise.all([
    selectUtilityAgreements(db, contractIds),
    selectPayables(db, contractIds, 'all'),
    selectLiveSettlementItems(db, contractIds),
    selectBillDocuments(db, contractIds),
    selectStatementPayments(db, contractIds),
    loadReceivingAccounts(
      db,
      contracts.map((c) => c.propertyId),
    ),
  ]);
  const paymentsOf = groupBy(payments, (p) => p.contractId);
  const agreementsOf = groupBy(agreements, (a) => a.contractId);
  const payablesOf = groupBy(payableRows, (p) => p.contractId);
  const itemsOf = groupBy(items, (i) => i.contractId);
  const documentsOf = groupBy(documents, (d) => d.billId);
  return Promise.all(
    contracts.map(async (c) => {
      const statement = assembleStatement({
        contract: c,
        agreements: agreementsOf.get(c.id) ?? [],
        payableRows: payablesOf.get(c.id) ?? [],
        items: itemsOf.get(c.id) ?? [],
        documentsOf: (billId) => documentsOf.get(billId) ?? [],
        asOf,
        payments: (paymentsOf.get(c.id) ?? []).map(({ contractId: _, ...p }) => p),
        openingEntry: openingViewOfJoined(c),
      });
      // How to pay it (decisions 203, 204): the property's receiving account, else none.
      statement.payment_request = await buildPaymentRequest({
        contractId: c.id,
        streetAddress: c.streetAddress,
        totalDue: statement.payables_summary.total_due,
        payables: statement.payables,
        account: accounts.get(c.propertyId),
      });
      return { contractId: c.id, statement };
    }),
  );
}

/** The payments received on the contracts, newest first, with their receipt numbers (docs/domain.md §12). */
async function selectStatementPayments(db: Queryable, contractIds: string[]) {
  if (contractIds.length === 0) return [];
  const rows = await db
    .select({
      contractId: payment.contractId,
      id: payment.id,
      receivedOn: payment.receivedOn,
      amount: payment.amount,
      receiptYear: payment.receiptYear,
      receiptNumber: payment.receiptNumber,
      reversedAt: payment.reversedAt,
    })
    .from(payment)
    .where(inArray(payment.contractId, contractIds))
    .orderBy(desc(payment.receivedOn), desc(payment.receiptYear), desc(payment.receiptNumber));
  return rows.map((r) => ({
    contractId: r.contractId,
    id: r.id,
    received_on: r.receivedOn,
    amount: r.amount,
    receipt_number:
      r.receiptYear === null || r.receiptNumber === null ? null : formatReceiptNumber(r.receiptYear, r.receiptNumber),
    reversed: r.reversedAt !== null,
  }));
}
