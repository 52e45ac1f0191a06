import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, PGLITE_EXTENSIONS } from './client';
import * as schema from './schema';

type Journal = { entries: { idx: number; tag: string }[] };

/** A migrations folder holding the entries before 0031: the database as it was before it. */
function migrationsBefore0031(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-mig-0031-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as Journal;
  journal.entries = journal.entries.filter((e) => e.tag < '0031');
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries)
    fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

const PROPERTY = '00000000-0000-4000-8000-000000000001';
const ids = ['a', 'b', 'c'].map((x) => `00000000-0000-4000-8000-00000000000${x}`);

describe('migration 0031 on the registration codes typed before it (decision 212)', () => {
  let client: PGlite;
  let oldDir: string;

  beforeAll(async () => {
    client = await PGlite.create(undefined, { extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client, { schema });
    oldDir = migrationsBefore0031();
    await migrate(db, { migrationsFolder: oldDir });
    await client.exec(`
      INSERT INTO "user" (id, name, email, first_name, last_name, is_landlord)
        VALUES ('l', 'Lia Rossi', 'lia@example.com', 'Lia', 'Rossi', true),
               ('t', 'Ugo Bianchi', 'ugo@example.com', 'Ugo', 'Bianchi', false);
      INSERT INTO property (id, landlord_id, name, street_address, postal_code, province, country)
        VALUES ('${PROPERTY}', 'l', 'Casa', 'Via Roma 1', '00100', 'RM', 'IT');
      INSERT INTO contract (id, property_id, tenant_id, start_date, rent_amount_cents, tenant_first_name,
                            tenant_last_name, tenant_email, registration_code)
        VALUES ('${ids[0]}', '${PROPERTY}', 't', '2025-01-01', 50000, 'Ugo', 'Bianchi', 'ugo@example.com', 'tjn 25 t 000123 000 fh'),
               ('${ids[1]}', '${PROPERTY}', 't', '2025-01-01', 50000, 'Ugo', 'Bianchi', 'ugo@example.com', 'TX1 26 3T 001234'),
               ('${ids[2]}', '${PROPERTY}', 't', '2025-01-01', 50000, 'Ugo', 'Bianchi', 'ugo@example.com', NULL);
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  });
  afterAll(async () => {
    await client.close();
    fs.rmSync(oldDir, { recursive: true, force: true });
  });

  it('keeps a 17-character code as stored now, and moves any other text to the office’s field', async () => {
    const { rows } = await client.query<{
      id: string;
      registration_code: string | null;
      registration_office: string | null;
    }>('SELECT id, registration_code, registration_office FROM contract ORDER BY id');
    expect(rows).toEqual([
      { id: ids[0], registration_code: 'TJN25T000123000FH', registration_office: null },
      { id: ids[1], registration_code: null, registration_office: 'TX1 26 3T 001234' },
      { id: ids[2], registration_code: null, registration_office: null },
    ]);
  });
});
