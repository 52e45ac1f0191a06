import { setImmediate as nextTurn } from 'node:timers/promises';
import type { MessagePort } from 'node:worker_threads';
import { SLICE_ROWS, slicesOf } from '../in-slices';
import type { RecordsTable } from './records-xlsx';

/**
 * The export's tables cross to the documents worker through a MessagePort, a slice of rows per
 * message, the event loop turning between them (decision 152): copied in one message, the rows of
 * a scale-10 year held the server's thread ~350 ms. Each table's head goes first, then its rows;
 * `null` ends the tables.
 */
type TablesMessage = { title: string; columns: string[] } | RecordsTable['rows'] | null;

/** Sends `tables` on `port`, a slice at a time. */
export async function sendTables(port: MessagePort, tables: RecordsTable[], size = SLICE_ROWS): Promise<void> {
  for (const t of tables) {
    port.postMessage({ title: t.title, columns: t.columns } satisfies TablesMessage);
    for await (const rows of slicesOf(t.rows, size)) port.postMessage(rows satisfies TablesMessage);
    await nextTurn();
  }
  port.postMessage(null satisfies TablesMessage);
}

/**
 * On the worker: the tables sent by `sendTables`, once all have come (the port is closed then).
 * A port closed before the end (the sender failed) rejects, so the worker is free for the next document.
 */
export function receiveTables(port: MessagePort): Promise<RecordsTable[]> {
  return new Promise((resolve, reject) => {
    const tables: RecordsTable[] = [];
    let ended = false;
    port.once('close', () => {
      if (!ended) reject(new Error('the tables ended before their end'));
    });
    port.on('message', (m: TablesMessage) => {
      if (m === null) {
        ended = true;
        port.close();
        resolve(tables);
      } else if (Array.isArray(m)) {
        const rows = tables.at(-1)?.rows;
        if (rows) for (const r of m) rows.push(r);
      } else tables.push({ title: m.title, columns: m.columns, rows: [] });
    });
  });
}
