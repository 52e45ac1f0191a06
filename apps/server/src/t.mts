import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { openDatabase } from './db/client';
let t = Date.now();
const d = await openDatabase({ dataDir: null });
console.log('create', Date.now() - t);
t = Date.now();
await d.migrate();
console.log('migrate', Date.now() - t);
t = Date.now();
// @ts-expect-error
const client = (d.db as any).$client as PGlite;
const dump = await client.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const c2 = await PGlite.create({ loadDataDir: dump, extensions: { btree_gist } });
console.log('load', Date.now() - t);
t = Date.now();
console.log((await c2.query('select count(*) from "user"')).rows);
