/**
 * The bench's dataset (issue 12 §1): one landlord's realistic portfolio over three years plus
 * other landlords as noise, built in memory and written with batched inserts through the app's
 * own drizzle schema (so it cannot drift from it). Every amount comes from packages/core, the
 * functions the app itself uses: scheduled payables from computeScheduledPayables (what the daily
 * job stores), bill shares from splitBill (what process-uploaded-bill stores), conguagli from
 * computeSettlement (what settle-contract stores). Contracts and bills are checked against the
 * API's own schemas before they are written.
 *
 * Scale 1: the bench landlord has 200 properties, 800 rooms, 1,000 contracts (past, current and
 * future; single rooms, pairs and whole flats; never two live bookings of one room on one day),
 * 2,400 bills with their splits, consumption payables and settlement debits, manual adjustments,
 * paid payables with their settlement credits, and settled conguagli; 50 other landlords have
 * 2 properties, 10 contracts and 8 bills each. `scale` multiplies every count.
 *
 * Every user (landlords and tenants) signs in with DATASET_PASSWORD through the real sign-in.
 */
import { randomUUID } from 'node:crypto';
import { type CostModel, UTILITY_CATEGORIES, type UtilityCategory } from '@casaconti/core/constants';
import {
  addDays,
  compareIso,
  firstDayOfMonth,
  firstDayOfNextMonth,
  lastDayOfMonth,
  minIso,
  todayInRome,
} from '@casaconti/core/dates';
import { computeScheduledPayables } from '@casaconti/core/schedule';
import { createCompleteContractSchema } from '@casaconti/core/schemas/contract';
import { processBillSchema } from '@casaconti/core/schemas/bill';
import { computeSettlement } from '@casaconti/core/settlement';
import { shareOutcome, splitBill } from '@casaconti/core/split';
import { getTableColumns, getTableName, sql, type Table } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Queryable } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/lib/auth';
import { billSplitRow } from '../apps/server/src/services/bills/bill-split-row';

export const DATASET_PASSWORD = 'Tramonto-Lago-93';
export const BENCH_LANDLORD_EMAIL = 'bench.landlord@example.com';
/** A tenant with several contracts (past, current and future ones, in several properties). */
export const BENCH_TENANT_EMAIL = 'bench.tenant@example.com';

const PROPERTIES_PER_SCALE = 200;
const BILLS_PER_PROPERTY = 12;
const NOISE_LANDLORDS_PER_SCALE = 50;
const NOISE_PROPERTIES = 2;
const NOISE_BILLS_PER_PROPERTY = 4;
const ROOMS_PER_PROPERTY = 4;
/** Payables due before this many days ago are paid (except a few contracts in arrears). */
const PAID_AFTER_DAYS = 60;
/** Conguagli were made this many days ago, on what was pending then. */
const SETTLED_DAYS_AGO = 90;

/** The bench tenant's contracts (by number, the bench landlord's first): the same few at any scale. */
const BENCH_TENANT_CONTRACTS = new Set([0, 1, 6, 250, 251, 500, 751]);

type Row<T extends Table> = T['$inferInsert'];

/**
 * One property's five contracts, as [rooms, first month, last month] in months from the start of
 * the three years (month 24 holds today). Each room's bookings follow one another without a
 * shared day; a multi-room booking is a whole flat or a pair.
 */
const TEMPLATES: readonly (readonly [rooms: readonly number[], from: number, to: number])[][] = [
  // Single rooms: a renewal, long lets, one starting next year.
  [
    [[0], 0, 11],
    [[0], 12, 35],
    [[1], 3, 26],
    [[2], 6, 29],
    [[3], 27, 35],
  ],
  // Whole flat, then single rooms.
  [
    [[0, 1, 2, 3], 0, 17],
    [[0], 18, 29],
    [[1], 18, 35],
    [[2], 25, 35],
    [[3], 19, 28],
  ],
  // Pairs of rooms.
  [
    [[0, 1], 0, 22],
    [[2, 3], 2, 25],
    [[0, 1], 23, 35],
    [[2], 26, 35],
    [[3], 28, 35],
  ],
  // Short lets on one room, a long one, a pair from next month.
  [
    [[0], 0, 11],
    [[0], 12, 23],
    [[0], 24, 35],
    [[1], 0, 35],
    [[2, 3], 25, 34],
  ],
];

/** The six cost models of a contract, by pattern; fees only where the schema allows them. */
const AGREEMENT_PATTERNS: readonly {
  models: Record<UtilityCategory, CostModel>;
  fixedFee: number;
  settlementBase: number;
}[] = [
  {
    models: {
      admin: 'settlement',
      water: 'settlement',
      electricity: 'settlement',
      gas: 'settlement',
      internet: 'fixed_fee',
      heating: 'settlement',
    },
    fixedFee: 2000,
    settlementBase: 5000,
  },
  {
    models: {
      admin: 'settlement',
      water: 'consumption_based',
      electricity: 'consumption_based',
      gas: 'consumption_based',
      internet: 'fixed_fee',
      heating: 'self_managed',
    },
    fixedFee: 1500,
    settlementBase: 3000,
  },
  {
    models: {
      admin: 'self_managed',
      water: 'consumption_based',
      electricity: 'consumption_based',
      gas: 'consumption_based',
      internet: 'consumption_based',
      heating: 'consumption_based',
    },
    fixedFee: 0,
    settlementBase: 0,
  },
  {
    models: {
      admin: 'consumption_based',
      water: 'consumption_based',
      electricity: 'settlement',
      gas: 'settlement',
      internet: 'self_managed',
      heating: 'settlement',
    },
    fixedFee: 0,
    settlementBase: 4000,
  },
];

export type DatasetOptions = {
  scale: number;
  /** Calendar date the data is built around (default: today in Europe/Rome, as the server sees it). */
  today?: string;
};

export type DatasetSummary = {
  scale: number;
  today: string;
  seconds: number;
  /** Of `seconds`: building the rows in memory (the rest is writing them). */
  buildSeconds: number;
  rows: Record<string, number>;
  landlord: { id: string; email: string };
  tenant: { id: string; email: string; contracts: number };
  password: string;
  /** The bench landlord's data the bench needs for its targets. */
  propertyIds: string[];
  billIds: string[];
  /** Current contracts (start ≤ today ≤ end). */
  currentContractIds: string[];
  /** Contracts with pending settlement debits or credits: each can be settled once. */
  settleableContractIds: string[];
  /** Due payables (confirmable once each), oldest first. */
  duePayableIds: string[];
  /**
   * 'record payment': one contract id per payment of BENCH_PAYMENT_CENTS the bench may record,
   * contracts in turn, each within half of what the contract owes today (credits netted).
   */
  paymentContractIds: string[];
};

/** The amount of each payment 'record payment' records (1,00 €). */
export const BENCH_PAYMENT_CENTS = 100;

/** Month `k` after the first day of month `start`. */
function monthStart(start: string, k: number): string {
  let d = start;
  for (let i = 0; i < k; i++) d = firstDayOfNextMonth(d);
  return d;
}

/** Month `k` before the first day of month `firstOfMonth`. */
function monthsBefore(firstOfMonth: string, k: number): string {
  let d = firstOfMonth;
  for (let i = 0; i < k; i++) d = firstDayOfMonth(addDays(d, -1));
  return d;
}

/** A deterministic spread of values (no randomness: two runs build the same shapes). */
const pick = (i: number, min: number, steps: number, step: number) => min + ((i * 7919) % steps) * step;

/** A timestamp on a calendar date (10:00 in Rome, roughly): createdAt / paidAt of generated rows. */
const at = (iso: string) => new Date(`${iso}T09:00:00Z`);

/**
 * Inserts `rows` into `table`, thousands per statement, each batch as one jsonb parameter
 * (jsonb_to_recordset, as the payables job inserts: same SQL on PGlite and node-postgres, no
 * parameter limit, none of the query builder's per-value cost). Columns, SQL names and types come
 * from the drizzle table, so the statement follows the schema; a column no row sets keeps its
 * database default.
 */
async function insertAll<T extends PgTable>(db: Queryable, table: T, rows: Row<T>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  for (const [key, column] of columns) {
    if (column.notNull && rows.some((row) => (row as Record<string, unknown>)[key] === undefined)) {
      throw new Error(`${getTableName(table)}.${column.name}: missing in some rows`);
    }
  }
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.raw(columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(', '));
  const BATCH = 5_000;
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const value = (row as Record<string, unknown>)[key];
        record[column.name] = value instanceof Date ? value.toISOString() : (value ?? null);
      }
      return record;
    });
    await db.execute(
      sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS v(${types})`,
    );
  }
}

type ContractPlan = {
  row: Row<typeof schema.contract>;
  agreements: Record<UtilityCategory, CostModel>;
  /** The contract's number: every rule that picks 'every nth contract' reads it. */
  index: number;
};

/**
 * Builds the whole dataset in memory, then writes it in one transaction. Returns what the bench
 * needs (ids to aim at) and the row counts.
 */
export async function generateDataset(db: Db, opts: DatasetOptions): Promise<DatasetSummary> {
  const started = performance.now();
  const today = opts.today ?? todayInRome(new Date());
  const firstMonth = monthsBefore(firstDayOfMonth(today), 24);
  const paidBefore = addDays(today, -PAID_AFTER_DAYS);
  const settledOn = addDays(today, -SETTLED_DAYS_AGO);
  const digest = await hashPassword(DATASET_PASSWORD);

  const users: Row<typeof schema.user>[] = [];
  const accounts: Row<typeof schema.account>[] = [];
  const properties: Row<typeof schema.property>[] = [];
  const rooms: Row<typeof schema.room>[] = [];
  const contracts: Row<typeof schema.contract>[] = [];
  const contractRooms: Row<typeof schema.contractRoom>[] = [];
  const agreements: Row<typeof schema.utilityAgreement>[] = [];
  const bills: Row<typeof schema.bill>[] = [];
  const splits: Row<typeof schema.billSplit>[] = [];
  const payables: (Row<typeof schema.payable> & { id: string; contractId: string })[] = [];
  const items: (Row<typeof schema.settlementItem> & { id: string; createdAt: Date })[] = [];
  const settlements: Row<typeof schema.settlement>[] = [];

  function addUser(email: string, firstName: string, lastName: string, isLandlord: boolean) {
    const id = randomUUID();
    const created = at(firstMonth);
    users.push({
      id,
      name: `${firstName} ${lastName}`,
      email,
      emailVerified: true,
      firstName,
      lastName,
      isLandlord,
      userStatus: 'active',
      createdAt: created,
      updatedAt: created,
    });
    accounts.push({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: digest,
      createdAt: created,
      updatedAt: created,
    });
    return { id, email, firstName, lastName };
  }

  const scaled = (n: number) => Math.max(1, Math.round(n * opts.scale));
  const propertyCount = scaled(PROPERTIES_PER_SCALE);
  const noiseLandlords = scaled(NOISE_LANDLORDS_PER_SCALE);
  // Tenants: about 0.7 per contract, so many hold two contracts; the bench tenant holds several.
  const mainContracts = propertyCount * 5;
  const tenantPool = Array.from(
    { length: Math.max(2, Math.ceil((mainContracts + noiseLandlords * 10) * 0.7)) },
    (_, i) =>
      i === 0
        ? addUser(BENCH_TENANT_EMAIL, 'Tina', 'Bench', false)
        : addUser(`tenant${i}@bench.example.com`, 'Inquilino', `Numero ${i}`, false),
  );
  let contractNo = 0;
  const tenantFor = (i: number) =>
    BENCH_TENANT_CONTRACTS.has(i) ? tenantPool[0]! : tenantPool[1 + (i % (tenantPool.length - 1))]!;

  /** Month `m` of the three years for property `p`: the 1st, or the 10th of every 3rd month. */
  const boundary = (p: number, m: number) =>
    addDays(monthStart(firstMonth, m), m > 0 && m < 36 && (m + p) % 3 === 0 ? 9 : 0);

  /** One landlord's properties, rooms, contracts and bills; returns the plans for the money step. */
  function addPortfolio(landlordId: string, propertiesToAdd: number, billsPerProperty: number) {
    const plans: ContractPlan[] = [];
    const propertyIds: string[] = [];
    const billPlans: { row: Row<typeof schema.bill> & { id: string }; recordedOn: string }[] = [];
    for (let p = 0; p < propertiesToAdd; p++) {
      const propertyId = randomUUID();
      propertyIds.push(propertyId);
      properties.push({
        id: propertyId,
        landlordId,
        name: `Immobile ${properties.length + 1}`,
        streetAddress: `Via Roma ${properties.length + 1}`,
        postalCode: '20100',
        province: 'MI',
        country: 'Italia',
        createdAt: at(firstMonth),
        updatedAt: at(firstMonth),
      });
      const roomIds = Array.from({ length: ROOMS_PER_PROPERTY }, (_, r) => {
        const id = randomUUID();
        rooms.push({ id, propertyId, name: `Stanza ${r + 1}`, description: null, createdAt: at(firstMonth) });
        return id;
      });
      const template = TEMPLATES[properties.length % TEMPLATES.length]!;
      for (const [roomIndexes, from, to] of template) {
        const i = contractNo++;
        // A booking starts on a boundary and ends the day before the next boundary it reaches, so
        // one room's bookings never share a day (inclusive ranges); every 3rd boundary is on the
        // 10th of its month, so first and last months are prorated.
        const startDate = boundary(p, from);
        const endDate = addDays(boundary(p, to + 1), -1);
        const terms = AGREEMENT_PATTERNS[i % AGREEMENT_PATTERNS.length]!;
        const tenant = tenantFor(i);
        const id = randomUUID();
        const createdOn = minIso(addDays(startDate, -20), today);
        const row: Row<typeof schema.contract> = {
          id,
          propertyId,
          tenantId: tenant.id,
          tenantFirstName: tenant.firstName,
          tenantLastName: tenant.lastName,
          tenantEmail: tenant.email,
          // A few future contracts wait for the tenant's acceptance.
          acceptedAt: compareIso(startDate, today) > 0 && i % 5 === 0 ? null : at(createdOn),
          startDate,
          endDate,
          numberOfOccupants: roomIndexes.length + (i % 7 === 0 ? 1 : 0),
          rentAmount: pick(i, 35_000, 40, 500) * roomIndexes.length,
          fixedFeeAmount: terms.fixedFee,
          settlementBaseAmount: terms.settlementBase,
          createdAt: at(createdOn),
          updatedAt: at(createdOn),
        };
        const bookedRooms = roomIndexes.map((r) => roomIds[r]!);
        // The API's own validation of what the contract wizard would send.
        createCompleteContractSchema.parse({
          tenantInfo: { email: tenant.email, firstName: tenant.firstName, lastName: tenant.lastName },
          contractDetails: {
            property_id: propertyId,
            rent_amount: row.rentAmount,
            start_date: startDate,
            end_date: endDate,
            number_of_occupants: row.numberOfOccupants,
            fixed_fee_amount: row.fixedFeeAmount,
            settlement_base_amount: row.settlementBaseAmount,
          },
          utilityAgreements: UTILITY_CATEGORIES.map((category) => ({ category, cost_model: terms.models[category] })),
          roomIds: bookedRooms,
        });
        contracts.push(row);
        for (const roomId of bookedRooms) {
          contractRooms.push({ id: randomUUID(), contractId: id, roomId, startDate, endDate });
        }
        for (const category of UTILITY_CATEGORIES) {
          agreements.push({ id: randomUUID(), contractId: id, category, costModel: terms.models[category] });
        }
        plans.push({ row, agreements: terms.models, index: i });
      }
      // Bills: two-month periods going back from last month, the six categories in turn.
      const propertyPlans = plans.filter((c) => c.row.propertyId === propertyId);
      for (let b = 0; b < billsPerProperty; b++) {
        const periodStartDate = monthsBefore(firstDayOfMonth(today), 2 * (b + 1));
        const periodEndDate = lastDayOfMonth(monthStart(periodStartDate, 1));
        const category = UTILITY_CATEGORIES[(b + p) % UTILITY_CATEGORIES.length]!;
        const totalAmount = pick(bills.length + b, 4_000, 90, 417);
        const splittableAmount = b % 5 === 4 ? totalAmount - 1_000 : totalAmount;
        const recordedOn = minIso(addDays(periodEndDate, 7), today);
        const billId = randomUUID();
        const input = processBillSchema.parse({
          idempotencyKey: randomUUID(),
          billDetails: {
            propertyId,
            category,
            totalAmount,
            splittableAmount,
            // The dataset splits with splitBill (days × occupants) whatever the category.
            splitCriterion: 'occupancy',
            notes: b % 4 === 0 ? `Bolletta ${category} ${periodStartDate}` : null,
            periodStartDate,
            periodEndDate,
          },
        });
        const { meterReadings: _readings, ...billColumns } = input.billDetails;
        const row = {
          id: billId,
          ...billColumns,
          totalWeight: '0',
          createdBy: landlordId,
          idempotencyKey: input.idempotencyKey,
          createdAt: at(recordedOn),
        };
        bills.push(row);
        billPlans.push({ row, recordedOn });
        // process-uploaded-bill's rule: the property's contracts with their model for the category.
        const { shares } = splitBill(
          row,
          propertyPlans.map((c) => ({
            id: c.row.id!,
            startDate: c.row.startDate,
            endDate: c.row.endDate ?? null,
            numberOfOccupants: c.row.numberOfOccupants!,
            costModel: c.agreements[category],
          })),
        );
        row.totalWeight = String(shares.reduce((sum, share) => sum + share.weight, 0));
        for (const share of shares) {
          const splitId = randomUUID();
          const criterionShare = {
            ...share,
            weight: String(share.weight),
            roomCount: 0,
            roomWeight: '0',
            reading: null,
          };
          splits.push({ ...billSplitRow(billId, criterionShare), id: splitId, createdAt: at(recordedOn) });
          // process-uploaded-bill's rule for what the share becomes (core shareOutcome).
          const outcome = shareOutcome(share);
          if (outcome === 'payable') {
            payables.push({
              id: randomUUID(),
              contractId: share.contractId,
              type: 'consumption_bill',
              amount: share.amount,
              status: 'due',
              periodStartDate,
              periodEndDate,
              dueDate: recordedOn,
              billSplitId: splitId,
              createdAt: at(recordedOn),
            });
          } else if (outcome === 'settlement_debit') {
            items.push({
              id: randomUUID(),
              contractId: share.contractId,
              kind: 'debit',
              sourceType: 'bill_split',
              amount: share.amount,
              billSplitId: splitId,
              createdAt: at(recordedOn),
            });
          }
        }
      }
    }
    return { plans, propertyIds, billIds: billPlans.map((b) => b.row.id) };
  }

  const landlord = addUser(BENCH_LANDLORD_EMAIL, 'Bruno', 'Bench', true);
  const main = addPortfolio(landlord.id, propertyCount, BILLS_PER_PROPERTY);
  const allPlans = [...main.plans];
  for (let n = 0; n < noiseLandlords; n++) {
    const other = addUser(`landlord${n + 1}@bench.example.com`, 'Altro', `Proprietario ${n + 1}`, true);
    allPlans.push(...addPortfolio(other.id, NOISE_PROPERTIES, NOISE_BILLS_PER_PROPERTY).plans);
  }

  // Scheduled payables exactly as the daily job stores them (same core function, same today).
  for (const c of allPlans) {
    const terms = {
      startDate: c.row.startDate,
      endDate: c.row.endDate ?? null,
      rentAmount: c.row.rentAmount,
      fixedFeeAmount: c.row.fixedFeeAmount ?? 0,
      settlementBaseAmount: c.row.settlementBaseAmount ?? 0,
    };
    for (const p of computeScheduledPayables(terms, today)) {
      payables.push({ id: randomUUID(), contractId: c.row.id!, status: 'due', ...p, createdAt: at(p.dueDate) });
    }
  }

  // Manual adjustments: a debit on every 5th contract, a credit on every 7th, recorded mid-contract.
  for (const c of allPlans) {
    const mid = c.row.startDate;
    if (compareIso(mid, today) > 0) continue;
    const on = minIso(addDays(mid, 40 + (c.index % 200)), today);
    if (c.index % 5 === 0) {
      items.push({
        id: randomUUID(),
        contractId: c.row.id!,
        kind: 'debit',
        sourceType: 'manual_adjustment',
        amount: pick(c.index, 1_000, 30, 250),
        notes: 'Pulizie straordinarie',
        idempotencyKey: randomUUID(),
        createdAt: at(on),
      });
    }
    if (c.index % 7 === 0) {
      items.push({
        id: randomUUID(),
        contractId: c.row.id!,
        kind: 'credit',
        sourceType: 'manual_adjustment',
        amount: pick(c.index, 500, 20, 150),
        notes: 'Rimborso spese anticipate',
        idempotencyKey: randomUUID(),
        createdAt: at(on),
      });
    }
  }

  // Paid: what fell due before `paidBefore`, except on every 10th contract (in arrears). A paid
  // settlement_base_fee becomes a settlement credit of the same amount (mark-payables-paid's rule).
  const inArrears = new Set(allPlans.filter((c) => c.index % 10 === 9).map((c) => c.row.id));
  const markPaid = (dueBefore: string) => {
    for (const p of payables) {
      if (p.status !== 'due' || inArrears.has(p.contractId) || compareIso(p.dueDate, dueBefore) >= 0) continue;
      const paidOn = minIso(addDays(p.dueDate, 3), today);
      p.status = 'paid';
      p.paidAt = at(paidOn);
      if (p.type === 'settlement_base_fee' && p.amount > 0) {
        items.push({
          id: randomUUID(),
          contractId: p.contractId,
          kind: 'credit',
          sourceType: 'settlement_base_fee',
          amount: p.amount,
          payableId: p.id,
          createdAt: at(paidOn),
        });
      }
    }
  };
  markPaid(paidBefore);

  // Conguagli: every 3rd contract was settled `SETTLED_DAYS_AGO` days ago on what was pending then.
  const billOf = new Map(bills.map((b) => [b.id!, b]));
  const itemsOf = new Map<string, typeof items>();
  for (const item of items) {
    const list = itemsOf.get(item.contractId);
    if (list) list.push(item);
    else itemsOf.set(item.contractId, [item]);
  }
  const splitOf = new Map(splits.map((s) => [s.id!, s]));
  const settledAt = at(settledOn);
  for (const c of allPlans) {
    if (c.index % 3 !== 0) continue;
    const pending = (itemsOf.get(c.row.id!) ?? []).filter(
      (item) => !item.settlementId && item.createdAt.getTime() <= settledAt.getTime(),
    );
    if (pending.length === 0) continue;
    const result = computeSettlement(
      pending
        .filter((i) => i.kind === 'debit')
        .map((i) => {
          const b = i.billSplitId ? billOf.get(splitOf.get(i.billSplitId)!.billId)! : null;
          return { amount: i.amount, periodStartDate: b?.periodStartDate, periodEndDate: b?.periodEndDate };
        }),
      pending.filter((i) => i.kind === 'credit'),
    );
    const settlementId = randomUUID();
    settlements.push({
      id: settlementId,
      contractId: c.row.id!,
      totalBillsAmount: result.totalBillsAmount,
      totalCreditsAmount: result.totalCreditsAmount,
      finalBalance: result.finalBalance,
      periodStartDate: result.periodStartDate,
      periodEndDate: result.periodEndDate,
      createdAt: settledAt,
    });
    payables.push({
      id: randomUUID(),
      contractId: c.row.id!,
      type: result.payableType,
      amount: result.finalBalance,
      status: result.payableStatus,
      paidAt: result.payableStatus === 'paid' ? settledAt : null,
      periodStartDate: result.periodStartDate,
      periodEndDate: result.periodEndDate,
      dueDate: settledOn,
      sourceSettlementId: settlementId,
      createdAt: settledAt,
    });
    for (const item of pending) item.settlementId = settlementId;
  }
  // The conguagli fell due before `paidBefore`: they were paid like the rest.
  markPaid(paidBefore);

  const built = performance.now();
  await db.transaction(async (tx) => {
    await insertAll(tx, schema.user, users);
    await insertAll(tx, schema.account, accounts);
    await insertAll(tx, schema.property, properties);
    await insertAll(tx, schema.room, rooms);
    await insertAll(tx, schema.contract, contracts);
    await insertAll(tx, schema.contractRoom, contractRooms);
    await insertAll(tx, schema.utilityAgreement, agreements);
    await insertAll(tx, schema.bill, bills);
    await insertAll(tx, schema.billSplit, splits);
    await insertAll(tx, schema.settlement, settlements);
    await insertAll(tx, schema.payable, payables);
    await insertAll(tx, schema.settlementItem, items);
  });
  // Planner statistics and the visibility map for the new rows, as a database that grew over years
  // would have them: the first requests are planned on real sizes, and PostgreSQL's autovacuum
  // (which a bulk insert triggers, for longer at scale 10) does not run during the measurements.
  await db.execute(sql`VACUUM ANALYZE`);

  const mainContractIds = new Set(main.plans.map((c) => c.row.id!));
  const settleable = new Set(items.filter((i) => !i.settlementId).map((i) => i.contractId));
  const tenantContracts = contracts.filter((c) => c.tenantId === tenantPool[0]!.id).length;
  return {
    scale: opts.scale,
    today,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    buildSeconds: Math.round((built - started) / 100) / 10,
    rows: {
      users: users.length,
      properties: properties.length,
      rooms: rooms.length,
      contracts: contracts.length,
      contract_rooms: contractRooms.length,
      utility_agreements: agreements.length,
      bills: bills.length,
      bill_splits: splits.length,
      payables: payables.length,
      settlement_items: items.length,
      settlements: settlements.length,
    },
    landlord: { id: landlord.id, email: landlord.email },
    tenant: { id: tenantPool[0]!.id, email: tenantPool[0]!.email, contracts: tenantContracts },
    password: DATASET_PASSWORD,
    propertyIds: main.propertyIds,
    billIds: main.billIds,
    currentContractIds: main.plans
      .filter(
        (c) => compareIso(c.row.startDate, today) <= 0 && (!c.row.endDate || compareIso(today, c.row.endDate) <= 0),
      )
      .map((c) => c.row.id!),
    settleableContractIds: [...mainContractIds].filter((id) => settleable.has(id)),
    duePayableIds: payables
      .filter((p) => p.status === 'due' && mainContractIds.has(p.contractId))
      .sort((a, b) => compareIso(a.dueDate, b.dueDate))
      .map((p) => p.id),
    paymentContractIds: paymentTurns(payables, mainContractIds, today),
  };
}

/** Contract ids in turn, each as many times as half its outstanding amount holds payments. */
function paymentTurns(
  payables: { contractId: string; status?: string | null; amount: number; dueDate: string }[],
  contractIds: Set<string>,
  today: string,
): string[] {
  const owed = new Map<string, number>();
  for (const p of payables) {
    if (p.status !== 'due' || !contractIds.has(p.contractId) || compareIso(p.dueDate, today) > 0) continue;
    owed.set(p.contractId, (owed.get(p.contractId) ?? 0) + p.amount);
  }
  const left = new Map([...owed].map(([id, cents]) => [id, Math.floor(cents / 2 / BENCH_PAYMENT_CENTS)]));
  const turns: string[] = [];
  for (let more = true; more; ) {
    more = false;
    for (const [id, n] of left) {
      if (n <= 0) continue;
      turns.push(id);
      left.set(id, n - 1);
      more = true;
    }
  }
  return turns;
}

/** Main-landlord counts at `scale` (what docs/benchmarks.md calls scale 1 and scale 10). */
export function plannedSizes(scale: number) {
  const properties = Math.max(1, Math.round(PROPERTIES_PER_SCALE * scale));
  return {
    properties,
    rooms: properties * ROOMS_PER_PROPERTY,
    contracts: properties * 5,
    bills: properties * BILLS_PER_PROPERTY,
    otherLandlords: Math.max(1, Math.round(NOISE_LANDLORDS_PER_SCALE * scale)),
  };
}
