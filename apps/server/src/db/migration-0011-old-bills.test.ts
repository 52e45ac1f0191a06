import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billSplitView } from '../services/bills/bill-split-view';
import { MIGRATIONS_DIR, PGLITE_EXTENSIONS } from './client';
import * as schema from './schema';

/** A migrations folder holding only 0000..0010: the database as it was before 0011. */
function migrationsUpTo0010(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-mig-0010-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((e) => e.idx <= 10);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries)
    fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

const LANDLORD = 'landlord-old';
const TENANT = 'tenant-old';
const PROPERTY = '00000000-0000-4000-8000-000000000001';
const CONTRACT_A = '00000000-0000-4000-8000-00000000000a';
const CONTRACT_B = '00000000-0000-4000-8000-00000000000b';
const BILL = '00000000-0000-4000-8000-0000000000b1';

describe('migration 0011 on a bill recorded before it', () => {
  let client: PGlite;
  let oldDir: string;

  beforeAll(async () => {
    client = await PGlite.create(undefined, { extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client, { schema });
    oldDir = migrationsUpTo0010();
    await migrate(db, { migrationsFolder: oldDir });

    // An old bill (January, 31 days, 77.00 € all splittable): contract A, 2 occupants for the whole
    // period (weight 31 × 2 = 62), contract B, 1 occupant from the 17th (weight 15 × 1 = 15).
    await client.exec(`
      INSERT INTO "user" (id, name, email, first_name, last_name, is_landlord)
        VALUES ('${LANDLORD}', 'Lia Rossi', 'lia@example.com', 'Lia', 'Rossi', true),
               ('${TENANT}', 'Ugo Bianchi', 'ugo@example.com', 'Ugo', 'Bianchi', false);
      INSERT INTO property (id, landlord_id, name, street_address, postal_code, province, country)
        VALUES ('${PROPERTY}', '${LANDLORD}', 'Casa', 'Via Roma 1', '00100', 'RM', 'IT');
      INSERT INTO contract (id, property_id, tenant_id, start_date, end_date, number_of_occupants, rent_amount_cents,
                            tenant_first_name, tenant_last_name, tenant_email)
        VALUES ('${CONTRACT_A}', '${PROPERTY}', '${TENANT}', '2025-06-01', NULL, 2, 50000, 'Ugo', 'Bianchi', 'ugo@example.com'),
               ('${CONTRACT_B}', '${PROPERTY}', '${TENANT}', '2026-01-17', NULL, 1, 40000, 'Ada', 'Verdi', 'ada@example.com');
      INSERT INTO bill (id, property_id, category, total_amount_cents, splittable_amount_cents,
                        period_start_date, period_end_date, created_by, idempotency_key)
        VALUES ('${BILL}', '${PROPERTY}', 'electricity', 7700, 7700, '2026-01-01', '2026-01-31', '${LANDLORD}',
                '00000000-0000-4000-8000-0000000000c1');
      INSERT INTO bill_split (bill_id, contract_id, cost_model_applied, calculated_amount_cents,
                              overlap_days, number_of_occupants, weight)
        VALUES ('${BILL}', '${CONTRACT_A}', 'occupancy', 6200, 31, 2, 62),
               ('${BILL}', '${CONTRACT_B}', 'occupancy', 1500, 15, 1, 15);
    `);

    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  });

  afterAll(async () => {
    await client?.close();
    if (oldDir) fs.rmSync(oldDir, { recursive: true, force: true });
  });

  it('reads as occupancy, owner share 0, total weight = Σ weights, weights unchanged', async () => {
    const bill = (
      await client.query<{
        split_criterion: string;
        owner_kept_amount_cents: string | number;
        total_weight: string;
        owner_vacancy_weight: string;
        total_amount_cents: string | number;
        period_start_date: string;
        period_end_date: string;
      }>(
        `SELECT split_criterion, owner_kept_amount_cents, total_weight, owner_vacancy_weight, total_amount_cents,
                period_start_date::text, period_end_date::text
           FROM bill WHERE id = $1`,
        [BILL],
      )
    ).rows[0];
    expect(bill).toBeDefined();
    if (!bill) return;
    expect(bill.split_criterion).toBe('occupancy');
    expect(Number(bill.owner_kept_amount_cents)).toBe(0);
    expect(Number(bill.total_weight)).toBe(77);

    const splits = (
      await client.query<{
        contract_id: string;
        calculated_amount_cents: string | number;
        overlap_days: number;
        number_of_occupants: number;
        weight: string;
        room_count: number;
        room_weight: string;
        reading: string | null;
        cost_model_applied: string;
        start_date: string;
        tenant_first_name: string;
        tenant_last_name: string;
      }>(
        `SELECT s.contract_id, s.calculated_amount_cents, s.overlap_days, s.number_of_occupants, s.weight::text AS weight,
                s.room_count, s.room_weight::text AS room_weight, s.reading::text AS reading, s.cost_model_applied,
                c.start_date::text AS start_date, c.tenant_first_name, c.tenant_last_name
           FROM bill_split s JOIN contract c ON c.id = s.contract_id
          WHERE s.bill_id = $1 ORDER BY s.contract_id`,
        [BILL],
      )
    ).rows;
    expect(splits.map((s) => [s.contract_id, s.weight])).toEqual([
      [CONTRACT_A, '62'],
      [CONTRACT_B, '15'],
    ]);
    expect(Number(bill.total_weight)).toBe(splits.reduce((sum, s) => sum + Number(s.weight), 0));

    const view = billSplitView({
      splitCriterion: bill.split_criterion,
      periodStartDate: bill.period_start_date,
      periodEndDate: bill.period_end_date,
      totalAmount: Number(bill.total_amount_cents),
      ownerKeptAmount: Number(bill.owner_kept_amount_cents),
      totalWeight: bill.total_weight,
      ownerVacancyWeight: bill.owner_vacancy_weight,
      splits: splits.map((s) => ({
        contractId: s.contract_id,
        tenant: { firstName: s.tenant_first_name, lastName: s.tenant_last_name },
        startDate: s.start_date,
        costModelApplied: s.cost_model_applied,
        calculatedAmount: Number(s.calculated_amount_cents),
        overlapDays: s.overlap_days,
        numberOfOccupants: s.number_of_occupants,
        weight: s.weight,
        roomCount: s.room_count,
        roomWeight: s.room_weight,
        reading: s.reading,
      })),
    });
    expect(view.splitCriterion).toBe('occupancy');
    expect(view.ownerShare).toBe(0);
    expect(view.ownerKeptAmount).toBe(0);
    expect(view.totalWeight).toBe(bill.total_weight);
    expect(Object.fromEntries(view.splits.map((s) => [s.contractId, s.calculatedAmount]))).toEqual({
      [CONTRACT_A]: 6200,
      [CONTRACT_B]: 1500,
    });
  });
});
