import { and, asc, desc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import {
  openingEntry,
  bill,
  billSplit,
  contract,
  depositInterestCredit,
  document,
  payable,
  property,
  settlementItem,
  user,
  utilityAgreement,
} from '../../db/schema';
import { billShareColumns } from '../bills/bill-share-columns';
import { contractTenantNameColumns, contractTermsColumns } from '../contracts/contract-columns';
import { openingJoinedColumns } from '../contracts/opening-position';
import { outstandingPayableCondition } from '../contracts/outstanding-payable-condition';
import { payableColumns } from '../payables/payable-columns';
import { payableOrderBy } from '../payables/payable-order-sql';
import { propertyAddressColumns } from '../properties/property-columns';
import { type ContractSet, inContracts } from './contract-set';

/**
 * The SQL of the financials: each read is one statement for any number of contracts; the pure
 * assembler (assemble.ts) builds what the pages show from these rows.
 */

/** Which payables to read: all but the cancelled ones, or only the outstanding (due and overdue) ones. */
export type PayablesToLoad = 'all' | 'outstanding';

/** The contracts' payables (`which`), with their bill share, by due date: the columns shown. */
export function selectPayables(db: Queryable, contracts: ContractSet, which: PayablesToLoad) {
  return db
    .select({ ...payableColumns, sourceSettlementId: payable.sourceSettlementId, ...billShareColumns })
    .from(payable)
    .leftJoin(billSplit, eq(billSplit.id, payable.billSplitId))
    .leftJoin(bill, eq(bill.id, billSplit.billId))
    .where(
      and(
        inContracts(payable.contractId, contracts),
        which === 'all' ? ne(payable.status, 'cancelled') : outstandingPayableCondition(),
      ),
    )
    .orderBy(...payableOrderBy());
}

export type PayableRow = Awaited<ReturnType<typeof selectPayables>>[number];

/**
 * The settlement items `where` selects, with their bill share (category, period, total, criterion)
 * for bill shares, and for a credit from a paid advance the first day the advance covers
 * (advancePeriodStartDate: it is dated by that month, docs/domain.md §6), in the order they were recorded: what a conguaglio takes
 * (loadPendingSettlementItems), what one took (getSettlementDetails) and what a statement shows
 * (loadStatements) read the same rows the same way.
 */
export function selectSettlementItems(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      id: settlementItem.id,
      contractId: settlementItem.contractId,
      settlementId: settlementItem.settlementId,
      kind: settlementItem.kind,
      sourceType: settlementItem.sourceType,
      amount: settlementItem.amount,
      notes: settlementItem.notes,
      createdAt: settlementItem.createdAt,
      advancePeriodStartDate: payable.periodStartDate,
      /** The year of a deposit interest credit (docs/domain.md §14), by which it is named; else null. */
      depositInterestYear: depositInterestCredit.year,
      ...billShareColumns,
    })
    .from(settlementItem)
    .leftJoin(payable, eq(payable.id, settlementItem.payableId))
    .leftJoin(depositInterestCredit, eq(depositInterestCredit.settlementItemId, settlementItem.id))
    .leftJoin(billSplit, eq(billSplit.id, settlementItem.billSplitId))
    .leftJoin(bill, eq(bill.id, billSplit.billId))
    .where(where)
    .orderBy(asc(settlementItem.createdAt), asc(settlementItem.id));
}

/** The contracts' settlement items as selectSettlementItems reads them. */
export type SettlementItemRow = Awaited<ReturnType<typeof selectSettlementItems>>[number];

/**
 * The one definition of what a conguaglio would take (docs/domain.md §6), in SQL: the contracts'
 * settlement items not yet in a settlement and not deleted. loadPendingSettlementItems reads them,
 * the payments overview sums their debits.
 */
export function pendingSettlementItemCondition(contracts: ContractSet): SQL {
  return and(
    inContracts(settlementItem.contractId, contracts),
    isNull(settlementItem.settlementId),
    isNull(settlementItem.deletedAt),
  ) as SQL;
}

/**
 * What a conguaglio of each contract would take (pendingSettlementItemCondition, docs/domain.md §6), with
 * their bill's category and period for bill shares, in the order they were recorded (one query
 * for any number of contracts). Read by the financials (previews, the contract tab, the public
 * statement) and by settleContract under the contract's lock, so a preview is what settling does.
 */
export async function loadPendingSettlementItems(opts: { db: Queryable; contractIds: ContractSet }) {
  return selectSettlementItems(opts.db, pendingSettlementItemCondition(opts.contractIds));
}

/** Every live (not deleted) settlement item of the contracts, settled or pending: what statements show. */
export function selectLiveSettlementItems(db: Queryable, contractIds: readonly string[]) {
  return selectSettlementItems(
    db,
    and(inArray(settlementItem.contractId, [...contractIds]), isNull(settlementItem.deletedAt)),
  );
}

/** The contracts `where` selects, with what the statement shows about them (newest start first). */
export function selectStatementContracts(db: Queryable, where: SQL) {
  const landlord = alias(user, 'landlord');
  return db
    .select({
      ...contractTermsColumns,
      ...contractTenantNameColumns,
      landlordFirstName: landlord.firstName,
      landlordLastName: landlord.lastName,
      ...propertyAddressColumns,
      // Its opening entry ('Saldo iniziale al …', docs/domain.md §17) in the same statement.
      ...openingJoinedColumns,
      propertyId: contract.propertyId,
    })
    .from(contract)
    .innerJoin(property, eq(property.id, contract.propertyId))
    .innerJoin(landlord, eq(landlord.id, property.landlordId))
    .leftJoin(openingEntry, eq(openingEntry.contractId, contract.id))
    .where(where)
    .orderBy(desc(contract.startDate), asc(contract.id));
}

export type StatementContractRow = Awaited<ReturnType<typeof selectStatementContracts>>[number];

/** The contracts' utility agreements (category and cost model). */
export function selectUtilityAgreements(db: Queryable, contractIds: readonly string[]) {
  return db
    .select({
      contractId: utilityAgreement.contractId,
      category: utilityAgreement.category,
      cost_model: utilityAgreement.costModel,
    })
    .from(utilityAgreement)
    .where(inArray(utilityAgreement.contractId, [...contractIds]));
}

export type UtilityAgreementRow = Awaited<ReturnType<typeof selectUtilityAgreements>>[number];

/** The documents of the live bills split with these contracts (those of their payables and items). */
export function selectBillDocuments(db: Queryable, contractIds: readonly string[]) {
  return db
    .select({ id: document.id, file_name: document.fileName, billId: document.billId })
    .from(document)
    .innerJoin(bill, eq(bill.id, document.billId))
    .where(
      and(
        inArray(
          document.billId,
          db
            .select({ billId: billSplit.billId })
            .from(billSplit)
            .where(inArray(billSplit.contractId, [...contractIds])),
        ),
        isNull(document.deletedAt),
        isNull(bill.deletedAt),
      ),
    )
    .orderBy(asc(document.createdAt), asc(document.id));
}

export type BillDocumentRow = Awaited<ReturnType<typeof selectBillDocuments>>[number];
