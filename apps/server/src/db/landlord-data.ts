/**
 * Which tables hold a landlord's data, and how a row reaches its landlord: the one declaration
 * the landlord data version's triggers are generated from (decisions 131, 178). A write to any row
 * below bumps its landlord's version at commit, so every kept read (middleware/kept.ts) of that
 * landlord misses next time. db/landlord-data-version.test.ts derives from the schema's foreign
 * keys every table that belongs to a landlord and fails while one is neither declared here nor
 * left out (NOT_LANDLORD_DATA), or lacks its trigger in the migrated database.
 *
 * After a change here: `npm run db:landlord-triggers -- <name>` writes the next migration
 * (the test checks the newest such migration is what this declaration generates).
 */
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  bankAccount,
  bill,
  billSplit,
  contract,
  contractRoom,
  depositClosing,
  depositDeduction,
  depositInterestCredit,
  document,
  leaseDeadline,
  legalInterestOverride,
  openingEntry,
  payable,
  payment,
  paymentAllocation,
  paymentSignal,
  property,
  propertyBankAccount,
  propertyCadastre,
  propertyOwner,
  rentUpdate,
  room,
  settlement,
  settlementItem,
  user,
  utilityAgreement,
} from './schema';

/**
 * What a column names, so that its row reaches a landlord: `'landlord'` (the column is the
 * landlord's id), a declared table (the row's parent, through which its landlord is found),
 * `'tenant'` (a user: every landlord with a contract of theirs) or `'account'` (a user: themselves
 * when a landlord).
 */
export type Reach = 'landlord' | 'tenant' | 'account' | PgTable;

export type LandlordData = {
  table: PgTable;
  /** The columns that lead to the row's landlord(s); the old and the new row's are bumped. */
  via: [Reach, PgColumn][];
  /** The writes that bump (default: insert, update and delete). */
  on?: ('INSERT' | 'UPDATE' | 'DELETE')[];
  /** An update that changes only these columns bumps nobody. */
  updatesIgnoring?: PgColumn[];
};

export const LANDLORD_DATA: LandlordData[] = [
  { table: property, via: [['landlord', property.landlordId]] },
  { table: room, via: [[property, room.propertyId]] },
  // The receiving accounts show on the statements' request to pay (decisions 202–204).
  { table: bankAccount, via: [['landlord', bankAccount.landlordId]] },
  { table: propertyBankAccount, via: [[property, propertyBankAccount.propertyId]] },
  // The tax data (decisions 210, 211): not kept today, declared so that a kept read of them is never stale.
  { table: propertyOwner, via: [[property, propertyOwner.propertyId]] },
  { table: propertyCadastre, via: [[property, propertyCadastre.propertyId]] },
  // The daily job's reminders and the receipt emails renew share_token_hash for thousands of
  // contracts; no kept read shows it (decision 131).
  { table: contract, via: [[property, contract.propertyId]], updatesIgnoring: [contract.shareTokenHash] },
  { table: contractRoom, via: [[contract, contractRoom.contractId]] },
  { table: utilityAgreement, via: [[contract, utilityAgreement.contractId]] },
  // A payment proof has neither: it is reached through its payment_signal, whose writes bump.
  {
    table: document,
    via: [
      [contract, document.contractId],
      [bill, document.billId],
    ],
  },
  { table: bill, via: [[property, bill.propertyId]] },
  { table: billSplit, via: [[contract, billSplit.contractId]] },
  { table: settlement, via: [[contract, settlement.contractId]] },
  { table: settlementItem, via: [[contract, settlementItem.contractId]] },
  { table: payable, via: [[contract, payable.contractId]] },
  { table: openingEntry, via: [[contract, openingEntry.contractId]] },
  { table: payment, via: [['landlord', payment.landlordId]] },
  { table: paymentAllocation, via: [[payment, paymentAllocation.paymentId]] },
  { table: paymentSignal, via: [[contract, paymentSignal.contractId]] },
  { table: rentUpdate, via: [[contract, rentUpdate.contractId]] },
  { table: leaseDeadline, via: [['landlord', leaseDeadline.landlordId]] },
  { table: legalInterestOverride, via: [['landlord', legalInterestOverride.landlordId]] },
  { table: depositInterestCredit, via: [[contract, depositInterestCredit.contractId]] },
  { table: depositClosing, via: [[contract, depositClosing.contractId]] },
  { table: depositDeduction, via: [[depositClosing, depositDeduction.closingId]] },
  // A tenant's account (invited → active, their name) shows on every landlord's reads that have a
  // contract of theirs; a landlord's own (their name) on their statements. Users are never
  // inserted with contracts nor deleted while they have one (foreign keys): updates only.
  {
    table: user,
    via: [
      ['tenant', user.id],
      ['account', user.id],
    ],
    on: ['UPDATE'],
  },
];

/** Tables with a landlord's rows whose writes bump nobody, each with the reason (decision 131). */
export const NOT_LANDLORD_DATA: Record<string, string> = {
  landlord_data_version: 'the version itself',
  invitation:
    'the reads show the contract’s accepted_at and the user’s status, written in the same transactions; the expiry job rewrites only invitations',
  receipt_counter: 'in no read; written only with a payment, which bumps',
  reminder_sent: 'the daily job’s claims of a reminder: in no read',
  reminder_digest_sent: 'the daily job’s claims of a digest: in no read',
  lease_deadline_stale: 'the deadlines refresh’s bookkeeping: marked with the contract or rent update that bumps',
  lease_deadline_coverage: 'the deadlines refresh’s bookkeeping: the refresh that moves it rewrites lease_deadline',
  calendar_feed: 'the calendar link is in no kept read',
  portfolio_import:
    'an import’s own record (its cells, mapping and progress) is in no kept read; the rows it creates bump through their tables',
};

/** The trigger function and the names of the triggers on `table`. */
export const LANDLORD_DATA_TRIGGER_FUNCTION = 'casaconti_landlord_data_changed';
export const landlordDataTriggerName = (table: string) => `${table}_landlord_data_version`;

/** A table's SQL name. */
const sqlName = (table: PgTable) => getTableName(table);

/** The column of `parent` that `column` of `table` references (its foreign key). */
function referencedColumn(table: PgTable, column: PgColumn, parent: PgTable): PgColumn {
  for (const fk of getTableConfig(table).foreignKeys) {
    const ref = fk.reference();
    if (ref.columns.length === 1 && ref.columns[0] === column && ref.foreignTable === parent) {
      return ref.foreignColumns[0]!;
    }
  }
  throw new Error(`${sqlName(table)}.${column.name} has no foreign key to ${sqlName(parent)}`);
}

function declared(table: PgTable): LandlordData {
  const entry = LANDLORD_DATA.find((d) => d.table === table);
  if (!entry) throw new Error(`${sqlName(table)} is not in LANDLORD_DATA`);
  return entry;
}

/**
 * The joins from a row of `parent` (alias t0) up its one path to its landlord: the FROM list and
 * the column that holds the landlord's id.
 */
function pathToLandlord(parent: PgTable): { from: string; landlord: string } {
  const joins = [`${sqlName(parent)} t0`];
  let current = parent;
  for (let i = 0; ; i++) {
    const { via } = declared(current);
    if (via.length !== 1) throw new Error(`${sqlName(current)} is a parent: it must reach its landlord one way`);
    const [reach, column] = via[0]!;
    if (reach === 'landlord') return { from: joins.join(' JOIN '), landlord: `t${i}.${column.name}` };
    if (!is(reach, PgTable)) throw new Error(`${sqlName(current)}: a parent reaches its landlord through a table`);
    joins.push(
      `${sqlName(reach)} t${i + 1} ON t${i + 1}.${referencedColumn(current, column, reach).name} = t${i}.${column.name}`,
    );
    current = reach;
  }
}

/** The bump of the landlord of the `parent` row whose primary key is `ref`. */
function bumpThrough(parent: PgTable): string {
  const key = Object.values(getTableColumns(parent)).find((c) => c.primary);
  if (!key) throw new Error(`${sqlName(parent)} has no primary key column`);
  const cast = key.getSQLType() === 'uuid' ? '::uuid' : '';
  const { from, landlord } = pathToLandlord(parent);
  return `PERFORM casaconti_bump_landlord_data_version(${landlord}) FROM ${from} WHERE t0.${key.name} = ref${cast};`;
}

/** The bump of every landlord with a contract of the user `ref` (a tenant). */
function bumpTenantsLandlords(): string {
  const { from, landlord } = pathToLandlord(contract);
  return `PERFORM casaconti_bump_landlord_data_version(t.landlord_id) FROM (SELECT DISTINCT ${landlord} AS landlord_id FROM ${from} WHERE t0.${contract.tenantId.name} = ref) t;`;
}

const BREAK = '--> statement-breakpoint';
export const GENERATED_BEGIN =
  '-- BEGIN landlord data version triggers: generated from src/db/landlord-data.ts (npm run db:landlord-triggers), do not edit';
export const GENERATED_END = '-- END landlord data version triggers';

/**
 * The SQL that (re)creates from the declaration (decision 178) the function that finds the
 * landlord(s) of a reference by kind, then drops every trigger of the row function and creates
 * those of LANDLORD_DATA, deferred to the commit. The row function
 * (`casaconti_landlord_data_changed`: the old and the new row's references) and the bump
 * (`casaconti_bump_landlord_data_version`: once per landlord per transaction, decision 128) depend
 * on no table and stay as migration 0021 made them.
 */
export function landlordDataVersionSql(): string {
  const parents = [
    ...new Set(LANDLORD_DATA.flatMap((d) => d.via.flatMap(([reach]) => (is(reach, PgTable) ? [reach] : [])))),
  ];
  const branches = [
    ['landlord', 'PERFORM casaconti_bump_landlord_data_version(ref);'],
    ...parents.map((p) => [sqlName(p), bumpThrough(p)]),
    [
      'account',
      `PERFORM casaconti_bump_landlord_data_version(u.id) FROM "user" u WHERE u.id = ref AND u.${user.isLandlord.name};`,
    ],
    ['tenant', bumpTenantsLandlords()],
  ];
  const statements = [
    `CREATE OR REPLACE FUNCTION casaconti_bump_landlord_data_of(kind text, ref text) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF ref IS NULL THEN RETURN; END IF;
    CASE kind
${branches.map(([kind, perform]) => `      WHEN '${kind}' THEN\n        ${perform}`).join('\n')}
    END CASE;
  END
  $$;`,
    `DO $$
  DECLARE t record;
  BEGIN
    FOR t IN SELECT tgname, tgrelid::regclass AS rel FROM pg_trigger
      WHERE tgfoid = '${LANDLORD_DATA_TRIGGER_FUNCTION}'::regproc LOOP
      EXECUTE format('DROP TRIGGER %I ON %s', t.tgname, t.rel);
    END LOOP;
  END
  $$;`,
    ...LANDLORD_DATA.flatMap(triggersOf),
  ];
  return [GENERATED_BEGIN, statements.join(`${BREAK}\n`), GENERATED_END].join('\n');
}

/** The trigger arguments of a declared table: pairs (kind, column). */
export function triggerArguments(entry: LandlordData): string[] {
  return entry.via.flatMap(([reach, column]) => [is(reach, PgTable) ? sqlName(reach) : reach, column.name]);
}

function triggersOf(entry: LandlordData): string[] {
  const table = sqlName(entry.table);
  const quoted = table === 'user' ? '"user"' : table;
  const name = landlordDataTriggerName(table);
  const call = `EXECUTE FUNCTION ${LANDLORD_DATA_TRIGGER_FUNCTION}(${triggerArguments(entry)
    .map((a) => `'${a}'`)
    .join(', ')})`;
  const deferred = 'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW';
  const on = entry.on ?? ['INSERT', 'UPDATE', 'DELETE'];
  if (!entry.updatesIgnoring) {
    return [`CREATE CONSTRAINT TRIGGER ${name} AFTER ${on.join(' OR ')} ON ${quoted}\n  ${deferred} ${call};`];
  }
  const ignored = entry.updatesIgnoring.map((c) => ` - '${c.name}'`).join('');
  return [
    `CREATE CONSTRAINT TRIGGER ${name} AFTER ${on.filter((o) => o !== 'UPDATE').join(' OR ')} ON ${quoted}\n  ${deferred} ${call};`,
    `CREATE CONSTRAINT TRIGGER ${name}_update AFTER UPDATE ON ${quoted}\n  ${deferred}\n  WHEN ((to_jsonb(OLD)${ignored}) IS DISTINCT FROM (to_jsonb(NEW)${ignored}))\n  ${call};`,
  ];
}
