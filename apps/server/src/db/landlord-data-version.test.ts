/**
 * The landlord data version (decisions 130, 131, 178): the tables that belong to a landlord are
 * derived from the schema (a landlord_id column, or a foreign key to such a table, transitively),
 * and each must be declared in db/landlord-data.ts (or left out there with a reason) and have its
 * trigger in the migrated database; the newest generated migration is what the declaration
 * generates. Then every insert, update and delete of a declared table bumps the landlord the row
 * belongs to, once per committing transaction, and never another landlord; a tenant's account
 * update bumps every landlord with a contract of theirs; the daily job's share-link rewrite does
 * not bump. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, getTableName, inArray, is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankAccount,
  openingEntry,
  propertyBankAccount,
  propertyCadastre,
  propertyOwner,
  bill,
  billSplit,
  contract,
  contractRoom,
  depositClosing,
  depositDeduction,
  depositInterestCredit,
  document,
  landlordDataVersion,
  leaseDeadline,
  legalInterestOverride,
  payable,
  payment,
  paymentAllocation,
  paymentSignal,
  property,
  rentUpdate,
  room,
  settlement,
  settlementItem,
  user,
  utilityAgreement,
} from './schema';
import * as schema from './schema';
import type { Queryable } from './client';
import {
  GENERATED_BEGIN,
  GENERATED_END,
  LANDLORD_DATA,
  LANDLORD_DATA_TRIGGER_FUNCTION,
  landlordDataVersionSql,
  NOT_LANDLORD_DATA,
  triggerArguments,
} from './landlord-data';
import { createTestContext, type TestContext } from '../test/harness';
import { insertAcceptedContract, insertPayable, insertProperty, insertUser } from '../test/factories';

let ctx: TestContext;

/** One landlord's rows that the cases below hang their own rows on. */
type World = {
  landlord: string;
  tenant: string;
  property: string;
  /** Rooms nobody books: a case's contract rooms take them. */
  spareRooms: string[];
  /** Properties with no cadastral data nor receiving account (one row each per property). */
  spareProperties: string[];
  /** A receiving account (the property accounts' case points at it). */
  bankAccount: string;
  contract: string;
  /** Contracts with no deposit closing nor interest credit yet (one closing per contract). */
  spareContracts: string[];
  bill: string;
  payable: string;
  payment: string;
  closing: string;
};

async function buildWorld(db: Queryable, tenant: string, bankAccountId = crypto.randomUUID()): Promise<World> {
  const landlord = (await insertUser(db, { isLandlord: true })).id;
  const p = await insertProperty(db, landlord);
  const spareProperties = [(await insertProperty(db, landlord)).id, (await insertProperty(db, landlord)).id];
  await db.insert(bankAccount).values({
    id: bankAccountId,
    landlordId: landlord,
    name: 'Conto',
    holderName: 'L B',
    iban: 'IT60X0542811101000000123456',
  });
  const rooms = await db
    .insert(room)
    .values(['A', 'B', 'C'].map((name) => ({ propertyId: p.id, name })))
    .returning({ id: room.id });
  const c = await insertAcceptedContract(db, { propertyId: p.id, tenantId: tenant });
  const spare = [];
  for (let i = 0; i < 3; i++) spare.push((await insertAcceptedContract(db, { propertyId: p.id, tenantId: tenant })).id);
  const [b] = await db
    .insert(bill)
    .values({
      propertyId: p.id,
      category: 'electricity',
      totalAmount: 10000,
      splittableAmount: 10000,
      periodStartDate: '2026-01-01',
      periodEndDate: '2026-01-31',
      createdBy: landlord,
      idempotencyKey: crypto.randomUUID(),
    })
    .returning({ id: bill.id });
  const py = await insertPayable(db, { contractId: c.id });
  const [pm] = await db
    .insert(payment)
    .values({
      landlordId: landlord,
      contractId: c.id,
      amount: 100,
      receivedOn: '2026-01-10',
      method: 'contanti',
      receiptYear: 2026,
      receiptNumber: 1,
    })
    .returning({ id: payment.id });
  const [closing] = await db
    .insert(depositClosing)
    .values({ ...closingOf(spare[2]!, landlord) })
    .returning({ id: depositClosing.id });
  return {
    landlord,
    tenant,
    property: p.id,
    spareProperties,
    bankAccount: bankAccountId,
    spareRooms: rooms.map((r) => r.id),
    contract: c.id,
    spareContracts: spare.slice(0, 2),
    bill: b!.id,
    payable: py.id,
    payment: pm!.id,
    closing: closing!.id,
  };
}

const closingOf = (contractId: string, createdBy: string) => ({
  contractId,
  closedOn: '2026-02-01',
  depositAmount: 1000,
  interestAmount: 0,
  deductionsAmount: 0,
  balanceAmount: 1000,
  createdBy,
});

/**
 * A landlord-scoped table: two rows inserted (`rows(w, i)` for i = 0, 1) in one transaction, then
 * both updated (`set`) in one, then both deleted in one; `where` finds the two rows.
 */
type Case = {
  name: string;
  table: PgTable;
  rows: (w: World, i: number) => Record<string, unknown>;
  where: (w: World, ids: string[]) => SQL | undefined;
  set: Record<string, unknown>;
  /** The second update of the transaction that updates twice (default `set` again). */
  again?: Record<string, unknown>;
};

const byId = (t: { id: unknown }) => (_w: World, ids: string[]) => inArray(t.id as never, ids);

/** Landlord a's receiving account (the property accounts' update points at it again). */
const BANK_ACCOUNT_OF_A = crypto.randomUUID();

const CASES: Case[] = [
  {
    name: 'property',
    table: property,
    rows: (w, i) => ({
      id: id(i),
      landlordId: w.landlord,
      name: `P${i}`,
      streetAddress: 'Via 1',
      postalCode: '00100',
      province: 'RM',
      country: 'Italia',
    }),
    where: byId(property),
    set: { name: 'Rinominata' },
  },
  {
    name: 'room',
    table: room,
    rows: (w, i) => ({ id: id(i), propertyId: w.property, name: `R${i}` }),
    where: byId(room),
    set: { name: 'X' },
  },
  {
    name: 'contract',
    table: contract,
    rows: (w, i) => ({
      id: id(i),
      propertyId: w.property,
      tenantId: w.tenant,
      tenantFirstName: 'Anna',
      tenantLastName: 'Neri',
      tenantEmail: 'anna@example.com',
      startDate: '2026-01-01',
      rentAmount: 40000,
    }),
    where: byId(contract),
    set: { rentAmount: 41000 },
    // An update that changes nothing does not bump a contract (the trigger compares the rows).
    again: { rentAmount: 42000 },
  },
  {
    name: 'contract_room',
    table: contractRoom,
    rows: (w, i) => ({ id: id(i), contractId: w.contract, roomId: w.spareRooms[i]!, startDate: '2026-01-01' }),
    where: byId(contractRoom),
    set: { endDate: '2026-12-31' },
  },
  {
    name: 'utility_agreement',
    table: utilityAgreement,
    rows: (w, i) => ({ id: id(i), contractId: w.contract, category: `cat${i}`, costModel: 'consumption_based' }),
    where: byId(utilityAgreement),
    set: { costModel: 'settlement' },
  },
  {
    name: 'document (of a contract, of a bill)',
    table: document,
    rows: (w, i) => ({
      id: id(i),
      storageKey: `k-${id(i)}`,
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      size: 10,
      ...(i === 0 ? { contractId: w.contract } : { billId: w.bill }),
    }),
    where: byId(document),
    set: { fileName: 'b.pdf' },
  },
  {
    name: 'bill',
    table: bill,
    rows: (w, i) => ({
      id: id(i),
      propertyId: w.property,
      category: 'gas',
      totalAmount: 5000,
      splittableAmount: 5000,
      periodStartDate: '2026-02-01',
      periodEndDate: '2026-02-28',
      createdBy: w.landlord,
      idempotencyKey: id(i),
    }),
    where: byId(bill),
    set: { notes: 'nota' },
  },
  {
    name: 'bill_split',
    table: billSplit,
    rows: (w, i) => ({
      id: id(i),
      billId: w.bill,
      contractId: w.contract,
      costModelApplied: 'consumption_based',
      calculatedAmount: 100 + i,
      overlapDays: 30,
      numberOfOccupants: 1,
      weight: '30',
    }),
    where: byId(billSplit),
    set: { calculatedAmount: 5 },
  },
  {
    name: 'settlement',
    table: settlement,
    rows: (w, i) => ({
      id: id(i),
      contractId: w.contract,
      totalBillsAmount: 0,
      totalCreditsAmount: 0,
      finalBalance: 0,
    }),
    where: byId(settlement),
    set: { finalBalance: 1 },
  },
  {
    name: 'settlement_item',
    table: settlementItem,
    rows: (w, i) => ({
      id: id(i),
      contractId: w.contract,
      kind: 'debit',
      sourceType: 'manual_adjustment',
      amount: 10 + i,
    }),
    where: byId(settlementItem),
    set: { notes: 'nota' },
  },
  {
    name: 'payable',
    table: payable,
    rows: (w, i) => ({ id: id(i), contractId: w.contract, type: 'manual', amount: 100 + i, dueDate: '2026-03-01' }),
    where: byId(payable),
    set: { amount: 200 },
  },
  {
    name: 'payment',
    table: payment,
    rows: (w, i) => ({
      id: id(i),
      landlordId: w.landlord,
      contractId: w.contract,
      amount: 10,
      receivedOn: '2026-02-01',
      method: 'bonifico',
      receiptYear: 2026,
      receiptNumber: 100 + i,
    }),
    where: byId(payment),
    set: { note: 'nota' },
  },
  {
    name: 'payment_allocation',
    table: paymentAllocation,
    rows: (w, i) => ({ id: id(i), paymentId: w.payment, payableId: i === 0 ? w.payable : undefined, amount: 10 }),
    where: byId(paymentAllocation),
    set: { amount: 20 },
  },
  {
    name: 'payment_signal',
    table: paymentSignal,
    rows: (w, i) => ({
      id: id(i),
      contractId: w.contract,
      tenantId: w.tenant,
      amount: 100 + i,
      paidOn: '2026-02-01',
      method: 'bonifico',
    }),
    where: byId(paymentSignal),
    set: { amount: 300 },
  },
  {
    name: 'rent_update',
    table: rentUpdate,
    rows: (w, i) => ({
      id: id(i),
      contractId: w.contract,
      anniversaryDate: `${2027 + i}-01-01`,
      changeBps: 100,
      sharePercent: 75,
      previousRent: 50000,
      newRent: 50375,
      effectiveFrom: `${2027 + i}-01-01`,
      createdBy: w.landlord,
    }),
    where: byId(rentUpdate),
    set: { changeBps: 120 },
  },
  {
    name: 'lease_deadline',
    table: leaseDeadline,
    rows: (w, i) => ({
      contractId: w.contract,
      landlordId: w.landlord,
      propertyId: w.property,
      kind: 'notice',
      date: `${2030 + i}-01-01`,
    }),
    where: (w) => and(eq(leaseDeadline.contractId, w.contract), eq(leaseDeadline.kind, 'notice')),
    set: { amount: 5 },
  },
  {
    name: 'legal_interest_override',
    table: legalInterestOverride,
    rows: (w, i) => ({ landlordId: w.landlord, year: 2040 + i, rateHundredths: 100 }),
    where: (w) => eq(legalInterestOverride.landlordId, w.landlord),
    set: { rateHundredths: 200 },
  },
  {
    name: 'deposit_interest_credit',
    table: depositInterestCredit,
    rows: (w, i) => ({ contractId: w.contract, year: 2040 + i, amount: 0, rateHundredths: 100, daysHeld: 365 }),
    where: (w) => eq(depositInterestCredit.contractId, w.contract),
    set: { amount: 3 },
  },
  {
    name: 'deposit_closing',
    table: depositClosing,
    rows: (w, i) => ({ id: id(i), ...closingOf(w.spareContracts[i]!, w.landlord) }),
    where: byId(depositClosing),
    set: { closedOn: '2026-03-01' },
  },
  {
    name: 'deposit_deduction',
    table: depositDeduction,
    rows: (w, i) => ({ id: id(i), closingId: w.closing, position: i + 1, reason: 'pulizie', amount: 100 }),
    where: byId(depositDeduction),
    set: { reason: 'tinteggiatura' },
  },
  {
    name: 'opening_entry',
    table: openingEntry,
    rows: (w, i) => ({
      id: id(i),
      contractId: w.spareContracts[i]!,
      kind: 'paid_through',
      entryDate: '2026-03-01',
      paidThroughMonth: '2026-02-01',
      settledAmount: 0,
      conguaglioFrom: '2026-03-01',
    }),
    where: byId(openingEntry),
    set: { entryDate: '2026-03-02' },
  },
  {
    name: 'bank_account',
    table: bankAccount,
    rows: (w, i) => ({
      id: id(i),
      landlordId: w.landlord,
      name: `C${i}`,
      holderName: 'L B',
      iban: i === 0 ? 'DE89370400440532013000' : 'GB29NWBK60161331926819',
    }),
    where: byId(bankAccount),
    set: { name: 'Conto casa' },
  },
  {
    name: 'property_bank_account',
    table: propertyBankAccount,
    rows: (w, i) => ({ propertyId: w.spareProperties[i]!, bankAccountId: w.bankAccount }),
    where: (w) => inArray(propertyBankAccount.propertyId, w.spareProperties),
    set: { bankAccountId: BANK_ACCOUNT_OF_A },
  },
  {
    name: 'property_owner',
    table: propertyOwner,
    rows: (w, i) => ({
      id: id(i),
      propertyId: w.property,
      position: i + 1,
      name: `O${i}`,
      fiscalCode: 'RSSMRA80A01H501U',
      shareBps: 5000,
    }),
    where: byId(propertyOwner),
    set: { name: 'Anna' },
  },
  {
    name: 'property_cadastre',
    table: propertyCadastre,
    rows: (w, i) => ({
      propertyId: w.spareProperties[i]!,
      comune: 'Roma',
      comuneCode: 'H501',
      foglio: '1',
      particella: '2',
      categoria: 'A/2',
      rendita: 50000,
    }),
    where: (w) => inArray(propertyCadastre.propertyId, w.spareProperties),
    set: { foglio: '3' },
  },
];

/** The ids of the case being run (a fresh pair per case and landlord). */
let ids: string[] = [];
const id = (i: number) => ids[i]!;

let a: World;
let b: World;

async function versionOf(landlordId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ v: landlordDataVersion.version })
    .from(landlordDataVersion)
    .where(eq(landlordDataVersion.landlordId, landlordId));
  return row?.v ?? 0;
}

/** Runs `write` in one transaction; answers how much each landlord's version moved. */
async function bumps(write: (tx: Queryable) => Promise<unknown>, landlords: string[] = [a.landlord, b.landlord]) {
  const before = await Promise.all(landlords.map(versionOf));
  await ctx.db.transaction(async (tx) => {
    await write(tx);
  });
  const after = await Promise.all(landlords.map(versionOf));
  return after.map((v, i) => v - before[i]!);
}

beforeAll(async () => {
  ctx = await createTestContext();
  const tenant = (await insertUser(ctx.db, { userStatus: 'invited' })).id;
  a = await buildWorld(ctx.db, tenant, BANK_ACCOUNT_OF_A);
  b = await buildWorld(ctx.db, (await insertUser(ctx.db)).id);
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

/**
 * Every table of the schema that belongs to a landlord, derived from its columns and foreign keys
 * alone: one with a landlord_id column, or with a foreign key to such a table (transitively).
 */
function landlordTables(): string[] {
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
  const found = new Set<string>(
    tables.filter((t) => getTableConfig(t).columns.some((c) => c.name === 'landlord_id')).map((t) => getTableName(t)),
  );
  for (let grew = true; grew; ) {
    grew = false;
    for (const t of tables) {
      const name = getTableName(t);
      if (found.has(name)) continue;
      if (getTableConfig(t).foreignKeys.some((fk) => found.has(getTableName(fk.reference().foreignTable)))) {
        found.add(name);
        grew = true;
      }
    }
  }
  return [...found].sort();
}

/** The migrated database's triggers that run the landlord data version's row function. */
async function versionTriggers(): Promise<{ table: string; definition: string }[]> {
  const result = await ctx.db.execute(
    sql.raw(`SELECT c.relname AS "table", pg_get_triggerdef(t.oid) AS definition
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE t.tgfoid = '${LANDLORD_DATA_TRIGGER_FUNCTION}'::regproc`),
  );
  return (result as unknown as { rows: { table: string; definition: string }[] }).rows;
}

const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;

describe('which tables bump the version: derived from the schema (decision 178)', () => {
  it('every table that belongs to a landlord is declared in db/landlord-data.ts, or left out there with a reason', () => {
    const declared = LANDLORD_DATA.map((d) => getTableName(d.table));
    const undeclared = landlordTables().filter((t) => !declared.includes(t) && !(t in NOT_LANDLORD_DATA));
    expect(undeclared, 'tables of a landlord with no entry in LANDLORD_DATA nor NOT_LANDLORD_DATA').toEqual([]);
    expect(declared.filter((t) => t in NOT_LANDLORD_DATA)).toEqual([]);
  });

  it('every table that belongs to a landlord has its deferred trigger in the migrated database, with the declared path', async () => {
    const triggers = await versionTriggers();
    const lacking: string[] = [];
    for (const table of landlordTables().filter((t) => !(t in NOT_LANDLORD_DATA))) {
      const own = triggers.filter((t) => t.table === table);
      const entry = LANDLORD_DATA.find((d) => getTableName(d.table) === table);
      const events = EVENTS.filter((e) => own.some((t) => new RegExp(`AFTER [A-Z ]*\\b${e}\\b`).test(t.definition)));
      if (!entry || events.length < EVENTS.length) {
        lacking.push(`${table}: ${events.length ? events.join(', ') : 'no trigger'}`);
        continue;
      }
      const args = triggerArguments(entry)
        .map((a) => `'${a}'`)
        .join(', ');
      for (const t of own) {
        expect(t.definition, table).toContain('DEFERRABLE INITIALLY DEFERRED FOR EACH ROW');
        expect(t.definition, table).toContain(`${LANDLORD_DATA_TRIGGER_FUNCTION}(${args})`);
      }
    }
    expect(lacking, 'tables of a landlord whose writes do not bump the version').toEqual([]);
    // The user row (no landlord column: a tenant's or a landlord's own account) on updates.
    const users = triggers.filter((t) => t.table === 'user');
    expect(users.map((t) => t.definition.match(/AFTER (.*) ON/)?.[1])).toEqual(['UPDATE']);
  });

  it('the newest generated migration is what the declaration generates today', () => {
    const dir = path.join(import.meta.dirname, '..', '..', 'drizzle');
    const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const generated = journal.entries
      .map((e) => fs.readFileSync(path.join(dir, `${e.tag}.sql`), 'utf8'))
      .filter((text) => text.includes(GENERATED_BEGIN))
      .at(-1);
    expect(generated, 'no migration holds the generated triggers').toBeDefined();
    const block = generated!.slice(
      generated!.indexOf(GENERATED_BEGIN),
      generated!.indexOf(GENERATED_END) + GENERATED_END.length,
    );
    // On a difference: `npm run db:landlord-triggers -- drizzle/<a new migration>.sql`.
    expect(block).toBe(landlordDataVersionSql());
  });

  it('every declared table (the user row apart, below) has its case of writes here', () => {
    expect(CASES.map((c) => getTableName(c.table)).sort()).toEqual(
      LANDLORD_DATA.map((d) => getTableName(d.table))
        .filter((t) => t !== 'user')
        .sort(),
    );
  });
});

describe('the landlord data version (decisions 130, 131)', () => {
  for (const c of CASES) {
    it(`${c.name}: an insert, an update and a delete each bump the row's landlord once, never another`, async () => {
      ids = [crypto.randomUUID(), crypto.randomUUID()];
      // The allocation's second row needs a payable of its own.
      const rows = async (tx: Queryable) => {
        const values = [c.rows(a, 0), c.rows(a, 1)];
        if (c.name === 'payment_allocation')
          values[1]!.payableId = (await insertPayable(tx, { contractId: a.contract })).id;
        return values;
      };
      expect(await bumps(async (tx) => tx.insert(c.table).values((await rows(tx)) as never))).toEqual([1, 0]);
      const where = c.where(a, ids);
      expect(
        await bumps((tx) =>
          tx
            .update(c.table)
            .set(c.set as never)
            .where(where),
        ),
      ).toEqual([1, 0]);
      // Twice in one transaction: still one bump.
      expect(
        await bumps(async (tx) => {
          await tx
            .update(c.table)
            .set(c.set as never)
            .where(where);
          await tx
            .update(c.table)
            .set((c.again ?? c.set) as never)
            .where(where);
        }),
      ).toEqual([1, 0]);
      expect(await bumps((tx) => tx.delete(c.table).where(where))).toEqual([1, 0]);
    });
  }

  it('one transaction writing rows of both landlords bumps each once', async () => {
    expect(
      await bumps(async (tx) => {
        for (const w of [a, b, a, b])
          await tx.update(contract).set({ rentAmount: 45000 }).where(eq(contract.id, w.contract));
        await tx.update(property).set({ name: 'Casa Due' }).where(eq(property.id, a.property));
      }),
    ).toEqual([1, 1]);
  });

  it('a contract moved to another landlord’s property bumps both', async () => {
    const [moved] = await ctx.db
      .insert(contract)
      .values({ ...(await contractRowOf(a)) })
      .returning({ id: contract.id });
    expect(
      await bumps((tx) => tx.update(contract).set({ propertyId: b.property }).where(eq(contract.id, moved!.id))),
    ).toEqual([1, 1]);
  });

  it('the share-link hash renewed alone does not bump (the daily job); any other contract column does', async () => {
    expect(
      await bumps((tx) =>
        tx.update(contract).set({ shareTokenHash: crypto.randomUUID() }).where(eq(contract.id, a.contract)),
      ),
    ).toEqual([0, 0]);
    expect(
      await bumps((tx) => tx.update(contract).set({ remindersEnabled: false }).where(eq(contract.id, a.contract))),
    ).toEqual([1, 0]);
  });

  it('a tenant’s account update bumps every landlord with a contract of theirs, a landlord’s their own, and no other', async () => {
    const third = (await insertUser(ctx.db, { isLandlord: true })).id;
    const p = await insertProperty(ctx.db, third);
    // `b`'s tenant also rents from `a`: both landlords; the third has a contract of someone else.
    await insertAcceptedContract(ctx.db, { propertyId: a.property, tenantId: b.tenant });
    await insertAcceptedContract(ctx.db, { propertyId: p.id, tenantId: a.tenant });
    const landlords = [a.landlord, b.landlord, third];
    expect(
      await bumps((tx) => tx.update(user).set({ userStatus: 'active' }).where(eq(user.id, b.tenant)), landlords),
    ).toEqual([1, 1, 0]);
    // A landlord's own account (their name is on the statements, decision 141) bumps them alone.
    expect(
      await bumps((tx) => tx.update(user).set({ address: 'Via Nuova 2' }).where(eq(user.id, a.landlord)), landlords),
    ).toEqual([1, 0, 0]);
    // A tenant's own account bumps no version of their own (they are no landlord).
    await bumps((tx) => tx.update(user).set({ address: 'Via Nuova 3' }).where(eq(user.id, b.tenant)), landlords);
    expect(await versionOf(b.tenant)).toBe(0);
  });

  it('nothing is bumped by a transaction that rolls back', async () => {
    const before = await versionOf(a.landlord);
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.update(contract).set({ rentAmount: 1 }).where(eq(contract.id, a.contract));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await versionOf(a.landlord)).toBe(before);
  });
});

async function contractRowOf(w: World) {
  return {
    propertyId: w.property,
    tenantId: w.tenant,
    tenantFirstName: 'Anna',
    tenantLastName: 'Neri',
    tenantEmail: 'anna@example.com',
    startDate: '2026-01-01',
    rentAmount: 40000,
  };
}
