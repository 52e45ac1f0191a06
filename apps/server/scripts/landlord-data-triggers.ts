/**
 * `npm run db:landlord-triggers -- drizzle/00NN_name.sql`: writes into that migration (made by
 * `npx drizzle-kit generate --custom --name name` in apps/server) the SQL that (re)creates the
 * landlord data version's triggers from src/db/landlord-data.ts (decision 178), in place of the
 * generated block it already holds, else at its end (end the migration's last statement with
 * `--> statement-breakpoint` first). Without a file it prints the SQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GENERATED_BEGIN, GENERATED_END, landlordDataVersionSql } from '../src/db/landlord-data';

const file = process.argv[2];
const block = landlordDataVersionSql();
if (!file) {
  process.stdout.write(`${block}\n`);
} else {
  const target = path.resolve(import.meta.dirname, '..', file);
  const text = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  const begin = text.indexOf(GENERATED_BEGIN);
  const end = text.indexOf(GENERATED_END);
  const next =
    begin >= 0 && end > begin
      ? `${text.slice(0, begin)}${block}${text.slice(end + GENERATED_END.length)}`
      : `${text.trimEnd()}\n${block}\n`;
  fs.writeFileSync(target, next);
  console.log(`${path.relative(process.cwd(), target)}: the landlord data version's triggers written`);
}
