import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * A new database on the PostgreSQL server `serverUrl` names (tests, the bench, the query log):
 * empty, or a copy of `template` (a database nobody is connected to). Its URL, and `drop` to
 * remove it (connections to it are closed by force).
 */
export async function createThrowawayDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
