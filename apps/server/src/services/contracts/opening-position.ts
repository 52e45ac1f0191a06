import { formatDateIt } from '@casaconti/core/dates';
import { balanceExceedsMessage, OPENING_POSITION_MESSAGES as M } from '@casaconti/core/messages';
import { formatEuro } from '@casaconti/core/money';
import {
  computeOpeningEntry,
  type OpeningPayable,
  type OpeningPosition,
  type OpeningPositionIssue,
  OPENING_CREDIT_TYPE,
  openingEntryLabel,
} from '@casaconti/core/opening-position';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client';
import { billSplit, openingEntry, payable, payment, settlement, settlementItem } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Clock, today } from '../../lib/clock';
import { materializeScheduledPayables } from '../payables/materialize-scheduled-payables';
import { giveSettlementCreditsOf } from '../payments/settlement-credits';
import { findLandlordContract } from './find-landlord-contract';

/** A contract's opening entry as the ledgers show it (docs/domain.md §17): cents, dates 'yyyy-MM-dd'. */
export type OpeningEntryView = {
  kind: 'paid_through' | 'balance';
  /** 'Saldo iniziale al 01/12/2026'. */
  label: string;
  entry_date: string;
  /** 'In regola fino a': the month 'yyyy-MM'; else null. */
  paid_through_month: string | null;
  /** 'Saldo iniziale': the balance stated (> 0 owed, < 0 in credit); else null. */
  balance: number | null;
  /** What the entry settled of the contract's payables. */
  settled_amount: number;
  /** The month 'yyyy-MM' from which the next conguaglio counts. */
  conguaglio_from: string;
};

const viewColumns = {
  contractId: openingEntry.contractId,
  kind: openingEntry.kind,
  entryDate: openingEntry.entryDate,
  paidThroughMonth: openingEntry.paidThroughMonth,
  balance: openingEntry.balance,
  settledAmount: openingEntry.settledAmount,
  conguaglioFrom: openingEntry.conguaglioFrom,
};

function toView(r: {
  kind: 'paid_through' | 'balance';
  entryDate: string;
  paidThroughMonth: string | null;
  balance: number | null;
  settledAmount: number;
  conguaglioFrom: string;
}): OpeningEntryView {
  return {
    kind: r.kind,
    label: openingEntryLabel(r.entryDate),
    entry_date: r.entryDate,
    paid_through_month: r.paidThroughMonth ? r.paidThroughMonth.slice(0, 7) : null,
    balance: r.balance,
    settled_amount: r.settledAmount,
    conguaglio_from: r.conguaglioFrom.slice(0, 7),
  };
}

/**
 * The entry's columns for a read that left-joins opening_entry on the contract (one statement for
 * the contract and its entry); openingViewOfJoined makes the view of such a row.
 */
export const openingJoinedColumns = {
  openingKind: openingEntry.kind,
  openingEntryDate: openingEntry.entryDate,
  openingPaidThroughMonth: openingEntry.paidThroughMonth,
  openingBalance: openingEntry.balance,
  openingSettledAmount: openingEntry.settledAmount,
  openingConguaglioFrom: openingEntry.conguaglioFrom,
};

export function openingViewOfJoined(r: {
  openingKind: 'paid_through' | 'balance' | null;
  openingEntryDate: string | null;
  openingPaidThroughMonth: string | null;
  openingBalance: number | null;
  openingSettledAmount: number | null;
  openingConguaglioFrom: string | null;
}): OpeningEntryView | null {
  if (r.openingKind === null || r.openingEntryDate === null || r.openingConguaglioFrom === null) return null;
  return toView({
    kind: r.openingKind,
    entryDate: r.openingEntryDate,
    paidThroughMonth: r.openingPaidThroughMonth,
    balance: r.openingBalance,
    settledAmount: r.openingSettledAmount ?? 0,
    conguaglioFrom: r.openingConguaglioFrom,
  });
}

/** The opening entries of `contractIds` (one statement; a contract without one has no entry). */
export async function loadOpeningEntries(db: Queryable, contractIds: readonly string[]) {
  if (contractIds.length === 0) return new Map<string, OpeningEntryView>();
  const rows = await db
    .select(viewColumns)
    .from(openingEntry)
    .where(inArray(openingEntry.contractId, [...contractIds]));
  return new Map(rows.map((r) => [r.contractId, toView(r)]));
}

/** The Italian message of an issue with a position (core's openingPositionIssue, computeOpeningEntry). */
function issueMessage(issue: OpeningPositionIssue, asOf: string | null): string {
  switch (issue.reason) {
    case 'not_started_before_today':
      return M.notStartedBeforeToday;
    case 'month_before_start':
      return M.monthBeforeStart;
    case 'month_in_future':
      return M.monthInFuture;
    case 'as_of_before_start':
      return M.asOfBeforeStart;
    case 'as_of_in_future':
      return M.asOfInFuture;
    case 'conguaglio_before_start':
      return M.conguaglioBeforeStart;
    case 'conguaglio_in_future':
      return M.conguaglioInFuture;
    case 'balance_exceeds':
      return balanceExceedsMessage(formatEuro(issue.due), asOf ? formatDateIt(asOf) : '');
  }
}

/**
 * 409 unless nothing but an opening entry is recorded on each of the contracts (decision 191): no
 * payment (reversed ones included), no conguaglio, no bill split, no settlement item but the
 * credits of advances an entry settled, no payable paid by anything but an entry. One statement.
 */
async function refuseIfLedgerUsed(tx: Tx, contractIds: readonly string[]): Promise<void> {
  const ids = [...contractIds];
  const [used] = await tx
    .select({ used: sql<boolean>`true` })
    .from(sql`(select 1) as head`)
    .where(
      or(
        sql`exists (${tx.select({ x: payment.id }).from(payment).where(inArray(payment.contractId, ids))})`,
        sql`exists (${tx.select({ x: settlement.id }).from(settlement).where(inArray(settlement.contractId, ids))})`,
        sql`exists (${tx
          .select({ x: billSplit.id })
          .from(billSplit)
          .where(and(inArray(billSplit.contractId, ids), isNull(billSplit.deletedAt)))})`,
        sql`exists (${tx
          .select({ x: settlementItem.id })
          .from(settlementItem)
          .leftJoin(payable, eq(payable.id, settlementItem.payableId))
          .where(
            and(
              inArray(settlementItem.contractId, ids),
              isNull(settlementItem.deletedAt),
              sql`not (${settlementItem.sourceType} = 'settlement_base_fee' and ${settlementItem.settlementId} is null and coalesce(${payable.openingAmount}, 0) > 0)`,
            ),
          )})`,
        sql`exists (${tx
          .select({ x: payable.id })
          .from(payable)
          .where(
            and(
              inArray(payable.contractId, ids),
              eq(payable.status, 'paid'),
              sql`${payable.openingAmount} < abs(${payable.amount})`,
            ),
          )})`,
      ),
    );
  if (used) throw new AppError('CONFLICT', M.locked);
}

/**
 * Undoes the contracts' opening entries, if any: their payables due again, their advances' credits
 * withdrawn, their credit payables cancelled. One statement when there is none, four otherwise.
 */
async function undoOpeningEntries(tx: Tx, clock: Clock, contractIds: readonly string[]): Promise<void> {
  const ids = [...contractIds];
  const previous = await tx
    .delete(openingEntry)
    .where(inArray(openingEntry.contractId, ids))
    .returning({ creditPayableId: openingEntry.creditPayableId });
  if (previous.length === 0) return;
  const covered = tx
    .select({ id: payable.id })
    .from(payable)
    .where(and(inArray(payable.contractId, ids), gt(payable.openingAmount, 0)));
  await tx
    .update(settlementItem)
    .set({ deletedAt: clock.now() })
    .where(
      and(
        inArray(settlementItem.contractId, ids),
        isNull(settlementItem.settlementId),
        isNull(settlementItem.deletedAt),
        inArray(settlementItem.payableId, covered),
      ),
    );
  await tx
    .update(payable)
    .set({
      allocatedAmount: sql`${payable.allocatedAmount} - ${payable.openingAmount}`,
      openingAmount: 0,
      status: sql`CASE WHEN ${payable.status} = 'paid' THEN 'due' ELSE ${payable.status} END`,
      paidAt: sql`CASE WHEN ${payable.status} = 'paid' THEN NULL ELSE ${payable.paidAt} END`,
    })
    .where(and(inArray(payable.contractId, ids), gt(payable.openingAmount, 0)));
  const credits = previous.flatMap((p) => (p.creditPayableId ? [p.creditPayableId] : []));
  if (credits.length > 0) await tx.update(payable).set({ status: 'cancelled' }).where(inArray(payable.id, credits));
}

/** One contract's position for setOpeningPositionsInTx. */
export type OpeningPositionItem = {
  contract: { id: string; startDate: string };
  position: OpeningPosition;
  /** Prefix of the refusal's field names ('openingPosition.', or 'rows.12.' for an import). */
  fieldPrefix?: string;
};

/**
 * Sets where running contracts stand (docs/domain.md §17, decision 190) inside the caller's
 * transaction, which holds the contracts' locks (or created them) and has materialized their
 * payables due so far: for each item, replaces the contract's opening entry, if any, while nothing
 * else is recorded on it (else 409, decision 191); `none` removes it. An entry settles the payables
 * computeOpeningEntry names (payable.opening_cents, marked paid when covered), gives the credit of
 * each advance it settles from the conguaglio's month on (docs/domain.md §6), and a balance in
 * credit becomes an `opening_credit` payable (negative, netted like a conguaglio credit). No
 * payment, no receipt, no email. The first refusal (in the items' order) is an Italian 4xx on
 * `${fieldPrefix}${field}`; the caller's transaction rolls back, so nothing is stored. A bounded
 * number of statements (about ten) whatever the number of items: the import's batch. Answers each
 * item's entry (null for `none`), in the items' order. Each contract at most once.
 */
export async function setOpeningPositionsInTx(
  tx: Tx,
  opts: { clock: Clock; items: readonly OpeningPositionItem[] },
): Promise<(OpeningEntryView | null)[]> {
  const { clock, items } = opts;
  if (items.length === 0) return [];
  const ids = items.map((i) => i.contract.id);
  if (new Set(ids).size !== ids.length) throw new Error('setOpeningPositionsInTx: a contract given twice');
  await refuseIfLedgerUsed(tx, ids);
  await undoOpeningEntries(tx, clock, ids);
  const stated = items.filter((i) => i.position.kind !== 'none');
  if (stated.length === 0) return items.map(() => null);

  const rows = await tx
    .select({
      contractId: payable.contractId,
      id: payable.id,
      type: payable.type,
      dueDate: payable.dueDate,
      periodStartDate: payable.periodStartDate,
      createdAt: payable.createdAt,
      amount: payable.amount,
      allocated: payable.allocatedAmount,
    })
    .from(payable)
    .where(
      and(
        inArray(
          payable.contractId,
          stated.map((i) => i.contract.id),
        ),
        eq(payable.status, 'due'),
        gt(payable.amount, 0),
      ),
    );
  const payablesOf = new Map<string, (OpeningPayable & { contractId: string })[]>();
  for (const r of rows) {
    const list = payablesOf.get(r.contractId) ?? [];
    list.push({ ...r, createdAt: r.createdAt.toISOString() });
    payablesOf.set(r.contractId, list);
  }

  const asOf = today(clock);
  const entries = stated.map((item) => {
    const { position, contract } = item;
    if (position.kind === 'none') throw new Error('unreachable');
    const payables = payablesOf.get(contract.id) ?? [];
    const result = computeOpeningEntry({ position, contract, payables, today: asOf });
    if (!result.ok) {
      const message = issueMessage(result.issue, position.kind === 'balance' ? position.asOf : null);
      throw new AppError('VALIDATION', message, { [`${item.fieldPrefix ?? ''}${result.issue.path}`]: message });
    }
    const advances = new Set(result.entry.creditedAdvanceIds);
    return { item, position, entry: result.entry, advances: payables.filter((p) => advances.has(p.id)) };
  });

  const cover = entries.flatMap((e) => e.entry.allocations.map((a) => ({ id: a.payableId, cents: a.amount })));
  if (cover.length > 0) {
    const paidAt = clock.now().toISOString();
    // One jsonb parameter carries all rows: the same SQL on node-postgres and PGlite.
    await tx.execute(sql`
      UPDATE payable AS p
         SET allocated_cents = p.allocated_cents + v.cents,
             opening_cents = p.opening_cents + v.cents,
             status = CASE WHEN p.allocated_cents + v.cents >= p.amount_cents THEN 'paid' ELSE p.status END,
             paid_at = CASE WHEN p.allocated_cents + v.cents >= p.amount_cents THEN ${paidAt}::timestamptz ELSE p.paid_at END
        FROM jsonb_to_recordset(${JSON.stringify(cover)}::jsonb) AS v(id uuid, cents bigint)
       WHERE p.id = v.id AND p.status = 'due'`);
  }
  await giveSettlementCreditsOf(
    tx,
    entries.flatMap((e) =>
      e.advances.map((p) => ({ contractId: p.contractId, id: p.id, type: p.type, amount: p.amount })),
    ),
  );

  const withCredit = entries.filter((e) => e.entry.credit > 0);
  const creditIds = new Map<string, string>();
  if (withCredit.length > 0) {
    const inserted = await tx
      .insert(payable)
      .values(
        withCredit.map((e) => ({
          contractId: e.item.contract.id,
          type: OPENING_CREDIT_TYPE,
          amount: -e.entry.credit,
          status: 'due' as const,
          dueDate: e.entry.entryDate,
        })),
      )
      .returning({ id: payable.id, contractId: payable.contractId });
    for (const r of inserted) creditIds.set(r.contractId, r.id);
  }
  const saved = await tx
    .insert(openingEntry)
    .values(
      entries.map(({ item, position, entry }) => ({
        contractId: item.contract.id,
        kind: entry.kind,
        entryDate: entry.entryDate,
        paidThroughMonth: position.kind === 'paid_through' ? `${position.month}-01` : null,
        balance: position.kind === 'balance' ? position.balance : null,
        settledAmount: entry.settled,
        conguaglioFrom: entry.conguaglioFrom,
        creditPayableId: creditIds.get(item.contract.id) ?? null,
      })),
    )
    .returning(viewColumns);
  const viewOf = new Map(saved.map((r) => [r.contractId, toView(r)]));
  return items.map((i) => viewOf.get(i.contract.id) ?? null);
}

/**
 * One contract's position (setOpeningPositionsInTx for one item), inside the caller's transaction:
 * the create-contract service and PUT /api/contracts/:id/opening-position call it.
 */
export async function setOpeningPositionInTx(
  tx: Tx,
  opts: {
    clock: Clock;
    contract: { id: string; startDate: string };
    position: OpeningPosition;
    fieldPrefix?: string;
  },
): Promise<OpeningEntryView | null> {
  const [view] = await setOpeningPositionsInTx(tx, { clock: opts.clock, items: [opts] });
  return view ?? null;
}

/**
 * PUT /api/contracts/:id/opening-position: setOpeningPositionInTx in its own transaction under the
 * contract's lock, on the landlord's contract (another landlord's → 404).
 */
export async function setOpeningPosition(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
  contractId: string;
  position: OpeningPosition;
}): Promise<{ openingEntry: OpeningEntryView | null }> {
  const { db, clock, landlordId, contractId, position } = opts;
  return db.transaction(async (tx) => {
    const found = await findLandlordContract({ db: tx, landlordId, contractId, lock: 'update' });
    await materializeScheduledPayables({ db: tx, clock, contractIds: [contractId] });
    return { openingEntry: await setOpeningPositionInTx(tx, { clock, contract: found, position }) };
  });
}
